import CGtk
import SeededRandom
import Testing

@testable import Rows

/// A shown view of ``Entry`` rows that the random-update rounds can drive and read back.
@MainActor
protocol ShownRowsHarness: AnyObject {
    var viewModel: ListViewModel<String, Entry> { get }
    /// `items-changed` emissions seen on Rows' model.
    var itemsChanged: [(position: UInt32, removed: UInt32, added: UInt32)] { get set }
    /// Rows' count-only model, if the view is alive.
    var shownModel: OpaquePointer? { get }
    /// GTK's position for each bound list item, and the text its cell shows.
    func boundRows() -> [(position: Int, text: String)]
    /// Bound rows whose text differs from the view model's row at the same position.
    func mismatchedRows() -> [String]
    func waitForFrames(sourceLocation: SourceLocation)
    func scroll(toRow row: Int)
}

/// Random sectioned updates applied to a shown view, round after round: after each, GTK must have
/// got exactly the emissions planned around the rows it had built (a removal that GTK 4.8 would get
/// wrong in parts), the emissions replayed on the old
/// rows must give the new ones, and every bound row must show the snapshot's row.
@MainActor
enum RandomUpdateRounds {
    /// Runs `rounds` rounds from `seed`, keeping at least `minimumItems` items, scrolling now and
    /// then; `afterEach` checks more after each round.
    static func run(
        _ harness: some ShownRowsHarness, seed: UInt64, rounds: Int = 60, minimumItems: Int,
        afterEach: (_ round: Int) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var random = SplitMix64(seed: seed)
        var nextID = 1000
        #expect(harness.mismatchedRows().isEmpty, sourceLocation: sourceLocation)
        for round in 0..<rounds {
            let model = try #require(harness.shownModel, sourceLocation: sourceLocation)
            let built = harness.boundRows().map(\.position)
            try #require(built.count > 10, "round \(round): GTK bound \(built.count) rows", sourceLocation: sourceLocation)
            let oldRows = harness.viewModel.rows
            let old = harness.viewModel.displayed
            harness.itemsChanged.removeAll()
            var sections = RandomEdits.apply(to: harness.viewModel.snapshot, nextID: &nextID, using: &random).sections
            // Keep the view long enough for GTK to build many rows.
            while sections.reduce(0, { $0 + $1.items.count }) < minimumItems {
                sections[Int.random(in: sections.indices, using: &random)].items.append(Entry(id: nextID, text: "top-up"))
                nextID += 1
            }
            harness.viewModel.apply(ListSnapshot(sections: sections))
            harness.waitForFrames(sourceLocation: sourceLocation)
            let changes = SectionedChanges(from: old, to: harness.viewModel.displayed)
            let planned = changes.rows.emissions(aroundBuilt: built)
            let emitted = harness.itemsChanged.map {
                ListChanges.Splice(position: Int($0.position), removed: Int($0.removed), added: Int($0.added))
            }
            #expect(
                isPlanned(emitted, planned), "round \(round): \(emitted) for \(planned), splices \(changes.splices)",
                sourceLocation: sourceLocation)
            #expect(planned.count <= changes.splices.count, sourceLocation: sourceLocation)
            // The emissions, replayed on the old rows, give the new rows (updated rows keep their ids).
            var replayed = Array(oldRows.map(\.id))
            let newRows = harness.viewModel.rows
            for splice in emitted {
                replayed.replaceSubrange(
                    splice.position..<(splice.position + splice.removed),
                    with: newRows[splice.position..<(splice.position + splice.added)].map(\.id))
            }
            #expect(replayed == Array(newRows.map(\.id)), "round \(round)", sourceLocation: sourceLocation)
            #expect(Int(rows_list_model_get_count(model)) == newRows.count, "round \(round)", sourceLocation: sourceLocation)
            let mismatches = harness.mismatchedRows()
            #expect(mismatches.isEmpty, "round \(round): \(mismatches.prefix(5))", sourceLocation: sourceLocation)
            afterEach(round)
            if round % 7 == 3 {
                harness.scroll(toRow: Int.random(in: 0..<harness.viewModel.rows.count, using: &random))
                harness.waitForFrames(sourceLocation: sourceLocation)
            }
        }
    }

    /// Whether `emitted` is `planned`, with some emissions made in consecutive parts (see
    /// `ListChanges.Splice.splitForRemoval(aroundBuilt:)`): each part where the parts before it
    /// ended, together removing and adding what the planned emission does.
    static func isPlanned(_ emitted: [ListChanges.Splice], _ planned: [ListChanges.Splice]) -> Bool {
        var index = 0
        for plan in planned {
            var (removed, added) = (0, 0)
            repeat {
                guard index < emitted.count, emitted[index].position == plan.position + added else { return false }
                removed += emitted[index].removed
                added += emitted[index].added
                index += 1
                guard removed <= plan.removed, added <= plan.added else { return false }
            } while removed != plan.removed || added != plan.added
        }
        return index == emitted.count
    }
}
