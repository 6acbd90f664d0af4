import CGtk

/// A `GtkLabel` for cells: set ``text`` to show it, nil to hide it (and collapse its spacing).
@MainActor
public struct Label {
    /// The label widget.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private var label: OpaquePointer { GtkPointer.opaque(widget) }

    /// A left-aligned, ellipsized label with the given CSS classes, and the accessible role
    /// assistive technologies announce it as (a heading, say; a plain label by default).
    public init(cssClasses: [String] = [], xalign: Float = 0, accessibleRole: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_LABEL) {
        widget = accessibleRole == GTK_ACCESSIBLE_ROLE_LABEL ? gtk_label_new(nil) : rows_label_new_with_role(accessibleRole)
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
