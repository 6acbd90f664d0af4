import Dispatch

/// Runs `first` and `second` and returns both results: on two threads when `inParallel`, else in turn.
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
    withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
            let work = UncheckedSendable((first, second, firstResult, secondResult))
            DispatchQueue.concurrentPerform(iterations: 2) { side in
                if side == 0 {
                    work.value.2.initialize(to: work.value.0())
                } else {
                    work.value.3.initialize(to: work.value.1())
                }
            }
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
