/// Where a ``ListViewModel`` does its costly work (folding, matching, filtering and diffing a million
/// rows) and how the result comes back to the main actor.
///
/// RowsCore knows no main loop, so whoever shows the list says: Rows' `ListView` sets one that runs the
/// work on a background thread and hands the result to the GLib main loop (`WorkScheduler.glibMainLoop`);
/// async Swift code can use ``swiftConcurrency``; a test can hold work and hand-offs back and run them
/// in any order it likes. A view model without a scheduler does everything at once, on the main actor.
public struct WorkScheduler: Sendable {
    /// Work to run off the main actor.
    public typealias Work = @Sendable () -> Void
    /// Work to run on the main actor.
    public typealias MainWork = @MainActor @Sendable () -> Void

    private let background: @Sendable (@escaping Work) -> Void
    private let main: @Sendable (@escaping MainWork) -> Void

    /// A scheduler that starts work with `background` (on any thread but the main one) and returns to
    /// the main actor with `main`. Both may be called from any thread; `main` must run the closures it
    /// is given in the order it is given them.
    public init(
        background: @escaping @Sendable (@escaping Work) -> Void, main: @escaping @Sendable (@escaping MainWork) -> Void
    ) {
        self.background = background
        self.main = main
    }

    /// Runs `work` off the main actor, then `completion` with its result on the main actor.
    public func run<Result: Sendable>(
        _ work: @escaping @Sendable () -> Result, then completion: @escaping @MainActor @Sendable (Result) -> Void
    ) {
        let main = self.main
        background {
            let result = work()
            main { completion(result) }
        }
    }

    /// Work on a detached task, results back through the main actor's executor: for async Swift code,
    /// where something drains the main actor's queue (under a GLib loop nothing does; use Rows' scheduler).
    public static let swiftConcurrency = WorkScheduler(
        background: { work in Task.detached(priority: .userInitiated) { work() } },
        main: { work in Task { @MainActor in work() } })
}
