import CGtk

/// Keyboard focus on a row of the column view.
extension ColumnView {
    /// The row whose widget has keyboard focus, if one has (for tests).
    package func focusedRow() -> Int? {
        innerListView.flatMap { core.focusedRow(in: $0) }
    }

    /// Makes Up and Down (and Tab, Home and End) pass over section headers and footers, and an
    /// outline's loading and error rows, as in a ``ListView``.
    func installKeyboardNavigation() {
        guard let list = innerListView else { return }
        core.installArrowKeys(on: list) { keyval in
            switch Int32(keyval) {
            case GDK_KEY_Down, GDK_KEY_KP_Down: 1
            case GDK_KEY_Up, GDK_KEY_KP_Up: -1
            default: nil
            }
        }
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
        // Gone with its widget: GTK may have finalized the column view.
        guard core.isAlive, let list = innerListView else { return }
        // A column's cell sits in the row's widget, which takes the focus (``ListCore/slotsAreCells``).
        core.focus(row: row, in: list, holder: columnView)
    }
}
