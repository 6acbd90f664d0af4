/// Showing a snapshot whose changes the caller already knows, without diffing.
extension ListViewModel {
    /// Shows `newSnapshot`, whose item changes from the shown snapshot are `changes`, computed by
    /// the caller (an ``OutlineSnapshot`` knows that expanding a node is one splice): nothing is
    /// diffed, and observers are told `changes` as they are.
    ///
    /// The changes are trusted, not checked: they must turn the items of the shown snapshot's one
    /// section into those of `newSnapshot`'s, as ``ListChanges/init(from:to:)`` would (splices, and
    /// the rows to reconfigure). When the two snapshots are not one section with the same id, header
    /// and footer, or when a filter is shown, this diffs as ``apply(_:)`` does.
    ///
    /// - Parameters:
    ///   - newSnapshot: The snapshot to show.
    ///   - changes: The changes of the items, as indices into the section's items.
    /// - Complexity: O(*s* + *u*) for *s* splices and *u* updates, plus the selection's O(*n*) check
    ///   when items are selected; O(*n*) diffing when it falls back to ``apply(_:)``.
    public func apply(_ newSnapshot: Snapshot, knownChanges changes: ListChanges) {
        guard appliedFilter == nil, shownItems == .all, let header = Self.headerRows(from: snapshot, to: newSnapshot)
        else {
            apply(newSnapshot)
            return
        }
        snapshotRevision += 1
        let rows = changes.shifted(by: header)
        let noSections = ListChanges(removals: [], insertions: [], moves: [], updates: [], splices: [])
        commit(
            newSnapshot, displaying: newSnapshot,
            changes: SectionedChanges(rows: rows, sections: noSections, itemsChangingSection: []))
    }

    /// The rows before the items (1 for a header, else 0) when both snapshots are one section with
    /// the same id, header and footer; nil otherwise.
    private static func headerRows(from old: Snapshot, to new: Snapshot) -> Int? {
        guard old.sections.count == 1, new.sections.count == 1 else { return nil }
        let (before, after) = (old.sections[0], new.sections[0])
        guard before.id == after.id, before.showsHeader == after.showsHeader, before.showsFooter == after.showsFooter
        else { return nil }
        return before.showsHeader ? 1 : 0
    }
}
