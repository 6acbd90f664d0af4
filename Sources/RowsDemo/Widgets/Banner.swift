import CGtk
import Rows

/// A strip at the top of a page that reports what just happened ("Removed 2 people"), with an
/// optional button ("Undo") and a close button. It slides in and out.
@MainActor
final class Banner {
    /// The revealer to put above the page's content.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let label: UnsafeMutablePointer<GtkWidget>
    private let button: UnsafeMutablePointer<GtkWidget>
    private var action: (@MainActor () -> Void)?

    init() {
        widget = gtk_revealer_new()
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_add_css_class(bar, "rows-banner")
        label = gtk_label_new(nil)
        gtk_label_set_xalign(OpaquePointer(label), 0)
        // No wrapping: GTK 4.8's revealer mis-measures wrapped labels while it animates.
        gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
        gtk_widget_set_hexpand(label, 1)
        button = gtk_button_new()
        // "_Undo": Alt+U presses it, and the underscore is not shown.
        gtk_button_set_use_underline(button.cast(to: GtkButton.self), 1)
        let close = gtk_button_new_from_icon_name("window-close-symbolic")!
        gtk_widget_add_css_class(close, "flat")
        gtk_widget_set_tooltip_text(close, "Dismiss")
        for child in [label, button, close] { gtk_box_append(bar.cast(to: GtkBox.self), child) }
        gtk_revealer_set_child(OpaquePointer(widget), bar)
        Signal.connect(button, "clicked") { [weak self] in
            let action = self?.action
            self?.hide()
            action?()
        }
        Signal.connect(close, "clicked") { [weak self] in self?.hide() }
    }

    /// The message shown, nil when hidden.
    private(set) var message: String?

    /// The texts a person sees in the banner: the message and the button's title.
    var shownTexts: [String] { GtkTexts.labels(under: widget) }

    /// Shows `message`, with a button titled `actionTitle` running `action` if given; `isError`
    /// styles it as a problem.
    func show(_ message: String, isError: Bool = false, actionTitle: String? = nil, action: (@MainActor () -> Void)? = nil) {
        self.message = message
        self.action = action
        gtk_label_set_text(OpaquePointer(label), message)
        gtk_widget_set_tooltip_text(label, message)
        if let actionTitle { gtk_button_set_label(button.cast(to: GtkButton.self), actionTitle) }
        gtk_widget_set_visible(button, actionTitle == nil ? 0 : 1)
        let bar = gtk_revealer_get_child(OpaquePointer(widget))!
        if isError { gtk_widget_add_css_class(bar, "error") } else { gtk_widget_remove_css_class(bar, "error") }
        gtk_revealer_set_reveal_child(OpaquePointer(widget), 1)
    }

    /// Hides the banner.
    func hide() {
        message = nil
        action = nil
        gtk_revealer_set_reveal_child(OpaquePointer(widget), 0)
    }
}
