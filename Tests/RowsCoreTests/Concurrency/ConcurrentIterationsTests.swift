import Foundation
import Testing

@testable import RowsCore

@Suite("Work split over threads")
struct ConcurrentIterationsTests {
    @Test("every iteration runs once, whatever the count", arguments: [0, 1, 2, 3, 8, 33])
    func everyIterationRunsOnce(iterations: Int) {
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: max(iterations, 1))
        defer { counts.deallocate() }
        counts.initialize(repeating: 0)
        concurrentIterations(iterations) { counts[$0] += 1 }
        #expect(Array(counts.prefix(iterations)) == Array(repeating: 1, count: iterations))
    }

    @Test(
        "iterations run on other threads at the caller's priority: a .utility task's work stays nice")
    func helperThreadsKeepTheCallersPriority() async {
        // Resumed through a continuation: awaiting the task's value would raise its priority to the
        // awaiting test's, as a scheduler's background work never is.
        let seen = await withCheckedContinuation {
            (done: CheckedContinuation<Iterations, Never>) in
            Task.detached(priority: .utility) { done.resume(returning: Self.fourIterations()) }
        }
        #expect(seen.threads > 1, "the iterations ran on one thread")
        #expect(
            seen.iterations.allSatisfy { $0 == seen.caller },
            "caller nice \(seen.caller), iterations \(seen.iterations)")
    }

    @Test("iterations started on a thread that is not a task's run at the default priority, as that thread does")
    func helperThreadsOfAPlainThreadRunAtTheDefaultPriority() async {
        let seen = await withCheckedContinuation {
            (done: CheckedContinuation<Iterations, Never>) in
            Thread { done.resume(returning: Self.fourIterations()) }.start()
        }
        #expect(seen.threads > 1, "the iterations ran on one thread")
        #expect(
            seen.iterations.allSatisfy { $0 == seen.caller },
            "caller nice \(seen.caller), iterations \(seen.iterations)")
    }

    /// The calling thread's nice value, each iteration's, and how many threads ran them.
    private typealias Iterations = (caller: Int, iterations: [Int], threads: Int)

    /// Runs four iterations through `concurrentIterations` and says where and how nicely they ran.
    private static func fourIterations() -> Iterations {
        let caller = threadNiceness()
        let niceness = UnsafeMutableBufferPointer<Int>.allocate(capacity: 4)
        let threads = UnsafeMutableBufferPointer<Int>.allocate(capacity: 4)
        defer {
            niceness.deallocate()
            threads.deallocate()
        }
        concurrentIterations(4) { iteration in
            // Long enough that the iterations cannot all run on the calling thread in turn.
            usleep(30_000)
            niceness[iteration] = threadNiceness()
            threads[iteration] = threadID()
        }
        return (caller, Array(niceness), Set(threads).count)
    }

    /// The calling thread's nice value (field 19 of /proc/thread-self/stat).
    private static func threadNiceness() -> Int {
        let stat = (try? String(contentsOfFile: "/proc/thread-self/stat", encoding: .utf8)) ?? ""
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        return fields.count > 16 ? Int(fields[16]) ?? -100 : -100
    }

    /// The calling thread's id (where /proc/thread-self points).
    private static func threadID() -> Int {
        let link =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
        return Int(link.split(separator: "/").last ?? "") ?? -1
    }
}
