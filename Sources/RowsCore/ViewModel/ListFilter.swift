import Foundation

/// Which items a list shows. A filtered list is a derived snapshot, so showing or clearing a filter
/// is a diff like any other change.
public struct ListFilter<Item>: Sendable {
    /// A search: the query and the text it looks in. A view model matches it through its
    /// ``SearchIndex`` rather than ``includes(_:)``, so that no row is folded twice.
    struct Search: Sendable {
        let query: SearchQuery
        let text: @Sendable (Item) -> String
    }

    /// The search text this filter came from, for the empty state; nil for other predicates.
    public let query: String?
    /// The search this filter is, if it is one.
    let search: Search?
    private let predicate: @Sendable (Item) -> Bool

    /// A filter that keeps the items for which `isIncluded` is true.
    public init(_ isIncluded: @escaping @Sendable (Item) -> Bool) {
        query = nil
        search = nil
        predicate = isIncluded
    }

    /// A search: keeps items whose text contains every word of `query`, ignoring case, accents and
    /// width (``TextFolding``). Returns nil for a query with no words (which should show everything).
    /// `text` must give the same text for equal items every time: a view model folds each item's text
    /// once and keeps it (see ``SearchIndex``).
    public static func searching(_ query: String, in text: @escaping @Sendable (Item) -> String) -> ListFilter? {
        let search = SearchQuery(query)
        guard !search.words.isEmpty else { return nil }
        return ListFilter(
            query: query.trimmingCharacters(in: .whitespacesAndNewlines), search: Search(query: search, text: text)
        ) { search.matches(text($0)) }
    }

    private init(query: String, search: Search, predicate: @escaping @Sendable (Item) -> Bool) {
        self.query = query
        self.search = search
        self.predicate = predicate
    }

    /// Whether the list shows `item`. (For a search this folds the item's text each call.)
    public func includes(_ item: Item) -> Bool { predicate(item) }
}
