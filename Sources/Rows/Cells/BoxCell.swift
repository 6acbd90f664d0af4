import CGtk

/// A cell whose root is a `GtkBox`: subclass it, add widgets to ``root`` in `init()`.
///
/// ```swift
/// final class NameCell: BoxCell {
///     let label = Label()
///     required init() {
///         super.init()
///         append(label.widget)
///     }
/// }
/// ```
@MainActor
open class BoxCell: ListCell {
    /// The box holding the cell's widgets; Rows puts it into the list row.
    public let root: UnsafeMutablePointer<GtkWidget>

    /// A horizontal box with 12 pixels between children and the `rows-cell` CSS class.
    public required init() {
        root = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)
        g_object_ref_sink(GtkPointer.raw(root))
        gtk_widget_add_css_class(root, "rows-cell")
    }

    isolated deinit {
        g_object_unref(GtkPointer.raw(root))
    }

    /// Adds `widget` at the end of the box.
    public func append(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_append(GtkPointer.cast(root, to: GtkBox.self), widget)
    }

    /// Resets transient state when the cell stops showing a row; the default does nothing.
    open func prepareForReuse() {}

    /// What assistive technologies say for the row: the texts the cell's labels and inscriptions
    /// show (``ListCell/shownAccessibility``). Override it to say it otherwise.
    open var accessibility: RowAccessibility? { shownAccessibility }
}
