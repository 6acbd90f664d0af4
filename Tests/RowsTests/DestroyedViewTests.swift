import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// A view object an app keeps after its widget is gone (its window closed): the documentation lets
/// it, so every public property and method must answer without reaching GTK's freed widgets.
@MainActor
@Suite("Views kept after their widget is gone", .enabled(if: GtkTest.hasDisplay), .serialized)
struct DestroyedViewTests {
    private static let domains = ["Gtk", "GLib-GObject", "GLib"]

    /// Shows `widget` in a window with `view` (the widget GTK frees) watched, closes the window,
    /// and checks that `view` was finalized.
    private func showThenClose(_ widget: UnsafeMutablePointer<GtkWidget>, watching view: UnsafeMutablePointer<GtkWidget>) {
        let window = GtkTest.window(showing: widget)
        GtkTest.waitForFrames(of: view)
        let finalized = FinalizeCounter()
        finalized.watch(view)
        gtk_window_destroy(window)
        GtkTest.drain()
        #expect(finalized.count == 1, "the view's widget is freed")
        finalized.release()
    }

    @Test("a list view kept after its window closed answers every call and asks GTK nothing")
    func listView() {
        GtkTest.initialize()
        let viewModel = ListViewModel(ListHarness.snapshot(sections: ["a"], ids: Array(0..<50)))
        let names = CellRegistration<EvenCell, Entry> { cell, entry in cell.label.text = entry.shownText }
        let list = ListView(viewModel) { cells, entry in cells.cell(using: names, for: entry) }
        list.activatesOnSingleClick = true
        showThenClose(list.widget, watching: list.listView)

        let log = GLibLogCounter(domains: Self.domains)
        #expect(list.visibleRows == nil && list.fullyVisibleRows == nil)
        #expect(list.activatesOnSingleClick, "what it was set to")
        list.activatesOnSingleClick = false
        list.marksSectionEdges = true
        list.tabBehavior = .acrossRows
        list.isItemEnabled = { $0.id != 3 }
        list.headers(using: CellRegistration<HeaderTestCell, ListView<String, Entry>.Section> { _, _ in })
        list.contextMenu = { _ in ContextMenu([ContextMenu.Action]()) }
        list.reordersItems()
        list.reconfigureShownRows()
        list.scroll(toRow: 10)
        list.scroll(toRow: 10, at: .top)
        list.focus(row: 10)
        viewModel.apply(ListHarness.snapshot(sections: ["a"], ids: Array(0..<20)))
        GtkTest.drain()
        #expect(log.stop() == 0, "GLib said nothing of freed widgets")
    }

    @Test(
        "a grid view kept after its window closed answers every call and asks GTK nothing, even a column count check waiting then"
    )
    func gridView() {
        GtkTest.initialize()
        let viewModel = ListViewModel(ListHarness.snapshot(sections: ["a"], ids: Array(0..<50)))
        let names = CellRegistration<EvenCell, Entry> { cell, entry in cell.label.text = entry.shownText }
        let grid = GridView(viewModel, minColumns: 2, maxColumns: 5) { cells, entry in cells.cell(using: names, for: entry) }
        var counts: [Int] = []
        grid.onColumnCountChange = { counts.append($0) }
        grid.isRubberBandEnabled = true
        let window = GtkTest.window(showing: grid.widget)
        GtkTest.waitForFrames(of: grid.gridView)
        let finalized = FinalizeCounter()
        finalized.watch(grid.gridView)
        // A resize makes the grid wait a frame (or 100 ms) before it counts its columns: the window
        // closes meanwhile.
        gtk_window_set_default_size(window, 700, 500)
        GtkTest.waitForFrames(of: grid.gridView)
        gtk_widget_set_size_request(grid.widget, 300, -1)
        gtk_window_destroy(window)
        GtkTest.drain()
        #expect(finalized.count == 1, "the grid's widget is freed")
        finalized.release()

        let log = GLibLogCounter(domains: Self.domains)
        _ = GtkTest.spin(seconds: 0.15) { false }  // past the column count check's timeout
        #expect(grid.visibleRows == nil && grid.fullyVisibleRows == nil)
        #expect(grid.minColumns == 2 && grid.maxColumns == 5 && grid.columnCount == 2)
        #expect(grid.isRubberBandEnabled && !grid.activatesOnSingleClick, "what they were set to")
        grid.minColumns = 3
        grid.maxColumns = 4
        #expect(grid.minColumns == 3 && grid.maxColumns == 4)
        grid.isRubberBandEnabled = false
        grid.activatesOnSingleClick = true
        grid.onColumnCountChange = { counts.append($0) }
        grid.tabBehavior = .acrossRows
        grid.contextMenu = { _ in ContextMenu([ContextMenu.Action]()) }
        grid.reconfigureShownRows()
        grid.scroll(toRow: 10)
        grid.scroll(toRow: 10, at: .middle)
        grid.focus(row: 10)
        viewModel.apply(ListHarness.snapshot(sections: ["a"], ids: Array(0..<20)))
        GtkTest.drain()
        #expect(log.stop() == 0, "GLib said nothing of freed widgets")
    }

    @Test("a column view kept after its window closed answers every call and asks GTK nothing")
    func columnView() {
        GtkTest.initialize()
        let harness = ColumnHarness(
            ListSnapshot(sections: [.init(id: "a", items: (0..<50).map { FileRow(id: $0, name: "f\($0)", size: $0) })]))
        let view = harness.view
        GtkTest.waitForFrames(of: view.columnView)
        let finalized = FinalizeCounter()
        finalized.watch(view.columnView)
        gtk_window_destroy(harness.window)
        GtkTest.drain()
        #expect(finalized.count == 1, "the column view's widget is freed")
        finalized.release()

        let log = GLibLogCounter(domains: Self.domains)
        #expect(view.visibleRows == nil && view.fullyVisibleRows == nil)
        _ = view.layout
        view.setLayout(ColumnLayout(order: [2, 1, 0], widths: [nil, nil, nil]))
        view.sort(byColumn: 0)
        view.clearSort()
        view.alignTitleToEnd(ofColumn: 1)
        view.tabBehavior = .acrossRows
        view.contextMenu = { _ in ContextMenu([ContextMenu.Action]()) }
        view.reconfigureShownRows()
        view.scroll(toRow: 10)
        view.scroll(toRow: 10, at: .bottom)
        view.focus(row: 10)
        harness.viewModel.apply(
            ListSnapshot(sections: [.init(id: "a", items: (0..<20).map { FileRow(id: $0, name: "f\($0)", size: $0) })]))
        GtkTest.drain()
        #expect(log.stop() == 0, "GLib said nothing of freed widgets")
    }
}
