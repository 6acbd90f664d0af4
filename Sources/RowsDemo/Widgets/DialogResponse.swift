import CGtk

/// Connects a closure to a native dialog's `response(response_id)` signal: Rows' `Signal.connect`
/// passes a handler no arguments, and the file chooser's handler needs the response.
@MainActor
enum DialogResponse {
    /// The closure kept for the connection, released by GLib's destroy notify.
    private final class Box {
        let handler: @MainActor (Int32) -> Void
        init(_ handler: @escaping @MainActor (Int32) -> Void) { self.handler = handler }
    }

    /// Calls `handler` with the response id (e.g. `GTK_RESPONSE_ACCEPT`) each time `dialog` responds.
    static func connect(_ dialog: OpaquePointer, _ handler: @escaping @MainActor (Int32) -> Void) {
        let trampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, response, data in
            MainActor.assumeIsolated { Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().handler(response) }
        }
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<Box>.fromOpaque(data).release()
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(dialog), "response", unsafeBitCast(trampoline, to: GCallback.self),
            Unmanaged.passRetained(Box(handler)).toOpaque(), release, GConnectFlags(0))
    }
}
