/// Where an emission's removal may start, for GTK 4.8 to remove exactly its rows.
///
/// GTK 4.8's list views (`GtkListView`, `GtkGridView`, `GtkColumnView`) keep their rows in a tree
/// of runs: one run for each built row (a row with a widget), one or more for each stretch of
/// unbuilt rows between them. Removing rows (`gtk_list_item_manager_remove_items`), GTK finds the
/// run that holds the first removed row and removes from the *start of that run*, whatever the row's
/// place in it. So a removal that starts inside a run of unbuilt rows, *k* rows after the run's
/// start, and reaches past the run's end removes the *k* rows before it instead of the removal's last *k*:
/// built rows among those last *k* keep their widgets, bound, showing rows that are gone, until GTK
/// happens to release them. GTK 4.10 rewrote the tree; 4.8.3 has this bug, seen with a plain
/// `GtkStringList` (removing rows 1,797 to 1,799 of a list built from 1,798 on left rows 1,798 and
/// 1,799 shown), and as rows of a Rows list showing rows removed several updates before.
///
/// A removal that starts at a built row, right after one, or at the first row starts a run, and
/// one that removes no built row only miscounts unbuilt rows, which no widget shows: only the
/// others need splitting.
extension ListChanges.Splice {
    /// This emission, split so that GTK 4.8 removes exactly its rows: when it starts inside a
    /// stretch of unbuilt rows (neither the row before it nor it is built) and removes built rows,
    /// two emissions, the first removing the unbuilt rows up to the first built one, the second
    /// removing the rest from that built row on and adding every new row. Otherwise the emission
    /// itself.
    ///
    /// Replaying the parts in order gives exactly what replaying the emission gives. The second part
    /// starts where the first built row stands once the first part is applied; the first removes no
    /// built row and adds nothing, so every widget the emission removes (the focused row's among
    /// them) can be found again among the rows the second adds, as GTK finds a removed widget only
    /// among the rows the same emission adds.
    ///
    /// ```swift
    /// // Rows 1,797 to 1,799 removed, rows from 1,798 on built: the unbuilt row first.
    /// ListChanges.Splice(position: 1_797, removed: 3, added: 0)
    ///     .splitForRemoval(aroundBuilt: Array(1_798..<2_003))
    /// // [@1797 -1 +0, @1797 -2 +0]
    /// ```
    ///
    /// - Parameter builtRows: The rows the view has built, as positions in the list as it is before
    ///   this emission, ascending.
    /// - Returns: One or two emissions, front to back (each position counted in the list as it is
    ///   once the emissions before it are applied).
    /// - Complexity: O(log *b*) for *b* built rows.
    public func splitForRemoval(aroundBuilt builtRows: [Int]) -> [ListChanges.Splice] {
        guard removed > 0, position > 0 else { return [self] }
        // The first built row at or after the removal's start.
        var low = 0
        var high = builtRows.count
        while low < high {
            let middle = (low + high) >> 1
            if builtRows[middle] < position { low = middle + 1 } else { high = middle }
        }
        guard low < builtRows.count else { return [self] }
        let firstBuilt = builtRows[low]
        let startsARun = firstBuilt == position || (low > 0 && builtRows[low - 1] == position - 1)
        guard !startsARun, firstBuilt < position + removed else { return [self] }
        let unbuilt = firstBuilt - position
        return [
            ListChanges.Splice(position: position, removed: unbuilt, added: 0),
            ListChanges.Splice(position: position, removed: removed - unbuilt, added: added),
        ]
    }
}
