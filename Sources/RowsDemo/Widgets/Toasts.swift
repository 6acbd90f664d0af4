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
///
/// A toast still sliding in is never dismissed: libadwaita 1.2's overlay frees a toast dismissed
/// before its show animation ends, and the animation's end then reads it (a crash, when Ctrl+Z is
/// pressed twice in quick succession; fixed in libadwaita 1.3, commit 1674ebc9). A new message for
/// such a toast is shown in it, its timeout started again; a dismissal waits until it has come in.
@MainActor
final class Toasts {
    /// The overlay, to put where the content was.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The toast this object last put in the overlay and has not dismissed (a reference it holds);
    /// nil when none, or once it timed out or was closed.
    private var current: OpaquePointer?
    /// When `current` was put in the overlay (`g_get_monotonic_time`, µs).
    private var currentSince: gint64 = 0
    /// The overlay's width the toast shown was last fitted to (see ``ToastTitle``).
    private var fittedWidth: Int32 = -1
    /// What the button of the toast shown runs.
    private var action: (@MainActor () -> Void)?

    /// The title of the toast shown, nil when none shows.
    private(set) var message: String?
    /// Whether the toast shown reports a problem (it stays until dismissed).
    private(set) var isError = false

    /// How long a toast takes to come in, with room to spare: libadwaita 1.2 slides a toast in over
    /// 300 ms, or 500 ms when it replaces one.
    private static let comingIn: gint64 = 700_000

    /// An overlay showing `content` under its toasts.
    init(over content: UnsafeMutablePointer<GtkWidget>) {
        widget = adw_toast_overlay_new()
        g_object_ref_sink(widget)
        // A drawing area over the content, as large, says when the overlay's size changes (no
        // GtkWidget signal does): the title of the toast shown is fitted to the new width.
        let sized = gtk_overlay_new()!
        gtk_overlay_set_child(OpaquePointer(sized), content)
        let watch = gtk_drawing_area_new()!
        gtk_widget_set_can_target(watch, 0)
        gtk_widget_set_can_focus(watch, 0)
        rows_accessible_set_hidden(OpaquePointer(watch))  // not an image to a screen reader
        gtk_overlay_add_overlay(OpaquePointer(sized), watch)
        adw_toast_overlay_set_child(OpaquePointer(widget), sized)
        Signal.connect(watch, "resize") { [weak self] in
            // Not for a change of height, nor with no toast.
            guard let self, self.current != nil, gtk_widget_get_width(self.widget) != self.fittedWidth else { return }
            MainLoop.post { [weak self] in self?.fitTitle() }
        }
    }

    isolated deinit {
        if let current { g_object_unref(UnsafeMutableRawPointer(current)) }
        g_object_unref(widget)
    }

    /// The microseconds until `current` has come in; 0 or less once it has.
    private var timeComingIn: gint64 { currentSince + Self.comingIn - g_get_monotonic_time() }

    /// Shows `message` (plain text, shown as written) in place of the toast shown, with a button
    /// titled `buttonLabel` (an underscore marks its mnemonic: "_Undo") running `action`; an error
    /// stays until dismissed.
    func show(
        _ message: String, isError: Bool = false, buttonLabel: String? = nil, action: (@MainActor () -> Void)? = nil
    ) {
        self.message = message
        self.isError = isError
        self.action = action
        if let toast = current, timeComingIn > 0 {
            // Still coming in: it says the new message instead, for its whole timeout.
            fill(toast, with: message, isError: isError, buttonLabel: buttonLabel)
            g_object_ref(UnsafeMutableRawPointer(toast))  // taken back by the overlay: it restarts the timeout
            adw_toast_overlay_add_toast(OpaquePointer(widget), toast)
            fitTitle()
            nameButtonOnceShown()
            return
        }
        dismissCurrent()
        let toast = adw_toast_new("")!
        fill(toast, with: message, isError: isError, buttonLabel: buttonLabel)
        let object = UnsafeMutablePointer<GObject>(toast)
        Signal.connect(object, "button-clicked") { [weak self] in
            guard let self, self.current == toast else { return }
            // libadwaita dismisses a toast whose button is clicked once this returns: forgotten now,
            // what the action says comes in a toast of its own.
            let action = self.action
            self.forget(toast)
            action?()
        }
        Signal.connect(object, "dismissed") { [weak self] in
            // Timed out or closed by the person (this object forgets a toast before dismissing it).
            guard let self, self.current == toast else { return }
            self.forget(toast)
        }
        current = toast
        currentSince = g_get_monotonic_time()
        g_object_ref(UnsafeMutableRawPointer(toast))  // the overlay takes the reference adw_toast_new gave
        adw_toast_overlay_add_toast(OpaquePointer(widget), toast)
        fitTitle()
        nameButtonOnceShown()
    }

    /// Has a screen reader read the button of the toast shown once ("Undo", not "_Undo Undo"; see
    /// ``Button/nameByLabelAlone(_:)``): libadwaita sets its label, a mnemonic, when the toast shows
    /// or its button's label changes. A toast added while another is still shown (one whose button
    /// was just clicked, which libadwaita dismisses once the click's handlers return) shows then:
    /// named from an idle, once it has.
    private func nameButtonOnceShown() {
        MainLoop.post { [weak self] in
            guard let self, let button = self.button, gtk_button_get_use_underline(button.cast(to: GtkButton.self)) != 0 else {
                return
            }
            Button.nameByLabelAlone(button)
        }
    }

    /// Forgets `toast`, the toast shown, which libadwaita is dismissing.
    private func forget(_ toast: OpaquePointer) {
        current = nil
        message = nil
        isError = false
        action = nil
        // Released after the signal being emitted, which is still using the toast.
        let address = Int(bitPattern: toast)
        MainLoop.post { g_object_unref(UnsafeMutableRawPointer(bitPattern: address)) }
    }

    /// Gives `toast` its title, button and how long it stays.
    private func fill(_ toast: OpaquePointer, with message: String, isError: Bool, buttonLabel: String?) {
        // AdwToast's title is Pango markup: a person's or a file's name is escaped to show as written.
        adw_toast_set_title(toast, message.markupEscaped)
        adw_toast_set_button_label(toast, buttonLabel)
        adw_toast_set_timeout(toast, isError ? 0 : 5)
        adw_toast_set_priority(toast, isError ? ADW_TOAST_PRIORITY_HIGH : ADW_TOAST_PRIORITY_NORMAL)
        // Read in full, wrapped: a problem's reason comes last, and a move's department did at 360
        // px, where a one-line title is cut with "…".
        adw_toast_set_custom_title(toast, ToastTitle.make(message))
    }

    /// Fits the title of the toast shown to the overlay's width (see ``ToastTitle``): as it is added,
    /// before it is first drawn, and when the overlay's width changes.
    private func fitTitle() {
        guard let toast = current, let title = adw_toast_get_custom_title(toast) else { return }
        fittedWidth = gtk_widget_get_width(widget)
        ToastTitle.fit(title)
    }

    /// How long the toast shown stays, in seconds; 0 until dismissed.
    var timeout: UInt32? { message == nil ? nil : current.map { adw_toast_get_timeout($0) } }

    /// Dismisses the toast shown, if any: at once, or once it has come in.
    func dismiss() {
        guard message != nil else { return }
        message = nil
        isError = false
        action = nil
        guard let toast = current else { return }
        let wait = timeComingIn
        guard wait > 0 else { return dismissCurrent() }
        _ = MainLoop.every(milliseconds: UInt32(wait / 1000) + 1) { [weak self] in
            // Unless a message came for it meanwhile, or it went on its own.
            if let self, self.current == toast, self.message == nil { self.dismissCurrent() }
            return false
        }
    }

    /// Asks libadwaita to dismiss `current`, forgotten first, and lets go of it.
    private func dismissCurrent() {
        guard let toast = current else { return }
        current = nil
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
