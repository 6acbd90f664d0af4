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

    @Test("closures that hold their view go with its widget: each view and its view model are freed with their window")
    func closuresHoldingTheViewGoWithItsWidget() {
        GtkTest.initialize()
        weak var list: ListView<String, Entry>?
        weak var grid: GridView<String, Entry>?
        weak var table: ColumnView<SingleSection, FileRow>?
        weak var listModel: ListViewModel<String, Entry>?
        var windows: [UnsafeMutablePointer<GtkWindow>] = []
        do {
            let names = CellRegistration<EvenCell, Entry> { cell, entry in cell.label.text = entry.shownText }
            let viewModel = ListViewModel(ListHarness.snapshot(sections: ["a"], ids: Array(0..<20)))
            let strongList = ListView(viewModel) { cells, entry in cells.cell(using: names, for: entry) }
            strongList.onActivate = { _ in _ = strongList.visibleRows }
            strongList.reordersItems { _, _ in _ = strongList.viewModel }
            strongList.contextMenu = { _ in strongList.visibleRows == nil ? nil : ContextMenu([ContextMenu.Action]()) }
            strongList.isItemEnabled = { _ in strongList.activatesOnSingleClick }
            strongList.headers(
                using: CellRegistration<HeaderTestCell, ListView<String, Entry>.Section> { _, _ in _ = strongList })
            (list, listModel) = (strongList, viewModel)
            windows.append(GtkTest.window(showing: strongList.widget))

            let gridModel = ListViewModel(ListHarness.snapshot(sections: ["a"], ids: Array(0..<20)))
            let strongGrid = GridView(gridModel) { cells, entry in cells.cell(using: names, for: entry) }
            strongGrid.onActivate = { _ in _ = strongGrid.columnCount }
            strongGrid.onColumnCountChange = { _ in _ = strongGrid.visibleRows }
            strongGrid.contextMenu = { _ in strongGrid.visibleRows == nil ? nil : ContextMenu([ContextMenu.Action]()) }
            grid = strongGrid
            windows.append(GtkTest.window(showing: strongGrid.widget))

            let tableModel = ListViewModel(ListSnapshot(items: (0..<20).map { FileRow(id: $0, name: "f\($0)", size: $0) }))
            let fileNames = CellRegistration<TestLabelCell, String> { cell, name in cell.label.text = name }
            let strongTable = ColumnView(
                tableModel, columns: [.init("Name", using: fileNames, value: \.name, sortedBy: .by(\.name))])
            strongTable.onActivate = { _ in _ = strongTable.visibleRows }
            strongTable.onSortChange = { _, _ in _ = strongTable.layout }
            strongTable.onLayoutChange = { _ in _ = strongTable.visibleRows }
            strongTable.isItemEnabled = { _ in strongTable.visibleRows != nil }
            table = strongTable
            windows.append(GtkTest.window(showing: strongTable.widget))
            for view in [strongList.listView, strongGrid.gridView, strongTable.columnView] { GtkTest.waitForFrames(of: view) }
        }
        #expect(list != nil && grid != nil && table != nil, "owned by their widgets while shown")
        for window in windows { gtk_window_destroy(window) }
        GtkTest.drain()
        #expect(list == nil && listModel == nil, "the list and its view model freed")
        #expect(grid == nil, "the grid freed")
        #expect(table == nil, "the column view freed")
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
