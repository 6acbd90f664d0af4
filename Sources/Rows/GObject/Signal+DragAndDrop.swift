import CGtk

// The drag-and-drop connections a list's reordering makes, whose handlers take the signal's
// arguments and return a value.
extension Signal {
    /// Connects GtkDragSource's `prepare(x, y)`: the handler returns the drag's content (a new
    /// reference, which GTK takes) or nil for no drag.
    @discardableResult
    package static func connect(
        _ instance: gpointer, prepare body: @escaping @MainActor (Double, Double) -> OpaquePointer?
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> gpointer? = { _, x, y, data in
            let content = MainActor.assumeIsolated {
                Signal.handler(data, as: (@MainActor (Double, Double) -> OpaquePointer?).self)(x, y).map { UInt(bitPattern: $0) }
            }
            return content.flatMap { UnsafeMutableRawPointer(bitPattern: $0) }
        }
        return rows_signal_connect(instance, "prepare", unsafeBitCast(trampoline, to: GCallback.self), retained(body), release)
    }

    /// Connects GtkDropTarget's `accept(drop)`: the handler says whether the target takes the drop.
    @discardableResult
    package static func connect(_ instance: gpointer, accept body: @escaping @MainActor (OpaquePointer) -> Bool) -> UInt {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, drop, data in
            let address = UInt(bitPattern: drop)
            return MainActor.assumeIsolated {
                Signal.handler(data, as: (@MainActor (OpaquePointer) -> Bool).self)(OpaquePointer(bitPattern: address)!)
            } ? 1 : 0
        }
        return rows_signal_connect(instance, "accept", unsafeBitCast(trampoline, to: GCallback.self), retained(body), release)
    }

    /// Connects GtkDropTarget's `motion(x, y)`: the handler returns the action a drop there would
    /// take (none refuses it).
    @discardableResult
    package static func connect(
        _ instance: gpointer, dropMotion body: @escaping @MainActor (Double, Double) -> GdkDragAction
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> GdkDragAction = { _, x, y, data in
            MainActor.assumeIsolated { Signal.handler(data, as: (@MainActor (Double, Double) -> GdkDragAction).self)(x, y) }
        }
        return rows_signal_connect(instance, "motion", unsafeBitCast(trampoline, to: GCallback.self), retained(body), release)
    }

    /// Connects GtkDropTarget's `drop(value, x, y)`: the handler gets the string dropped and says
    /// whether it took the drop.
    @discardableResult
    package static func connect(
        _ instance: gpointer, drop body: @escaping @MainActor (String?, Double, Double) -> Bool
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = {
            _, value, x, y, data in
            let text = rows_value_get_string(value).map { String(cString: $0) }
            return MainActor.assumeIsolated {
                Signal.handler(data, as: (@MainActor (String?, Double, Double) -> Bool).self)(text, x, y)
            } ? 1 : 0
        }
        return rows_signal_connect(instance, "drop", unsafeBitCast(trampoline, to: GCallback.self), retained(body), release)
    }
}
