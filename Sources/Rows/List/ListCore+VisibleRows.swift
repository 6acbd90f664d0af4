import CGtk

/// Which rows show on screen now: the rows GTK has built are more than those (about 200 whatever
/// the window), and GTK 4.8 keeps the focused row's widget, hidden, where it was scrolled away.
extension ListCore {
    /// The first and last rows whose widgets show, at least in part, inside `viewport` (the scrolled
    /// window around the view); nil when none does.
    ///
    /// - Complexity: O(*b*) for the *b* rows GTK keeps built.
    func visibleRows(in viewport: UnsafeMutablePointer<GtkWidget>) -> ClosedRange<Int>? {
        guard isAlive, gtk_widget_get_mapped(viewport) != 0, let binder = binders.first else { return nil }
        let height = Float(gtk_widget_get_height(viewport))
        let rowCount = shownRowCount
        var first = Int.max
        var last = Int.min
        for slot in binder.recycler.bound where !slot.isPending {
            let position = slot.position
            guard position < rowCount, let row = slot.rowWidget,
                gtk_widget_get_child_visible(row) != 0, gtk_widget_get_mapped(row) != 0
            else { continue }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(row, viewport, &bounds) != 0,
                bounds.origin.y + bounds.size.height > 0, bounds.origin.y < height
            else { continue }
            first = min(first, position)
            last = max(last, position)
        }
        return first <= last ? first...last : nil
    }
}
