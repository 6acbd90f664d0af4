import Dispatch
import RowsCore
import Testing

/// Holds a background thread at a point until the test lets it go, so that the test knows the
/// thread's work is under way while it acts on the main actor. Once open it stays open: a thread
/// that comes by again (work made again) passes at once.
final class Gate: Sendable {
    private let entered = Locked(false)
    private let opened = DispatchSemaphore(value: 0)

    /// Called on the background thread: says it got here, then waits for ``open()``.
    func enterAndWait() {
        entered.withLock { $0 = true }
        opened.wait()
        opened.signal()
    }

    /// Lets the waiting thread go on.
    func open() { opened.signal() }

    /// Waits (without blocking the caller's thread) until a thread has entered; throws, recording
    /// `what`, if none has within `seconds`.
    func waitUntilEntered(_ what: String, seconds: Int = 60, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !entered.withLock({ $0 }) {
            guard ContinuousClock.now < deadline else {
                Issue.record(Comment(rawValue: "waited \(seconds) s for \(what)"), sourceLocation: sourceLocation)
                throw GateTimeout()
            }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    struct GateTimeout: Error {}
}
