import Foundation

/// How search folds text: case, accents and character width are ignored, so "Zoë", "ZOE" and "ｚｏｅ"
/// all fold to "zoe". Both a search's words and the rows' texts are folded the same way, then compared
/// as UTF-8 bytes.
public enum TextFolding {
    /// Foundation's folding options that search uses.
    public static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]

    /// `text` folded: ASCII text lowercased (what Foundation's folding does to ASCII, and much faster),
    /// any other text through Foundation.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func fold(_ text: String) -> String {
        var bytes = [UInt8]()
        appendFolded(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `text` folded to `bytes`. The ASCII fast path lowercases in one pass
    /// over the string's own bytes; at the first byte past ASCII it takes back what it wrote and folds
    /// the whole text through Foundation instead.
    /// - Complexity: O(*n*) in the length of `text`.
    static func appendFolded(_ text: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        let isASCII =
            text.utf8.withContiguousStorageIfAvailable { appendLowercasedASCII($0, to: &bytes) }
            ?? appendLowercasedASCII(text.utf8, to: &bytes)
        guard !isASCII else { return }
        bytes.removeSubrange(start...)
        bytes.append(contentsOf: text.folding(options: options, locale: nil).utf8)
    }

    /// Appends `utf8` lowercased while it is ASCII; returns false at the first byte that is not.
    @inline(__always)
    private static func appendLowercasedASCII(_ utf8: some Sequence<UInt8>, to bytes: inout [UInt8]) -> Bool {
        for byte in utf8 {
            guard byte < 0x80 else { return false }
            // 'A'...'Z' are 65...90: one unsigned compare tells them.
            bytes.append(byte &- 65 < 26 ? byte | 0x20 : byte)
        }
        return true
    }
}
