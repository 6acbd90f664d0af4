import Dispatch

/// Runs `first` and `second` and returns both results: on two threads when `inParallel` (the second
/// at the caller's priority, see ``concurrentIterations(_:_:)``), else in turn.
///
/// The closures must not touch the same memory mutably; each result is written to its own slot.
@inlinable
func bothConcurrently<A, B>(_ inParallel: Bool, _ first: () -> A, _ second: () -> B) -> (A, B) {
    guard inParallel else { return (first(), second()) }
    let firstResult = UnsafeMutablePointer<A>.allocate(capacity: 1)
    let secondResult = UnsafeMutablePointer<B>.allocate(capacity: 1)
    defer {
        firstResult.deallocate()
        secondResult.deallocate()
    }
    concurrentIterations(2) { side in
        if side == 0 {
            firstResult.initialize(to: first())
        } else {
            secondResult.initialize(to: second())
        }
    }
    return (firstResult.move(), secondResult.move())
}

/// Carries a value across threads where the code guarantees no conflicting access.
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline let value: Value
    @inlinable init(_ value: Value) { self.value = value }
}
