import CGtk
import RowsCore

/// Runs closures from the GLib main loop, the loop GTK and Rows' handlers run on.
///
/// Under `g_application_run` nothing drains the main actor's own queue, so `Task { @MainActor in … }`
/// and `await` on the main actor never resume there; work done on another thread hands its result
/// back with ``post(_:)``.
@MainActor
public enum MainLoop {
    private final class Box {
        let body: @MainActor () -> Bool
        init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
    }

    /// Calls `body` on the GLib main loop every `milliseconds` until it returns false, e.g. to
    /// refresh a list from a source that cannot tell it of changes. Returns the GLib source id:
    /// `g_source_remove(id)` stops it sooner (and must, before anything `body` uses is gone). The
    /// closure is released when the timer stops.
    @discardableResult
    public static func every(milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        addSource(body) { g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, $0, $1, $2) }
    }

    /// Calls `body` once, when the GLib main loop has nothing more urgent than `priority` to do
    /// (GLib's priorities: lower runs sooner; GTK lays out and draws at `G_PRIORITY_HIGH_IDLE + 20`).
    /// Returns the GLib source id: `g_source_remove(id)` before it ran cancels it. The closure is
    /// released once it ran or was cancelled.
    @discardableResult
    package static func whenIdle(atPriority priority: Int32, _ body: @escaping @MainActor () -> Void) -> UInt32 {
        addSource({
            body()
            return false
        }) { g_idle_add_full(priority, $0, $1, $2) }
    }

    /// Adds a GLib source made by `add` that calls `body` until it returns false, and releases it
    /// with the source.
    private static func addSource(
        _ body: @escaping @MainActor () -> Bool, _ add: (GSourceFunc, gpointer, GDestroyNotify) -> UInt32
    ) -> UInt32 {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        let tick: GSourceFunc = { data in
            MainActor.assumeIsolated {
                Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().body() ? 1 : 0
            }
        }
        let release: GDestroyNotify = { data in Unmanaged<Box>.fromOpaque(data!).release() }
        return add(tick, box, release)
    }
}

extension MainLoop {
    private struct Job: Sendable {
        let body: @MainActor @Sendable () -> Void
    }

    /// Closures posted and not yet run, oldest first. The lock is also what hands each closure, and
    /// what it captured, from the posting thread to the loop's, so ThreadSanitizer must see it: a
    /// pthread mutex (`Locked`), not GLib's or Swift's `Mutex`, which lock with futexes it cannot see.
    private nonisolated static let posted = Locked<[Job]>([])

    /// Runs `body` on the GLib main loop's thread soon, after whatever was posted before it; callable
    /// from any thread. This is how work done off the main actor (a diff, a folder read) hands its
    /// result back to the widgets, because under `g_application_run` nothing else drains the main
    /// actor's queue.
    ///
    /// ```swift
    /// Task.detached {
    ///     let entries = readFolder(path)
    ///     MainLoop.post { viewModel.apply(snapshot(of: entries)) }
    /// }
    /// ```
    public nonisolated static func post(_ body: @escaping @MainActor @Sendable () -> Void) {
        let isFirst = posted.withLock { jobs in
            jobs.append(Job(body: body))
            return jobs.count == 1
        }
        guard isFirst else { return }  // an idle callback is already on its way for the batch
        let run: GSourceFunc = { _ in
            let jobs = MainLoop.posted.withLock { jobs in
                defer { jobs.removeAll() }
                return jobs
            }
            MainActor.assumeIsolated {
                for job in jobs { job.body() }
            }
            return 0
        }
        g_idle_add_full(G_PRIORITY_DEFAULT, run, nil, nil)
    }
}
