import CGtk

/// Where a column's title sits in its header, and what the header says to a screen reader.
extension ColumnView {
    /// Puts the title of the column at `index` (in ``columns``' order), with its sort arrow, at the
    /// end of its header: for a column whose cells show their content at the end (sizes, counts), as
    /// GNOME Files does. GTK 4.8 starts every title at the start, over numbers lined up at the end.
    /// The title stays there when the columns are reordered.
    ///
    /// - Complexity: O(*c*) for *c* columns.
    public func alignTitleToEnd(ofColumn index: Int) {
        guard core.isAlive, gtkColumns.indices.contains(index), let title = titleWidget(ofColumn: index),
            let content = gtk_widget_get_first_child(title)
        else { return }
        // GtkColumnViewTitle gives its one child (a box of the label and the sort arrow) its whole
        // width; aligned to the end, the box takes its natural width there.
        gtk_widget_set_halign(content, GTK_ALIGN_END)
    }

    /// The header's title widget (a GtkColumnViewTitle) of the column at `index`: the header lays
    /// the titles out in the order the columns show in.
    func titleWidget(ofColumn index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        guard let header = gtk_widget_get_first_child(columnView) else { return nil }
        let shown = gtk_column_view_get_columns(view)!
        var position: guint = 0
        while position < g_list_model_get_n_items(shown) {
            let column = g_list_model_get_item(shown, position)!
            g_object_unref(column)  // the view keeps it
            if OpaquePointer(column) == gtkColumns[index] { break }
            position += 1
        }
        var title = gtk_widget_get_first_child(header)
        for _ in 0..<position { title = title.flatMap { gtk_widget_get_next_sibling($0) } }
        return title
    }

    /// Names the row of titles after them, in the order they show ("Name, Size, Modified, Kind"),
    /// for assistive technologies: GTK 4.8 gives that row (a list item widget with the row role) no
    /// name, and AT-SPI read it as "GtkListItemWidget". Called again when the columns may have been
    /// reordered; touches GTK only when the name changes.
    ///
    /// - Complexity: O(*c*) for *c* columns.
    func nameTitlesRow() {
        guard let header = gtk_widget_get_first_child(columnView), let shown = gtk_column_view_get_columns(view) else { return }
        var titles: [String] = []
        for position in 0..<g_list_model_get_n_items(shown) {
            let column = g_list_model_get_item(shown, position)!
            defer { g_object_unref(column) }
            let gtkColumn = OpaquePointer(column)
            guard gtk_column_view_column_get_visible(gtkColumn) != 0, let title = gtk_column_view_column_get_title(gtkColumn)
            else { continue }
            titles.append(String(cString: title))
        }
        let name = titles.joined(separator: ", ")
        guard name != titlesRowName else { return }
        titlesRowName = name
        rows_accessible_set_label(GtkPointer.opaque(header), name)
    }
}
