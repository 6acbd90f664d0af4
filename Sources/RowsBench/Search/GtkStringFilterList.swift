import CGtk
import Foundation
import Rows

/// GTK's own way to search a list of strings, for comparison: a `GtkStringList`, a
/// `GtkFilterListModel` with a `GtkStringFilter` (substring, ignoring case) and a `GtkListView` with
/// a label per row.
@MainActor
final class GtkStringFilterList {
    /// The scrolled list view (floating, for a window to take).
    let widget: UnsafeMutablePointer<GtkWidget>
    private let filter: OpaquePointer
    private let model: OpaquePointer

    /// A list of `strings`. With `incremental`, the filter model filters in time slices on the main
    /// loop; without, each search filters at once.
    init(_ strings: [String], incremental: Bool) {
        let list = GtkPeers.stringList(strings)
        let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
        filter = gtk_string_filter_new(expression)!
        gtk_string_filter_set_ignore_case(filter, 1)
        gtk_string_filter_set_match_mode(filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING)
        g_object_ref(GtkPointer.raw(filter))  // the model takes one reference; this object keeps one
        model = gtk_filter_list_model_new(list, UnsafeMutablePointer<GtkFilter>(filter))!
        gtk_filter_list_model_set_incremental(model, incremental ? 1 : 0)
        g_object_ref(GtkPointer.raw(model))  // the selection model takes one reference

        let factory = GtkPeers.labelFactory { String(cString: gtk_string_object_get_string(OpaquePointer($0))) }
        let listView = gtk_list_view_new(gtk_no_selection_new(model), factory)!
        widget = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(GtkPointer.opaque(widget), listView)
    }

    isolated deinit {
        g_object_unref(GtkPointer.raw(model))
        g_object_unref(GtkPointer.raw(filter))
    }

    /// Sets the search text (GTK refilters: at once, or in slices when incremental).
    func search(_ text: String) {
        gtk_string_filter_set_search(filter, text)
    }

    /// Rows still to be filtered (0 once the search is done).
    var pending: Int { Int(gtk_filter_list_model_get_pending(model)) }

    /// How many rows the filter model shows.
    var count: Int { Int(g_list_model_get_n_items(model)) }
}
