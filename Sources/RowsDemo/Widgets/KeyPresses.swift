import CGtk

/// Key presses that run Swift closures for keys that are not shortcuts: moving the focus (Tab, Down),
/// where a closure decides from the key and its modifiers whether it handles the press.
@MainActor
enum KeyPresses {
    private final class Handler {
        let body: @MainActor (guint, GdkModifierType) -> Bool
        init(_ body: @escaping @MainActor (guint, GdkModifierType) -> Bool) { self.body = body }
    }

    /// Calls `body` with the key value and modifiers of each key pressed in `widget`, in the capture
    /// phase (before the focused widget inside it sees the key); `body` returns whether it handled
    /// the key, which then goes no further. The handler is released with the widget.
    static func capture(
        in widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor (guint, GdkModifierType) -> Bool
    ) {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let trampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
            _, keyval, _, state, data in
            MainActor.assumeIsolated { Unmanaged<Handler>.fromOpaque(data!).takeUnretainedValue().body(keyval, state) ? 1 : 0 }
        }
        let release: GClosureNotify = { data, _ in Unmanaged<Handler>.fromOpaque(data!).release() }
        rows_signal_connect(
            UnsafeMutableRawPointer(controller), "key-pressed", unsafeBitCast(trampoline, to: GCallback.self),
            Unmanaged.passRetained(Handler(body)).toOpaque(), release)
        gtk_widget_add_controller(widget, controller)
    }

    /// Whether `state` holds none of Control, Alt and (unless `allowingShift`) Shift.
    static func isPlain(_ state: GdkModifierType, allowingShift: Bool = false) -> Bool {
        let held = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | (allowingShift ? 0 : GDK_SHIFT_MASK.rawValue)
        return state.rawValue & held == 0
    }
}
