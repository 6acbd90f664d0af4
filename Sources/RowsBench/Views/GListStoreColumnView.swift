import CGtk
import Foundation
import Rows

/// GTK's usual way to show the views benchmark's rows: a `GtkColumnView` over a `GListStore` of
/// ``BenchRowObject``s, four columns of inscriptions (name, size, kind, id, as the `ColumnView` shows
/// them), each column a `GtkSignalListItemFactory`.
@MainActor
enum GListStoreColumnView {
    /// A scrolled column view of `store` (floating, for a window to take); it takes a reference to
    /// the store.
    static func make(_ store: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GtkWidget> {
        g_object_ref(store)  // the selection model takes it
        let view = OpaquePointer(gtk_column_view_new(gtk_no_selection_new(OpaquePointer(store)))!)
        let texts: [(String, @MainActor (BenchRowObject.Fields) -> String)] = [
            ("Name", { $0.name.map { String(cString: $0) } ?? "" }),
            ("Size", { String(BenchFile(id: $0.id, name: "").size) }),
            ("Kind", { BenchFile(id: $0.id, name: "").kind }),
            ("ID", { String($0.id) }),
        ]
        for (title, text) in texts {
            let factory = GtkPeers.textFactory(.inscription) { item in
                text(BenchRowObject.fields(of: item.assumingMemoryBound(to: GObject.self)).pointee)
            }
            let column = gtk_column_view_column_new(title, factory)!  // takes the factory
            gtk_column_view_append_column(view, column)
            g_object_unref(GtkPointer.raw(column))  // the view keeps it
        }
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(GtkPointer.opaque(scrolled), UnsafeMutablePointer<GtkWidget>(view))
        return scrolled
    }
}
