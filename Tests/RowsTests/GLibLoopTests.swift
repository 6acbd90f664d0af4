import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// Work handed back through `WorkScheduler.glibMainLoop` lands while a GLib main loop runs and
/// nothing else does, as under `g_application_run`, where the main actor's own queue is never
/// drained (an `async` method of the view model could not resume there).
@MainActor
@Suite("Under a running GLib main loop", .serialized)
struct GLibLoopTests {
    private func longList() -> ListViewModel<Int, Entry> {
        let items = (0..<20_000).map { Entry(id: $0, text: "row \($0)") }
        let viewModel = ListViewModel(ListSnapshot<Int, Entry>(sections: [.init(id: 0, items: items, showsHeader: false)]))
        viewModel.scheduler = .glibMainLoop
        return viewModel
    }

    @Test("a background apply through the GLib scheduler is shown and completes while only the GLib loop runs")
    func backgroundApplyCompletes() {
        let viewModel = longList()
        var next = viewModel.snapshot
        _ = next.deleteItems([3, 5, 8])
        var outcome: BackgroundDiff<Int, Entry>.Outcome?
        let finished = GtkTest.runBlockingMainLoop { quit in
            viewModel.applyInBackground(next) { result in
                outcome = result
                quit()
            }
        }
        #expect(finished, "the completion ran on the GLib loop")
        #expect(outcome?.wasRedone == false)
        let shown = viewModel.snapshot == next
        #expect(shown, "the new snapshot is shown")
    }

    @Test("a long list's search through the GLib scheduler is shown while only the GLib loop runs")
    func searchCompletes() {
        let viewModel = longList()
        var observation: ListObservation?
        let finished = GtkTest.runBlockingMainLoop { quit in
            observation = viewModel.observe { _ in if !viewModel.isSearchPending { quit() } }
            viewModel.search("row 1999") { $0.text }
            #expect(viewModel.isSearchPending, "20,000 rows are searched off the loop")
        }
        observation?.cancel()
        #expect(finished, "the result came back through the GLib loop")
        let shown = viewModel.displayed.items.map(\.id)
        #expect(shown == [1999, 11999] + Array(19990...19999), "every row with both words")
    }
}
