/// A search text split into words, matched without regard to case, accents or width (see ``TextFolding``).
///
/// A text matches when it contains every word, anywhere and in any order:
///
/// ```swift
/// let query = SearchQuery("  zoe   ADA ")
/// query.words                   // ["zoe", "ada"]
/// query.matches("Ada Zoë")      // true
/// query.matches("Zoë")          // false
/// SearchQuery("zoe ad").narrows(SearchQuery("zo"))  // true: its matches are among "zo"'s
/// ```
public struct SearchQuery: Sendable, Hashable {
    /// The folded words, in the order typed; a text matches when its folded form contains all of them.
    public let words: [String]
    /// The words' UTF-8 bytes, longest first: a scan looks for the longest word, usually the rarest, first.
    let needles: [[UInt8]]

    /// Splits `text` into words at white space and folds each.
    ///
    /// - Parameter text: What was typed; white space only (or nothing) makes a query with no words,
    ///   which matches every text.
    /// - Complexity: O(*n*) in the length of `text`.
    public init(_ text: String) {
        words = text.split(whereSeparator: \.isWhitespace).map { TextFolding.fold(String($0)) }.filter { !$0.isEmpty }
        needles = words.map { Array($0.utf8) }.sorted { $0.count > $1.count }
    }

    /// Whether `text`, folded, contains every word.
    ///
    /// This folds `text` each time; a ``SearchIndex`` folds each row once.
    ///
    /// - Parameter text: The text to look in.
    /// - Returns: True when it contains every word; always true for a query with no words.
    /// - Complexity: O(*w* · *n*) for *w* words and a text of length *n*: the text is folded once, then
    ///   searched (`memmem`) for each word.
    public func matches(_ text: String) -> Bool {
        guard !needles.isEmpty else { return true }
        var folded = [UInt8]()
        TextFolding.appendFolded(text, to: &folded)
        return folded.withUnsafeBytes { folded in
            needles.allSatisfy { SubstringScan.contains(folded, $0) }
        }
    }

    /// Whether every text this query matches is matched by `broader` too.
    ///
    /// True when each word of `broader` is part of some word of this query. Typing more ("ro" to
    /// "row", "row" to "row 1") narrows a query, so its matches can be looked for among `broader`'s alone.
    ///
    /// - Parameter broader: A query whose matches are known.
    /// - Returns: True when this query's matches are all among `broader`'s.
    /// - Complexity: O(*v* · *w* · *l*) for *v* words in `broader`, *w* words here and words of length
    ///   *l*: nothing, for the words people type.
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
