import CGtk
import RowsCore

/// Scrolling a row into view: as little as shows it (GTK 4.8's `list.scroll-to-item`), or to a
/// ``ScrollPosition`` in the view.
extension ListCore {
    /// Scrolls `listView` (a GtkListView or GtkGridView) so that `row` is visible (GTK 4.8's `list.scroll-to-item`).
    func scroll(_ listView: UnsafeMutablePointer<GtkWidget>, toRow row: Int) {
        scroll(listView, toRow: row, at: .nearest)
    }

    /// Whether the view shows its first row now: its widget is in the viewport.
    ///
    /// - Complexity: O(*b*) for the *b* rows GTK keeps built.
    var isShowingTheTop: Bool {
        guard let viewport = scrolling?.viewport else { return false }
        return visibleRows(in: viewport)?.lowerBound == 0
    }

    /// After an update that inserted rows before the first row of a view that showed it, shows the
    /// first row again: GTK 4.8 keeps the focused row (or the row it scrolls by) where it was, and
    /// the new rows stayed out of sight above the view (hidden files shown in a folder at its top,
    /// a person added first); and after an update bringing another query's results, which show
    /// from their first. Not a scroll asked for: one the app asked for that GTK has not laid out
    /// yet still comes after.
    func keepShowingTheTop() {
        guard let view = scrolling?.view() else { return }
        askScroll(view, toRow: 0)
    }

    /// Activates `list.scroll-to-item` for `row`. Besides scrolling as little as shows the row,
    /// GTK 4.8 makes it the anchor, the item it keeps in place when it lays the rows out again: a
    /// row laid out in view stays where it is, and is kept there.
    private func askScroll(_ listView: UnsafeMutablePointer<GtkWidget>, toRow row: Int) {
        // GTK 4.8 does not sink the floating parameter, so take it, and let it go after (valgrind
        // found the leak).
        let parameter = g_variant_ref_sink(g_variant_new_uint32(guint32(row)))
        gtk_widget_activate_action_variant(listView, "list.scroll-to-item", parameter)
        g_variant_unref(parameter)
    }

    /// Scrolls `listView` so that `row` comes to `position`: first as little as shows it, then,
    /// once GTK has laid it out, by the distance from where it is to where `position` puts it (the
    /// view's adjustment moved, which GTK clamps at the first and last rows). A later scroll, or a
    /// change that moved another row to `row` before the layout, cancels the second step (a row
    /// changed in place does not).
    func scroll(_ listView: UnsafeMutablePointer<GtkWidget>, toRow row: Int, at position: ScrollPosition) {
        guard isAlive, row >= 0, row < shownRows.count else { return }
        scrollsAsked &+= 1
        guard Self.hasBeenLaidOut(listView) else { return scrollOnceLaidOut(listView, toRow: row, at: position) }
        scrollAwaitingLayout = nil
        askScroll(listView, toRow: row)
        guard position != .nearest else { return }
        align(row: row, at: position, in: listView, item: shownRows[row].item?.id, version: viewModel.version, layouts: 4)
    }

    /// In `listView`'s next layout, moves its vertical adjustment so that `row` is at `position`;
    /// again in the layout after, up to `layouts` in all, until the row is there (GTK places the
    /// rows it has not built by estimates, and a row is built only once scrolled near; a loop busy
    /// elsewhere may run the wait before GTK has laid the row out; a row not built then is scrolled
    /// to again). Not after another scroll was asked for, nor once another row is at `row` (the
    /// item `item` there before, or with no item there, the rows at `version`).
    private func align(
        row: Int, at position: ScrollPosition, in listView: UnsafeMutablePointer<GtkWidget>, item: Item.ID?, version: Int,
        layouts: Int
    ) {
        let asked = scrollsAsked
        MainLoop.inNextLayout(of: listView) { [weak self] in
            guard let self, self.isAlive, self.scrollsAsked == asked, row < self.shownRows.count else { return }
            let isSameRow = item.map { self.shownRows[row].item?.id == $0 } ?? (self.viewModel.version == version)
            guard isSameRow else { return }
            guard let distance = self.distance(ofRow: row, to: position, in: listView) else {
                guard layouts > 1 else { return }
                // GTK 4.8 drops a scroll to a row it cannot place yet (rows spliced in since its
                // last layout, of no known height): ask again, now that it has laid them out.
                self.scroll(listView, toRow: row)
                self.align(row: row, at: position, in: listView, item: item, version: version, layouts: layouts - 1)
                return
            }
            // GTK places rows at whole pixels: half a pixel off (the middle of a view an odd number
            // of pixels taller than the row) is as near as the row comes.
            guard abs(distance) >= 1 else {
                // The row is there. GTK keeps in place the item its last scroll was to, or, after
                // the value set below, the item then at that item's place (at the bottom of the
                // view, after a scroll down to the row): rows laid out again between the two
                // (built, measured) would move the row. Asked to scroll to the row, laid out in
                // view, GTK keeps the row itself where it is. (Not right after the value is set:
                // GTK's positions of the rows it builds for the new value are wrong until it lays
                // them out, and a row going up came back to the top.)
                self.askScroll(listView, toRow: row)
                return
            }
            guard let adjustment = gtk_scrollable_get_vadjustment(GtkPointer.opaque(listView)) else { return }
            let value = gtk_adjustment_get_value(adjustment)
            gtk_adjustment_set_value(adjustment, value + distance)
            // At an end of the list the adjustment stops short: there is nothing more to do.
            guard gtk_adjustment_get_value(adjustment) != value, layouts > 1 else { return }
            self.align(row: row, at: position, in: listView, item: item, version: version, layouts: layouts - 1)
        }
    }

    /// How far `listView` must scroll for `row`, laid out, to be at `position`; nil while its widget
    /// is not built or not shown.
    private func distance(
        ofRow row: Int, to position: ScrollPosition, in listView: UnsafeMutablePointer<GtkWidget>
    ) -> Double? {
        guard let slot = binders.first?.recycler.bound.first(where: { $0.position == row && !$0.isPending }),
            let widget = focusWidget(of: slot) ?? slot.rowWidget, gtk_widget_get_child_visible(widget) != 0
        else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, listView, &bounds) != 0 else { return nil }
        // Where GTK places the row: its box with the CSS margin (a grid's cells may have one), as
        // GTK's own scrolls do, so that GTK, anchored on the row (see `align`), keeps it there.
        var margin = GtkBorder()
        gtk_style_context_get_margin(gtk_widget_get_style_context(widget), &margin)
        return position.distance(
            toRowAt: Double(bounds.origin.y) - Double(margin.top),
            height: Double(bounds.size.height) + Double(margin.top) + Double(margin.bottom),
            inViewportOf: Double(gtk_widget_get_height(listView)))
    }
}
