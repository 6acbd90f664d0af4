import CGtk

/// Where the window's keyboard focus is, read from the window's focus widget: GTK clears the chain
/// of focus children (`gtk_widget_get_focus_child`) while the window is inactive, and keeps this.
@MainActor
enum KeyboardFocus {
    /// The focus widget of `widget`'s window, if it is in one and one has the focus.
    static func widget(near widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_root(widget).flatMap { gtk_root_get_focus($0) }
    }

    /// Whether the window's keyboard focus is on `widget` or on a widget inside it.
    static func isIn(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let focus = self.widget(near: widget) else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }
}
