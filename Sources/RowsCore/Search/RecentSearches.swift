/// The results of a few recent searches over one ``SearchIndex``, so that going back to an earlier query
/// (backspace) costs nothing, and a query that narrows one of them looks only among its matches.
struct RecentSearches: Sendable {
    /// How many results are kept: a million-row result is 4 MB.
    static let capacity = 6

    private var entries: [(query: SearchQuery, matches: [Int32])] = []

    /// The matches of a remembered query with the same words.
    func matches(of query: SearchQuery) -> [Int32]? {
        entries.last { $0.query.hasSameWords(as: query) }?.matches
    }

    /// The fewest remembered matches among queries that `query` narrows (see ``SearchQuery/narrows(_:)``):
    /// every match of `query` is among them. Nil when no remembered query is broader.
    func candidates(for query: SearchQuery) -> [Int32]? {
        entries.filter { query.narrows($0.query) }.min { $0.matches.count < $1.matches.count }?.matches
    }

    /// Remembers `matches` for `query`, forgetting the oldest result past ``capacity``.
    mutating func remember(_ query: SearchQuery, _ matches: [Int32]) {
        entries.removeAll { $0.query.hasSameWords(as: query) }
        entries.append((query, matches))
        if entries.count > Self.capacity { entries.removeFirst() }
    }
}
