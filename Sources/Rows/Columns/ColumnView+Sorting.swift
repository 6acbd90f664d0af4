import CGtk
import RowsCore

/// Sorting by a column: a header click (GTK's sorter changing) or ``sort(byColumn:descending:)``
/// sorts the items through the view model, off the main thread for a long list; see ``ColumnView``.
extension ColumnView {
    /// Sorts the items by the column at `index` (in ``columns``' order), as a click on its header
    /// does, and shows the arrow in that header. Does nothing for a column without a sort order.
    ///
    /// - Complexity: O(*n*) radix passes for ASCII `String` and integer keys, O(*n* log *n*)
    ///   comparisons otherwise (see `ColumnSortOrder`), for *n* items: off the main thread from
    ///   ``backgroundSortThreshold`` items (then O(*n*) to make the changes, no diff), on it with the
    ///   view model's diff below.
    public func sort(byColumn index: Int, descending: Bool = false) {
        guard core.isAlive, columns.indices.contains(index), columns[index].sortOrder != nil else { return }
        if sortColumn == index && sortsDescending == descending {
            sortItems(by: index, descending: descending)  // the sorter does not change: sort again here
            return
        }
        if let shown = sortColumn, shown != index {
            // GTK 4.8 tells only the new column to show its arrow when it replaces the sort
            // (`gtk_column_view_sorter_set_column`): the old one kept its own, two arrows showing.
            // Cleared first, the old column is told; the sorter's change on the way is not a sort.
            settingSorter { gtk_column_view_sort_by_column(view, nil, GTK_SORT_ASCENDING) }
        }
        gtk_column_view_sort_by_column(view, gtkColumns[index], descending ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING)
    }

    /// GTK's sorter changed (a header click, or ``sort(byColumn:descending:)``): sort the items the
    /// way it now says.
    func sorterChanged() {
        guard core.isAlive, !isSettingSorter else { return }
        let (column, descending) = probe.read(gtk_column_view_get_sorter(view))
        guard column != nil || isClearingSort else { return }
        if let column { narrowSort(to: column, descending: descending) }
        guard column != sortColumn || descending != sortsDescending else { return }
        sortColumn = column
        sortsDescending = descending
        onSortChange?(column, descending)
        // No column: GTK shows no arrow; the items stay in the order they are in, and later
        // snapshots in theirs.
        guard let column else {
            sortChanges += 1
            viewModel.itemOrder = nil
            return
        }
        sortItems(by: column, descending: descending)
    }

    /// Leaves GTK's sorter with `column` alone. A header click in GTK 4.8 puts its column first and
    /// keeps the ones clicked before after it, which Rows does not sort by; and GTK's dispose removes
    /// the columns one by one before `destroy`, so removing the first would make the next one first:
    /// a sort change, told and saved, as the window closes.
    fileprivate func narrowSort(to column: Int, descending: Bool) {
        settingSorter {
            gtk_column_view_sort_by_column(view, gtkColumns[column], descending ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING)
        }
    }

    /// Runs `body`, which sets GTK's sorter, with ``isSettingSorter`` true: the changes it makes are
    /// Rows' own, not sorts to follow.
    fileprivate func settingSorter(_ body: () -> Void) {
        isSettingSorter = true
        body()
        isSettingSorter = false
    }

    /// Sorts each section's items by `column`, and keeps that order for later snapshots.
    fileprivate func sortItems(by column: Int, descending: Bool) {
        guard let order = columns[column].sortOrder else { return }
        sortChanges += 1
        let itemOrder = order.itemOrder(descending: descending)
        viewModel.itemOrder = itemOrder
        if viewModel.snapshot.itemCount >= backgroundSortThreshold {
            // Let the frame with the header's new arrow be drawn first: the sort's threads would
            // slow it. A later change of the sort made meanwhile replaces this one.
            let change = sortChanges
            MainLoop.afterNextFrame(of: columnView, timeout: sortFrameWait) { [weak self] in
                guard let self, core.isAlive, sortChanges == change else { return }
                sortInBackground(by: column, order, descending: descending, change: change)
            }
        } else {
            viewModel.apply(viewModel.snapshot)  // ordered by the view model's item order
            revealSelection()
        }
    }

    /// Sorts the items by `column` off the main thread, as they are now: when they are sorted by it
    /// the other way and unchanged since, by turning them round.
    fileprivate func sortInBackground(by column: Int, _ order: ColumnSortOrder<Item>, descending: Bool, change: Int) {
        let flips = sortedState == SortedState(column: column, descending: !descending, version: viewModel.version)
        let reordering: @Sendable ([Item]) -> [Int]
        if flips {
            reordering = { items in order.flippedIndices(ofSorted: items, descending: descending) }
        } else {
            reordering = { items in order.indices(of: items, descending: descending) }
        }
        // A sort replaced while it ran is dropped as it comes back: a later sort's order is coming.
        // The reordering is the view model's item order (set by sortItems): with a filter shown the
        // sorted rows are not sorted by it again.
        viewModel.applyInBackground(
            reorderingItemsBy: reordering, whileWanted: { [weak self] in self.map { $0.sortChanges == change } ?? true },
            followsItemOrder: true
        ) { [weak self] outcome in
            self?.sortLanded(column: column, descending: descending, change: change, wasRedone: outcome.wasRedone)
        }
    }

    /// A sort off the main thread landed: remember the order it left, and keep the selection in view.
    ///
    /// The order is remembered (for turning it round later) only when this sort is still the one
    /// asked for and was not redone: a sort replaced meanwhile, or redone on a list changed meanwhile
    /// (then the view model's item order, maybe a later sort's, ordered what it shows), leaves the
    /// next sort to sort afresh.
    fileprivate func sortLanded(column: Int, descending: Bool, change: Int, wasRedone: Bool) {
        guard core.isAlive else { return }
        sortedState =
            change == sortChanges && !wasRedone
            ? SortedState(column: column, descending: descending, version: viewModel.version) : nil
        revealSelection()
    }

    /// Stops sorting: GTK shows no arrow, the items stay in the order they are in, and snapshots
    /// applied later are shown in their own order (the view model's `itemOrder` is cleared).
    public func clearSort() {
        guard core.isAlive else { return }
        isClearingSort = true
        gtk_column_view_sort_by_column(view, nil, GTK_SORT_ASCENDING)
        isClearingSort = false
        sortColumn = nil
        sortsDescending = false
        sortChanges += 1
        viewModel.itemOrder = nil
    }

    /// After a sort, scrolls to the topmost selected row, so the selection stays in view.
    fileprivate func revealSelection() {
        guard let row = core.shownRows.firstRow(ofAnyItemIn: viewModel.selectedIDs) else { return }
        scroll(toRow: row)
    }
}
