import CGtk

/// A `GtkListView` showing a ``TextListModel``: one label per row, header rows styled as headings
/// and neither selectable nor activatable.
@MainActor
public final class TextListView<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>
where Item.ID: Sendable {
    /// The model shown.
    public let model: TextListModel<SectionID, Item>
    /// The `GtkListView`, inside ``widget``.
    public let listView: UnsafeMutablePointer<GtkWidget>
    /// The scrolled window holding the list: put this in the window.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Called with the item of a row the user activates (double click or Enter).
    public var onActivate: ((Item) -> Void)?

    /// Creates the list view for `model`.
    public init(_ model: TextListModel<SectionID, Item>) {
        self.model = model
        let factory = gtk_signal_list_item_factory_new()!
        Signal.connect(GtkPointer.raw(factory), "setup", object: { item in
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(GtkPointer.opaque(label), 0)
            gtk_widget_add_css_class(label, "row-text")
            gtk_list_item_set_child(OpaquePointer(item), label)
        })
        Signal.connect(GtkPointer.raw(factory), "bind", object: { [weak model] item in
            guard let model else { return }
            let listItem = OpaquePointer(item)
            let label = gtk_list_item_get_child(listItem)!
            let string = OpaquePointer(gtk_list_item_get_item(listItem))
            gtk_label_set_text(GtkPointer.opaque(label), gtk_string_object_get_string(string))
            let position = Int(gtk_list_item_get_position(listItem))
            let isHeader = position < model.viewModel.rows.count && model.viewModel.rows[position].isSupplementary
            gtk_list_item_set_selectable(listItem, isHeader ? 0 : 1)
            gtk_list_item_set_activatable(listItem, isHeader ? 0 : 1)
            if isHeader { gtk_widget_add_css_class(label, "heading") } else { gtk_widget_remove_css_class(label, "heading") }
        })
        // Both calls take ownership: the selection model of its own reference to the store, the view of both.
        let selection = gtk_no_selection_new(OpaquePointer(g_object_ref(GtkPointer.raw(model.store))))
        listView = gtk_list_view_new(selection, factory)
        gtk_widget_add_css_class(listView, "rich-list")
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(GtkPointer.opaque(widget), listView)
        gtk_widget_set_vexpand(widget, 1)
        gtk_scrolled_window_set_policy(GtkPointer.opaque(widget), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        Signal.connect(listView, "activate", position: { [weak self] position in
            guard let self, let item = self.model.viewModel.item(atRow: Int(position)) else { return }
            self.onActivate?(item)
        })
    }
}
