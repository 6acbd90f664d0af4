import Adwaita
import CGtk
import Rows

/// A page's toasts: libadwaita's `AdwToastOverlay` around the page's content, telling what just
/// happened ("Removed 2 people."), with an optional button ("Undo").
///
/// One toast at a time: a new one dismisses the one shown (an undo's "Restored…" replaces the
/// "Removed…" it undid). A confirmation goes away after libadwaita's usual 5 s; an error (a save that
/// failed, a file that cannot be opened) comes first and stays until the person dismisses it, as
/// GNOME's guidelines ask of a problem that needs attention (libadwaita 1.2 has no `AdwBanner`).
@MainActor
final class Toasts {
    /// The overlay, to put where the content was.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The toast shown (a reference this object holds), nil when none.
    private var shown: OpaquePointer?

    /// The title of the toast shown, nil when none shows.
    private(set) var message: String?
    /// Whether the toast shown reports a problem (it stays until dismissed).
    private(set) var isError = false

    /// An overlay showing `content` under its toasts.
    init(over content: UnsafeMutablePointer<GtkWidget>) {
        widget = adw_toast_overlay_new()
        g_object_ref_sink(widget)
        adw_toast_overlay_set_child(OpaquePointer(widget), content)
    }

    isolated deinit {
        if let shown { g_object_unref(UnsafeMutableRawPointer(shown)) }
        g_object_unref(widget)
    }

    /// Shows `message` (plain text, shown as written) in place of the toast shown, with a button
    /// titled `buttonLabel` (an underscore marks its mnemonic: "_Undo") running `action`; an error
    /// stays until dismissed.
    func show(
        _ message: String, isError: Bool = false, buttonLabel: String? = nil, action: (@MainActor () -> Void)? = nil
    ) {
        dismiss()
        // AdwToast's title is Pango markup: a person's or a file's name is escaped to show as written.
        let escaped = g_markup_escape_text(message, -1)!
        let toast = adw_toast_new(escaped)!
        g_free(escaped)
        if let buttonLabel { adw_toast_set_button_label(toast, buttonLabel) }
        if isError {
            adw_toast_set_timeout(toast, 0)
            adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
        }
        // Read in full, wrapped: a problem's reason comes last, and a move's department did at 360
        // px, where a one-line title is cut with "…".
        adw_toast_set_custom_title(toast, Self.wrappingTitle(message))
        let object = UnsafeMutablePointer<GObject>(toast)
        if let action { Signal.connect(object, "button-clicked", action) }
        Signal.connect(object, "dismissed") { [weak self] in
            // Timed out or closed by the person (a replacement has already forgotten its toast).
            guard let self, self.shown == toast else { return }
            self.shown = nil
            self.message = nil
            self.isError = false
            // Released after the emission of this signal, which is still using the toast.
            let address = Int(bitPattern: toast)
            MainLoop.post { g_object_unref(UnsafeMutableRawPointer(bitPattern: address)) }
        }
        shown = toast
        self.message = message
        self.isError = isError
        g_object_ref(UnsafeMutableRawPointer(toast))  // the overlay takes the reference adw_toast_new gave
        adw_toast_overlay_add_toast(OpaquePointer(widget), toast)
    }

    /// A title label that wraps onto more lines instead of ending in "…".
    private static func wrappingTitle(_ message: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(message)!
        gtk_label_set_wrap(OpaquePointer(label), 1)
        gtk_label_set_wrap_mode(OpaquePointer(label), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_max_width_chars(OpaquePointer(label), 60)
        gtk_label_set_xalign(OpaquePointer(label), 0)
        // Inside the toast's rounded ends, which a title of several lines reaches.
        gtk_widget_set_margin_start(label, 18)
        gtk_widget_set_margin_top(label, 6)
        gtk_widget_set_margin_bottom(label, 6)
        return label
    }

    /// How long the toast shown stays, in seconds; 0 until dismissed.
    var timeout: UInt32? { shown.map { adw_toast_get_timeout($0) } }

    /// Dismisses the toast shown, if any.
    func dismiss() {
        guard let toast = shown else { return }
        shown = nil
        message = nil
        isError = false
        adw_toast_dismiss(toast)
        g_object_unref(UnsafeMutableRawPointer(toast))
    }

    /// The toast widget on screen (libadwaita's internal `AdwToastWidget`, a child of the overlay):
    /// the newest one, since one being dismissed stays while it fades out.
    var toastWidget: UnsafeMutablePointer<GtkWidget>? {
        var found: UnsafeMutablePointer<GtkWidget>?
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if String(cString: rows_type_name_of(UnsafeMutableRawPointer(current))) == "AdwToastWidget" { found = current }
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    /// The texts a person sees in the toast on screen: its title and its button's label.
    var shownTexts: [String] { toastWidget.map { GtkTexts.labels(under: $0) } ?? [] }

    /// The toast's button on screen, if it has one.
    var button: UnsafeMutablePointer<GtkWidget>? {
        guard let toastWidget else { return nil }
        var child = gtk_widget_get_first_child(toastWidget)
        while let current = child {
            if String(cString: rows_type_name_of(UnsafeMutableRawPointer(current))) == "GtkButton",
                gtk_button_get_label(current.cast(to: GtkButton.self)) != nil
            {
                return current
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
