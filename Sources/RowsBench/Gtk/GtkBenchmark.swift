import ArgumentParser
import CGtk
import Foundation
import Rows

/// `rows-bench gtk`: Rows on a real GtkListView (run under Xvfb: `./dev bench gtk`).
///
/// Everything happens in one process and one shown window, in this order: first frame and memory
/// for a million rows through Rows, then through a GListStore; cells built while scrolling a
/// million mixed rows twice; the 100k diff scenario applied to a visible list; bind overhead.
struct GtkBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gtk", abstract: "Cells built, memory, first frame, apply and bind cost on a real GtkListView.")

    @Option(help: "Rows in the large lists.")
    var rows = 1_000_000

    @Option(help: "Scroll steps per pass, top to bottom.")
    var steps = 1000

    @Option(help: "Parts to run, comma-separated: first-frame, scroll, apply, bind, economy.")
    var parts = "first-frame,scroll,apply,bind,economy"

    func run() throws {
        try MainActor.assumeIsolated {
            let window = BenchWindow()
            let parts = Set(self.parts.split(separator: ",").map(String.init))
            if parts.contains("first-frame") { firstFrameAndMemory(window) }
            if parts.contains("scroll") { scrollTwice(window) }
            if parts.contains("apply") { try applyScenario(window) }
            if parts.contains("bind") { bindOverhead(window) }
            if parts.contains("economy") { EconomyBenchmark(window: window, rows: 100_000).run() }
        }
    }

    /// First frame and memory for a million rows, through Rows and then through a GListStore.
    @MainActor
    private func firstFrameAndMemory(_ window: BenchWindow) {
        // Warm up both ways once (fonts, CSS, widget classes), so neither pays GTK's first-use costs.
        let warmCells = BenchCells(configures: true)
        let warmItems = BenchRow.rows(count: 1000)
        window.show(ListView(ListViewModel(ListSnapshot(items: warmItems)), cellProvider: warmCells.provider).widget)
        window.waitForFrame()
        window.clear()
        window.show(GListStoreList.make(count: 1000))
        window.waitForFrame()
        window.clear()
        let (rowsFrame, rowsMemory) = firstFrameThroughRows(window)
        let (storeFrame, storeMemory) = firstFrameThroughGListStore(window)
        let label = DiffBenchmark.label(rows)
        Figure(name: "gtk.first_frame_ms_rows_\(label)", value: rowsFrame, unit: "ms").print()
        Figure(name: "gtk.first_frame_ms_gliststore_\(label)", value: storeFrame, unit: "ms").print()
        Figure(
            name: "gtk.first_frame_ratio", value: storeFrame / rowsFrame, unit: "x",
            extra: ["target": "rows <= 1/10 of gliststore"]
        ).print()
        Figure(name: "gtk.rss_mb_rows_\(label)", value: rowsMemory, unit: "MiB").print()
        Figure(name: "gtk.rss_mb_gliststore_\(label)", value: storeMemory, unit: "MiB").print()
        Figure(
            name: "gtk.rss_ratio", value: storeMemory / max(rowsMemory, 0.001), unit: "x",
            extra: ["target": "rows <= 1/5 of gliststore"]
        ).print()
    }

    /// Builds the million-row Rows list in the shown window; time to its first frame, memory added.
    @MainActor
    private func firstFrameThroughRows(_ window: BenchWindow) -> (ms: Double, megabytes: Double) {
        let cells = BenchCells(configures: true)
        window.idle(milliseconds: 50)
        let before = residentMegabytes()
        let start = milliseconds()
        let items = BenchRow.rows(count: rows)
        let built = milliseconds()
        let list = ListView(ListViewModel(ListSnapshot(items: items)), cellProvider: cells.provider)
        window.show(list.widget)
        let shown = milliseconds()
        window.waitForFrame()
        let elapsed = milliseconds() - start
        note("rows: items \(built - start) ms, list view \(shown - built) ms, frame \(milliseconds() - shown) ms")
        precondition(list.statistics.binds > 0, "the first frame bound no row")
        window.drain()
        let added = residentMegabytes() - before
        note("rows: first frame \(elapsed) ms, \(list.statistics.binds) binds, +\(added) MiB")
        window.clear()
        return (elapsed, added)
    }

    /// The same for one GObject per row in a GListStore.
    @MainActor
    private func firstFrameThroughGListStore(_ window: BenchWindow) -> (ms: Double, megabytes: Double) {
        window.idle(milliseconds: 50)
        let before = residentMegabytes()
        let start = milliseconds()
        let list = GListStoreList.make(count: rows)
        window.show(list)
        let shown = milliseconds()
        window.waitForFrame()
        note("gliststore: store and list view \(shown - start) ms, frame \(milliseconds() - shown) ms")
        let elapsed = milliseconds() - start
        window.drain()
        let added = residentMegabytes() - before
        note("gliststore: first frame \(elapsed) ms, +\(added) MiB")
        window.clear()
        return (elapsed, added)
    }

    /// Scrolls a million mixed rows top to bottom in `steps` steps, twice; cells built per pass.
    @MainActor
    private func scrollTwice(_ window: BenchWindow) {
        let cells = BenchCells(configures: true)
        let items = BenchRow.rows(count: rows)
        let list = ListView(ListViewModel(ListSnapshot(items: items)), cellProvider: cells.provider)
        window.show(list.widget)
        window.waitForFrame()
        let adjustment = gtk_scrolled_window_get_vadjustment(GtkPointer.opaque(list.widget))!
        var built: [Int] = []
        for pass in 0..<2 {
            // The first pass counts from the list's creation, its first screen included.
            let before = pass == 0 ? 0 : list.statistics.cellsBuilt
            let passStart = milliseconds()
            for step in 0...steps {
                let range = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
                gtk_adjustment_set_value(adjustment, range * Double(step) / Double(steps))
                window.waitForFrame()
            }
            built.append(list.statistics.cellsBuilt - before)
            note("scroll pass \(pass + 1): \(milliseconds() - passStart) ms, \(list.statistics.binds) binds so far")
            gtk_adjustment_set_value(adjustment, 0)
            window.waitForFrame()
        }
        let extra: [String: Any] = [
            "rows": rows, "steps": steps, "cell_types": 6, "binds": list.statistics.binds,
            "by_type": list.statistics.cellsBuiltByType.mapValues { $0 },
        ]
        Figure(
            name: "gtk.cells_built_first_pass", value: Double(built[0]), unit: "cells",
            extra: extra.merging(["target": 400]) { $1 }
        ).print()
        Figure(
            name: "gtk.cells_built_second_pass", value: Double(built[1]), unit: "cells",
            extra: ["target": 0]
        ).print()
        window.clear()
    }

    /// The RowsCore 100k diff scenario applied to a visible list.
    @MainActor
    private func applyScenario(_ window: BenchWindow) throws {
        let (old, new) = DiffBenchmark.scenario(size: 100_000)
        let registration = CellRegistration<BenchCell0<Label>, BenchItem> { cell, item in cell.label.text = item.title }
        var applyTimes: [Double] = []
        var frameTimes: [Double] = []
        var bindsDone: [Int] = []
        var splices = 0
        for _ in 0..<7 {
            let viewModel = ListViewModel(ListSnapshot(items: old))
            let list = ListView(viewModel) { cells, item in cells.cell(using: registration, for: item) }
            window.show(list.widget)
            window.waitForFrame()
            window.drain()
            let before = list.statistics
            let start = milliseconds()
            viewModel.apply(ListSnapshot(items: new))
            applyTimes.append(milliseconds() - start)
            window.waitForFrame()
            frameTimes.append(milliseconds() - start)
            let after = list.statistics
            bindsDone.append(after.configures - before.configures)
            splices = after.splices - before.splices
            guard viewModel.rows.count == new.count else { throw ValidationError("apply left the wrong row count") }
            window.clear()
        }
        applyTimes.sort()
        frameTimes.sort()
        Figure(
            name: "gtk.apply_100k_ms", value: applyTimes.median, unit: "ms",
            extra: [
                "target": 50, "min": applyTimes[0], "runs": applyTimes.count, "splices": splices,
                "binds": bindsDone.sorted().median, "until_next_frame_ms": frameTimes.median,
                "binds_note": "cells configured by the apply and the frame after it (rows bound when it ends)",
            ]
        ).print()
    }

    /// Rows' own time per bind with an empty configure, over a scroll through the list.
    @MainActor
    private func bindOverhead(_ window: BenchWindow) {
        let cells = BenchCells(configures: false)
        let items = BenchRow.rows(count: rows)
        let list = ListView(ListViewModel(ListSnapshot(items: items)), cellProvider: cells.provider)
        list.measuresBindTime = true
        window.show(list.widget)
        window.waitForFrame()
        let adjustment = gtk_scrolled_window_get_vadjustment(GtkPointer.opaque(list.widget))!
        let steps = max(self.steps / 2, 1)
        for step in 0...steps {
            let range = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
            gtk_adjustment_set_value(adjustment, range * Double(step) / Double(steps))
            window.waitForFrame()
        }
        let stats = list.statistics
        let binds = Double(max(stats.binds, 1))
        let own = Double(stats.bindNanoseconds - stats.reparentNanoseconds) / binds / 1000
        Figure(
            name: "gtk.bind_overhead_us", value: own, unit: "us",
            extra: [
                "target": 2, "binds": stats.binds, "cell_types": 6,
                "note": "Rows' own time in bind: handler time minus GTK's reparenting of cells",
            ]
        ).print()
        Figure(
            name: "gtk.bind_with_reparent_us", value: Double(stats.bindNanoseconds) / binds / 1000, unit: "us",
            extra: [
                "reparents": stats.reparents,
                "reparent_us": Double(stats.reparentNanoseconds) / Double(max(stats.reparents, 1)) / 1000,
            ]
        ).print()
        window.clear()
    }
}

extension Array where Element == Int {
    /// The middle value of a sorted array, as a Double.
    var median: Double { isEmpty ? 0 : Double(self[(count - 1) / 2] + self[count / 2]) / 2 }
}
