import Synchronization

/// Tells a running search to stop: the scan checks it as it goes (after each `memmem` and every few
/// thousand rows) and gives up with no result once it is set. Cancelling is safe from any thread.
///
/// ```swift
/// let cancellation = SearchCancellation()
/// // On another thread: index.matches(query, cancellation: cancellation) returns nil once
/// cancellation.cancel()
/// ```
///
/// A token is cancelled once and for all; a new search takes a new token.
public final class SearchCancellation: Sendable {
    private let cancelled = Atomic<Bool>(false)
    /// For tests: after this many checks the token cancels itself; negative never.
    private let checksLeft: Atomic<Int>

    /// A token not yet cancelled.
    public init() {
        checksLeft = Atomic(-1)
    }

    /// A token that cancels itself at its `checks`-th check: proves a scan checks as it goes.
    init(cancellingAfterChecks checks: Int) {
        checksLeft = Atomic(checks)
    }

    /// Asks the search to stop. Cancelling again does nothing.
    ///
    /// - Complexity: O(1): one atomic store.
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Whether the search was asked to stop.
    ///
    /// - Complexity: O(1): an atomic load.
    public var isCancelled: Bool {
        if cancelled.load(ordering: .relaxed) { return true }
        guard checksLeft.load(ordering: .relaxed) >= 0 else { return false }
        if checksLeft.wrappingSubtract(1, ordering: .relaxed).newValue < 0 { cancel() }
        return cancelled.load(ordering: .relaxed)
    }
}
