import CGtk
import Foundation
import Rows

/// The grid part of `rows-bench views`: the same files as the column view's, a million by default,
/// in a shown `GridView` of one label cell per item. Its memory (items, view model and view, from a
/// trimmed heap) is compared with a `GListStore` of the same items, measured by the caller; then,
/// after scrolling through the grid, the cells built are compared with the cells GTK keeps bound.
@MainActor
enum GridBenchmark {
    /// Prints `views.grid_rss_mb` (and its ratio to `storeMemory`, the GListStore's MiB) and
    /// `views.grid_cells_built`.
    static func run(_ window: BenchWindow, names: [String], storeMemory: Double) {
        // Warm up (the grid's widget classes and CSS), so that the memory measured is the grid's.
        window.show(makeGrid(names.prefix(1000).enumerated().map { BenchFile(id: $0.offset, name: $0.element) }).widget)
        window.waitForFrame()
        window.clear()
        let memoryBefore = trimmedResidentMegabytes()
        let grid = makeGrid(names.enumerated().map { BenchFile(id: $0.offset, name: $0.element) })
        window.show(grid.widget)
        window.waitForFrame()
        window.idle(milliseconds: 50)
        let memory = trimmedResidentMegabytes() - memoryBefore
        Figure(name: "views.grid_rss_mb", value: memory, unit: "MiB").print()
        Figure(
            name: "views.grid_rss_ratio", value: storeMemory / max(memory, 0.001), unit: "x",
            extra: ["target": "grid view <= 1/5 of a GListStore of the same items", "gliststore_mb": storeMemory]
        ).print()

        for row in stride(from: 0, to: names.count, by: max(1, names.count / 20)) {
            grid.scroll(toRow: row)
            window.waitForFrame()
        }
        grid.scroll(toRow: names.count - 1)
        window.waitForFrame()
        window.drain()
        let built = grid.statistics.cellsBuilt
        let bound = grid.boundCells.count
        Figure(
            name: "views.grid_cells_built", value: Double(built), unit: "cells",
            extra: ["bound": bound, "target": "<= 2x bound"]
        ).print()
        note("views: grid of \(names.count) items: +\(memory) MiB shown; \(built) cells built, \(bound) bound")
        window.clear()
    }

    /// A grid of `files`, each cell the file's name.
    private static func makeGrid(_ files: [BenchFile]) -> GridView<SingleSection, BenchFile> {
        let names = CellRegistration<BenchCell0<Label>, BenchFile> { cell, file in cell.label.text = file.name }
        return GridView(ListViewModel(ListSnapshot(items: files)), maxColumns: 8) { cells, file in
            cells.cell(using: names, for: file)
        }
    }
}
