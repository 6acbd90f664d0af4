import CGtk

/// Connects Swift closures to GObject signals, for an app's own widgets around its lists (a search
/// entry's `search-changed`, a button's `clicked`, a property's change).
///
/// Each closure is boxed and retained for as long as the connection lives; GLib's destroy notify
/// releases it when the handler is disconnected or the object is finalized, so nothing leaks and no
/// call reaches a freed box. Handlers run on the main thread, where GTK emits signals, and enter the
/// main actor there.
///
/// Objects are typed pointers: a widget as GTK's constructors return it
/// (`UnsafeMutablePointer<GtkWidget>`), or any GTK or GObject type. A final GTK type that Swift
/// imports as `OpaquePointer` converts with `UnsafeMutablePointer<GObject>(pointer)`.
///
/// ```swift
/// let entry = gtk_search_entry_new()!
/// Signal.connect(entry, "search-changed") { viewModel.search(text(of: entry), in: \.name) }
/// ```
@MainActor
public enum Signal {
    /// A closure kept for a connection.
    package final class Box<Handler> {
        let handler: Handler
        init(_ handler: Handler) { self.handler = handler }
    }

    /// GLib's destroy notify for a connection's ``Box``.
    package static let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    /// `handler` boxed and retained, for a connection's user data.
    package static func retained<Handler>(_ handler: Handler) -> gpointer {
        Unmanaged.passRetained(Box(handler) as AnyObject).toOpaque()
    }

    /// The handler a connection's user data holds.
    package static func handler<Handler>(_ data: gpointer?, as _: Handler.Type) -> Handler {
        Unmanaged<Box<Handler>>.fromOpaque(data!).takeUnretainedValue().handler
    }

    /// Calls `handler` whenever `object` emits `signal` (e.g. `"clicked"`, `"search-changed"`,
    /// `"changed::color-scheme"`), until `object` is finalized or the returned handler id is
    /// disconnected (`g_signal_handler_disconnect(object, id)`).
    ///
    /// The signal's arguments are not passed: the handler reads what it needs from its widgets. It
    /// suits any signal whose handlers return nothing; a signal whose handlers return a value (such
    /// as `close-request`) or an unknown signal name stops a debug build with a message naming it.
    @discardableResult
    public static func connect<Object>(
        _ object: UnsafeMutablePointer<Object>, _ signal: String, _ handler: @escaping @MainActor () -> Void
    ) -> UInt {
        connect(object, signal, after: false, handler)
    }

    /// Calls `handler` whenever the property `property` of `object` changes (GObject's
    /// `notify::property`), e.g. a drop-down's `selected`; returns the handler id, as
    /// ``connect(_:_:_:)`` does.
    @discardableResult
    public static func observe<Object>(
        _ object: UnsafeMutablePointer<Object>, property: String, _ handler: @escaping @MainActor () -> Void
    ) -> UInt {
        connect(object, "notify::\(property)", handler)
    }

    /// Why `signal` of `object` cannot take a handler that returns nothing, or nil if it can.
    private static func problem<Object>(connecting signal: String, to object: UnsafeMutablePointer<Object>) -> String? {
        let type = rows_type_of(object)
        var id: guint = 0
        var detail: GQuark = 0
        guard g_signal_parse_name(signal, type, &id, &detail, 1) != 0 else {
            return "\(String(cString: g_type_name(type))) has no signal \"\(signal)\""
        }
        var query = GSignalQuery()
        g_signal_query(id, &query)
        let none = GType(1) << GType(G_TYPE_FUNDAMENTAL_SHIFT)  // G_TYPE_NONE, a macro Swift cannot import
        guard query.return_type & ~GType(1) == none else {  // the low bit is G_SIGNAL_TYPE_STATIC_SCOPE
            return "\"\(signal)\" handlers of \(String(cString: g_type_name(type))) return a value; "
                + "Signal.connect is for signals whose handlers return nothing"
        }
        return nil
    }
}

// The connections Rows itself makes, whose handlers take the signal's arguments.
extension Signal {
    /// Calls `handler` whenever `object` emits `signal`, after the signal's other handlers when
    /// `after` is true (GLib's `G_CONNECT_AFTER`), such as a frame clock's `update` after its tick
    /// callbacks; returns the handler id.
    @discardableResult
    package static func connect<Object>(
        _ object: UnsafeMutablePointer<Object>, _ signal: String, after: Bool, _ handler: @escaping @MainActor () -> Void
    ) -> UInt {
        #if DEBUG
            if let problem = problem(connecting: signal, to: object) { preconditionFailure("Rows: \(problem)") }
        #endif
        // Swapped, GLib passes the user data first, so the trampoline ignores the signal's arguments
        // whatever their number (GTK's own `g_signal_connect_swapped` idiom).
        let trampoline: @convention(c) (gpointer?) -> Void = { data in
            MainActor.assumeIsolated { Signal.handler(data, as: (@MainActor () -> Void).self)() }
        }
        let flags = after ? GConnectFlags(G_CONNECT_SWAPPED.rawValue | G_CONNECT_AFTER.rawValue) : G_CONNECT_SWAPPED
        return g_signal_connect_data(
            object, signal, unsafeBitCast(trampoline, to: GCallback.self), retained(handler), release, flags)
    }

    /// Connects a handler for a signal whose one argument is an object, such as a list item
    /// factory's `setup` and `bind`. The argument is a `gpointer` (GTK 4.12 changed its C type).
    @discardableResult
    package static func connect(
        _ instance: gpointer, _ name: String, object body: @escaping @MainActor (gpointer) -> Void
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, object, data in
            MainActor.assumeIsolated { Signal.handler(data, as: (@MainActor (gpointer) -> Void).self)(object!) }
        }
        return rows_signal_connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), retained(body), release)
    }

    /// Connects a handler for a signal whose one argument is a position, such as GtkListView's `activate`.
    @discardableResult
    package static func connect(
        _ instance: gpointer, _ name: String, position body: @escaping @MainActor (UInt32) -> Void
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, position, data in
            MainActor.assumeIsolated { Signal.handler(data, as: (@MainActor (UInt32) -> Void).self)(position) }
        }
        return rows_signal_connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), retained(body), release)
    }

    /// Connects a handler for GListModel's `items-changed(position, removed, added)`.
    @discardableResult
    package static func connect(
        _ instance: gpointer, itemsChanged body: @escaping @MainActor (UInt32, UInt32, UInt32) -> Void
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = {
            _, position, removed, added, data in
            MainActor.assumeIsolated {
                Signal.handler(data, as: (@MainActor (UInt32, UInt32, UInt32) -> Void).self)(position, removed, added)
            }
        }
        return rows_signal_connect(
            instance, "items-changed", unsafeBitCast(trampoline, to: GCallback.self), retained(body), release)
    }

    /// Connects a handler for a signal with two `guint` arguments, such as GtkSelectionModel's
    /// `selection-changed(position, n_items)`.
    @discardableResult
    package static func connect(
        _ instance: gpointer, _ name: String, twoPositions body: @escaping @MainActor (UInt32, UInt32) -> Void
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, guint, guint, gpointer?) -> Void = { _, first, second, data in
            MainActor.assumeIsolated { Signal.handler(data, as: (@MainActor (UInt32, UInt32) -> Void).self)(first, second) }
        }
        return rows_signal_connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), retained(body), release)
    }

    /// Connects a handler for GtkEventControllerKey's `key-pressed(keyval, keycode, state)`; the
    /// handler returns whether it handled the key.
    @discardableResult
    package static func connect(
        _ instance: gpointer, keyPressed body: @escaping @MainActor (guint, GdkModifierType) -> Bool
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
            _, keyval, _, state, data in
            MainActor.assumeIsolated {
                Signal.handler(data, as: (@MainActor (guint, GdkModifierType) -> Bool).self)(keyval, state) ? 1 : 0
            }
        }
        return rows_signal_connect(
            instance, "key-pressed", unsafeBitCast(trampoline, to: GCallback.self), retained(body), release)
    }
}
