import PropertyBased
import SeededRandom
import Testing

@testable import RowsCore

/// Replays splices or emissions on `old`, taking added rows from `new`; returns the ids (rows
/// updated in place keep their old content, as no splice touches them).
private func replay(_ splices: [ListChanges.Splice], on old: [Row], from new: [Row]) -> [Int] {
    var list = old
    for splice in splices {
        list.replaceSubrange(
            splice.position..<(splice.position + splice.removed), with: new[splice.position..<(splice.position + splice.added)])
    }
    return list.map(\.id)
}

/// Each emission's removed range in the old list.
private func oldRanges(_ splices: [ListChanges.Splice]) -> [Range<Int>] {
    var shift = 0
    return splices.map { splice in
        let start = splice.position - shift
        shift += splice.added - splice.removed
        return start..<(start + splice.removed)
    }
}

/// A window of built rows, as a view has: `start` and `length` cut to the list.
private func window(_ start: Int, _ length: Int, in count: Int) -> [Int] {
    guard count > 0 else { return [] }
    let first = min(start, count - 1)
    return Array(first..<min(count, first + length))
}

@Suite("Grouping splices into items-changed emissions")
struct EmissionGroupingTests {
    @Test("replaying the emissions yields the new list, for any lists and any built window")
    func emissionsReplayExactly() async {
        await propertyCheck(
            count: 500, input: rows(maxID: 30, count: 0...60), rows(maxID: 30, count: 0...60), Gen.int(in: 0...60),
            Gen.int(in: 0...20)
        ) { old, new, start, length in
            let changes = ListChanges(from: old, to: new)
            let emissions = changes.emissions(aroundBuilt: window(start, length, in: old.count))
            #expect(replay(emissions, on: old, from: new) == new.map(\.id), "old \(old) new \(new) emissions \(emissions)")
            #expect(emissions.count <= changes.splices.count)
        }
    }

    @Test("emissions are split only to keep one that removes or covers a built row short")
    func splitOnlyAroundBuiltRows() async {
        await propertyCheck(
            count: 500, input: rows(maxID: 40, count: 0...80), rows(maxID: 40, count: 0...80), Gen.int(in: 0...80),
            Gen.int(in: 0...25)
        ) { old, new, start, length in
            let built = window(start, length, in: old.count)
            let emissions = ListChanges(from: old, to: new).emissions(aroundBuilt: built)
            let ranges = oldRanges(emissions)
            let limit = ListChanges.emissionSpanLimit(builtRowCount: built.count)
            for index in ranges.indices.dropLast() {
                let (before, after) = (ranges[index], ranges[index + 1])
                let mergedAdded = emissions[index + 1].position + emissions[index + 1].added - emissions[index].position
                let mergedRemovesBuilt = built.contains { (before.lowerBound..<after.upperBound).contains($0) }
                #expect(mergedRemovesBuilt && mergedAdded > limit, "no reason to split \(before) from \(after): \(emissions)")
            }
            // No built move here (ids repeat, so moves can join splices only by chance): with unique ids
            // and no move of a built row, an emission that removes a built row stays under the limit.
            let changes = ListChanges(from: old, to: new)
            let builtMoves = changes.moves.contains { built.contains($0.from) }
            for (emission, range) in zip(emissions, ranges) where !builtMoves && built.contains(where: range.contains) {
                let single = changes.splices.contains { $0.position == emission.position && $0.added == emission.added }
                #expect(single || emission.added <= limit, "\(emission) removes a built row and adds more than \(limit)")
            }
        }
    }

    @Test("the plan groups splices exactly as the array-based plan it replaced, for any lists, moves and built rows")
    func planMatchesReference() async {
        await propertyCheck(
            count: 500, input: rows(maxID: 30, count: 0...60), rows(maxID: 30, count: 0...60), Gen.int(in: 0...60),
            Gen.int(in: 0...40)
        ) { old, new, start, length in
            let changes = ListChanges(from: old, to: new)
            let built = window(start, length, in: old.count)
            #expect(changes.emissions(aroundBuilt: built) == referenceEmissions(of: changes, aroundBuilt: built))
        }
        // Unique ids, shuffled in places: many moves of built rows, so many joined runs of splices.
        await propertyCheck(count: 500, input: Gen.int(in: 2...150), Gen.int(in: 0...100_000)) { count, seed in
            var random = SplitMix64(seed: UInt64(seed))
            let old = (0..<count).map { Row(id: $0) }
            var new = old.filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
            for _ in 0..<Int.random(in: 0...(count / 4), using: &random) where new.count > 1 {
                let moved = new.remove(at: Int.random(in: new.indices, using: &random))
                new.insert(moved, at: Int.random(in: 0...new.count, using: &random))
            }
            for id in 0..<Int.random(in: 0...10, using: &random) {
                new.insert(Row(id: count + id), at: Int.random(in: 0...new.count, using: &random))
            }
            let changes = ListChanges(from: old, to: new)
            let built = window(Int.random(in: 0..<count, using: &random), Int.random(in: 1...40, using: &random), in: count)
            #expect(
                changes.emissions(aroundBuilt: built) == referenceEmissions(of: changes, aroundBuilt: built),
                "old \(old.map(\.id)) new \(new.map(\.id)) built \(built)")
        }
    }

    @Test("a reversed list of 20,000 rows is grouped as the array-based plan groups it, wherever the built rows are")
    func reversalMatchesReference() {
        let old = (0..<20_000).map { Row(id: $0) }
        let changes = ListChanges(from: old, to: old.reversed())
        let windows: [[Int]] = [
            Array(9_900..<10_105), [0, 1, 2] + Array(9_900..<10_105), Array(9_900..<10_105) + [19_999], Array(0..<205),
            Array(19_795..<20_000), [10_000], [],
        ]
        for built in windows {
            #expect(
                changes.emissions(aroundBuilt: built) == referenceEmissions(of: changes, aroundBuilt: built),
                "built \(built.first ?? -1)...\(built.last ?? -1)")
        }
    }

    @Test("with no built row, all splices are one emission")
    func noBuiltRowsIsOneEmission() async {
        await propertyCheck(count: 300, input: rows(maxID: 30, count: 0...60), rows(maxID: 30, count: 0...60)) { old, new in
            let changes = ListChanges(from: old, to: new)
            let emissions = changes.emissions(aroundBuilt: [])
            #expect(emissions.count == min(changes.splices.count, 1))
            #expect(replay(emissions, on: old, from: new) == new.map(\.id))
        }
    }

    @Test("a built row moved among the built rows is removed and re-added in one emission")
    func builtMoveIsOneEmission() async {
        await propertyCheck(count: 400, input: Gen.int(in: 20...200), Gen.int(in: 0...1000)) { count, seed in
            var random = SplitMix64(seed: UInt64(seed))
            let old = (0..<count).map { Row(id: $0) }
            let built = window(Int.random(in: 0..<count, using: &random), 15, in: count)
            var new = old
            // An unrelated edit far away, and a move within the built rows.
            new.insert(Row(id: 10_000), at: Int.random(in: 0...new.count, using: &random))
            let movedID = built[Int.random(in: built.indices, using: &random)]
            let from = new.firstIndex { $0.id == movedID }!
            let moved = new.remove(at: from)
            let staying = built.filter { $0 != movedID }
            guard let firstStaying = staying.first, let lastStaying = staying.last else { return }
            let lowest = new.firstIndex { $0.id == firstStaying }!
            let highest = new.firstIndex { $0.id == lastStaying }!
            new.insert(moved, at: Int.random(in: lowest...(highest + 1), using: &random))
            let changes = ListChanges(from: old, to: new)
            let emissions = changes.emissions(aroundBuilt: built)
            #expect(replay(emissions, on: old, from: new) == new.map(\.id))
            guard let move = changes.moves.first(where: { old[$0.from].id == moved.id }) else { return }
            let removedIn = oldRanges(emissions).firstIndex { $0.contains(move.from) }
            let addedIn = emissions.firstIndex { ($0.position..<($0.position + $0.added)).contains(move.to) }
            #expect(removedIn != nil && removedIn == addedIn, "move \(move) across emissions \(emissions), built \(built)")
        }
    }

    @Test("splices above, below and around the built rows: one emission each side, none joined across")
    func examples() {
        let old = (0..<1000).map { Row(id: $0) }
        var new = old
        new.remove(at: 900)
        new.insert(Row(id: 5000), at: 600)
        new[300] = Row(id: 300, version: 1)  // an update: no splice
        new.remove(at: 100)
        new.insert(Row(id: 5001), at: 10)
        let changes = ListChanges(from: old, to: new)
        #expect(changes.splices.count == 4)
        let built = Array(400..<500)
        let emissions = changes.emissions(aroundBuilt: built)
        #expect(emissions == [.init(position: 10, removed: 91, added: 91), .init(position: 600, removed: 301, added: 301)])
        #expect(replay(emissions, on: old, from: new) == new.map(\.id))
        // Built rows between every splice: nothing is joined.
        #expect(changes.emissions(aroundBuilt: [50, 500, 700]) == changes.splices)
    }
}
