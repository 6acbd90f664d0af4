import CGtk

/// Runs closures from the GLib main loop, the loop GTK and Rows' handlers run on.
@MainActor
public enum MainLoop {
    private final class Box {
        let body: @MainActor () -> Bool
        init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
    }

    /// Calls `body` every `milliseconds` until it returns false; returns the GLib source id.
    @discardableResult
    public static func every(milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        let tick: GSourceFunc = { data in
            MainActor.assumeIsolated {
                Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().body() ? 1 : 0
            }
        }
        let release: GDestroyNotify = { data in Unmanaged<Box>.fromOpaque(data!).release() }
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, tick, box, release)
    }
}
