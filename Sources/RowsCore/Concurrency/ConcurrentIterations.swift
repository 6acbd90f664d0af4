import Dispatch

/// Runs `body` for every iteration in `0 ..< iterations`: the first on the calling thread, the others
/// on threads of the caller's priority; returns once all have run.
///
/// `DispatchQueue.concurrentPerform` runs the iterations it hands to other threads at the default
/// priority whatever the caller's: on Linux, a search, sort or diff started at `.background` (nice 10,
/// so that the main loop and GTK's renderer come first) would put half its work on nice 0 threads,
/// level with the frames. Here the caller's priority picks the global queue the other iterations go
/// to: its task's (`Task.currentPriority`), or outside a task the default (Swift on Linux gives
/// user-initiated on the main thread and no priority on other threads).
///
/// - Complexity: `iterations` calls of `body`, with one dispatch per iteration after the first.
@usableFromInline
func concurrentIterations(_ iterations: Int, _ body: (Int) -> Void) {
    guard iterations > 1 else {
        if iterations == 1 { body(0) }
        return
    }
    let queue = DispatchQueue.global(qos: DispatchQoS.QoSClass(Task.currentPriority))
    withoutActuallyEscaping(body) { body in
        // The other threads reach `body` through this slot, emptied before `body` must stop escaping,
        // so no block outlives the call holding it.
        let slot = UnsafeMutablePointer<(Int) -> Void>.allocate(capacity: 1)
        slot.initialize(to: body)
        defer {
            slot.deinitialize(count: 1)
            slot.deallocate()
        }
        let shared = UncheckedSendable(slot)
        let group = DispatchGroup()
        for iteration in 1..<iterations {
            queue.async(group: group) { shared.value.pointee(iteration) }
        }
        body(0)
        group.wait()
    }
}

extension DispatchQoS.QoSClass {
    /// The dispatch class of a task priority: high and user-initiated, medium (the default), low and
    /// utility, background; no priority (raw value 0) is the default.
    init(_ priority: TaskPriority) {
        switch priority.rawValue {
        // No priority: a thread that is not a task's (Swift on Linux gives every one but the main
        // thread this), left at the default.
        case 0: self = .default
        case TaskPriority.userInitiated.rawValue...: self = .userInitiated
        case TaskPriority.medium.rawValue...: self = .default
        case TaskPriority.utility.rawValue...: self = .utility
        default: self = .background
        }
    }
}
