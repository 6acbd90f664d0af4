import RowsCore

/// A ``WorkScheduler`` for tests: it holds the background work and the hand-offs back to the main actor
/// until the test runs them, one at a time, in whatever order the test wants.
final class ManualScheduler: Sendable {
    private let background = Locked<[WorkScheduler.Work]>([])
    private let main = Locked<[WorkScheduler.MainWork]>([])
    private let blockingCount = Locked(0)

    /// The scheduler to give a view model. Work that may block waits with the other work.
    var scheduler: WorkScheduler {
        WorkScheduler(
            background: { work in self.background.withLock { $0.append(work) } },
            blocking: { work in
                self.blockingCount.withLock { $0 += 1 }
                self.background.withLock { $0.append(work) }
            },
            main: { work in self.main.withLock { $0.append(work) } })
    }

    /// How many pieces of work were given as work that may block (``WorkScheduler/run(blocking:then:)``).
    var blockingWorkGiven: Int { blockingCount.withLock { $0 } }

    /// How many pieces of background work wait.
    var waitingWork: Int { background.withLock { $0.count } }
    /// How many hand-offs to the main actor wait.
    var waitingHandOffs: Int { main.withLock { $0.count } }

    /// Runs the oldest background work (here: the test stands in for the other thread); false if none.
    @discardableResult
    func runWork() -> Bool {
        guard let work = background.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { return false }
        work()
        return true
    }

    /// Runs the oldest hand-off on the main actor; false if none.
    @MainActor @discardableResult
    func handOff() -> Bool {
        guard let work = main.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { return false }
        work()
        return true
    }

    /// Runs work and hand-offs until none is left.
    @MainActor
    func runAll() {
        while runWork() || handOff() {}
    }
}
