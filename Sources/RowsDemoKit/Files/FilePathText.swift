/// A path as text that keeps any bytes, so that a folder whose name is not UTF-8 can be opened and
/// shown like any other: the page, the tree and the saved choices keep paths as `String`s.
///
/// A path whose bytes are UTF-8 is its own text. Each byte of an invalid sequence becomes the
/// scalar U+10FF00 plus the byte (in Unicode's last private use plane), and so does each byte of a
/// scalar U+10FF00...U+10FFFF that a name really holds, so that the text names one path: ``bytes(of:)``
/// gives the bytes back. ``displayed(_:)`` shows the text GLib's way, each escaped byte as U+FFFD.
public enum FilePathText {
    /// The first of the 256 scalars that stand for bytes.
    static let escapeBase: UInt32 = 0x10_FF00

    /// The text of the path (or name) made of `bytes`.
    ///
    /// - Complexity: O(*n*) for *n* bytes.
    public static func text(of bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let decoded = scalar(at: index, in: bytes)
            if let decoded, decoded.scalar.value < escapeBase {
                scalars.append(decoded.scalar)
            } else {
                // An invalid byte, or the bytes of a scalar that stands for a byte: each escaped.
                for byte in bytes[index..<index + (decoded?.length ?? 1)] {
                    scalars.append(Unicode.Scalar(escapeBase + UInt32(byte))!)
                }
            }
            index += decoded?.length ?? 1
        }
        return String(scalars)
    }

    /// The bytes of the path `text` names, NUL-terminated, for a system call or GIO.
    ///
    /// - Complexity: O(*n*) for *n* bytes.
    public static func bytes(of text: String) -> [CChar] {
        // An escape's UTF-8 starts with 0xF4, which most paths do not hold: those are their UTF-8.
        guard text.utf8.contains(0xF4) else { return text.utf8.map { CChar(bitPattern: $0) } + [0] }
        var bytes = [CChar]()
        bytes.reserveCapacity(text.utf8.count + 1)
        for scalar in text.unicodeScalars {
            if scalar.value >= escapeBase {
                bytes.append(CChar(bitPattern: UInt8(scalar.value - escapeBase)))
            } else {
                for unit in UTF8.encode(scalar)! { bytes.append(CChar(bitPattern: unit)) }
            }
        }
        bytes.append(0)
        return bytes
    }

    /// Whether `text` is the UTF-8 of the path it names: it holds no escaped byte, as the text of a
    /// name that is not UTF-8 does (such a path is opened by ``bytes(of:)``, never by its text).
    ///
    /// - Complexity: O(*n*) for *n* bytes.
    public static func isOwnUTF8(_ text: String) -> Bool {
        // An escape's UTF-8 starts with 0xF4, which most paths do not hold.
        !text.utf8.contains(0xF4) || !text.unicodeScalars.contains { $0.value >= escapeBase }
    }

    /// `text` as shown: each escaped byte as U+FFFD (a run of them as one, as `String(decoding:as:)`
    /// shows an invalid sequence), the rest as it is.
    public static func displayed(_ text: String) -> String {
        guard !isOwnUTF8(text) else { return text }
        let bytes = bytes(of: text).dropLast().map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` as a folder's place is shown (``displayed(_:)``), the home folder `home` and the
    /// folders in it written from "~", as GNOME's editors show a file's folder: "~/Projects" for
    /// `/home/ada/Projects`, "~" for the home folder itself. Other paths, and every path when `home`
    /// is the root or not absolute, are shown whole.
    ///
    /// - Complexity: O(*n*) for a path of *n* characters.
    public static func displayed(_ text: String, home: String) -> String {
        var home = Substring(home)
        while home.count > 1, home.hasSuffix("/") { home = home.dropLast() }
        guard home.hasPrefix("/"), home != "/", text.hasPrefix(home) else { return displayed(text) }
        let rest = text.dropFirst(home.count)
        guard rest.isEmpty || rest.hasPrefix("/") else { return displayed(text) }
        return displayed("~" + rest)
    }

    /// The scalar whose UTF-8 starts at `index` of `bytes`, with its length; nil when no valid
    /// sequence starts there (Unicode's table 3-7 of well-formed UTF-8).
    private static func scalar(at index: Int, in bytes: [UInt8]) -> (scalar: Unicode.Scalar, length: Int)? {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0: (length, value, second) = (3, 0, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xED: (length, value, second) = (3, 0x0D, 0x80...0x9F)
        case 0xF0: (length, value, second) = (4, 0, 0x90...0xBF)
        case 0xF1...0xF3: (length, value) = (4, UInt32(lead & 0x07))
        case 0xF4: (length, value, second) = (4, 4, 0x80...0x8F)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard (offset == 1 ? second : 0x80...0xBF).contains(byte) else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }
}
