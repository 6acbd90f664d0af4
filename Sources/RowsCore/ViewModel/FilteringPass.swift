/// The costly part of any change to what a list shows, safe on any thread: the new snapshot filtered
/// (a search through the ``SearchIndex``, kept in step with the snapshot first) and diffed against the
/// rows shown.
///
/// When only the filter changed, the old and new rows are two filtered views of one snapshot, and the
/// diff merges their item positions (``SectionedChanges/init(from:to:of:)``): no hashing. When the
/// snapshot changed too, it is the general diff.
struct FilteringPass<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>: Sendable
where Item.ID: Sendable {
    typealias Snapshot = ListSnapshot<SectionID, Item>

    /// The rows shown when the pass was made.
    let shownDisplayed: Snapshot
    /// Which items of `snapshot` those rows show, when `isSameSnapshot` and it is known.
    let shownItems: ItemSubset?
    /// The snapshot to show.
    let snapshot: Snapshot
    /// Whether `snapshot` is the one the shown rows come from (only the filter changes).
    let isSameSnapshot: Bool
    /// The filter to show it through.
    let filter: ListFilter<Item>?
    /// The view model's search index, in step with some earlier snapshot, if it has one.
    let index: SearchIndex<Item>?
    /// Whether `index` is in step with `snapshot` already (so not even diffed).
    let indexIsInStep: Bool
    /// The view model's search index epoch when the pass was made (see ``ListViewModel/resetSearchIndex()``).
    let indexEpoch: Int
    /// Stops the pass early (a newer search came); nil for passes that must finish.
    let cancellation: SearchCancellation?
    /// The view model's diff, specialized for its types.
    let kernel: DiffKernel<SectionID, Item>

    /// What a pass made.
    struct Result: Sendable {
        /// The search index in step with `snapshot`, with its result remembered, when the filter is a
        /// search (kept even when the pass was cancelled, so that it is not folded again); nil otherwise.
        let index: SearchIndex<Item>?
        /// The new rows and how to get to them; nil when cancelled.
        let shown: Shown?
        /// How long the pass took.
        let duration: Duration
        /// The pass's `indexEpoch`.
        let indexEpoch: Int
    }

    /// The rows to show.
    struct Shown: Sendable {
        let displayed: Snapshot
        let items: ItemSubset
        let changes: SectionedChanges<SectionID, Item.ID>
        /// Where each row shown now goes, read from `changes` where the pass ran when it ran off the
        /// main actor (see ``run(readingDestinations:)``), so that a view does not read a sort's
        /// million moves while GTK waits for items; nil otherwise (a view reads them if it needs to).
        let destinations: RowDestinations?

        init(
            displayed: Snapshot, items: ItemSubset, changes: SectionedChanges<SectionID, Item.ID>, readingDestinations: Bool
        ) {
            self.displayed = displayed
            self.items = items
            self.changes = changes
            destinations =
                readingDestinations ? RowDestinations(splices: changes.splices, moves: changes.rows.moves) : nil
        }
    }

    /// Filters and diffs; stops early, with no rows, when cancelled. With `readingDestinations`
    /// (a pass run off the main actor), the rows shown carry where each row shown now goes.
    /// - Complexity: O(*n*) plus the search's scan (see ``SearchIndex``).
    func run(readingDestinations: Bool = false) -> Result {
        let clock = ContinuousClock()
        let start = clock.now
        // Only a search brings the index in step with `snapshot`; any other pass gives none back, so
        // that an index of older items is never taken as in step with this snapshot.
        var index: SearchIndex<Item>? = nil
        let subset: ItemSubset?
        if let filter {
            if let search = filter.search {
                let items = snapshot.items
                var updated =
                    if let index = self.index {
                        indexIsInStep ? index : index.updated(to: items, text: search.text, diffing: kernel.items)
                    } else {
                        SearchIndex(items, text: search.text)
                    }
                let matches = cancellation?.isCancelled == true ? nil : updated.matches(search.query, cancellation: cancellation)
                if let matches { updated.remember(matches, of: search.query) }
                index = updated
                subset = matches.map { .items($0) }
            } else {
                var positions = [Int32]()
                // By index: in code not specialized for `Item`, `enumerated()` looks up the
                // metadata of its (offset, element) tuple for every item.
                let items = snapshot.items
                for position in items.indices where filter.includes(items[position]) {
                    positions.append(Int32(position))
                }
                subset = .items(positions)
            }
        } else {
            subset = .all
        }
        guard let subset, cancellation?.isCancelled != true else {
            return Result(index: index, shown: nil, duration: clock.now - start, indexEpoch: indexEpoch)
        }
        let displayed = snapshot.showing(subset)
        let changes =
            if isSameSnapshot, let shownItems {
                SectionedChanges(from: shownItems, to: subset, of: snapshot)
            } else {
                SectionedChanges(from: shownDisplayed, to: displayed, kernel: kernel)
            }
        return Result(
            index: index,
            shown: Shown(displayed: displayed, items: subset, changes: changes, readingDestinations: readingDestinations),
            duration: clock.now - start,
            indexEpoch: indexEpoch)
    }
}
