import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit

/// Types the search into a shown Rows list, timing each keystroke until its result is committed on
/// the GLib loop, and every piece of main-thread work Rows does for it.
@MainActor
final class RowsSearchRun {
    /// Times GTK's part of each update (the splices, the binds, the rebinds): the view model tells
    /// its observers in the order they started observing, so one observing before the list view and
    /// one after it bracket the list view's work.
    @MainActor
    private final class TimedObserver {
        var milliseconds = 0.0
        var splices = 0
        private var start = 0.0
        private var observations: [ListObservation] = []

        /// Starts the clock for each update; call before the list view is made.
        func observeBefore(_ viewModel: ListViewModel<Int, GeneratedRow>) {
            observations.append(viewModel.observe { [weak self] _ in self?.start = SearchBenchmark.now() })
        }

        /// Stops the clock for each update; call after the list view is made.
        func observeAfter(_ viewModel: ListViewModel<Int, GeneratedRow>) {
            observations.append(
                viewModel.observe { [weak self] update in
                    guard let self else { return }
                    self.milliseconds += SearchBenchmark.now() - self.start
                    self.splices += update.splices.count
                })
        }
    }

    /// Times the main-loop callbacks through which results come back.
    @MainActor
    private final class Pieces {
        var durations: [(total: Double, gtk: Double)] = []
    }

    let viewModel: ListViewModel<Int, GeneratedRow>
    private let list: ListView<Int, GeneratedRow>
    private let observer = TimedObserver()
    private let pieces = Pieces()

    /// A shown list of `items`, searched by their titles ("Row 12,345").
    init(_ items: [GeneratedRow], in window: BenchWindow) {
        viewModel = ListViewModel(ListSnapshot(sections: [.init(id: 0, items: items, showsHeader: false)]))
        let registration = CellRegistration<BenchCell0<Label>, GeneratedRow> { cell, row in cell.label.text = row.title }
        observer.observeBefore(viewModel)
        list = ListView(viewModel) { cells, row in cells.cell(using: registration, for: row) }
        observer.observeAfter(viewModel)
        // The scheduler the list gives its view model (results land at the start of its next
        // frame), with every hand-off to the loop timed.
        let pieces = self.pieces
        let observer = self.observer
        let delivery = list.frameDelivery
        viewModel.scheduler = WorkScheduler(
            background: { work in Task.detached(priority: .userInitiated) { work() } },
            main: { work in
                MainLoop.post {
                    let timed: @MainActor () -> Void = {
                        let start = SearchBenchmark.now()
                        let gtkBefore = observer.milliseconds
                        work()
                        pieces.durations.append((SearchBenchmark.now() - start, observer.milliseconds - gtkBefore))
                    }
                    if let delivery { delivery.land(timed) } else { timed() }
                }
            })
        window.show(list.widget)
        window.waitForFrame()
        window.drain()
    }

    /// Types `queries` one after another: each search, the loop run until its result is shown, then
    /// one frame drawn (not timed) before the next keystroke.
    func type(_ queries: [String], in window: BenchWindow) -> [SearchStep] {
        queries.map { query in
            pieces.durations.removeAll()
            let gtkBefore = observer.milliseconds
            let splicesBefore = observer.splices
            let bindsBefore = list.statistics.binds
            let start = SearchBenchmark.now()
            viewModel.search(query) { $0.title }
            let call = SearchBenchmark.now() - start
            let wanted = SearchQuery(query).words.isEmpty ? nil : query
            while viewModel.isSearchPending || viewModel.filter?.query != wanted {
                g_main_context_iteration(nil, 1)
            }
            var step = SearchStep(
                query: query, milliseconds: SearchBenchmark.now() - start, matches: viewModel.displayed.itemCount)
            step.call = call
            let all = [(call, 0.0)] + pieces.durations
            let longest = all.max { $0.0 < $1.0 }!
            step.longestPiece = longest.0
            step.longestPieceGtk = longest.1
            step.mainThread = all.reduce(0) { $0 + $1.0 }
            step.gtkApply = observer.milliseconds - gtkBefore
            step.splices = observer.splices - splicesBefore
            step.binds = list.statistics.binds - bindsBefore
            window.waitForFrame()
            return step
        }
    }
}
