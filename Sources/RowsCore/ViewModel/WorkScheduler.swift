import Dispatch

/// Where a ``ListViewModel`` does its costly work (folding, matching, filtering and diffing a million
/// rows) and how the result comes back to the main actor.
///
/// RowsCore knows no main loop, so whoever shows the list says: Rows' `ListView` sets one that runs the
/// work on a background thread and hands the result to the GLib main loop (`WorkScheduler.glibMainLoop`);
/// async Swift code can use ``swiftConcurrency``; a test can hold work and hand-offs back and run them
/// in any order it likes. A view model without a scheduler does everything at once, on the main actor.
///
/// Work that may block, waiting on a disk or a network (an outline's ``OutlineViewModel/loadChildren``,
/// a folder being read), goes through ``run(blocking:then:)``: Swift's concurrency pool has a thread
/// per core, and a few loads blocked there would hold back every other task, the list's searches
/// and sorts among them.
public struct WorkScheduler: Sendable {
    /// Work to run off the main actor.
    public typealias Work = @Sendable () -> Void
    /// Work to run on the main actor.
    public typealias MainWork = @MainActor @Sendable () -> Void

    private let background: @Sendable (@escaping Work) -> Void
    private let blocking: @Sendable (@escaping Work) -> Void
    private let main: @Sendable (@escaping MainWork) -> Void

    /// A scheduler that starts work with `background` (on any thread but the main one), work that may
    /// block with `blocking` (by default `background`), and returns to the main actor with `main`.
    /// All three may be called from any thread; `main` must run the closures it is given in the order
    /// it is given them.
    public init(
        background: @escaping @Sendable (@escaping Work) -> Void,
        blocking: (@Sendable (@escaping Work) -> Void)? = nil,
        main: @escaping @Sendable (@escaping MainWork) -> Void
    ) {
        self.background = background
        self.blocking = blocking ?? background
        self.main = main
    }

    /// Runs `work` off the main actor, then `completion` with its result on the main actor.
    public func run<Result: Sendable>(
        _ work: @escaping @Sendable () -> Result, then completion: @escaping @MainActor @Sendable (Result) -> Void
    ) {
        run(work, startedBy: background, then: completion)
    }

    /// Runs `work`, which may block (reading a folder, a network), off the main actor where it holds
    /// back no other work, then `completion` with its result on the main actor.
    ///
    /// - Complexity: What `work` costs, off the main actor; a thread of its own where the scheduler
    ///   gives one (``onThreadOfItsOwn``).
    public func run<Result: Sendable>(
        blocking work: @escaping @Sendable () -> Result, then completion: @escaping @MainActor @Sendable (Result) -> Void
    ) {
        run(work, startedBy: blocking, then: completion)
    }

    /// Starts `work` with `start`, then runs `completion` with its result on the main actor.
    private func run<Result: Sendable>(
        _ work: @escaping @Sendable () -> Result, startedBy start: @Sendable (@escaping Work) -> Void,
        then completion: @escaping @MainActor @Sendable (Result) -> Void
    ) {
        let main = self.main
        start {
            let result = work()
            main { completion(result) }
        }
    }

    /// Starts work on a thread of its own: a serial dispatch queue made for it, which libdispatch
    /// runs on a thread it starts when none is idle (unlike Swift's concurrency pool, which has one
    /// thread per core), at the `.background` quality of service (on Linux a nice value of 10, as
    /// Rows' other background work). For work that may block.
    public static let onThreadOfItsOwn: @Sendable (@escaping Work) -> Void = { work in
        DispatchQueue(label: "rows.work-that-may-block", qos: .background).async(execute: work)
    }

    /// Work on a detached task, results back through the main actor's executor: for async Swift code,
    /// where something drains the main actor's queue (under a GLib loop nothing does; use Rows' scheduler).
    /// Work that may block runs on a thread of its own (``onThreadOfItsOwn``).
    public static let swiftConcurrency = WorkScheduler(
        background: { work in Task.detached(priority: .userInitiated) { work() } },
        blocking: onThreadOfItsOwn,
        main: { work in Task { @MainActor in work() } })
}
