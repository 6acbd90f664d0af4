import CGtk

/// The arrow keys pass over title cells (see `ListCore.installArrowKeys(on:step:)`): Left and
/// Right a cell at a time (mirrored right to left), Up and Down a grid row at a time, to the item in
/// the same column past the title cells (else the nearest item that way).
extension GridView {
    func installKeyboardNavigation() {
        core.installArrowKeys(on: gridView) { [weak self] keyval in
            guard let self else { return nil }
            let across = gtk_widget_get_direction(self.gridView) == GTK_TEXT_DIR_RTL ? -1 : 1
            switch Int32(keyval) {
            case GDK_KEY_Right, GDK_KEY_KP_Right: return across
            case GDK_KEY_Left, GDK_KEY_KP_Left: return -across
            case GDK_KEY_Down, GDK_KEY_KP_Down: return self.columnCount
            case GDK_KEY_Up, GDK_KEY_KP_Up: return -self.columnCount
            default: return nil
            }
        }
    }

    /// The position of the cell that has keyboard focus, if one has.
    package func focusedRow() -> Int? { core.focusedRow(in: gridView) }

    /// Scrolls the cell at `row` (a position in the view model's rows) into view and moves keyboard
    /// focus to it: at once when GTK has made its widget, else as soon as GTK makes it, the view
    /// holding the focus meanwhile (it gives up when the focus leaves the view, or after five
    /// seconds). The selection is left as it is; see ``ListView/focus(row:)``.
    ///
    /// - Parameter row: A row of the view model's `ListViewModel/rows`; a row out of range does
    ///   nothing.
    /// - Complexity: O(*b*) for the *b* cells GTK keeps bound, once the cell is made.
    public func focus(row: Int) { core.focus(row: row, in: gridView) }
}
