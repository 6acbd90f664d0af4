import Dispatch
import Foundation
import GtkTestSupport
import Testing

@testable import Rows

/// Work that may block (an outline's loader, a folder read, an image read) on Rows' GLib scheduler:
/// it must not take the threads of Swift's concurrency pool, one per core, where the lists' searches,
/// sorts and diffs run.
@MainActor
@Suite("Work that may block", .enabled(if: GtkTest.hasDisplay), .serialized)
struct BlockingWorkTests {
    /// What came back on the main loop.
    @MainActor final class Tally {
        var finished = 0
        var other: Int?
    }

    @Test("more loads blocked than there are cores hold back no other background work: it comes back on the GLib loop meanwhile")
    func blockedLoadsHoldBackNothing() {
        GtkTest.initialize()
        let scheduler = WorkScheduler.glibMainLoop
        let loads = ProcessInfo.processInfo.activeProcessorCount + 2
        let release = DispatchSemaphore(value: 0)
        let started = CallCounter()
        let tally = Tally()
        for _ in 0..<loads {
            scheduler.run(blocking: {
                started.note()
                release.wait()
                return 1
            }) { tally.finished += $0 }
        }
        #expect(GtkTest.spin(seconds: 10) { started.all == loads }, "every load started: \(started.all) of \(loads)")
        scheduler.run({ 42 }) { tally.other = $0 }
        #expect(GtkTest.spin(seconds: 10) { tally.other == 42 }, "other work done while the loads block")
        #expect(tally.finished == 0)
        for _ in 0..<loads { release.signal() }
        #expect(GtkTest.spin(seconds: 10) { tally.finished == loads })
    }
}
