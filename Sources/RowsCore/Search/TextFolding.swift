import Foundation

/// How search folds text: case, accents and character width are ignored, so "Zoë", "ZOE" and "ｚｏｅ"
/// all fold to "zoe". Letters that Unicode does not see as accented but that a person types without
/// their stroke or as two letters (ø, ł, đ, ð, ħ, ŧ, ı, æ, œ, þ) fold as GLib's search does, so
/// "unicode" finds "ünïcødé" and "lodz" finds "Łódź". Both a search's words and the rows' texts are
/// folded the same way, then compared as UTF-8 bytes.
///
/// ```swift
/// TextFolding.fold("Zoë")  // "zoe"
/// TextFolding.fold("ｚｏｅ")  // "zoe"
/// TextFolding.fold("Øresund")  // "oresund"
/// ```
public enum TextFolding {
    /// Foundation's folding options that search uses: case, diacritics and width insensitive.
    public static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]

    /// `text` folded.
    ///
    /// ASCII text is lowercased (what Foundation's folding does to ASCII, and much faster); any other
    /// text goes through Foundation's `folding(options:locale:)` with ``options`` and no locale, then
    /// the stroked letters and ligatures above are spelled in ASCII.
    ///
    /// - Parameter text: The text to fold.
    /// - Returns: The folded text.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func fold(_ text: String) -> String {
        var bytes = [UInt8]()
        appendFolded(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `text` folded to `bytes`. The ASCII fast path copies the string's
    /// own bytes and lowercases them in place; if any byte is past ASCII, it takes them back and folds
    /// the whole text through Foundation instead.
    /// - Complexity: O(*n*) in the length of `text`.
    static func appendFolded(_ text: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
        let isASCII = bytes.withUnsafeMutableBufferPointer { buffer in
            var isASCII = true
            for index in start..<buffer.count {
                let byte = buffer[index]
                isASCII = isASCII && byte < 0x80
                // 'A'...'Z' are 65...90: one unsigned compare tells them.
                buffer[index] = byte &- 65 < 26 ? byte | 0x20 : byte
            }
            return isASCII
        }
        guard !isASCII else { return }
        bytes.removeSubrange(start...)
        let folded = text.folding(options: options, locale: nil)
        // Most texts have none of the letters: their bytes go in whole.
        guard folded.unicodeScalars.contains(where: { $0.value >= 0xE6 && letters[$0] != nil }) else {
            return bytes.append(contentsOf: folded.utf8)
        }
        for scalar in folded.unicodeScalars {
            if scalar.value >= 0xE6, let ascii = letters[scalar] {
                bytes.append(contentsOf: ascii.utf8)
            } else {
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
    }

    /// Letters, as Foundation's folding leaves them (lowercase), that search spells in ASCII: those
    /// with a stroke or bar, and the ligatures and old letters GLib transliterates. All are U+00E6
    /// or above.
    static let letters: [Unicode.Scalar: String] = [
        "ø": "o", "ł": "l", "đ": "d", "ð": "d", "ħ": "h", "ŧ": "t", "ı": "i", "æ": "ae", "œ": "oe", "þ": "th",
    ]
}
