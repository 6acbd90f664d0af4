import CGtk

/// The keyboard of a row an update removes stays in the view, at once.
///
/// GTK 4.8 leaves the window's focus on a focused row widget it takes out of the view until its
/// next frame is painted (`_gtk_window_unset_focus_and_default` only marks the focus to move),
/// then passes it on down the window's focus chain, to the row now at the removed row's place.
/// Meanwhile the window's focus is a widget in no window: an app asking where the keyboard is
/// right after the update (to give it to a row it selects) finds it nowhere, and its own focus then
/// lost to GTK's move (the Files page's tree going up left the folder selected and the keyboard on
/// the last row). So the view takes the focus back at once, as GTK would have it.
extension ListCore {
    /// Whether the window's keyboard focus is on the view or inside it.
    var keyboardIsInView: Bool {
        guard let view = scrolling?.view(), let focus = Self.windowFocus(of: view) else { return false }
        return focus == view || gtk_widget_is_ancestor(focus, view) != 0
    }

    /// After an update that took the focused row out of the view (`keyboardWasInView`: the focus
    /// was in it before), gives the view the focus, which GTK 4.8 gives on to the row at its focus
    /// position: the row that took the removed row's place, else the last.
    func keepKeyboard(wasInView keyboardWasInView: Bool) {
        // A focus widget in no window (no root) is the row GTK took out, or a widget inside it.
        guard keyboardWasInView, let view = scrolling?.view(), let focus = Self.windowFocus(of: view),
            gtk_widget_get_root(focus) == nil
        else { return }
        gtk_widget_grab_focus(view)
    }

    /// The focus widget of `widget`'s window.
    private static func windowFocus(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_root(widget).flatMap { gtk_root_get_focus($0) }
    }
}
