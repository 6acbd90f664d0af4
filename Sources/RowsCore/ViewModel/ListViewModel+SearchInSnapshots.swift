/// A search whose results an owner gives the view model as plain snapshots: an ``OutlineViewModel``
/// shows its matches, and the folders above them, as its rows. Its updates count as filtered, as
/// under a ``ListViewModel/filter``, so that a view goes back to where it was when it ends (see
/// ``SearchReturn``).
extension ListViewModel {
    /// Whether the rows shown are filtered or a search's results: every update says so.
    var isFiltered: Bool { appliedFilter != nil || searchInSnapshots.query != nil }

    /// The search whose results the rows shown are, if they are a search's.
    var shownSearchQuery: String? { appliedFilter?.query ?? searchInSnapshots.query }

    /// Shows `newSnapshot` as ``apply(_:knownChanges:)`` does, noting that it is the results of a
    /// search for `query` (nil: of no search). A search that begins, ends or changes with no change
    /// of rows is told to observers all the same, as an update with no changes.
    ///
    /// - Complexity: That of ``apply(_:knownChanges:)``.
    package func apply(_ newSnapshot: Snapshot, knownChanges changes: ListChanges, searchResultsOf query: String?) {
        // The results shown changing (a node expanded in them) while no search is being cleared.
        let isClearing = searchInSnapshots.isClearing && query != nil && query == searchInSnapshots.query
        searchInSnapshots = (query, isClearing)
        apply(newSnapshot, knownChanges: changes)
    }

    /// Notes that the owner asked for the results of another search, or, `clearing`, for those of
    /// no search: until they show, the search is being cleared (see ``isClearingSearch``).
    ///
    /// - Complexity: O(1).
    package func searchResultsAsked(clearing: Bool) {
        searchInSnapshots.isClearing = clearing && searchInSnapshots.query != nil
    }
}
