import ArgumentParser
import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit

/// `rows-bench search`: typing a search into a million rows, then deleting it, in Rows and in GTK's
/// own `GtkFilterListModel` + `GtkStringFilter`, in one process and one shown window.
///
/// Both lists hold the same strings, `GeneratedRow.title` ("Row 12,345"). Each keystroke is timed
/// from the search call until its result is shown: for Rows, committed on the GLib loop; for GTK,
/// until the filter model has nothing pending. A frame is drawn between keystrokes, untimed.
/// Rows matches every word anywhere in a row ("row 12" is rows with "row" and "12"); GTK's string
/// filter matches the whole text as one substring, so the results differ: both counts are printed.
struct SearchBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Typing a search into a million rows: Rows against GtkFilterListModel + GtkStringFilter.")

    /// The keystrokes: "row 1234" typed, then deleted.
    static let typed = ["r", "ro", "row", "row 1", "row 12", "row 123", "row 1234", "row 123", "row 12", "row 1", ""]

    @Option(help: "Rows in the list.")
    var rows = 1_000_000

    @Flag(help: "Let GTK's filter model filter incrementally, in slices on the main loop (default: at once).")
    var incremental = false

    func run() throws {
        MainActor.assumeIsolated {
            let window = BenchWindow()
            warmUp(window)
            let items = Self.makeRows(count: rows)
            let rowsSteps = typeIntoRows(items, window)
            let gtkSteps = typeIntoGtk(items.map(\.title), window)
            report(rows: rowsSteps, gtk: gtkSteps)
            let indexMilliseconds = Self.timeIndexBuild(items)
            Figure(
                name: "search.index_build_ms", value: indexMilliseconds, unit: "ms",
                extra: ["note": "folding every title once into a SearchIndex, on every core; inside the first keystroke above"]
            ).print()
        }
    }

    /// Types a short search into small lists of both kinds, so neither pays GTK's or Swift's first-use costs.
    @MainActor
    private func warmUp(_ window: BenchWindow) {
        let items = Self.makeRows(count: 20_000)
        let rowsRun = RowsSearchRun(items, in: window)
        _ = rowsRun.type(["r", "row 1", ""], in: window)
        window.clear()
        let gtk = GtkStringFilterList(items.map(\.title), incremental: incremental)
        window.show(gtk.widget)
        for query in ["r", "row 1", ""] {
            gtk.search(query)
            while gtk.pending > 0 { g_main_context_iteration(nil, 1) }
            window.waitForFrame()
        }
        window.clear()
    }

    @MainActor
    private func typeIntoRows(_ items: [GeneratedRow], _ window: BenchWindow) -> [SearchStep] {
        let run = RowsSearchRun(items, in: window)
        window.idle(milliseconds: 50)
        let steps = run.type(Self.typed, in: window)
        for step in steps { note("rows \(step.json)") }
        // The same keystrokes again on the same list: its texts are folded already.
        let again = run.type(Self.typed, in: window)
        let total = again.reduce(0) { $0 + $1.milliseconds }
        Figure(
            name: "search.total_ms_rows_second_pass", value: total, unit: "ms",
            extra: ["note": "the same keystrokes typed again into the same list: no folding"]
        ).print()
        window.clear()
        return steps
    }

    @MainActor
    private func typeIntoGtk(_ titles: [String], _ window: BenchWindow) -> [SearchStep] {
        let gtk = GtkStringFilterList(titles, incremental: incremental)
        window.show(gtk.widget)
        window.waitForFrame()
        window.idle(milliseconds: 50)
        let steps = Self.typed.map { query in
            let start = Self.now()
            gtk.search(query)
            let call = Self.now() - start
            while gtk.pending > 0 { g_main_context_iteration(nil, 1) }
            var step = SearchStep(query: query, milliseconds: Self.now() - start, matches: gtk.count)
            step.call = call
            step.longestPiece = call
            step.mainThread = call
            window.waitForFrame()
            return step
        }
        for step in steps { note("gtk \(step.json)") }
        window.clear()
        return steps
    }

    @MainActor
    private func report(rows: [SearchStep], gtk: [SearchStep]) {
        let rowsTotal = rows.reduce(0) { $0 + $1.milliseconds }
        let gtkTotal = gtk.reduce(0) { $0 + $1.milliseconds }
        let longest = rows.max { $0.longestPiece < $1.longestPiece }!
        let ownLongest = rows.map { $0.longestPiece - $0.longestPieceGtk }.max() ?? 0
        let common: [String: Any] = ["rows": self.rows, "keystrokes": Self.typed.count]
        Figure(
            name: "search.total_ms_rows", value: rowsTotal, unit: "ms", extra: common.merging(["steps": rows.map(\.json)]) { $1 }
        ).print()
        Figure(
            name: "search.total_ms_gtk", value: gtkTotal, unit: "ms",
            extra: common.merging([
                "steps": gtk.map(\.json),
                "mode": incremental
                    ? "GtkFilterListModel incremental (until pending is 0)" : "GtkFilterListModel not incremental",
            ]) { $1 }
        ).print()
        Figure(name: "search.ratio", value: gtkTotal / rowsTotal, unit: "x", extra: ["target": "gtk / rows >= 10"]).print()
        let applying = rows.reduce(0) { $0 + $1.gtkApply }
        Figure(
            name: "search.rows_gtk_applying_ms", value: applying, unit: "ms",
            extra: [
                "splices": rows.reduce(0) { $0 + $1.splices }, "binds": rows.reduce(0) { $0 + $1.binds },
                "note":
                    "of search.total_ms_rows: ListView.listDidUpdate, i.e. GTK taking the splices (grouped into few items-changed emissions) and binding",
            ]
        ).print()
        Figure(
            name: "search.rows_own_ms", value: rowsTotal - applying, unit: "ms",
            extra: [
                "note": "search.total_ms_rows minus search.rows_gtk_applying_ms",
                "gtk_over_own": gtkTotal / (rowsTotal - applying),
            ]
        ).print()
        Figure(
            name: "search.max_main_thread_ms", value: longest.longestPiece, unit: "ms",
            extra: [
                "target": 16, "query": longest.query, "gtk_applying_ms": longest.longestPieceGtk,
                "rows_own_ms": longest.longestPiece - longest.longestPieceGtk, "splices": longest.splices,
                "note": "longest single main-thread piece for one keystroke: the search call or one loop callback",
            ]
        ).print()
        Figure(
            name: "search.max_main_thread_ms_own", value: ownLongest, unit: "ms",
            extra: ["note": "the same, GTK's applying of the splices left out: Rows' own code"]
        ).print()
    }

    /// `count` generated rows, made off the main actor (a closure formed on it pays isolation checks).
    nonisolated private static func makeRows(count: Int) -> [GeneratedRow] {
        GeneratedRows.make(count: count)
    }

    /// How long folding every title takes.
    nonisolated private static func timeIndexBuild(_ items: [GeneratedRow]) -> Double {
        let start = now()
        let index = SearchIndex(items) { $0.title }
        let elapsed = now() - start
        precondition(index.items.count == items.count)
        return elapsed
    }

    /// Monotonic milliseconds.
    nonisolated static func now() -> Double { milliseconds() }
}
