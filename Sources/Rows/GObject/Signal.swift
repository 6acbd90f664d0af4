import CGtk

/// Connects Swift closures to GObject signals.
///
/// Each closure is boxed and retained for as long as the connection lives; GLib's destroy notify
/// releases it when the handler is disconnected or the object is finalized, so nothing leaks and no
/// call reaches a freed box. Handlers run on the main thread, where GTK emits signals, and enter the
/// main actor there.
@MainActor
public enum Signal {
    final class Box<Handler> {
        let handler: Handler
        init(_ handler: Handler) { self.handler = handler }
    }

    static let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    static func retained<Handler>(_ handler: Handler) -> gpointer {
        Unmanaged.passRetained(Box(handler) as AnyObject).toOpaque()
    }

    static func handler<Handler>(_ data: gpointer?, as _: Handler.Type) -> Handler {
        Unmanaged<Box<Handler>>.fromOpaque(data!).takeUnretainedValue().handler
    }

    /// Connects a handler for a signal with no arguments, such as `clicked` or `activate`.
    /// (`notify::…` has an argument: use ``observe(_:property:_:)``.)
    @discardableResult
    public static func connect(
        _ instance: gpointer, _ name: String, _ body: @escaping @MainActor () -> Void
    ) -> UInt {
        precondition(!name.hasPrefix("notify"), "\(name) passes a GParamSpec: use Signal.observe(_:property:_:)")
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            MainActor.assumeIsolated { Signal.handler(data, as: (@MainActor () -> Void).self)() }
        }
        return rows_signal_connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), retained(body), release)
    }

    /// Connects a handler for a signal whose one argument is an object, such as a list item
    /// factory's `setup` and `bind`. The argument is a `gpointer` (GTK 4.12 changed its C type).
    @discardableResult
    public static func connect(
        _ instance: gpointer, _ name: String, object body: @escaping @MainActor (gpointer) -> Void
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, object, data in
            MainActor.assumeIsolated { Signal.handler(data, as: (@MainActor (gpointer) -> Void).self)(object!) }
        }
        return rows_signal_connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), retained(body), release)
    }

    /// Connects a handler for a signal whose one argument is a position, such as GtkListView's `activate`.
    @discardableResult
    public static func connect(
        _ instance: gpointer, _ name: String, position body: @escaping @MainActor (UInt32) -> Void
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, position, data in
            MainActor.assumeIsolated { Signal.handler(data, as: (@MainActor (UInt32) -> Void).self)(position) }
        }
        return rows_signal_connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), retained(body), release)
    }

    /// Connects a handler for GListModel's `items-changed(position, removed, added)`.
    @discardableResult
    public static func connect(
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
}

extension Signal {
    /// Calls `body` whenever the property `property` of `instance` changes (GObject's `notify::property`).
    @discardableResult
    public static func observe(_ instance: gpointer, property: String, _ body: @escaping @MainActor () -> Void) -> UInt {
        connect(instance, "notify::\(property)", object: { _ in body() })
    }

    /// Connects a handler for a signal with two `guint` arguments, such as GtkSelectionModel's
    /// `selection-changed(position, n_items)`.
    @discardableResult
    public static func connect(
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
    public static func connect(
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
