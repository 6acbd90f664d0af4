import CGtk
import GtkTestSupport
import SeededRandom
import Testing

@testable import Rows

/// Diffs made on background threads and applied on the GLib loop, racing edits made on the loop
/// itself. `./dev sanitize thread` runs these under ThreadSanitizer.
@Suite("Background updates on a real GtkListView", .enabled(if: GtkTest.hasDisplay, "needs a display (run under xvfb-run)"))
@MainActor
struct BackgroundUpdateTests {
    @Test("60 background diffs racing main-loop edits leave every bound row showing the snapshot's row")
    func backgroundDiffsRacingEdits() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a", "b", "c"], ids: Array(0..<3_000)))
        let list = try #require(harness.list)
        var finished = 0
        var redone = 0
        for round in 0..<60 {
            list.viewModel.applyInBackground(making: { snapshot in
                var random = SplitMix64(seed: UInt64(round))
                var next = snapshot
                let ids = snapshot.items.map(\.id)
                _ = next.deleteItems(Array(ids.shuffled(using: &random).prefix(20)))
                for id in ids.shuffled(using: &random).prefix(30) where next.item(withID: id) != nil {
                    _ = next.reconfigureItems([Entry(id: id, text: "r\(round)")])
                }
                try? next.appendItems((0..<15).map { Entry(id: 100_000 + round * 100 + $0, text: "new") }, toSection: "b")
                return next
            }) { report in
                finished += 1
                if report.wasRedone { redone += 1 }
            }
            if round % 4 == 0 {
                // An edit on the loop while diffs are out: those that started before it are redone.
                var next = harness.viewModel.snapshot
                _ = next.deleteItems([next.items[round].id])
                harness.viewModel.apply(next)
            }
            if round % 10 == 0 { list.scroll(toRow: round * 40) }
            GtkTest.drain()
        }
        GtkTest.wait(for: "every background update to come back") { finished == 60 }
        harness.waitForFrames()
        #expect(harness.mismatchedRows() == [])
        #expect(harness.boundRows().count > 10)
        #expect(redone > 0, "diffs that were out while the list changed were redone")

        // One at a time, nothing changes meanwhile: each background diff is used as prepared.
        for round in 0..<5 {
            var usedAsPrepared = false
            var done = false
            let snapshot = harness.viewModel.snapshot
            var next = snapshot
            _ = next.reconfigureItems([Entry(id: snapshot.items[round].id, text: "fresh")])
            list.viewModel.applyInBackground(next) { report in
                usedAsPrepared = !report.wasRedone
                done = true
            }
            GtkTest.wait(for: "round \(round)'s background update to come back") { done }
            #expect(usedAsPrepared)
        }
        harness.waitForFrames()
        #expect(harness.mismatchedRows() == [])
        #expect(list.boundCells.map(\.row) == harness.boundRows().map(\.position))
    }
}
