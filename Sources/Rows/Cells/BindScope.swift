import CGtk

/// What a configure closure did to a cell that must be undone when the cell stops showing its row.
///
/// Signal handlers connected, CSS classes added and property bindings made through the scope are
/// disconnected, removed and unbound by Rows at `unbind`, before the cell is reused. A cell never
/// carries a handler or a class from one row to the next.
@MainActor
public final class BindScope {
    private var handlers: [(instance: gpointer, id: UInt)] = []
    private var classes: [(widget: UnsafeMutablePointer<GtkWidget>, name: String)] = []
    private var bindings: [OpaquePointer] = []
    private var actions: [@MainActor () -> Void] = []

    init() {}

    /// Whether there is nothing to undo.
    var isEmpty: Bool { handlers.isEmpty && classes.isEmpty && bindings.isEmpty && actions.isEmpty }

    /// Connects `body` to a signal with no arguments (e.g. a button's `clicked`) until unbind.
    public func connect(_ instance: gpointer, _ signal: String, _ body: @escaping @MainActor () -> Void) {
        handlers.append((instance, Signal.connect(instance, signal, body)))
    }

    /// Connects `body` to GObject's `notify::property` on `instance` until unbind.
    public func observe(_ instance: gpointer, property: String, _ body: @escaping @MainActor () -> Void) {
        handlers.append((instance, Signal.observe(instance, property: property, body)))
    }

    /// Adds a CSS class to `widget` until unbind (nothing is done if it is already there).
    public func addCSSClass(_ name: String, to widget: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_has_css_class(widget, name) == 0 else { return }
        gtk_widget_add_css_class(widget, name)
        classes.append((widget, name))
    }

    /// Keeps `target`'s property equal to `source`'s until unbind (a `GBinding`, synced at once).
    public func bind(_ source: gpointer, _ sourceProperty: String, to target: gpointer, _ targetProperty: String) {
        let binding = g_object_bind_property(source, sourceProperty, target, targetProperty, G_BINDING_SYNC_CREATE)
        if let binding { bindings.append(binding) }
    }

    /// Runs `body` at unbind, for anything else the configure closure started.
    public func onUnbind(_ body: @escaping @MainActor () -> Void) {
        actions.append(body)
    }

    /// Undoes everything recorded, newest first, and forgets it.
    func undo() {
        guard !isEmpty else { return }
        for action in actions.reversed() { action() }
        for binding in bindings.reversed() { g_binding_unbind(binding) }
        for (widget, name) in classes.reversed() { gtk_widget_remove_css_class(widget, name) }
        for (instance, id) in handlers.reversed() { g_signal_handler_disconnect(instance, gulong(id)) }
        actions.removeAll(keepingCapacity: true)
        bindings.removeAll(keepingCapacity: true)
        classes.removeAll(keepingCapacity: true)
        handlers.removeAll(keepingCapacity: true)
    }
}
