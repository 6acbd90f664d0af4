import CGtk
import RowsCore

/// Scrolls asked for before GTK has laid the view out: a view just made, or in a page not shown yet
/// (the Files page's columns, shown with a row far down selected).
///
/// GTK 4.8's `list.scroll-to-item` places the row against the view's page, whose height is 0 until
/// the view's first layout; asked for then, the view showed no row at all, or only its first, at
/// the top, until the next scroll (in `gtk_list_base_compute_scroll_align`, the row's place in the
/// page is divided by the page's height). So such a scroll waits for that layout.
extension ListCore {
    /// A scroll asked for: to `row` (showing the item `item`, none for a header's row, when the rows
    /// were at `version`) at `position`.
    typealias AskedScroll = (row: Int, item: Item.ID?, version: Int, position: ScrollPosition)

    /// Whether GTK has laid `listView` out: its vertical adjustment has a page. A view with no
    /// adjustment counts as laid out (it has nothing to scroll).
    static func hasBeenLaidOut(_ listView: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let adjustment = gtk_scrollable_get_vadjustment(GtkPointer.opaque(listView)) else { return true }
        return gtk_adjustment_get_page_size(adjustment) > 0
    }

    /// Keeps the scroll to `row` at `position` until GTK has laid `listView` out, then asks for it:
    /// for the row's item where the rows changed meanwhile, unless it is gone. The last scroll
    /// asked for wins; one asked for once the view is laid out replaces it.
    func scrollOnceLaidOut(_ listView: UnsafeMutablePointer<GtkWidget>, toRow row: Int, at position: ScrollPosition) {
        scrollAwaitingLayout = (row, shownRows[row].item?.id, viewModel.version, position)
        guard !isAwaitingLayout else { return }
        isAwaitingLayout = true
        MainLoop.onceLaidOut(listView) { [weak self] in
            guard let self else { return }
            self.isAwaitingLayout = false
            guard self.isAlive, let asked = self.scrollAwaitingLayout else { return }
            self.scrollAwaitingLayout = nil
            // Still no page: a view with no height, which shows no row to scroll to.
            guard Self.hasBeenLaidOut(listView), let row = self.row(asked: asked) else { return }
            self.scroll(listView, toRow: row, at: asked.position)
        }
    }

    /// Where the row of a scroll asked for is now: the same row while the rows are the same, else
    /// the row of the same item (nil once it is gone), else (a header's row) the same row if there.
    ///
    /// - Complexity: O(*n*) for *n* rows when the rows changed, O(1) otherwise.
    private func row(asked: AskedScroll) -> Int? {
        if viewModel.version == asked.version { return asked.row }
        if let item = asked.item { return shownRows.row(ofItem: item) }
        return asked.row < shownRows.count ? asked.row : nil
    }
}
