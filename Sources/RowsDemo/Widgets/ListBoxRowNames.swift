import CGtk

/// Names the rows of a GTK list box after the text they show, for screen readers: GTK 4.8 leaves a
/// `GtkListBoxRow` unnamed (as it does the rows of a `GtkStackSidebar`) even when it holds a label.
@MainActor
enum ListBoxRowNames {
    /// Gives every list box row under `widget` the accessible label of the first label it holds.
    static func name(rowsIn widget: UnsafeMutablePointer<GtkWidget>) {
        if rows_type_of(UnsafeMutableRawPointer(widget)) == gtk_list_box_row_get_type() {
            if let text = GtkTexts.labels(under: widget).first { rows_accessible_set_label(OpaquePointer(widget), text) }
            return
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            name(rowsIn: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
