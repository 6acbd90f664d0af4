import CGtk
import Foundation
import Rows

/// GTK's own sortable table, for comparison with a header click in a `ColumnView`: a
/// `GtkStringList` in a `GtkSortListModel` whose sorter is the `GtkColumnView`'s, four columns of
/// inscriptions showing each row's string, and a `GtkStringSorter` on the first column, which a header
/// click (`gtk_column_view_sort_by_column`) makes the sort model's.
@MainActor
final class GtkSortedColumnView {
    /// The scrolled column view (floating, for a window to take).
    let widget: UnsafeMutablePointer<GtkWidget>
    private let view: OpaquePointer
    private let model: OpaquePointer
    private let nameColumn: OpaquePointer

    /// A four-column view of `strings`, unsorted until ``sortByName()``.
    init(_ strings: [String]) {
        let list = GtkPeers.stringList(strings)
        model = gtk_sort_list_model_new(list, nil)!  // takes the list; not incremental
        g_object_ref(GtkPointer.raw(model))  // the selection model takes one reference
        let columnView = gtk_column_view_new(gtk_no_selection_new(model))!
        view = OpaquePointer(columnView)
        var columns: [OpaquePointer] = []
        for title in ["Name", "Size", "Kind", "ID"] {
            let factory = GtkPeers.textFactory(.inscription) { String(cString: gtk_string_object_get_string(OpaquePointer($0))) }
            let column = gtk_column_view_column_new(title, factory)!  // takes the factory
            gtk_column_view_append_column(view, column)
            columns.append(column)
        }
        nameColumn = columns[0]
        let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
        let sorter = gtk_string_sorter_new(expression)!  // takes the expression
        gtk_column_view_column_set_sorter(nameColumn, UnsafeMutablePointer<GtkSorter>(sorter))
        g_object_unref(GtkPointer.raw(sorter))
        gtk_sort_list_model_set_sorter(model, gtk_column_view_get_sorter(view))
        for column in columns { g_object_unref(GtkPointer.raw(column)) }  // the view keeps them
        widget = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(GtkPointer.opaque(widget), columnView)
    }

    isolated deinit {
        g_object_unref(GtkPointer.raw(model))
    }

    /// What a click on the Name header does: GTK sorts the model by name, at once.
    func sortByName() {
        gtk_column_view_sort_by_column(view, nameColumn, GTK_SORT_ASCENDING)
    }

    /// The strings of the first `count` rows, in the model's order.
    func first(_ count: Int) -> [String] {
        (0..<min(count, Int(g_list_model_get_n_items(model)))).map { position in
            let item = g_list_model_get_item(model, guint(position))!  // a reference we own
            defer { g_object_unref(item) }
            return String(cString: gtk_string_object_get_string(OpaquePointer(item)))
        }
    }
}
