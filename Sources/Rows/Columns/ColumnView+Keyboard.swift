import CGtk

/// Keyboard focus on a row of the column view.
extension ColumnView {
    /// The row whose widget has keyboard focus, if one has (for tests).
    package func focusedRow() -> Int? {
        guard let list = innerListView, let focused = ListCore<SectionID, Item>.focusedChild(of: list) else { return nil }
        return core.binders.first?.recycler.bound.first { slot in
            slot.rowWidget.flatMap { gtk_widget_get_parent($0) } == focused
        }?.position
    }

    /// Scrolls `row` into view and moves keyboard focus to it: at once when GTK has made its
    /// widget, else as soon as GTK makes it, the view holding the focus meanwhile (it gives up when the
    /// focus leaves the view, or after five seconds). The selection is left as it is; see
    /// ``ListView/focus(row:)``.
    ///
    /// - Parameter row: A row of the view model's `ListViewModel/rows`; a row out of range does
    ///   nothing.
    /// - Complexity: O(*b*) for the *b* rows GTK keeps bound (about 200), once the row is made.
    public func focus(row: Int) {
        guard core.isAlive, row >= 0, row < core.shownRows.count else { return }
        scroll(toRow: row)
        ListCore<SectionID, Item>.focusOnceMade(in: columnView, isAlive: { [weak self] in self?.core.isAlive ?? false }) {
            [weak self] in
            // A column's cell sits in the row's widget, which takes the focus.
            let slot = self?.core.binders.first?.recycler.bound.first { $0.position == row }
            return slot?.rowWidget.flatMap { gtk_widget_get_parent($0) }
        }
    }
}
