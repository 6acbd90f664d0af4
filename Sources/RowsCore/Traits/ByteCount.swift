/// Human-readable byte counts in SI units, as GNOME writes them: "1 byte", "999 bytes", "1.0 kB", "4.2 GB".
public enum ByteCount {
    /// The text shown when a size is unknown.
    public static let unknown = "N/A"

    private static let units = ["kB", "MB", "GB", "TB", "PB", "EB"]

    /// Formats `bytes`; nil or negative (unknown) gives "N/A".
    public static func format(_ bytes: Int64?) -> String {
        guard let bytes, bytes >= 0 else { return unknown }
        if bytes == 1 { return "1 byte" }
        if bytes < 1000 { return "\(bytes) bytes" }
        var value = Double(bytes) / 1000
        var unit = 0
        // Round first, so that 999,999 bytes reads "1.0 MB" rather than "1000.0 kB".
        while (value * 10).rounded() / 10 >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        let tenths = Int64((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}
