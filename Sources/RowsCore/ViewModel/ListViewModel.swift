/// The state behind one list screen: the data, the rows shown, the filter, the selection and its mode.
///
/// `snapshot` is all the data; `displayed` is what the list shows (the snapshot through the filter);
/// `rows` is `displayed` flattened into header, item and footer rows. The view model is the one owner
/// of all of it: views read it and change it only through the view model. Every change, an edit, a
/// new snapshot, a filter, is diffed against what is shown, and everyone observing (see
/// ``observe(_:)``) is told the splices and the rows to reconfigure in one ``ListUpdate``. The
/// selection is a set of item ids, so it survives every update; items that leave the shown rows
/// leave the selection.
///
/// The view model lives on the main actor with the widgets that show it. The costly work can run
/// anywhere: ``apply(_:)`` diffs on the main actor; ``applyInBackground(making:completion:)`` and
/// ``backgroundDiff(to:)`` off it; ``search(_:in:)`` off it too for long lists, through the
/// ``scheduler`` (see ``WorkScheduler``).
///
/// A search folds each item's text once into a ``SearchIndex`` that the view model keeps and brings
/// in step with every new snapshot (only new and changed items are folded again), so a keystroke
/// folds nothing; moving between two searches of one snapshot is a merge of their item positions, no
/// diff by hashing.
@MainActor
public final class ListViewModel<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>
where Item.ID: Sendable {
    /// The snapshot type this view model holds.
    public typealias Snapshot = ListSnapshot<SectionID, Item>

    /// All the data, unfiltered.
    public private(set) var snapshot: Snapshot
    /// What the list shows: `snapshot` through `filter`.
    public private(set) var displayed: Snapshot
    /// The shown rows, flattened: `displayed`'s sections as header, item and footer rows. This is the
    /// one copy of the rows shown; a view that shows them by index (a GTK list model) mirrors them
    /// through the ``ListUpdate``s it is told.
    public private(set) var rows: FlatRows<SectionID, Item>
    /// The ids of the selected items. Only shown items are selected: a ``filter`` (a search) drops
    /// those it hides; when it is removed with no selection made meanwhile, the selection from before
    /// it comes back, for the items still there.
    public internal(set) var selectedIDs: Set<Item.ID> = []
    /// The selection when a filter began to show, while no selection was made since; restored when
    /// the list is shown unfiltered again.
    var selectionBeforeFilter: Set<Item.ID>?
    /// How many items can be selected. Changing it keeps as much of the selection as the new mode
    /// allows, and tells observers (``ListUpdate/selectionModeChanged``): a Rows `ListView` then
    /// swaps GTK's selection model for one of the new kind.
    public var selectionMode: SelectionMode {
        didSet {
            guard selectionMode != oldValue else { return }
            let trimmed = trimSelection(to: selectionMode)
            selectionBeforeFilter = nil
            tell(
                ListUpdate(
                    selectionChanged: trimmed, selectionModeChanged: true, isFiltered: isFiltered, searchQuery: shownSearchQuery,
                    rows: rows))
        }
    }
    /// Which items are shown; nil shows all. Setting it filters and diffs the shown rows at once, here,
    /// and drops any search still running. During a search off the main actor this is the filter shown
    /// until its result is: `filter?.query` equals the search text once the result is shown.
    public var filter: ListFilter<Item>? {
        get { appliedFilter }
        set {
            cancelSearch()
            show(snapshot, filteredBy: newValue, isSameSnapshot: true)
        }
    }
    /// Counts the updates made, so that a diff computed off the main actor knows whether it is stale.
    public private(set) var version = 0
    /// Where searches and background diffs do their costly work; nil does it at once, on the main actor.
    /// Rows' `ListView` sets one that comes back through the GLib main loop.
    public var scheduler: WorkScheduler?
    /// Lists with at least this many items search through the ``scheduler``; shorter ones search at once.
    public var backgroundSearchThreshold = 10_000
    /// An order every snapshot shown from now on is put in first (each section's items), such as a
    /// column sort; nil shows snapshots in their own order. Setting it does not reorder the items
    /// shown now (``applyInBackground(reorderingItemsBy:completion:)`` does). ``apply(_:)`` and the
    /// edits order on the main actor, as they diff there; ``applyInBackground(making:completion:)``
    /// orders off it.
    public var itemOrder: ItemOrder<Item>?

    /// Every diff this view model runs, compiled for its types where it was created.
    let kernel: DiffKernel<SectionID, Item>
    /// The filter shown.
    var appliedFilter: ListFilter<Item>?
    /// Which items of `snapshot` `displayed` shows; nil when unknown.
    var shownItems: ItemSubset? = .all
    /// Counts the snapshots shown (filter changes keep the snapshot): what a search index is in step with.
    var snapshotRevision = 0
    /// The folded texts of the last search, in step with the snapshot of `revision`.
    var searchIndex: (index: SearchIndex<Item>, revision: Int)?
    /// Raised by ``resetSearchIndex()``: an index made from one kept before is not kept again.
    var searchIndexEpoch = 0
    /// The searches running off the main actor.
    var searchRun = SearchRun()
    /// Background changes that went stale, waiting to be made and diffed again off the main actor.
    var redoQueue = RedoQueue()
    /// Who is told about each update (see ``observe(_:)``).
    var observers = Observers()
    /// The search whose results an owner shows as the snapshots themselves, if one does (see
    /// ``apply(_:knownChanges:searchResultsOf:)``), and whether it is being cleared.
    var searchInSnapshots: (query: String?, isClearing: Bool) = (nil, false)

    /// Creates a view model showing `snapshot`.
    ///
    /// Inlined where it is called, so that the diff the view model runs is compiled for `SectionID`
    /// and `Item` there (see `DiffKernel`, internal).
    @inlinable
    public convenience init(_ snapshot: Snapshot = Snapshot(), selectionMode: SelectionMode = .none) {
        self.init(snapshot, selectionMode: selectionMode, kernel: DiffKernel())
    }

    @usableFromInline
    init(_ snapshot: Snapshot, selectionMode: SelectionMode, kernel: DiffKernel<SectionID, Item>) {
        self.snapshot = snapshot
        displayed = snapshot
        rows = snapshot.rows
        self.selectionMode = selectionMode
        self.kernel = kernel
    }

    /// Why nothing is shown, if nothing is.
    public var emptyState: EmptyState {
        if !displayed.isEmpty { return .notEmpty }
        if snapshot.isEmpty { return .noItems }
        return .noMatches(query: filter?.query)
    }

    // MARK: Applying snapshots

    /// Shows `newSnapshot`, filtering and diffing on the main actor. With a search shown, the search
    /// index is brought in step first (only new and changed items are folded). With an
    /// ``itemOrder``, each section's items are put in that order first, here too.
    public func apply(_ newSnapshot: Snapshot) {
        let ordered = itemOrder.map { $0.ordering(newSnapshot, gather: kernel.gather) } ?? newSnapshot
        show(ordered, filteredBy: filter, isSameSnapshot: false)
    }

    // MARK: Reading

    /// The item shown at flat row `row`, or nil for a header or footer.
    public func item(atRow row: Int) -> Item? { rows[row].item }

    // MARK: Private

    /// Filters `newSnapshot` and shows it, all here, now.
    func show(_ newSnapshot: Snapshot, filteredBy filter: ListFilter<Item>?, isSameSnapshot: Bool) {
        let result = filteringPass(showing: newSnapshot, filteredBy: filter, isSameSnapshot: isSameSnapshot).run()
        commit(
            newSnapshot, filteredBy: filter, result.shown!, index: result.index, epoch: result.indexEpoch,
            isSameSnapshot: isSameSnapshot)
    }

    /// The work of showing `newSnapshot` through `filter`, to run here or elsewhere.
    func filteringPass(
        showing newSnapshot: Snapshot, filteredBy filter: ListFilter<Item>?, isSameSnapshot: Bool,
        cancellation: SearchCancellation? = nil
    ) -> FilteringPass<SectionID, Item> {
        FilteringPass(
            shownDisplayed: displayed, shownItems: isSameSnapshot ? shownItems : nil, snapshot: newSnapshot,
            isSameSnapshot: isSameSnapshot, filter: filter, index: searchIndex?.index,
            indexIsInStep: isSameSnapshot && searchIndex?.revision == snapshotRevision, indexEpoch: searchIndexEpoch,
            cancellation: cancellation, kernel: kernel)
    }

    /// Shows what a ``FilteringPass`` made, which must start from what is shown now.
    func commit(
        _ newSnapshot: Snapshot, filteredBy filter: ListFilter<Item>?, _ shown: FilteringPass<SectionID, Item>.Shown,
        index: SearchIndex<Item>?, epoch: Int, isSameSnapshot: Bool
    ) {
        var restoresSelection = false
        if appliedFilter == nil, filter != nil {
            selectionBeforeFilter = selectedIDs
        } else if appliedFilter != nil, filter == nil, let before = selectionBeforeFilter {
            selectionBeforeFilter = nil
            restoresSelection = before != selectedIDs
            selectedIDs = before
        }
        appliedFilter = filter
        shownItems = shown.items
        if !isSameSnapshot { snapshotRevision += 1 }
        if let index { adopt(index, inStepWith: snapshotRevision, epoch: epoch) }
        commit(
            newSnapshot, displaying: shown.displayed, changes: shown.changes, destinations: shown.destinations,
            selectionChanged: restoresSelection)
    }

    /// Keeps `index` (made in `epoch`) unless the one kept is in step with a later snapshot, or the
    /// index was reset since.
    func adopt(_ index: SearchIndex<Item>, inStepWith revision: Int, epoch: Int) {
        guard epoch == searchIndexEpoch else { return }
        if let kept = searchIndex, kept.revision > revision { return }
        searchIndex = (index, revision)
    }

    /// Shows `newDisplayed` (`newSnapshot` through the filter), whose rows `changes` lead to from
    /// the rows shown, and tells observers; `destinations`, when given, are read from `changes`.
    /// `selectionChanged`: the selection was changed for this update (a filter's end restoring it).
    func commit(
        _ newSnapshot: Snapshot, displaying newDisplayed: Snapshot, changes: SectionedChanges<SectionID, Item.ID>,
        destinations: RowDestinations? = nil, selectionChanged selectionWasChanged: Bool = false
    ) {
        let changedSupplementaries = Self.supplementaryRowsToReconfigure(from: displayed, to: newDisplayed)
        snapshot = newSnapshot
        displayed = newDisplayed
        rows = newDisplayed.rows
        version += 1
        let selectionChanged = dropSelectionNotShown() || selectionWasChanged
        let reconfigured =
            changedSupplementaries.isEmpty
            ? changes.rows.updates : Array(Set(changes.rows.updates + changedSupplementaries)).sorted()
        let update = ListUpdate(
            splices: changes.splices, reconfiguredRows: reconfigured, moves: changes.rows.moves,
            destinations: destinations, selectionChanged: selectionChanged, isFiltered: isFiltered, searchQuery: shownSearchQuery,
            rows: rows)
        // A search that begins, ends or changes words with the same rows is told too: a view
        // learns whose results it shows, and returns from a search when it ends.
        let searchChanged =
            update.isFiltered != observers.toldSearch.isFiltered || update.searchQuery != observers.toldSearch.query
        if !update.isEmpty || searchChanged { tell(update) }
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

    /// Keeps as many selected items as `mode` allows, the first shown; returns whether any were dropped.
    private func trimSelection(to mode: SelectionMode) -> Bool {
        let limit =
            switch mode {
            case .none: 0
            case .single: 1
            case .multiple: Int.max
            }
        guard selectedIDs.count > limit else { return false }
        selectedIDs = Set(selectedItems.prefix(limit).map { $0.id })
        return true
    }
}
