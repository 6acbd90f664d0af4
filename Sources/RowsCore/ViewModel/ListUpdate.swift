/// One batch of changes to a list's shown rows, told to everyone observing its ``ListViewModel``
/// (see ``ListViewModel/observe(_:)``).
///
/// Indices are flat row indices (headers and footers count as rows). Apply `splices` in order as
/// `items-changed` emissions, then rebind `reconfiguredRows` (indices in ``rows``) in place. The
/// splices lead from the ``rows`` of the update told before this one (or, for an observer's first
/// update, from the view model's ``ListViewModel/rows`` when it started observing) to this update's
/// ``rows``.
public struct ListUpdate<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>: Sendable
where Item.ID: Sendable {
    /// The `items-changed` emissions, front to back.
    public let splices: [ListChanges.Splice]
    /// Rows whose content changed and that are not replaced by `splices`: rebind them in place. They
    /// include the header and footer rows of every section whose content changed, since their cells
    /// are configured with the whole section.
    public let reconfiguredRows: [Int]
    /// Rows that moved (old and new flat indices); their removal and re-insertion are in `splices`.
    public let moves: [ListChanges.Move]
    /// Whether the set of selected items changed.
    public let selectionChanged: Bool
    /// Whether the view model's ``ListViewModel/selectionMode`` changed.
    public let selectionModeChanged: Bool
    /// Whether `rows` are the snapshot through a filter (a search), or a search's results given as
    /// the snapshot (an ``OutlineViewModel``'s): a view goes back to where it was when they are not
    /// any more (see ``SearchReturn``).
    package let isFiltered: Bool
    /// The search whose results `rows` are, when they are a search's: a view shows another query's
    /// results from their first row.
    package let searchQuery: String?
    /// The rows shown once this update is applied: the view model's ``ListViewModel/rows`` when it
    /// made the update. A view that mirrors the rows reads them here, not from the view model, which
    /// may have changed again by the time a later observer is told (an observer that changes the view
    /// model has its change told to everyone after this update).
    public let rows: FlatRows<SectionID, Item>

    /// Where each row of the rows before goes under `splices` and `moves`, when the view model read
    /// it where it prepared the update (off the main actor for a long list); nil when it did not.
    package let destinations: RowDestinations?

    init(
        splices: [ListChanges.Splice] = [], reconfiguredRows: [Int] = [], moves: [ListChanges.Move] = [],
        destinations: RowDestinations? = nil, selectionChanged: Bool = false, selectionModeChanged: Bool = false,
        isFiltered: Bool, searchQuery: String?, rows: FlatRows<SectionID, Item>
    ) {
        self.splices = splices
        self.reconfiguredRows = reconfiguredRows
        self.moves = moves
        self.destinations = destinations
        self.selectionChanged = selectionChanged
        self.selectionModeChanged = selectionModeChanged
        self.isFiltered = isFiltered
        self.searchQuery = searchQuery
        self.rows = rows
    }

    /// `splices` grouped into as few `items-changed` emissions as the view's built rows allow (see
    /// ``ListChanges/emissions(aroundBuilt:)``).
    ///
    /// - Complexity: O(*s* + *b* + *m* log(*s* + *b*)) for *s* splices, *b* built rows and *m* moves.
    public func emissions(aroundBuilt builtRows: [Int]) -> [ListChanges.Splice] {
        ListChanges(removals: [], insertions: [], moves: moves, updates: reconfiguredRows, splices: splices)
            .emissions(aroundBuilt: builtRows)
    }

    /// True when no row, no selection and no selection mode changed.
    public var isEmpty: Bool { splices.isEmpty && reconfiguredRows.isEmpty && !selectionChanged && !selectionModeChanged }
}
