import CGtk
import Rows
import SeededRandom

/// `rows-bench gtk --parts economy`: what one change costs a shown 100,000-row list, scrolled to the
/// middle, in configure closures run and in GTK binds, with one cell type and with six.
///
/// The cases: one row inserted far above the rows shown, one removed above them, one shown row
/// changed, one shown row moved three places, and 20 random edits (changes, insertions, removals
/// and moves) across the whole list. Each figure is what the apply and the frame after it cost.
@MainActor
struct EconomyBenchmark {
    let window: BenchWindow
    let rows: Int

    /// A row with an id (its identity) and a value (its content); its cell type follows from the id.
    struct Row: Identifiable, Equatable, Sendable {
        let id: Int
        var value: Int

        func kind(among types: Int) -> Int { Int((UInt32(truncatingIfNeeded: id) &* 2_654_435_761) >> 29) % types }
    }

    /// What one case cost.
    struct Cost {
        var configures = 0
        var gtkBinds = 0
        var repeatedBinds = 0
        var cellsBuilt = 0
        var emissions = 0
        var splices = 0
    }

    func run() {
        var random = SplitMix64(seed: 11)
        for types in [1, 6] {
            let label = types == 1 ? "one_type" : "six_types"
            let list = makeList(types: types)
            let cases: [(String, (inout [Row], [Int], inout SplitMix64) -> Int)] = [
                (
                    "insert_far_above",
                    { rows, _, _ in
                        rows.insert(Row(id: -1, value: 0), at: 10)
                        return 0
                    }
                ),
                (
                    "remove_above",
                    { rows, _, _ in
                        rows.remove(at: 20)
                        return 0
                    }
                ),
                (
                    "change_visible",
                    { rows, shown, _ in
                        rows[shown[shown.count / 2]].value += 1
                        return 1
                    }
                ),
                (
                    "move_visible_3",
                    { rows, shown, _ in
                        let from = shown[shown.count / 2]
                        rows.insert(rows.remove(at: from), at: from + 3)
                        return 1
                    }
                ),
                ("random_edits_20", { rows, shown, random in Self.randomEdits(&rows, count: 20, shown: shown, using: &random) }),
            ]
            for (name, edit) in cases {
                let (cost, editedShown) = measure(list, edit: edit, random: &random)
                let target: Any =
                    switch name {
                    case "insert_far_above", "remove_above": 0
                    case "change_visible": 1
                    case "move_visible_3": "<= 1, 0 cells built"
                    default: "<= \(editedShown) (edited rows that are built)"
                    }
                Figure(
                    name: "gtk.economy.\(label).\(name).configures", value: Double(cost.configures), unit: "configures",
                    extra: ["target": target, "rows": rows, "cells_built": cost.cellsBuilt]
                ).print()
                Figure(
                    name: "gtk.economy.\(label).\(name).gtk_binds", value: Double(cost.gtkBinds), unit: "binds",
                    extra: [
                        "repeated_binds_no_work": cost.repeatedBinds, "emissions": cost.emissions,
                        "splices": cost.splices,
                    ]
                ).print()
            }
            window.clear()
        }
    }

    private func makeList(types: Int) -> ListView<SingleSection, Row> {
        let items = (0..<rows).map { Row(id: $0, value: 0) }
        let cells = BenchCells<Row>(kind: { $0.kind(among: types) }, text: { "Row \($0.id): \($0.value)" })
        let list = ListView(ListViewModel(ListSnapshot(items: items)), cellProvider: cells.provider)
        window.show(list.widget)
        window.waitForFrame()
        list.scroll(toRow: rows / 2)
        for _ in 0..<3 { window.waitForFrame() }
        window.drain()
        return list
    }

    /// Applies one edit (given the rows and the shown row indices; it returns how many of the rows it
    /// edited are shown) and counts what the apply and the next frame cost.
    private func measure(
        _ list: ListView<SingleSection, Row>, edit: (inout [Row], [Int], inout SplitMix64) -> Int,
        random: inout SplitMix64
    ) -> (Cost, Int) {
        var items = list.viewModel.snapshot.items
        let shown = list.boundCells.map(\.row)
        let editedShown = edit(&items, shown, &random)
        let before = list.statistics
        let splices = ListChanges(from: list.viewModel.snapshot.items, to: items).splices.count
        list.viewModel.apply(ListSnapshot(items: items))
        window.waitForFrame()
        window.drain()
        let after = list.statistics
        let cost = Cost(
            configures: after.configures - before.configures, gtkBinds: after.binds - before.binds,
            repeatedBinds: after.repeatedBinds - before.repeatedBinds, cellsBuilt: after.cellsBuilt - before.cellsBuilt,
            emissions: after.splices - before.splices, splices: splices)
        return (cost, editedShown)
    }

    /// `count` random edits anywhere in `rows`: changes, insertions, removals and moves, a quarter
    /// each. Returns how many edited rows are among `shown` (or land among them).
    static func randomEdits(_ rows: inout [Row], count: Int, shown: [Int], using random: inout SplitMix64) -> Int {
        let shownRange = (shown.first ?? 0)...(shown.last ?? -1)
        var editedShown = 0
        var nextID = rows.count + 1_000_000
        for edit in 0..<count {
            let index = Int.random(in: rows.indices, using: &random)
            if shownRange.contains(index) { editedShown += 1 }
            switch edit % 4 {
            case 0: rows[index].value += 1
            case 1:
                rows.insert(Row(id: nextID, value: 0), at: index)
                nextID += 1
            case 2: rows.remove(at: index)
            default:
                let to = Int.random(in: rows.indices, using: &random)
                if shownRange.contains(to) { editedShown += 1 }
                rows.insert(rows.remove(at: index), at: to)
            }
        }
        return editedShown
    }
}
