import CGtk

/// Which rows show on screen now: the rows GTK has built are more than those (about 200 whatever
/// the window), and GTK 4.8 keeps the focused row's widget, hidden, where it was scrolled away.
extension ListCore {
    /// The first and last rows whose widgets show, at least in part, inside `viewport`; nil when
    /// none does. Given the view itself, inside its content box: where GTK scrolls the rows, without
    /// its CSS padding, in which the rows past the content box are drawn too.
    ///
    /// - Complexity: O(*b*) for the *b* rows GTK keeps built.
    func visibleRows(in viewport: UnsafeMutablePointer<GtkWidget>) -> ClosedRange<Int>? {
        guard gtk_widget_get_mapped(viewport) != 0 else { return nil }
        var first = Int.max
        var last = Int.min
        forEachShownRow(in: viewport) { position, _ in
            first = min(first, position)
            last = max(last, position)
        }
        return first <= last ? first...last : nil
    }

    /// Calls `body` with the position and widget of each bound row whose widget shows, at least in
    /// part, inside `viewport` (the view, or the scrolled window around it), in no order.
    ///
    /// - Complexity: O(*b*) for the *b* rows GTK keeps built.
    func forEachShownRow(
        in viewport: UnsafeMutablePointer<GtkWidget>, _ body: (Int, UnsafeMutablePointer<GtkWidget>) -> Void
    ) {
        guard isAlive, let binder = binders.first else { return }
        let height = Float(gtk_widget_get_height(viewport))
        let rowCount = shownRowCount
        for slot in binder.recycler.bound where !slot.isPending {
            let position = slot.position
            guard position < rowCount, let row = slot.rowWidget,
                gtk_widget_get_child_visible(row) != 0, gtk_widget_get_mapped(row) != 0
            else { continue }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(row, viewport, &bounds) != 0,
                bounds.origin.y + bounds.size.height > 0, bounds.origin.y < height
            else { continue }
            body(position, row)
        }
    }
}
