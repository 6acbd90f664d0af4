/// Reordering the items of each section off the main actor, with no diff.
extension ListViewModel {
    /// Puts each section's items in the order `order` gives, off the main actor (through the
    /// ``scheduler``; here, at once, without one): what a column sort does.
    ///
    /// `order` gets a section's items and returns their indices in the new order, each index once.
    /// Since every item stays in its section and keeps its content, the changes need no diff: in each
    /// section whose order changes, every item row moves, and the section's item rows are one splice
    /// (a view re-finds the rows it shows within one `items-changed`). While a filter or search is
    /// shown the reordered snapshot is filtered and diffed as ``applyInBackground(making:completion:)``
    /// does, and so is a reordering redone because the list changed meanwhile. The selection is kept.
    ///
    /// - Complexity: O(*n*) for *n* items besides `order` (off the main actor); committing is O(1)
    ///   plus the observers' work.
    public func applyInBackground(
        reorderingItemsBy order: @escaping @Sendable (_ items: [Item]) -> [Int],
        completion: (@MainActor @Sendable (BackgroundDiff<SectionID, Item>.Outcome) -> Void)? = nil
    ) {
        applyInBackground(reorderingItemsBy: order, whileWanted: nil, followsItemOrder: false, completion: completion)
    }

    /// ``applyInBackground(reorderingItemsBy:completion:)``, dropped when it comes back off the main
    /// actor if `isWanted` then says so, or, gone stale, before or as its redo lands: shown nowhere,
    /// not redone, `completion` not called. For a
    /// reordering a later one replaces (a column sort replaced by a click on another header), whose
    /// result would show for a frame and make the later one's go stale. With `followsItemOrder`,
    /// `order` puts the items in the view model's ``itemOrder``'s order, so a reordering filtered and
    /// diffed (a filter shown) is not ordered by ``itemOrder`` again; a redo still is.
    package func applyInBackground(
        reorderingItemsBy order: @escaping @Sendable (_ items: [Item]) -> [Int],
        whileWanted isWanted: (@MainActor () -> Bool)?, followsItemOrder: Bool,
        completion: (@MainActor @Sendable (BackgroundDiff<SectionID, Item>.Outcome) -> Void)? = nil
    ) {
        let kernel = self.kernel
        let change: BackgroundDiff<SectionID, Item>.Change = { snapshot in
            var reordered = snapshot
            for index in snapshot.sections.indices {
                let items = snapshot.sections[index].items
                reordered.sections[index].items = kernel.gather(items, order(items))
            }
            return reordered
        }
        var request = backgroundDiff(making: change)
        // Changes without a diff only from rows shown unfiltered: a search being cleared still
        // shows its matches, so the new rows are diffed against those.
        if appliedFilter == nil { request.reordering = order }
        request.changeFollowsItemOrder = followsItemOrder
        let ready = request
        guard let scheduler else {
            commit(ready.prepare(), completion: completion)
            return
        }
        scheduler.run({ ready.prepare() }) { prepared in
            guard isWanted?() ?? true else { return }
            // Gone stale, it is redone only while still wanted.
            self.commit(prepared, whileWanted: isWanted, completion: completion)
        }
    }
}
