import CGtk
import GtkTestSupport
import SeededRandom
import Testing

@testable import Rows

/// A list view is one observer of its view model among others; others may change the view model
/// while they are told an update, before the list has applied it.
@MainActor
@Suite("Other observers of a shown list's view model", .enabled(if: GtkTest.hasDisplay), .serialized)
struct ObserverOrderTests {
    @Test(
        "an observer told before the list that edits the view model on every update leaves GTK's count and every bound row exact")
    func observerEditingBeforeTheListKeepsRowsExact() throws {
        var random = SplitMix64(seed: 13)
        var nextID = 5_000
        var reactions = 0
        var armed = false
        var editor: ListObservation?
        // Told each update before the list is: edits the view model again at once (an update the
        // list is told after the one it is waiting for), so the view model's rows are ahead of it.
        let harness = ListHarness(ListHarness.snapshot(sections: ["a", "b", "c"], ids: Array(0..<400))) { viewModel in
            editor = viewModel.observe { update in
                guard armed, !update.splices.isEmpty else { return }
                armed = false  // once per update the test makes, not for its own
                reactions += 1
                var next = viewModel.snapshot
                _ = next.deleteItems(next.items.prefix(3).map(\.id))
                try? next.insertItems([Entry(id: nextID, text: "reaction")], before: next.items[next.items.count / 2].id)
                nextID += 1
                viewModel.apply(next)
            }
        }
        defer { harness.destroy() }
        let list = try #require(harness.list)
        for round in 0..<20 {
            var sections = RandomEdits.apply(to: harness.viewModel.snapshot, nextID: &nextID, using: &random).sections
            while sections.reduce(0, { $0 + $1.items.count }) < 300 {
                sections[Int.random(in: sections.indices, using: &random)].items.append(Entry(id: nextID, text: "top-up"))
                nextID += 1
            }
            armed = true
            harness.viewModel.apply(ListSnapshot(sections: sections))
            #expect(Int(rows_list_model_get_count(list.model)) == harness.viewModel.rows.count, "round \(round)")
            harness.waitForFrames()
            let mismatches = harness.mismatchedRows()
            #expect(mismatches.isEmpty, "round \(round): \(mismatches)")
            if round % 5 == 2 { list.scroll(toRow: Int.random(in: 0..<harness.viewModel.rows.count, using: &random)) }
        }
        #expect(reactions >= 20)
        editor?.cancel()
    }
}
