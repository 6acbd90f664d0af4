/// A search text split into words, matched without regard to case, accents or width (see ``TextFolding``).
public struct SearchQuery: Sendable, Hashable {
    /// The folded words; an item matches when its folded text contains all of them.
    public let words: [String]
    /// The words' UTF-8 bytes, longest first: a scan looks for the longest word, usually the rarest, first.
    let needles: [[UInt8]]

    /// Splits `text` into words at white space and folds each.
    public init(_ text: String) {
        words = text.split(whereSeparator: \.isWhitespace).map { TextFolding.fold(String($0)) }.filter { !$0.isEmpty }
        needles = words.map { Array($0.utf8) }.sorted { $0.count > $1.count }
    }

    /// Whether folded `text` contains every word (true for a query with no words). This folds `text`
    /// each time; a ``SearchIndex`` folds each row once.
    /// - Complexity: O(*n*) to fold `text`, plus a substring search per word.
    public func matches(_ text: String) -> Bool {
        guard !needles.isEmpty else { return true }
        var folded = [UInt8]()
        TextFolding.appendFolded(text, to: &folded)
        return folded.withUnsafeBytes { folded in
            needles.allSatisfy { SubstringScan.contains(folded, $0) }
        }
    }

    /// Whether every text this query matches is matched by `broader` too: each word of `broader` is part
    /// of some word of this query. Typing more ("ro" to "row", "row" to "row 1") narrows a query, so its
    /// matches can be looked for among `broader`'s alone.
    /// - Complexity: O(*w*² · *l*²) for *w* words of length *l*: nothing, for the words people type.
    public func narrows(_ broader: SearchQuery) -> Bool {
        broader.needles.allSatisfy { part in
            needles.contains { word in word.withUnsafeBytes { SubstringScan.contains($0, part) } }
        }
    }

    /// Whether both queries have the same words, in any order and however often: they match the same texts.
    func hasSameWords(as other: SearchQuery) -> Bool {
        Set(words) == Set(other.words)
    }
}
