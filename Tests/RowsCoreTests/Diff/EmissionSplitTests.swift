import PropertyBased
import SeededRandom
import Testing

@testable import RowsCore

@Suite("Splitting a huge emission around the built rows")
struct EmissionSplitTests {
    /// The ids after replaying `splices` on `0..<oldCount`, taking added rows from `new`.
    private func replay(_ splices: [ListChanges.Splice], oldCount: Int, new: [Int]) -> [Int] {
        var list = Array(0..<oldCount)
        for splice in splices {
            list.replaceSubrange(
                splice.position..<(splice.position + splice.removed),
                with: new[splice.position..<(splice.position + splice.added)])
        }
        return list
    }

    @Test("a reordering of 100,000 rows is three emissions: before, over and after the built rows")
    func wholeListReorderingIsSplit() {
        let count = 100_000
        let changes = ListChanges(
            removals: [], insertions: [], moves: [], updates: [], splices: [.init(position: 0, removed: count, added: count)])
        let emissions = changes.emissions(aroundBuilt: Array(100..<300))
        #expect(
            emissions == [
                .init(position: 0, removed: 100, added: 100), .init(position: 100, removed: 200, added: 200),
                .init(position: 300, removed: count - 300, added: count - 300),
            ])
    }

    @Test("a huge splice replays exactly once split, and only the part over the built rows removes them")
    func splitReplaysExactly() async {
        await propertyCheck(
            count: 300, input: Gen.int(in: 0...20_000), Gen.int(in: 0...20_000), Gen.int(in: 0...20_000), Gen.int(in: 0...300)
        ) { oldCount, newCount, start, length in
            let position = min(start, oldCount, newCount) / 2
            let removed = oldCount - position
            let added = newCount - position
            let new = Array(0..<position) + (0..<added).map { 1_000_000 + $0 }
            let built = Array(min(start, oldCount)..<min(oldCount, start + length))
            let changes = ListChanges(
                removals: [], insertions: [], moves: [], updates: [],
                splices: removed + added == 0 ? [] : [.init(position: position, removed: removed, added: added)])
            let emissions = changes.emissions(aroundBuilt: built)
            #expect(replay(emissions, oldCount: oldCount, new: new) == new)
            var shift = 0
            let limit = ListChanges.emissionSplitLimit(builtRowCount: built.count)
            for emission in emissions {
                let oldRange = (emission.position - shift)..<(emission.position - shift + emission.removed)
                shift += emission.added - emission.removed
                if built.contains(where: oldRange.contains) && emissions.count > 1 {
                    #expect(emission.added <= max(limit, built.count), "\(emission) of \(emissions), built \(built.first ?? -1)…")
                }
            }
        }
    }
}
