import CGtk

/// What a configure closure did to a cell that must be undone when the cell stops showing its row.
///
/// Signal handlers connected, CSS classes added and property bindings made through the scope are
/// disconnected, removed and unbound by Rows when the cell stops showing the row (its *unbind* in
/// what follows): before the cell is configured for another row, or again for its row's changed
/// content, and when GTK tears its list item down. GTK 4.8's own `unbind` signal, which it sends
/// with each repeated bind of an unchanged row, undoes nothing. A cell never carries a handler or a
/// class from one row to the next.
///
/// Objects are typed pointers, as for ``Signal``: a cell's widgets, or any GObject (a final GTK type
/// Swift imports as `OpaquePointer` converts with `UnsafeMutablePointer<GObject>(pointer)`). The
/// scope holds a reference to each object it connects to or styles, and to each binding it makes,
/// until unbind: undoing never reaches an object freed meanwhile (a model object let go elsewhere, a
/// widget whose window closed under it).
///
/// ```swift
/// CellRegistration<ButtonCell, Download> { cell, download, scope in
///     scope.connect(cell.button, "clicked") { downloads.cancel(download.id) }
///     if download.failed { scope.addCSSClass("error", to: cell.root) }
/// }
/// ```
@MainActor
public final class BindScope {
    private var handlers: [(instance: gpointer, id: UInt)] = [] {
        didSet { isEmpty = false }
    }
    private var classes: [(widget: UnsafeMutablePointer<GtkWidget>, name: String)] = [] {
        didSet { isEmpty = false }
    }
    private var bindings: [OpaquePointer] = [] {
        didSet { isEmpty = false }
    }
    private var actions: [@MainActor () -> Void] = [] {
        didSet { isEmpty = false }
    }

    init() {}

    /// A scope dropped with something recorded (its list item gone without GTK's teardown) undoes it.
    isolated deinit {
        undo()
    }

    /// `object`, with a reference taken for the scope.
    private static func retained<Object>(_ object: UnsafeMutablePointer<Object>) -> gpointer {
        let raw = UnsafeMutableRawPointer(object)
        g_object_ref(raw)
        return raw
    }

    /// Whether there is nothing to undo: one flag, as every bind of a row reads it.
    private(set) var isEmpty = true

    /// Calls `handler` whenever `object` emits `signal` (e.g. a button's `clicked`), until unbind.
    /// As with ``Signal/connect(_:_:_:)``, the signal's arguments are not passed.
    public func connect<Object>(
        _ object: UnsafeMutablePointer<Object>, _ signal: String, _ handler: @escaping @MainActor () -> Void
    ) {
        handlers.append((Self.retained(object), Signal.connect(object, signal, handler)))
    }

    /// Calls `handler` whenever the property `property` of `object` changes (GObject's
    /// `notify::property`), until unbind.
    public func observe<Object>(
        _ object: UnsafeMutablePointer<Object>, property: String, _ handler: @escaping @MainActor () -> Void
    ) {
        handlers.append((Self.retained(object), Signal.observe(object, property: property, handler)))
    }

    /// Adds a CSS class to `widget` until unbind (nothing is done if it is already there).
    public func addCSSClass(_ name: String, to widget: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_has_css_class(widget, name) == 0 else { return }
        gtk_widget_add_css_class(widget, name)
        g_object_ref(widget)
        classes.append((widget, name))
    }

    /// Keeps the property `targetProperty` of `target` equal to the property `sourceProperty` of
    /// `source` until unbind (a `GBinding`, synced at once). The binding ends sooner if either object
    /// is disposed.
    public func bind<Source, Target>(
        _ source: UnsafeMutablePointer<Source>, _ sourceProperty: String, to target: UnsafeMutablePointer<Target>,
        _ targetProperty: String
    ) {
        // GLib gives no reference (the binding holds its own, dropped when either object is
        // disposed): one is taken, so that unbinding then is safe.
        let binding = g_object_bind_property(source, sourceProperty, target, targetProperty, G_BINDING_SYNC_CREATE)
        if let binding {
            g_object_ref(UnsafeMutableRawPointer(binding))
            bindings.append(binding)
        }
    }

    /// Runs `body` at unbind, for anything else the configure closure started.
    public func onUnbind(_ body: @escaping @MainActor () -> Void) {
        actions.append(body)
    }

    /// Undoes everything recorded, newest first, forgets it, and lets go of the objects.
    func undo() {
        guard !isEmpty else { return }
        for action in actions.reversed() { action() }
        for binding in bindings.reversed() {
            // Unbinding a binding that ended already (an object of it disposed) does nothing.
            g_binding_unbind(binding)
            g_object_unref(UnsafeMutableRawPointer(binding))
        }
        for (widget, name) in classes.reversed() {
            gtk_widget_remove_css_class(widget, name)
            g_object_unref(widget)
        }
        // An object disposed meanwhile (a widget whose window closed under it) has dropped its
        // handlers already.
        for (instance, id) in handlers.reversed() {
            if g_signal_handler_is_connected(instance, gulong(id)) != 0 { g_signal_handler_disconnect(instance, gulong(id)) }
            g_object_unref(instance)
        }
        actions.removeAll(keepingCapacity: true)
        bindings.removeAll(keepingCapacity: true)
        classes.removeAll(keepingCapacity: true)
        handlers.removeAll(keepingCapacity: true)
        isEmpty = true
    }
}
