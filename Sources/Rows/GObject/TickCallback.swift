import CGtk

/// A widget's tick callback running a Swift closure, released by GTK's destroy notify when the
/// callback stops or is removed.
@MainActor
enum TickCallback {
    private final class Box {
        let body: @MainActor () -> Bool
        init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
    }

    /// Calls `body` each frame of `widget` while it returns true; returns the callback's id.
    static func add(to widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Bool) -> guint {
        gtk_widget_add_tick_callback(
            widget,
            { _, _, data in
                let address = UInt(bitPattern: data)
                return MainActor.assumeIsolated {
                    Unmanaged<Box>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue().body()
                } ? 1 : 0
            }, Unmanaged.passRetained(Box(body)).toOpaque(), { data in Unmanaged<Box>.fromOpaque(data!).release() })
    }
}
