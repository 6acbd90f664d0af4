import CGtk

/// Which rows show on screen now: the rows GTK has built are more than those (about 200 whatever
/// the window), and GTK 4.8 keeps the focused row's widget, hidden, where it was scrolled away.
extension ListCore {
    /// The first and last rows whose widgets show, at least in part (`wholly`: whole), inside
    /// `viewport`; nil when none does. Given the view itself, inside its content box: where GTK
    /// scrolls the rows, without its CSS padding, in which the rows past the content box are drawn too.
    ///
    /// - Complexity: O(*b*) for the *b* rows GTK keeps built.
    func visibleRows(in viewport: UnsafeMutablePointer<GtkWidget>, wholly: Bool = false) -> ClosedRange<Int>? {
        // Gone with its widget: GTK may have freed the viewport.
        guard isAlive, gtk_widget_get_mapped(viewport) != 0 else { return nil }
        var first = Int.max
        var last = Int.min
        forEachShownRow(in: viewport) { position, row in
            if wholly && !Self.isShownWhole(row, in: viewport) { return }
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
        let rowCount = shownRowCount
        for slot in binder.recycler.bound where !slot.isPending {
            let position = slot.position
            guard position < rowCount, let row = slot.rowWidget, gtk_widget_get_mapped(row) != 0,
                Self.shownBounds(of: row, in: viewport) != nil
            else { continue }
            body(position, row)
        }
    }

    /// Whether `view` shows the whole of `row` (its border box, as GTK draws it, to within half a
    /// pixel): no edge of the view cuts it.
    static func isShownWhole(_ row: UnsafeMutablePointer<GtkWidget>, in view: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row, view, &bounds) != 0 else { return false }
        let (width, height) = (Float(gtk_widget_get_width(view)), Float(gtk_widget_get_height(view)))
        return bounds.origin.x >= -0.5 && bounds.origin.y >= -0.5
            && bounds.origin.x + bounds.size.width <= width + 0.5 && bounds.origin.y + bounds.size.height <= height + 0.5
    }

    /// The part of `row` that `view` (the row's parent, or a widget around it) shows, in `view`'s
    /// coordinates: what a menu points at. Nil when none of it shows, or when GTK hides the row
    /// (GTK 4.8 keeps the focused row's widget, hidden, where it was last laid out).
    static func shownBounds(of row: UnsafeMutablePointer<GtkWidget>, in view: UnsafeMutablePointer<GtkWidget>) -> GdkRectangle? {
        var bounds = graphene_rect_t()
        guard gtk_widget_get_child_visible(row) != 0, gtk_widget_compute_bounds(row, view, &bounds) != 0 else { return nil }
        let (width, height) = (Float(gtk_widget_get_width(view)), Float(gtk_widget_get_height(view)))
        let left = max(bounds.origin.x, 0)
        let top = max(bounds.origin.y, 0)
        let right = min(bounds.origin.x + bounds.size.width, width)
        let bottom = min(bounds.origin.y + bounds.size.height, height)
        guard right > left, bottom > top else { return nil }
        return GdkRectangle(
            x: Int32(left.rounded()), y: Int32(top.rounded()),
            width: max(1, Int32((right - left).rounded())), height: max(1, Int32((bottom - top).rounded())))
    }
}
