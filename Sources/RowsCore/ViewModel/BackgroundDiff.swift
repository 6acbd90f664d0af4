/// A change to a view model's snapshot, made, filtered and diffed on another thread and applied
/// back on the main actor.
///
/// Made on the main actor by ``ListViewModel/backgroundDiff(making:)`` (or `(to:)`), which reads
/// what the list holds and shows now; ``prepare()`` does the expensive part anywhere (everything in
/// it is plain data and `Sendable`; a search shown is matched through the view model's
/// ``SearchIndex``, brought in step with the new snapshot); ``ListViewModel/commit(_:completion:)``
/// applies the result on the main actor. If the view model changed in between, the prepared changes
/// no longer start from what is shown, so the change is made again from the current snapshot and
/// diffed there, off the main actor too when the view model has a ``ListViewModel/scheduler``: no
/// change made meanwhile is lost, and the rows are always exact.
/// ``ListViewModel/applyInBackground(making:completion:)`` does all three steps.
public struct BackgroundDiff<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>: Sendable
where Item.ID: Sendable {
    /// Makes the new snapshot from the view model's snapshot.
    public typealias Change = @Sendable (ListSnapshot<SectionID, Item>) -> ListSnapshot<SectionID, Item>

    /// The view model's snapshot when the request was made.
    let source: ListSnapshot<SectionID, Item>
    /// What the list showed then, through which filter, with which search index.
    let pass: FilteringPass<SectionID, Item>
    /// The view model's ``ListViewModel/version`` then.
    let baseVersion: Int
    /// The generation of the search whose filter `pass` shows (the newest asked for and not shown
    /// then), or nil when `pass` shows the filter shown then.
    var searchGeneration: Int? = nil
    /// The change to make.
    let change: Change
    /// When the change only reorders each section's items: the new order of a section's items
    /// (indices into them), so that the changes need no diff (see ``ListViewModel/applyInBackground(reorderingItemsBy:completion:)``).
    var reordering: (@Sendable ([Item]) -> [Int])? = nil
    /// The view model's ``DiffKernel``, when `reordering` or `itemOrder` is set.
    var kernel: DiffKernel<SectionID, Item>? = nil
    /// The order the view model keeps its items in, put on the changed snapshot.
    var itemOrder: ItemOrder<Item>? = nil
    /// Whether `change` itself puts the items in `itemOrder`'s order (a column sort by the order the
    /// view model keeps), so the changed snapshot is not ordered again: its keys are computed once.
    var changeFollowsItemOrder = false
    /// Whether to read where the rows go (``RowDestinations``) with the changes: only when the view
    /// model had observers (a view) at the request; a view observing later reads them itself.
    var readsDestinations = true

    /// A diff ready to commit on the main actor.
    public struct Prepared: Sendable {
        /// The new snapshot.
        public let snapshot: ListSnapshot<SectionID, Item>
        /// `snapshot` through the filter.
        public var displayed: ListSnapshot<SectionID, Item> { shown.displayed }
        /// The changes from the rows shown at the request to `displayed`.
        public var changes: SectionedChanges<SectionID, Item.ID> { shown.changes }
        /// How long making, filtering and diffing took.
        public let duration: Duration
        let shown: FilteringPass<SectionID, Item>.Shown
        let index: SearchIndex<Item>?
        let indexEpoch: Int
        let baseVersion: Int
        let change: Change
        /// The filter `displayed` shows the snapshot through.
        let filter: ListFilter<Item>?
        /// See ``BackgroundDiff/searchGeneration``.
        let searchGeneration: Int?
    }

    /// What committing a background diff did, once its change is shown.
    public struct Outcome: Sendable {
        /// How long making, filtering and diffing took off the main actor (the last time, if redone).
        public let diffDuration: Duration
        /// How long showing it took on the main actor, what its observers do with the update included.
        public let applyDuration: Duration
        /// True when the list had changed meanwhile, so the change was made and diffed again.
        public let wasRedone: Bool
    }

    /// Makes the new snapshot, filters and diffs it: the costly part of an update, safe on any thread.
    /// - Complexity: O(*n*) for the diff, plus, with a search shown, folding new and changed items and
    ///   one scan of the folded texts (see ``SearchIndex``).
    public func prepare() -> Prepared {
        let clock = ContinuousClock()
        let start = clock.now
        if let reordering, let kernel, pass.filter == nil {
            return prepareReordering(reordering, kernel: kernel, since: start)
        }
        var snapshot = change(source)
        if let itemOrder, let kernel, !changeFollowsItemOrder {
            snapshot = itemOrder.ordering(snapshot, gather: kernel.gather)
        }
        let pass = FilteringPass(
            shownDisplayed: self.pass.shownDisplayed, shownItems: nil, snapshot: snapshot, isSameSnapshot: false,
            filter: self.pass.filter, index: self.pass.index, indexIsInStep: false, indexEpoch: self.pass.indexEpoch,
            cancellation: nil, kernel: self.pass.kernel)
        let result = pass.run(readingDestinations: readsDestinations)
        return Prepared(
            snapshot: snapshot, duration: clock.now - start, shown: result.shown!, index: result.index,
            indexEpoch: result.indexEpoch, baseVersion: baseVersion, change: change, filter: pass.filter,
            searchGeneration: searchGeneration)
    }
}

extension BackgroundDiff {
    /// Reorders each section's items with `reordering` and makes the changes from the orders, with
    /// no diff: the rows shown are the snapshot's (no filter), and every item stays.
    ///
    /// - Complexity: O(*n*) besides `reordering`.
    private func prepareReordering(
        _ reordering: @Sendable ([Item]) -> [Int], kernel: DiffKernel<SectionID, Item>, since start: ContinuousClock.Instant
    ) -> Prepared {
        let orders = source.sections.map { section in
            let order = reordering(section.items)
            precondition(
                PermutationCheck.isPermutation(order, of: section.items.count), "Rows: a reordering must give each index once"
            )
            return order
        }
        var snapshot = source
        for (index, order) in orders.enumerated() {
            snapshot.sections[index].items = kernel.gather(source.sections[index].items, order)
        }
        let shown = FilteringPass<SectionID, Item>.Shown(
            displayed: snapshot, items: .all, changes: SectionedChanges.reordering(source, by: orders),
            readingDestinations: readsDestinations)
        return Prepared(
            snapshot: snapshot, duration: ContinuousClock().now - start, shown: shown, index: nil,
            indexEpoch: pass.indexEpoch, baseVersion: baseVersion, change: change, filter: nil,
            searchGeneration: searchGeneration)
    }

}

extension ListViewModel {
    /// A request to change the snapshot with `change`, run off the main actor (see ``BackgroundDiff``).
    /// While a search asked for is not shown yet, the changed snapshot is shown through that search.
    public func backgroundDiff(making change: @escaping BackgroundDiff<SectionID, Item>.Change)
        -> BackgroundDiff<SectionID, Item>
    {
        let search = searchRun.requested
        // The search asked for, even one that clears the filter (nil), else the filter shown. Not
        // `search?.filter ?? appliedFilter`, which flattens a clearing search into the filter shown;
        // and no key path (`search.map(\.filter)`): one over a generic type is made anew at each use,
        // its generic arguments resolved by name in the runtime.
        let filter: ListFilter<Item>? = if let search { search.filter } else { appliedFilter }
        return BackgroundDiff(
            source: snapshot, pass: filteringPass(showing: snapshot, filteredBy: filter, isSameSnapshot: false),
            baseVersion: version, searchGeneration: search?.generation, change: change, kernel: kernel,
            itemOrder: itemOrder, readsDestinations: hasObservers)
    }

    /// A request to show `newSnapshot`, diffed off the main actor (see ``BackgroundDiff``).
    public func backgroundDiff(to newSnapshot: Snapshot) -> BackgroundDiff<SectionID, Item> {
        backgroundDiff(making: { _ in newSnapshot })
    }
}
