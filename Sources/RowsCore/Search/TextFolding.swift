import Foundation

/// How search folds text: case, accents and character width are ignored, so "Zoë", "ZOE" and "ｚｏｅ"
/// all fold to "zoe". Both a search's words and the rows' texts are folded the same way, then compared
/// as UTF-8 bytes.
///
/// ```swift
/// TextFolding.fold("Zoë")  // "zoe"
/// TextFolding.fold("ｚｏｅ")  // "zoe"
/// ```
public enum TextFolding {
    /// Foundation's folding options that search uses: case, diacritics and width insensitive.
    public static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]

    /// `text` folded.
    ///
    /// ASCII text is lowercased (what Foundation's folding does to ASCII, and much faster); any other
    /// text goes through Foundation's `folding(options:locale:)` with ``options`` and no locale.
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
        bytes.append(contentsOf: text.folding(options: options, locale: nil).utf8)
    }
}
