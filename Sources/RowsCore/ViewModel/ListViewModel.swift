/// The state behind one list screen: the data, the rows shown, the filter and the selection.
///
/// `snapshot` is all the data; `displayed` is what the list shows (the snapshot through the filter);
/// `rows` is `displayed` flattened into header, item and footer rows. Every change, an edit, a new
/// snapshot, a filter, is diffed against what is shown, and the ``observer`` is told the splices and
/// the rows to reconfigure in one ``ListUpdate``. The selection is a set of item ids, so it survives
/// every update; items that leave the shown rows leave the selection.
///
/// The view model lives on the main actor with the widgets that show it. The diff itself can run
/// anywhere: ``apply(_:)`` diffs on the main actor, ``applyDiffingConcurrently(_:)`` and
/// ``backgroundDiff(to:)`` off it.
@MainActor
public final class ListViewModel<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>
where Item.ID: Sendable {
    /// The snapshot type this view model holds.
    public typealias Snapshot = ListSnapshot<SectionID, Item>

    /// All the data, unfiltered.
    public private(set) var snapshot: Snapshot
    /// What the list shows: `snapshot` through `filter`.
    public private(set) var displayed: Snapshot
    /// The shown rows, flattened; what a GTK list model reads by index.
    public private(set) var rows: FlatRows<SectionID, Item>
    /// The ids of the selected items.
    public internal(set) var selectedIDs: Set<Item.ID> = []
    /// How many items can be selected.
    public var selectionMode: SelectionMode {
        didSet { trimSelection(to: selectionMode) }
    }
    /// Which items are shown; nil shows all. Setting it diffs the shown rows.
    public var filter: ListFilter<Item>? {
        didSet { show(snapshot, filteredBy: filter) }
    }
    /// Who is told about each update.
    public weak var observer: (any ListViewModelObserver)?
    /// Counts the updates made, so that a diff computed off the main actor knows whether it is stale.
    public private(set) var version = 0

    /// Creates a view model showing `snapshot`.
    public init(_ snapshot: Snapshot = Snapshot(), selectionMode: SelectionMode = .none) {
        self.snapshot = snapshot
        displayed = snapshot
        rows = snapshot.rows
        self.selectionMode = selectionMode
    }

    /// Why nothing is shown, if nothing is.
    public var emptyState: EmptyState {
        if !displayed.isEmpty { return .notEmpty }
        if snapshot.isEmpty { return .noItems }
        return .noMatches(query: filter?.query)
    }

    // MARK: Applying snapshots

    /// Shows `newSnapshot`, diffing on the main actor.
    public func apply(_ newSnapshot: Snapshot) {
        show(newSnapshot, filteredBy: filter)
    }

    /// Shows `newSnapshot`, diffing off the main actor. If the list changed while the diff ran, the
    /// diff is redone here against what is shown now, so the result is always exact. (Under a GLib
    /// main loop, where nothing drains the main actor's queue, Rows' `ListView.applyInBackground`
    /// does the same through the loop.)
    public func applyDiffingConcurrently(_ newSnapshot: Snapshot) async {
        let request = backgroundDiff(to: newSnapshot)
        commit(await Self.prepare(request))
    }

    /// Shows `newSnapshot` with changes computed elsewhere (e.g. by ``BackgroundDiff/prepare()``).
    /// `changes` must lead from the current ``displayed`` to `newDisplayed`.
    public func apply(
        _ newSnapshot: Snapshot, displaying newDisplayed: Snapshot, changes: SectionedChanges<SectionID, Item.ID>
    ) {
        commit(newSnapshot, displaying: newDisplayed, changes: changes)
    }

    @concurrent
    private nonisolated static func prepare(
        _ request: BackgroundDiff<SectionID, Item>
    ) async -> BackgroundDiff<SectionID, Item>.Prepared {
        request.prepare()
    }

    // MARK: Reading

    /// The item shown at flat row `row`, or nil for a header or footer.
    public func item(atRow row: Int) -> Item? { rows[row].item }

    // MARK: Private

    private func show(_ newSnapshot: Snapshot, filteredBy filter: ListFilter<Item>?) {
        let newDisplayed = filter.map { filter in newSnapshot.filtered(filter.includes) } ?? newSnapshot
        commit(newSnapshot, displaying: newDisplayed, changes: SectionedChanges(from: displayed, to: newDisplayed))
    }

    private func commit(
        _ newSnapshot: Snapshot, displaying newDisplayed: Snapshot, changes: SectionedChanges<SectionID, Item.ID>
    ) {
        snapshot = newSnapshot
        displayed = newDisplayed
        rows = newDisplayed.rows
        version += 1
        let selectionChanged = dropSelectionNotShown()
        let update = ListUpdate(
            splices: changes.splices, reconfiguredRows: changes.rows.updates, moves: changes.rows.moves,
            selectionChanged: selectionChanged)
        if !update.isEmpty { observer?.listDidUpdate(update) }
    }

    /// Removes from the selection the ids no longer shown; returns whether any were.
    private func dropSelectionNotShown() -> Bool {
        guard !selectedIDs.isEmpty else { return false }
        var shown = Set<Item.ID>()
        for section in displayed.sections {
            for item in section.items where selectedIDs.contains(item.id) { shown.insert(item.id) }
        }
        guard shown.count != selectedIDs.count else { return false }
        selectedIDs = shown
        return true
    }

    private func trimSelection(to mode: SelectionMode) {
        let limit = switch mode {
        case .none: 0
        case .single: 1
        case .multiple: Int.max
        }
        guard selectedIDs.count > limit else { return }
        selectedIDs = Set(selectedItems.prefix(limit).map(\.id))
        observer?.listDidUpdate(ListUpdate(splices: [], reconfiguredRows: [], selectionChanged: true))
    }
}
