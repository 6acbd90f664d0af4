/// Human-readable byte counts in SI units, as GNOME writes them: "1 byte", "999 bytes", "1.0 kB", "4.2 GB".
///
/// ```swift
/// ByteCount.format(4_200_000)  // "4.2 MB"
/// ByteCount.format(999_999)    // "1.0 MB"
/// ByteCount.format(nil)        // "N/A"
/// ```
public enum ByteCount {
    /// The text shown when a size is unknown: "N/A".
    public static let unknown = "N/A"

    private static let units = ["kB", "MB", "GB", "TB", "PB", "EB"]

    /// Formats a byte count.
    ///
    /// Below 1,000 bytes the count is written out ("0 bytes", "1 byte", "999 bytes"); above, it is
    /// rounded to one decimal in the largest unit (kB, MB, GB, TB, PB, EB, powers of 1,000) that keeps
    /// it under 1,000 once rounded.
    ///
    /// - Parameter bytes: The size; nil or negative when unknown.
    /// - Returns: The size as text, or ``unknown`` ("N/A").
    /// - Complexity: O(1).
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
