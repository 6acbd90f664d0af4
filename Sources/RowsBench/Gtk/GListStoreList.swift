import CGtk
import Rows

/// GTK's usual way to show n rows, for comparison: one GObject per row in a `GListStore`, a signal
/// factory with a label, and a `GtkListView`. Each row object is a `RowsRowItem` (a bare GObject
/// with one integer, the row's id or, for a peer that edits its store, an index into its texts), as
/// small as a row object gets.
@MainActor
enum GListStoreList {
    /// A scrolled list view over a new store of `count` objects (floating, for a window to take);
    /// the label (or the `widget` given) of the object holding integer `n` (objects 0 ..< count at
    /// first) shows `text(n)`, or "Row <n>".
    static func make(
        count: Int, showingIn widget: GtkPeers.TextWidget = .label, text: ((Int) -> String)? = nil
    ) -> UnsafeMutablePointer<GtkWidget> {
        let store = g_list_store_new(rows_row_item_get_type())!
        var objects = [gpointer?]()
        objects.reserveCapacity(count)
        for id in 0..<count { objects.append(UnsafeMutableRawPointer(rows_row_item_new(guint(id)))) }
        objects.withUnsafeMutableBufferPointer { buffer in
            g_list_store_splice(store, 0, 0, buffer.baseAddress, guint(count))
        }
        for object in objects { g_object_unref(object) }
        objects = []
        let factory = GtkPeers.textFactory(widget) { item in
            let id = rows_row_item_get_position(OpaquePointer(item))
            return text?(Int(id)) ?? "Row \(id)"
        }
        let list = gtk_list_view_new(gtk_no_selection_new(store), factory)!
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(GtkPointer.opaque(scrolled), list)
        return scrolled
    }
}
