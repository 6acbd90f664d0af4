import CGtk

/// A `GtkLabel` for cells: set ``text`` to show it, nil to hide it (and collapse its spacing).
@MainActor
public struct Label {
    /// The label widget.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var label: OpaquePointer { GtkPointer.opaque(widget) }

    /// A left-aligned, ellipsized label with the given CSS classes.
    public init(cssClasses: [String] = [], xalign: Float = 0) {
        widget = gtk_label_new(nil)
        gtk_label_set_xalign(GtkPointer.opaque(widget), xalign)
        gtk_label_set_ellipsize(GtkPointer.opaque(widget), PANGO_ELLIPSIZE_END)
        for name in cssClasses { gtk_widget_add_css_class(widget, name) }
    }

    /// The text shown; nil hides the label.
    public var text: String? {
        get { gtk_widget_get_visible(widget) != 0 ? String(cString: gtk_label_get_text(label)) : nil }
        nonmutating set {
            if let newValue {
                gtk_label_set_text(label, newValue)
                gtk_widget_set_visible(widget, 1)
            } else {
                gtk_widget_set_visible(widget, 0)
            }
        }
    }
}
