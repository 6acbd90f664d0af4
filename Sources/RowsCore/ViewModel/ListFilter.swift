import Foundation

/// Which items a list shows. A filtered list is a derived snapshot, so showing or clearing a filter
/// is a diff like any other change.
public struct ListFilter<Item>: Sendable {
    /// The search text this filter came from, for the empty state; nil for other predicates.
    public let query: String?
    private let predicate: @Sendable (Item) -> Bool

    /// A filter that keeps the items for which `isIncluded` is true.
    public init(_ isIncluded: @escaping @Sendable (Item) -> Bool) {
        query = nil
        predicate = isIncluded
    }

    /// A search: keeps items whose text contains every word of `query`, ignoring case and accents.
    /// Returns nil for a query with no words (which should show everything).
    public static func searching(_ query: String, in text: @escaping @Sendable (Item) -> String) -> ListFilter? {
        let search = SearchQuery(query)
        guard !search.words.isEmpty else { return nil }
        return ListFilter(query: query.trimmingCharacters(in: .whitespacesAndNewlines)) { search.matches(text($0)) }
    }

    private init(query: String, predicate: @escaping @Sendable (Item) -> Bool) {
        self.query = query
        self.predicate = predicate
    }

    /// Whether the list shows `item`.
    public func includes(_ item: Item) -> Bool { predicate(item) }
}

/// A search text split into words, matched without regard to case or accents.
public struct SearchQuery: Sendable, Hashable {
    /// The folded words; an item matches when its text contains all of them.
    public let words: [String]

    /// Splits `text` into words at white space.
    public init(_ text: String) {
        words = text.split(whereSeparator: \.isWhitespace).map { Self.fold(String($0)) }
    }

    /// Whether `text` contains every word.
    public func matches(_ text: String) -> Bool {
        guard !words.isEmpty else { return true }
        let folded = Self.fold(text)
        return words.allSatisfy { folded.contains($0) }
    }

    private static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
