import CGtk
import Rows

/// A page that says what went wrong, in place of content that cannot be shown.
@MainActor
enum ErrorPage {
    static func make(title: String, detail: String) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_widget_add_css_class(box, "error-page")
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_start(box, 24)
        gtk_widget_set_margin_end(box, 24)
        let icon = gtk_image_new_from_icon_name("dialog-error-symbolic")!
        gtk_image_set_pixel_size(GtkPointer.opaque(icon), 64)
        gtk_widget_add_css_class(icon, "dim-label")
        let heading = gtk_label_new(title)!
        gtk_widget_add_css_class(heading, "title-1")
        let message = gtk_label_new(detail)!
        gtk_label_set_wrap(GtkPointer.opaque(message), 1)
        gtk_label_set_selectable(GtkPointer.opaque(message), 1)
        gtk_widget_set_focusable(message, 0)  // selectable with the mouse, not pre-selected by focus
        gtk_label_set_justify(GtkPointer.opaque(message), GTK_JUSTIFY_CENTER)
        for child in [icon, heading, message] { gtk_box_append(GtkPointer.cast(box, to: GtkBox.self), child) }
        return box
    }
}
