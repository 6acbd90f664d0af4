import CGtk

/// A page's toolbar that never makes the window wider: in a window narrower than the toolbar (a
/// 360-px phone), it scrolls sideways instead of holding the window at its width.
@MainActor
enum NarrowToolbar {
    /// `bar` in a scrolled window that scrolls only sideways and only when it must.
    static func wrap(_ bar: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let scroller = gtk_scrolled_window_new()!
        let scrolled = OpaquePointer(scroller)
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(scrolled, 1)
        gtk_scrolled_window_set_child(scrolled, bar)
        return scroller
    }
}
