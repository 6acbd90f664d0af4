import ArgumentParser
import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit
import SeededRandom

/// `rows-bench session`: a short scripted session through Rows' whole API, for memory checkers
/// (`./dev valgrind` runs it under memcheck). Each round builds a sectioned list of mixed cell
/// types in a shown window, scrolls it, applies updates on the main loop and in the background,
/// selects, searches, and then throws the list away. Prints how many of Rows' GObjects are alive at
/// the end, which must be none.
struct SessionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "session", abstract: "A scripted session through Rows' API, for valgrind; prints objects left alive.")

    @Option(help: "How many lists to build and throw away.")
    var rounds = 3

    @Option(help: "Rows in each list.")
    var rows = 2_000

    func run() throws {
        MainActor.assumeIsolated {
            let window = BenchWindow()
            for round in 0..<rounds { Self.playRound(round, rows: rows, in: window) }
            gtk_window_destroy(window.window)
            window.drain()
            Figure(name: "session.rounds", value: Double(rounds), unit: "lists", extra: ["rows": rows]).print()
            Figure(
                name: "session.models_alive", value: Double(rows_list_model_alive_count()), unit: "objects", extra: ["target": 0]
            )
            .print()
            Figure(
                name: "session.row_items_alive", value: Double(rows_row_item_alive_count()), unit: "objects", extra: ["target": 0]
            ).print()
        }
    }

    @MainActor
    private static func playRound(_ round: Int, rows count: Int, in window: BenchWindow) {
        var random = SplitMix64(seed: UInt64(round))
        let rows = GeneratedRows.make(count: count, seed: UInt64(round + 1))
        let sections = stride(from: 0, to: rows.count, by: 250).map { start in
            ListSnapshot<Int, GeneratedRow>.Section(id: start / 250, items: Array(rows[start..<min(start + 250, rows.count)]))
        }
        let viewModel = ListViewModel(ListSnapshot(sections: sections), selectionMode: .multiple)
        let list = ListView(viewModel, cellProvider: SoakCells.sectionedProvider())
        window.show(list.widget)
        window.waitForFrame()

        let adjustment = gtk_scrolled_window_get_vadjustment(GtkPointer.opaque(list.widget))!
        for step in 0..<20 {
            gtk_adjustment_set_value(adjustment, Double(step) * 400)
            window.waitForFrame()
        }
        var nextID = count * 10
        for _ in 0..<5 {
            let items = GeneratedRows.randomlyChanged(viewModel.snapshot.items, size: 20, nextID: &nextID, using: &random)
            viewModel.apply(ListSnapshot(sections: [.init(id: 0, items: items)]))
            window.waitForFrame()
        }
        var pending = 3
        for burst in 0..<3 {
            let first = nextID
            nextID += 10
            list.viewModel.applyInBackground(making: { snapshot in
                var generator = SplitMix64(seed: UInt64(burst))
                var newID = first
                return ListSnapshot(
                    sections: [
                        .init(
                            id: 0,
                            items: GeneratedRows.randomlyChanged(snapshot.items, size: 20, nextID: &newID, using: &generator))
                    ])
            }) { _ in pending -= 1 }
        }
        while pending > 0 { g_main_context_iteration(nil, 1) }
        _ = viewModel.select(viewModel.snapshot.items.prefix(10).map(\.id))
        viewModel.search("Row 1") { $0.title }
        window.waitForFrame()
        viewModel.search("") { $0.title }
        list.scroll(toRow: viewModel.rows.count - 1)
        window.waitForFrame()
        window.clear()
    }
}
