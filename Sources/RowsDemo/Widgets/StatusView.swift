import CGtk
import Rows

/// A centred icon, title and explanation, shown in place of content: an empty list, a search with
/// no match, a file that cannot be read.
@MainActor
final class StatusView {
    /// The view's root widget.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let icon: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkWidget>
    private let detail: UnsafeMutablePointer<GtkWidget>

    /// A view showing `iconName`, `title` and `detail`.
    init(iconName: String, title titleText: String, detail detailText: String) {
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        gtk_widget_add_css_class(widget, "status-page")
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_margin_start(widget, 24)
        gtk_widget_set_margin_end(widget, 24)
        icon = gtk_image_new()
        gtk_image_set_pixel_size(OpaquePointer(icon), 64)
        gtk_widget_add_css_class(icon, "dim-label")
        title = gtk_label_new(nil)
        gtk_widget_add_css_class(title, "title-2")
        gtk_label_set_wrap(OpaquePointer(title), 1)
        gtk_label_set_justify(OpaquePointer(title), GTK_JUSTIFY_CENTER)
        detail = gtk_label_new(nil)
        gtk_label_set_wrap(OpaquePointer(detail), 1)
        gtk_label_set_selectable(OpaquePointer(detail), 1)
        gtk_widget_set_focusable(detail, 0)
        gtk_label_set_justify(OpaquePointer(detail), GTK_JUSTIFY_CENTER)
        for child in [icon, title, detail] { gtk_box_append(widget.cast(to: GtkBox.self), child) }
        show(iconName: iconName, title: titleText, detail: detailText)
    }

    /// Shows new texts and icon.
    func show(iconName: String, title: String, detail: String) {
        gtk_image_set_from_icon_name(OpaquePointer(icon), iconName)
        gtk_label_set_text(OpaquePointer(self.title), title)
        gtk_label_set_text(OpaquePointer(self.detail), detail)
        gtk_widget_set_visible(self.detail, detail.isEmpty ? 0 : 1)
    }

    /// The page shown when a data file cannot be read: the error names the file and the key.
    static func error(_ error: some Error & CustomStringConvertible) -> StatusView {
        let view = StatusView(iconName: "dialog-error-symbolic", title: "The data cannot be read", detail: error.description)
        gtk_widget_add_css_class(view.widget, "error-page")
        return view
    }
}
