/// Why a list shows no rows, so that the view can say so.
public enum EmptyState: Sendable, Hashable {
    /// The list shows rows.
    case notEmpty
    /// There is nothing in the list at all.
    case noItems
    /// There are items, but the filter hides all of them; `query` is the search text, if the filter is a search.
    case noMatches(query: String?)
}
