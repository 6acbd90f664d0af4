import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// Lists built and destroyed many times leave nothing behind: the counters are kept by the cells'
/// deinit, `Slot`'s deinit and the finalize functions of Rows' GObject types.
@Suite("Memory", .enabled(if: GtkTest.hasDisplay, "needs a display (run under xvfb-run)"))
@MainActor
struct MemoryTests {
    @Test("building and destroying a shown 10,000-row list 1,000 times leaves no cell, slot, row item or model alive")
    func repeatedListsLeaveNothingAlive() throws {
        GtkTest.initialize()
        GtkTest.drain()
        let before = Census()
        let snapshot = ListHarness.snapshot(sections: ["a", "b", "c"], ids: Array(0..<10_000))
        var boundEachTime = Set<Int>()
        for round in 0..<1_000 {
            let viewModel = ListViewModel(snapshot, selectionMode: .multiple)
            let registration = CellRegistration<EvenCell, Entry> { cell, entry in cell.label.text = entry.shownText }
            let list = ListView(viewModel) { cells, entry in cells.cell(using: registration, for: entry) }
            list.headers(
                using: CellRegistration<HeaderTestCell, ListView<String, Entry>.Section> { cell, section in
                    cell.label.text = section.id
                })
            let window = GtkTest.window(showing: list.widget)
            GtkTest.wait(for: "round \(round): the list to show rows") { list.boundRowCount > 0 }
            if round % 100 == 0 { viewModel.select([1, 2, 3]) }
            boundEachTime.insert(list.boundRowCount)
            gtk_window_destroy(window)
            GtkTest.drain()
        }
        GtkTest.drain()
        let after = Census()
        #expect(after == before, "alive before: \(before), after: \(after)")
        #expect(boundEachTime.allSatisfy { $0 > 10 && $0 < 300 }, "rows bound each time: \(boundEachTime)")
    }

    @Test("building and destroying a shown outline 200 times leaves no cell, slot, chrome, row item, model or outline alive")
    func repeatedOutlinesLeaveNothingAlive() throws {
        GtkTest.initialize()
        GtkTest.drain()
        let before = Census()
        let chromesBefore = OutlineChrome.aliveCount
        let roots = (0..<100).map { parent in
            folder(parent, parent == 99 ? .notLoaded : .loaded((0..<20).map { folder(1_000 + parent * 20 + $0) }))
        }
        weak var lastOutline: OutlineViewModel<Folder>?
        for round in 0..<200 {
            let outline = OutlineViewModel(roots: roots, expanded: [0, 2, 5])
            lastOutline = outline
            let names = CellRegistration<EvenCell, Folder> { cell, folder in cell.label.text = folder.name }
            let list = ListView(outline: outline) { cells, folder in cells.cell(using: names, for: folder) }
            let window = GtkTest.window(showing: list.widget)
            GtkTest.wait(for: "round \(round): the outline to show rows") { list.boundRowCount > 0 }
            outline.expand(1)
            outline.expand(99)  // a loading row: no loader, so it stays
            list.scroll(toRow: outline.rows.count - 1)
            GtkTest.waitForFrames(of: list.listView)
            gtk_window_destroy(window)
            GtkTest.drain()
        }
        GtkTest.drain()
        let after = Census()
        #expect(after == before, "alive before: \(before), after: \(after)")
        #expect(OutlineChrome.aliveCount == chromesBefore, "chromes alive: \(OutlineChrome.aliveCount)")
        #expect(lastOutline == nil, "the outline view model outlived its list")
    }

    @Test("building and destroying a shown, scrolled, sectioned grid 200 times leaves nothing of it alive")
    func repeatedGridsLeaveNothingAlive() throws {
        GtkTest.initialize()
        GtkTest.drain()
        let before = Census()
        weak var lastGrid: GridView<String, Entry>?
        weak var lastViewModel: ListViewModel<String, Entry>?
        let snapshot = ListHarness.snapshot(sections: ["a", "b"], ids: Array(0..<2_000))
        for round in 0..<200 {
            let harness = GridHarness(snapshot, selectionMode: .multiple)
            lastGrid = harness.grid
            lastViewModel = harness.viewModel
            if round % 20 == 0 {
                harness.viewModel.select([1, 2, 3])
                harness.grid.scroll(toRow: 1_500)
                harness.waitForFrames()
            }
            harness.destroy()
        }
        GtkTest.drain()
        let after = Census()
        #expect(after == before, "alive before: \(before), after: \(after)")
        #expect(lastGrid == nil, "the grid outlived its widget")
        #expect(lastViewModel == nil, "the view model outlived its grid")
    }
}

/// How many of each Rows object are alive.
private struct Census: Equatable, CustomStringConvertible {
    let cells: Int
    let slots: Int
    let rowItems: Int32
    let models: Int32

    /// The counts now.
    @MainActor
    init() {
        cells = CellCensus.alive
        slots = Slot.aliveCount
        rowItems = rows_row_item_alive_count()
        models = rows_list_model_alive_count()
    }

    var description: String { "\(cells) cells, \(slots) slots, \(rowItems) row items, \(models) models" }
}
