import CGtk

/// Counts the warnings and criticals GLib logs in some log domains ("Gtk", "GLib-GObject", …) from
/// its making until ``stop()``: what a call on a freed or wrong object makes GLib say.
@MainActor
final class GLibLogCounter {
    private let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    private let handlers: [(domain: String, id: guint)]

    init(domains: [String]) {
        let counter = counter
        counter.initialize(to: 0)
        let levels = GLogLevelFlags(rawValue: G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue)
        handlers = domains.map { domain in
            let id = g_log_set_handler(
                domain, levels, { _, _, _, count in count!.assumingMemoryBound(to: Int.self).pointee += 1 }, counter)
            return (domain, id)
        }
    }

    /// Stops counting; returns the count.
    func stop() -> Int {
        for (domain, id) in handlers { g_log_remove_handler(domain, id) }
        defer { counter.deallocate() }
        return counter.pointee
    }
}
