import CGtk

/// The cell of a section header: one heading label. Rows uses it for headers and footers until a
/// list registers its own.
@MainActor
public final class SectionHeaderCell: ListCell {
    public let root: UnsafeMutablePointer<GtkWidget>
    private let label: OpaquePointer

    public init() {
        root = gtk_label_new(nil)
        g_object_ref_sink(GtkPointer.raw(root))
        label = GtkPointer.opaque(root)
        gtk_label_set_xalign(label, 0)
        gtk_widget_add_css_class(root, "heading")
        gtk_widget_add_css_class(root, "rows-section-title")
    }

    isolated deinit {
        g_object_unref(GtkPointer.raw(root))
    }

    /// The heading's text.
    public var title: String {
        get { String(cString: gtk_label_get_text(label)) }
        set { gtk_label_set_text(label, newValue) }
    }
}
