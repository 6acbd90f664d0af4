import CGtk

/// Down and Up pass over header and footer rows (see `ListCore.installArrowKeys(on:step:)`).
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
    func focusedRow() -> Int? { core.focusedRow(in: listView) }

    /// Moves keyboard focus to the widget of `row`, once GTK has made it.
    func focus(row: Int) { core.focus(row: row, in: listView) }
}
