import Adwaita
import CGtk
import Rows

/// A small modal window over the main one, shaped as libadwaita's message dialogs are: no title
/// bar, its title as the heading over the content, buttons at the bottom right; Escape closes it.
/// (GTK 4.8 has no GtkAlertDialog, GtkMessageDialog's constructor is variadic, and libadwaita 1.2's
/// AdwMessageDialog lays its extra child under the body, where a form's fields would go.)
@MainActor
final class DialogWindow {
    /// The window.
    let window: UnsafeMutablePointer<GtkWindow>
    private let buttons: UnsafeMutablePointer<GtkWidget>
    private let content: UnsafeMutablePointer<GtkWidget>

    /// A modal dialog titled `title` over `parent`.
    init(title: String, parent: UnsafeMutablePointer<GtkWindow>?) {
        // An AdwWindow has no title bar: the title is the heading, where an attached dialog shows it.
        // A screen reader meets it as a dialog (an AdwWindow is a plain window, a "frame" to AT-SPI).
        window = rows_widget_new_named(adw_window_get_type(), "window", GTK_ACCESSIBLE_ROLE_DIALOG).cast(to: GtkWindow.self)
        gtk_window_set_title(window, title)
        gtk_window_set_modal(window, 1)
        gtk_window_set_resizable(window, 0)
        if let parent { gtk_window_set_transient_for(window, parent) }
        gtk_window_set_destroy_with_parent(window, 1)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)!
        gtk_widget_add_css_class(box, "rows-dialog")
        content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
        buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        gtk_widget_set_halign(buttons, GTK_ALIGN_END)
        let heading = gtk_label_new(title)!
        gtk_widget_add_css_class(heading, "title-2")
        gtk_label_set_wrap(OpaquePointer(heading), 1)
        gtk_label_set_xalign(OpaquePointer(heading), 0)
        gtk_box_append(box.cast(to: GtkBox.self), heading)
        gtk_box_append(box.cast(to: GtkBox.self), content)
        gtk_box_append(box.cast(to: GtkBox.self), buttons)
        adw_window_set_content(window.cast(to: AdwWindow.self), box)
        let windowWidget = window.cast(to: GtkWidget.self)
        Shortcut.add(to: windowWidget, ["Escape"]) { [weak self] in
            self?.close()
            return true
        }
    }

    /// Adds `widget` to the content area.
    func append(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_append(content.cast(to: GtkBox.self), widget)
    }

    /// Adds a button; the last one added with `isDefault` is what Enter activates.
    @discardableResult
    func addButton(_ label: String, style: String? = nil, isDefault: Bool = false, _ onClick: @escaping @MainActor () -> Void)
        -> UnsafeMutablePointer<GtkWidget>
    {
        let button = Button.text(label, style: style, onClick)
        gtk_box_append(buttons.cast(to: GtkBox.self), button)
        if isDefault { gtk_window_set_default_widget(window, button) }
        return button
    }

    /// Shows the dialog.
    func present() { gtk_window_present(window) }

    /// Closes and destroys the dialog.
    func close() { gtk_window_destroy(window) }
}
