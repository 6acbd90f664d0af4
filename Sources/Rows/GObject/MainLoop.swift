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

extension MainLoop {
    private final class Job: @unchecked Sendable {
        let body: @MainActor @Sendable () -> Void
        init(_ body: @escaping @MainActor @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on the GLib main loop's thread soon; callable from any thread. This is how work done
    /// off the main actor (a diff, a folder read) hands its result back to the widgets, because under
    /// `g_application_run` nothing else drains the main actor's queue.
    public nonisolated static func post(_ body: @escaping @MainActor @Sendable () -> Void) {
        let job = Unmanaged.passRetained(Job(body)).toOpaque()
        let run: GSourceFunc = { data in
            let job = Unmanaged<Job>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { job.body() }
            return 0
        }
        let release: GDestroyNotify = { data in Unmanaged<Job>.fromOpaque(data!).release() }
        g_idle_add_full(G_PRIORITY_DEFAULT, run, job, release)
    }
}
