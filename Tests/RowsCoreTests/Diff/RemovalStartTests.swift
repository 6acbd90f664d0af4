import PropertyBased
import Testing

@testable import RowsCore

/// A model of GTK 4.8's tree of runs (`GtkListItemManager`): a run for each built row, with the
/// row its widget shows, and a run for each stretch of unbuilt rows; removals and additions as
/// `gtk_list_item_manager_remove_items` and `_add_items` make them, the removal's offset into its
/// first run ignored as GTK 4.8.3 ignores it.
private struct GtkRuns {
    private var runs: [(count: Int, shows: Int?)]

    /// The runs of a view over rows `0..<count` that has built `built` (ascending), each stretch of
    /// unbuilt rows cut into runs of at most `longest` rows (GTK 4.8 leaves a stretch in several runs
    /// after some removals and additions).
    init(count: Int, built: [Int], longest: Int = .max) {
        runs = []
        var next = 0
        func unbuilt(_ count: Int) {
            var left = count
            while left > 0 {
                runs.append((Swift.min(left, longest), nil))
                left -= Swift.min(left, longest)
            }
        }
        for row in built {
            unbuilt(row - next)
            runs.append((1, row))
            next = row + 1
        }
        unbuilt(count - next)
    }

    /// The run holding `position`, and `position`'s offset in it; nil at the end.
    private func run(holding position: Int) -> (index: Int, offset: Int)? {
        var start = 0
        for (index, run) in runs.enumerated() {
            if position < start + run.count { return (index, position - start) }
            start += run.count
        }
        return nil
    }

    /// Applies one `items-changed` as GTK 4.8 does, before it builds or releases any widget.
    mutating func apply(_ emission: ListChanges.Splice) {
        var toRemove = emission.removed
        if toRemove > 0, let index = run(holding: emission.position)?.index {
            while toRemove > 0 {
                if runs[index].count > toRemove {
                    runs[index].count -= toRemove
                    toRemove = 0
                } else {
                    toRemove -= runs[index].count
                    runs.remove(at: index)
                }
            }
        }
        guard emission.added > 0 else { return }
        if let (index, _) = run(holding: emission.position), runs[index].shows == nil {
            runs[index].count += emission.added
        } else {
            let index = run(holding: emission.position)?.index ?? runs.count
            runs.insert((emission.added, nil), at: index)
        }
    }

    /// Each widget's position and the row it shows.
    var widgets: [(position: Int, shows: Int)] {
        var start = 0
        var result: [(Int, Int)] = []
        for run in runs {
            if let shows = run.shows { result.append((start, shows)) }
            start += run.count
        }
        return result
    }
}

@Suite("Where an emission's removal starts, for GTK 4.8")
struct RemovalStartTests {
    /// Replays `emissions` on rows `0..<count`, new rows numbered from 1,000,000; after each, every
    /// widget the GTK model keeps must show the row now at its position.
    private func misplacedWidgets(
        _ emissions: [ListChanges.Splice], count: Int, built: [Int], longestRun: Int = .max
    ) -> [String] {
        var rows = Array(0..<count)
        var gtk = GtkRuns(count: count, built: built, longest: longestRun)
        var nextNew = 1_000_000
        var misplaced: [String] = []
        for emission in emissions {
            let range = emission.position..<(emission.position + emission.removed)
            rows.replaceSubrange(range, with: (0..<emission.added).map { nextNew + $0 })
            nextNew += emission.added
            gtk.apply(emission)
            for widget in gtk.widgets where widget.position >= rows.count || rows[widget.position] != widget.shows {
                misplaced.append("after \(emission): the widget of row \(widget.shows) at \(widget.position)")
            }
        }
        return misplaced
    }

    @Test("the model shows GTK 4.8's fault: a removal from an unbuilt row into the built ones leaves them shown")
    func unsplitRemovalLeavesWidgets() {
        let built = Array(0..<5) + Array(1_798..<2_003)
        let emission = ListChanges.Splice(position: 1_797, removed: 3, added: 0)
        let misplaced = misplacedWidgets([emission], count: 5_000, built: built)
        #expect(misplaced.first == "after @1797 -3 +0: the widget of row 1798 at 1795")
        let parts = emission.splitForRemoval(aroundBuilt: built)
        #expect(parts == [.init(position: 1_797, removed: 1, added: 0), .init(position: 1_797, removed: 2, added: 0)])
        #expect(misplacedWidgets(parts, count: 5_000, built: built) == [])
    }

    @Test("a removal that starts a run, stays in its stretch or removes nothing is not split")
    func runStartsAreNotSplit() {
        let built = Array(100..<200) + Array(300..<400)
        for emission: ListChanges.Splice in [
            .init(position: 0, removed: 150, added: 3),  // the first row
            .init(position: 100, removed: 150, added: 0),  // a built row
            .init(position: 200, removed: 150, added: 0),  // right after a built row, into the next ones
            .init(position: 50, removed: 50, added: 80),  // ends before the built rows
            .init(position: 250, removed: 0, added: 7),  // removes nothing
        ] {
            #expect(emission.splitForRemoval(aroundBuilt: built) == [emission], "\(emission)")
        }
        #expect(
            ListChanges.Splice(position: 90, removed: 20, added: 4).splitForRemoval(aroundBuilt: built)
                == [.init(position: 90, removed: 10, added: 0), .init(position: 90, removed: 10, added: 4)])
    }

    @Test("split, any emission replays exactly and leaves every widget GTK 4.8 keeps on its own row")
    func splitKeepsEveryWidgetRight() async {
        await propertyCheck(
            count: 500, input: Gen.int(in: 1...400), Gen.int(in: 0...400), Gen.int(in: 0...60), Gen.int(in: 0...400),
            Gen.int(in: 0...120), Gen.int(in: 0...120), Gen.int(in: 1...200)
        ) { count, builtStart, builtLength, position, removed, added, longestRun in
            let built = Array(0..<min(3, count)) + Array(min(builtStart, count)..<min(count, builtStart + builtLength))
            let builtRows = Array(Set(built)).sorted()
            let start = min(position, count)
            let emission = ListChanges.Splice(position: start, removed: min(removed, count - start), added: added)
            let parts = emission.splitForRemoval(aroundBuilt: builtRows)
            #expect(parts.count <= 2)
            var expected = Array(0..<count)
            expected.replaceSubrange(
                emission.position..<(emission.position + emission.removed), with: (0..<emission.added).map { -1 - $0 })
            var replayed = Array(0..<count)
            var nextNew = -1
            for part in parts {
                replayed.replaceSubrange(
                    part.position..<(part.position + part.removed), with: (0..<part.added).map { nextNew - $0 })
                nextNew -= part.added
            }
            #expect(replayed == expected, "\(emission) as \(parts)")
            #expect(
                misplacedWidgets(parts, count: count, built: builtRows, longestRun: longestRun) == [],
                "\(emission) as \(parts), built \(builtRows), runs of \(longestRun)")
            if parts.count == 2 { #expect(parts[0].added == 0, "the first part adds nothing") }
        }
    }
}
