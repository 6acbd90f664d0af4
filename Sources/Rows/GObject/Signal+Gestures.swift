import CGtk

// The gesture connections a row's context menu makes, whose handlers take where the press was.
extension Signal {
    /// Connects GtkGestureClick's `pressed(n_press, x, y)`: the handler gets the point pressed, in
    /// the coordinates of the widget the gesture is on.
    @discardableResult
    package static func connect(_ instance: gpointer, clickPressed body: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        let trampoline: @convention(c) (gpointer?, gint, Double, Double, gpointer?) -> Void = { _, _, x, y, data in
            MainActor.assumeIsolated { Signal.handler(data, as: (@MainActor (Double, Double) -> Void).self)(x, y) }
        }
        return rows_signal_connect(instance, "pressed", unsafeBitCast(trampoline, to: GCallback.self), retained(body), release)
    }

    /// Connects GtkGestureLongPress's `pressed(x, y)`: the handler gets the point held.
    @discardableResult
    package static func connect(_ instance: gpointer, longPressed body: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        let trampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
            MainActor.assumeIsolated { Signal.handler(data, as: (@MainActor (Double, Double) -> Void).self)(x, y) }
        }
        return rows_signal_connect(instance, "pressed", unsafeBitCast(trampoline, to: GCallback.self), retained(body), release)
    }
}
