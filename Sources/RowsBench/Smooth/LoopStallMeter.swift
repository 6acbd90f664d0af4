import CGtk

/// Measures how long the GLib main loop stays away from its poll: the time from one poll's return
/// to the next poll's start is what the loop spent dispatching (handlers, layout, drawing, Rows'
/// work), during which no input and no frame can be handled.
///
/// It installs itself as the default main context's poll function (`g_main_context_set_poll_func`)
/// and calls `g_poll` as GLib does.
@MainActor
final class LoopStallMeter {
    /// Every stall, in milliseconds, since `start()`.
    private(set) var stalls: [Double] = []
    /// When each stall began and ended (`g_get_monotonic_time`, µs), in step with `stalls`.
    private(set) var spans: [(start: gint64, end: gint64)] = []
    private var lastReturn: gint64 = 0
    private static var current: LoopStallMeter?

    /// Starts measuring (one meter at a time). The time from here to the loop's first poll counts
    /// as a stall: work the caller does on the main thread right after, such as a click's handler
    /// that sorts at once, is a stall too.
    func start() {
        Self.current = self
        lastReturn = g_get_monotonic_time()
        stalls.removeAll()
        spans.removeAll()
        g_main_context_set_poll_func(nil) { descriptors, count, timeout in
            let entered = g_get_monotonic_time()
            MainActor.assumeIsolated { LoopStallMeter.current?.pollEntered(at: entered) }
            let result = g_poll(descriptors, count, timeout)
            let returned = g_get_monotonic_time()
            MainActor.assumeIsolated { LoopStallMeter.current?.lastReturn = returned }
            return result
        }
    }

    /// Stops measuring and puts GLib's own poll back.
    func stop() {
        g_main_context_set_poll_func(nil, nil)
        Self.current = nil
    }

    /// The longest stall, in milliseconds.
    var longest: Double { stalls.max() ?? 0 }

    private func pollEntered(at time: gint64) {
        guard lastReturn > 0 else { return }
        stalls.append(Double(time - lastReturn) / 1000)
        spans.append((lastReturn, time))
    }
}
