/// What Tab and Shift+Tab do in a view whose keyboard focus is on a row: GTK 4.12's
/// `GtkListTabBehavior`, on GTK 4.8, whose lists only walk from row to row.
///
/// Either way Tab first moves among the focused row's own controls (a switch, a drop-down), and
/// headers and footers are passed over as by the arrow keys.
public enum TabBehavior: Sendable, Hashable, CaseIterable {
    /// Tab moves within the focused row, then out of the view, to the next control of the window
    /// (Shift+Tab to the one before): the view is one stop, and the arrow keys move between its
    /// rows. Tab back in returns to the row focused last. GNOME Files' list of files does this
    /// (`GTK_LIST_TAB_ITEM`): a keyboard user is never walked through a long list to get past it.
    /// The default.
    case withinRow
    /// Tab moves on to the next row (Shift+Tab to the one before) once the focused row's controls
    /// are passed, and out of the view only from its last row (its first, with Shift): GTK 4.8's
    /// only behavior (`GTK_LIST_TAB_ALL`), and `GtkListBox`'s, as in a short list of preferences.
    case acrossRows
}
