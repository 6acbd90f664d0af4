import CGtk
import Rows

/// Keyboard shortcuts that run Swift closures, e.g. Ctrl+F for search or Delete to remove rows.
@MainActor
enum Shortcut {
    private final class Action {
        let body: @MainActor () -> Bool
        init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
    }

    /// Every trigger bound with ``add(to:_:_:)`` in this process so far, for the test that checks
    /// them against ``AppShortcuts`` (the list the shortcuts window shows).
    private(set) static var boundTriggers: Set<String> = []

    /// Runs `body` when one of `shortcut`'s keys is pressed in `widget` (see ``add(to:_:whileShown:_:)``).
    static func add(to widget: UnsafeMutablePointer<GtkWidget>, _ shortcut: AppShortcut, _ body: @escaping @MainActor () -> Bool)
    {
        add(to: widget, shortcut.triggers, body)
    }

    /// Runs `body` when `trigger` (GTK syntax: "<Control>f", "Delete", "F5") is pressed anywhere in
    /// `widget` that does not use the key itself; with `whileShown`, anywhere in its window while
    /// `widget` is shown (a page's shortcut, which works with the keyboard in the sidebar or on a
    /// header bar button too, as GNOME Files' do; GTK runs it once the widget with the keyboard
    /// focus has not used the key, and not while `widget` is unmapped: another page shown, or the
    /// window folded on its sidebar). `body` returns whether it handled the key.
    static func add(
        to widget: UnsafeMutablePointer<GtkWidget>, _ triggers: [String], whileShown: Bool = false,
        _ body: @escaping @MainActor () -> Bool
    ) {
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, whileShown ? GTK_SHORTCUT_SCOPE_MANAGED : GTK_SHORTCUT_SCOPE_LOCAL)
        boundTriggers.formUnion(triggers)
        for trigger in triggers {
            let action = Unmanaged.passRetained(Action(body)).toOpaque()
            let run: GtkShortcutFunc = { _, _, data in
                MainActor.assumeIsolated { Unmanaged<Action>.fromOpaque(data!).takeUnretainedValue().body() ? 1 : 0 }
            }
            let release: GDestroyNotify = { data in Unmanaged<Action>.fromOpaque(data!).release() }
            let shortcut = gtk_shortcut_new(
                gtk_shortcut_trigger_parse_string(trigger), gtk_callback_action_new(run, action, release))
            gtk_shortcut_controller_add_shortcut(controller, shortcut)
        }
        gtk_widget_add_controller(widget, controller)
    }
}
