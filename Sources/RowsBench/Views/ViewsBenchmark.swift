import ArgumentParser
import CGtk
import Foundation
import Rows

/// `rows-bench views`: a `ColumnView` of a million rows in four columns, sorted by a header
/// (run under Xvfb: `./dev bench views`).
///
/// In one process and one shown window, after a warm-up (a 1,000-row column view shown and sorted
/// once, so that fonts, styles and the header arrow's shaders are ready), with a `GtkInscription` in
/// every cell of Rows' and GTK's column views alike: the column view shows `rows` files named "File N.txt" (the
/// memory it adds is measured against a `GListStore` of one GObject per file, each phase from a
/// trimmed heap);
/// sorting by the name column (what a header click does, `gtk_column_view_sort_by_column`) is
/// timed until the first frame in the new order, with the longest the main loop went without
/// polling meanwhile; then the cells built per column against the cells bound; then GTK's own
/// `GtkSortListModel` + `GtkStringSorter` sorting the same strings; then the same files in a
/// `GridView` (``GridBenchmark``).
struct ViewsBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "views", abstract: "ColumnView: header sort of a million rows against GtkSortListModel, cells built.")

    @Option(help: "Rows in the column view.")
    var rows = 1_000_000

    @Option(help: "Parts to run, comma-separated: columns, grid, outline, thumbnails.")
    var parts = "columns,grid,outline,thumbnails"

    func run() throws {
        MainActor.assumeIsolated {
            let window = BenchWindow(width: 720, height: 800)
            let parts = Set(self.parts.split(separator: ",").map(String.init))
            let names = (0..<rows).map { "File \($0).txt" }
            var storeMemory: Double?
            if parts.contains("columns") { storeMemory = columns(window, names: names) }
            if parts.contains("grid") {
                let storeMemory = storeMemory ?? memoryOfGListStore(names: names, window: window).alone
                GridBenchmark.run(window, names: names, storeMemory: storeMemory)
            }
            if parts.contains("outline") { OutlineBenchmark.run(window) }
            if parts.contains("thumbnails") { ThumbnailBenchmark.run(window) }
        }
    }

    /// The column view's figures: memory against a `GListStore`, the header sort against GTK's sort
    /// model and GTK's sortable column view. Returns the `GListStore`'s memory, in MiB.
    @MainActor
    private func columns(_ window: BenchWindow, names: [String]) -> Double {
        let (rowsSort, columnMemory) = sortThroughColumnView(window, names: names)
        let (storeMemory, shownStoreMemory) = memoryOfGListStore(names: names, window: window)
        let gtkSort = sortThroughGtkSortListModel(names: names)
        let label = DiffBenchmark.label(rows)
        Figure(name: "views.column_rss_mb", value: columnMemory, unit: "MiB").print()
        Figure(name: "views.column_rss_mb_gliststore", value: storeMemory, unit: "MiB").print()
        Figure(
            name: "views.column_rss_ratio", value: storeMemory / max(columnMemory, 0.001), unit: "x",
            extra: ["target": "column view <= 1/5 of a GListStore of the same rows"]
        ).print()
        Figure(name: "views.column_rss_mb_gliststore_shown", value: shownStoreMemory, unit: "MiB").print()
        Figure(
            name: "views.column_rss_ratio_shown", value: shownStoreMemory / max(columnMemory, 0.001), unit: "x",
            extra: ["of": "a GListStore shown in a four-column GtkColumnView over the shown ColumnView"]
        ).print()
        Figure(name: "views.sort_\(label)_ms", value: rowsSort, unit: "ms").print()
        Figure(name: "views.sort_\(label)_ms_gtksortlistmodel", value: gtkSort, unit: "ms").print()
        Figure(
            name: "views.sort_ratio", value: gtkSort / rowsSort, unit: "x",
            extra: ["target": "rows >= 10x faster than GtkSortListModel + GtkStringSorter"]
        ).print()
        GtkColumnViewSort.run(window, names: names, rowsMilliseconds: rowsSort)
        window.clear()
        return storeMemory
    }

    /// Shows the files in a four-column view, sorts them by name; the time until the first frame
    /// in the new order, and the memory the shown view added (items, view model and widgets, before
    /// the sort). Prints the longest main-loop stall and the cells built.
    @MainActor
    private func sortThroughColumnView(_ window: BenchWindow, names: [String]) -> (ms: Double, megabytes: Double) {
        // Warm up (fonts, CSS, widget classes, and the header's sort arrow: the first time it is drawn,
        // Mesa's software renderer compiles its shaders, about 10 ms), so that the memory measured is
        // the long list's and the sort timed is the list's.
        let warmUp = makeColumnView(names.prefix(1000).enumerated().map { BenchFile(id: $0.offset, name: $0.element) })
        window.show(warmUp.widget)
        window.waitForFrame()
        warmUp.sort(byColumn: 0)
        window.waitForFrame()
        window.clear()
        let memoryBefore = trimmedResidentMegabytes()
        let files = names.enumerated().map { BenchFile(id: $0.offset, name: $0.element) }
        let itemsMemory = trimmedResidentMegabytes() - memoryBefore
        let view = makeColumnView(files)
        let viewModel = view.viewModel
        let unshownMemory = trimmedResidentMegabytes() - memoryBefore
        window.show(view.widget)
        window.waitForFrame()
        window.idle(milliseconds: 50)
        let memory = trimmedResidentMegabytes() - memoryBefore
        note("views: memory added: items \(itemsMemory) MiB, with view model and view \(unshownMemory) MiB, shown \(memory) MiB")
        // The first rows in name order ("File 0.txt", "File 1.txt", "File 10.txt", …): when the view
        // model's rows begin with them, the sort has landed.
        let expected = Array(names.sorted().prefix(3))
        precondition(Array(names.prefix(3)) != expected, "the files are already in name order")
        // When the rows in the new order are committed: the frame that shows them may be drawn in
        // the same main-loop iteration, before the loop below sees them.
        var landedAt: Double?
        let observation = viewModel.observe { _ in
            if landedAt == nil, viewModel.rows.prefix(3).map({ $0.item?.name }) == expected { landedAt = milliseconds() }
        }
        let meter = LoopStallMeter()
        meter.start()
        let start = milliseconds()
        view.sort(byColumn: 0)
        while landedAt == nil { g_main_context_iteration(nil, 1) }
        let elapsed = window.timeOfFirstFrame(after: landedAt!) - start
        // The landing frame's stall, and those of any frames GTK draws after it of itself (none is
        // asked for here: a frame asked for would redraw the whole window).
        window.idle(milliseconds: 100)
        meter.stop()
        observation.cancel()
        note(
            "views: main-loop stalls during the sort over 5 ms, in order: \(meter.stalls.filter { $0 > 5 }.map { ($0 * 10).rounded() / 10 })"
        )
        Figure(name: "views.sort_max_main_thread_ms", value: meter.longest, unit: "ms", extra: ["target": "<= 16"]).print()

        // Scroll about in the new order, then compare the cells built with the cells GTK keeps bound.
        // Each jump shows rows not shown before: every built row is bound again, and the frame lays
        // them out and paints them, as after the sort. Its longest stall is what one such frame costs.
        let scrollMeter = LoopStallMeter()
        scrollMeter.start()
        for row in stride(from: 0, to: names.count, by: max(1, names.count / 20)) {
            view.scroll(toRow: row)
            window.waitForFrame()
        }
        scrollMeter.stop()
        window.drain()
        Figure(
            name: "views.scroll_jump_max_main_thread_ms", value: scrollMeter.longest, unit: "ms",
            extra: ["of": "20 jumps to rows not shown before, each until drawn: the cost of one frame of new rows"]
        ).print()
        let built = view.statistics.cellsBuilt
        let bound = (0..<view.columns.count).reduce(0) { $0 + view.boundCells(inColumn: $1).count }
        Figure(
            name: "views.column_cells_built", value: Double(built), unit: "cells",
            extra: ["bound": bound, "target": "<= 2x bound"]
        ).print()
        note("views: sorted \(names.count) rows in \(elapsed) ms; \(built) cells built, \(bound) bound; +\(memory) MiB shown")
        window.clear()
        return (elapsed, memory)
    }

    /// A four-column view of `files`: name, size, kind and id, the first three sortable.
    @MainActor
    private func makeColumnView(_ files: [BenchFile]) -> ColumnView<SingleSection, BenchFile> {
        let viewModel = ListViewModel(ListSnapshot(items: files))
        let texts = CellRegistration<TextColumnCell, String> { cell, text in cell.label.text = text }
        let numbers = CellRegistration<NumberColumnCell, Int> { cell, number in cell.label.text = String(number) }
        return ColumnView(
            viewModel,
            columns: [
                .init("Name", using: texts, value: \.name, width: .expanding, sortedBy: .by(\.name)),
                .init("Size", using: numbers, value: \.size, width: .fixed(100), sortedBy: .by(\.size)),
                .init("Kind", using: texts, value: \.kind, width: .fixed(80), sortedBy: .by(\.kind)),
                .init("ID", using: numbers, value: \.id, width: .fixed(100)),
            ])
    }

    /// GTK's own sort of the same strings: a `GtkStringList` in a non-incremental
    /// `GtkSortListModel` with a `GtkStringSorter` on the string objects' `string` property.
    @MainActor
    private func sortThroughGtkSortListModel(names: [String]) -> Double {
        let list = gtk_string_list_new(nil)!
        for name in names { gtk_string_list_append(list, name) }
        let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
        let sorter = gtk_string_sorter_new(expression)!  // takes the expression
        let start = milliseconds()
        // Takes the list and the sorter; not incremental, so it sorts here, at once.
        let model = gtk_sort_list_model_new(
            list, UnsafeMutablePointer<GtkSorter>(sorter))!
        let elapsed = milliseconds() - start
        precondition(g_list_model_get_n_items(model) == guint(names.count))
        g_object_unref(GtkPointer.raw(model))
        note("views: GtkSortListModel + GtkStringSorter sorted \(names.count) strings in \(elapsed) ms")
        return elapsed
    }
}

/// A cell of the views benchmark's column view: one inscription, as GTK's column views in the
/// benchmark have (a column's cells get their width from the column, not from their text).
typealias ColumnTextCell = OneTextCell<Inscription>

/// The column view's text cells (name, kind).
final class TextColumnCell: ColumnTextCell {}
/// The column view's number cells (size, id).
final class NumberColumnCell: ColumnTextCell {}

/// A file row of the views benchmark.
struct BenchFile: Identifiable, Equatable, Sendable {
    let id: Int
    let name: String
    var size: Int { (id &* 7_919) % 1_000_003 }
    var kind: String { id % 3 == 0 ? "folder" : "file" }
}
