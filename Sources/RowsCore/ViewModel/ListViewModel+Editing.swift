/// Edits that a list screen makes directly: each one builds the new snapshot and applies it.
extension ListViewModel {
    /// Appends `items` to the section `section` (the last section when nil).
    public func append(_ items: [Item], toSection section: SectionID? = nil) throws(ListSnapshotError) {
        var next = snapshot
        try next.appendItems(items, toSection: section)
        apply(next)
    }

    /// Removes the items with these ids; returns what was removed, for ``restore(_:)`` (undo).
    @discardableResult
    public func removeItems(withIDs ids: some Sequence<Item.ID>) -> [Snapshot.RemovedItem] {
        var next = snapshot
        let removed = next.deleteItems(ids)
        if !removed.isEmpty { apply(next) }
        return removed
    }

    /// Removes the selected items; returns what was removed, for ``restore(_:)`` (undo).
    @discardableResult
    public func removeSelectedItems() -> [Snapshot.RemovedItem] {
        removeItems(withIDs: selectedIDs)
    }

    /// Puts back items returned by ``removeItems(withIDs:)``, where they were.
    public func restore(_ removed: [Snapshot.RemovedItem]) {
        guard !removed.isEmpty else { return }
        var next = snapshot
        next.restore(removed)
        apply(next)
    }

    /// Update-or-insert: items whose id is present are updated in place (their rows reconfigured, not
    /// replaced); the others are appended to `section` (the last section when nil).
    @discardableResult
    public func updateOrInsert(
        _ items: [Item], intoSection section: SectionID? = nil
    ) throws(ListSnapshotError) -> (updated: Int, inserted: Int) {
        var next = snapshot
        let counts = try next.updateOrAppendItems(items, toSection: section)
        apply(next)
        return counts
    }
}
