import CGtk

/// Down and Up, and Tab, pass over header and footer rows (see `ListCore.installArrowKeys(on:step:)`).
extension ListView {
    func installKeyboardNavigation() {
        core.installArrowKeys(on: listView) { keyval in
            switch Int32(keyval) {
            case GDK_KEY_Down, GDK_KEY_KP_Down: 1
            case GDK_KEY_Up, GDK_KEY_KP_Up: -1
            default: nil
            }
        }
    }

    /// The row whose widget has keyboard focus, if one has.
    package func focusedRow() -> Int? { core.focusedRow(in: listView) }

    /// Scrolls `row` into view and moves keyboard focus to it: at once when GTK has made its
    /// widget, else as soon as GTK makes it, the view holding the focus meanwhile (it gives up when the
    /// focus leaves the view, or after five seconds).
    ///
    /// Focusing the list view itself (`gtk_widget_grab_focus`) focuses the row GTK focused last, or
    /// the first; GTK 4.8 has no call that focuses a given row (4.12's `gtk_list_view_scroll_to`
    /// with `GTK_LIST_SCROLL_FOCUS` does what this does). The selection is left as it is.
    ///
    /// - Parameter row: A row of the view model's `ListViewModel/rows`; a row out of range does
    ///   nothing.
    /// - Complexity: O(*b*) for the *b* rows GTK keeps bound (about 200), once the row is made.
    public func focus(row: Int) { core.focus(row: row, in: listView) }
}
