import CGtk

/// Tab into a list whose first row is a header reaches a row.
///
/// GTK 4.8 gives a list the focus at the row it last had focused, the first row at first. When
/// that row is a header or footer, which Rows makes unfocusable, the list refuses the focus and
/// its scrolled window takes it itself (GtkScrolledWindow does, to scroll by keys): a stop with no
/// focus ring, where the arrow keys and Enter do nothing. So the focus moves on to the first item
/// row shown, without scrolling.
extension ListCore {
    /// Passes the focus that lands on `scrolled` itself (the scrolled window holding `view`, a
    /// GtkListView or GtkGridView) on to the first item row `view` shows, once the next frame is
    /// drawn, when it shows one.
    func passFocusToRows(of scrolled: UnsafeMutablePointer<GtkWidget>, view: UnsafeMutablePointer<GtkWidget>) {
        let controller = gtk_event_controller_focus_new()!
        gtk_event_controller_set_propagation_limit(controller, GTK_LIMIT_NONE)
        Signal.connect(UnsafeMutablePointer<GObject>(controller), "enter") { [weak self] in
            // After the next frame: GTK's move of the focus is done (the window's focus widget is set
            // after `enter`), and the rows are laid out where a scroll asked meanwhile put them.
            MainLoop.afterNextFrame(of: scrolled) { [weak self] in
                guard let self, self.isAlive, Self.hasFocusItself(scrolled), let row = self.firstShownItemWidget(in: view) else {
                    return
                }
                // A row shown: focusing it scrolls nothing (a scroll to another row could).
                gtk_widget_grab_focus(row)
            }
        }
        gtk_widget_add_controller(scrolled, controller)
    }

    /// Whether `widget` itself, not one of its children, has its window's focus.
    private static func hasFocusItself(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let root = gtk_widget_get_root(widget) else { return false }
        return gtk_root_get_focus(root) == widget
    }

    /// The widget of the first item row `view` shows (in part, at least); nil when it shows none.
    ///
    /// - Complexity: O(*b*) for the *b* rows GTK keeps bound.
    private func firstShownItemWidget(in view: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var first: (position: Int, widget: UnsafeMutablePointer<GtkWidget>)?
        forEachShownRow(in: view) { position, widget in
            guard !isPassedOver(row: position), position < first?.position ?? .max else { return }
            first = (position, widget)
        }
        return first?.widget
    }
}
