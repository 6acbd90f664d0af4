/// One batch of changes to a list's shown rows, told to its ``ListViewModelObserver``.
///
/// Indices are flat row indices (headers and footers count as rows). Apply `splices` in order as
/// `items-changed` emissions, then rebind `reconfiguredRows` (indices in the new rows) in place.
public struct ListUpdate: Sendable, Equatable {
    /// The `items-changed` emissions, front to back.
    public let splices: [ListChanges.Splice]
    /// Rows that kept their place but whose content changed: rebind them, do not replace them.
    public let reconfiguredRows: [Int]
    /// Rows that moved (old and new flat indices); their removal and re-insertion are in `splices`.
    public let moves: [ListChanges.Move]
    /// Whether the set of selected items changed.
    public let selectionChanged: Bool

    /// Creates an update.
    public init(
        splices: [ListChanges.Splice], reconfiguredRows: [Int], moves: [ListChanges.Move] = [], selectionChanged: Bool
    ) {
        self.splices = splices
        self.reconfiguredRows = reconfiguredRows
        self.moves = moves
        self.selectionChanged = selectionChanged
    }

    /// `splices` grouped into as few `items-changed` emissions as the view's built rows allow (see
    /// ``ListChanges/emissions(aroundBuilt:)``).
    ///
    /// - Complexity: O(*s* + *b* + *m* log *s*) for *s* splices, *b* built rows and *m* moves.
    public func emissions(aroundBuilt builtRows: [Int]) -> [ListChanges.Splice] {
        ListChanges(removals: [], insertions: [], moves: moves, updates: reconfiguredRows, splices: splices)
            .emissions(aroundBuilt: builtRows)
    }

    /// True when no row and no selection changed.
    public var isEmpty: Bool { splices.isEmpty && reconfiguredRows.isEmpty && !selectionChanged }
}

/// Whoever shows a ``ListViewModel``'s rows: the GTK list model in `Rows`, or a test.
@MainActor
public protocol ListViewModelObserver: AnyObject {
    /// Called once per change, after the view model already holds the new rows.
    func listDidUpdate(_ update: ListUpdate)
}
