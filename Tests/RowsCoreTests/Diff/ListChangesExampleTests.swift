import RowsCore
import SeededRandom
import Testing

@Suite("ListChanges examples")
struct ListChangesExampleTests {
    @Test("moving the top row of 100,000 to the bottom is one move and two one-row splices")
    func topToBottomOfALargeList() {
        let old = (0..<100_000).map { Row(id: $0) }
        var new = old
        new.append(new.removeFirst())
        let changes = ListChanges(from: old, to: new)
        #expect(changes.moves == [.init(from: 0, to: 99_999)])
        #expect(changes.splices == [.init(position: 0, removed: 1, added: 0), .init(position: 99_999, removed: 0, added: 1)])
        #expect(changes.removals.isEmpty && changes.insertions.isEmpty && changes.updates.isEmpty)
    }

    @Test("a changed row that stays in place is an update and no splice")
    func changedContentIsAnUpdate() {
        let old = [Row(id: 1), Row(id: 2), Row(id: 3)]
        let new = [Row(id: 1), Row(id: 2, version: 1), Row(id: 3)]
        let changes = ListChanges(from: old, to: new)
        #expect(changes.updates == [1])
        #expect(changes.splices.isEmpty)
        #expect(!changes.isEmpty)
    }

    @Test("adjacent removals and insertions merge into one splice")
    func adjacentChangesMerge() {
        let old = [1, 2, 3, 4, 5].map { Row(id: $0) }
        let new = [1, 7, 8, 4, 5].map { Row(id: $0) }
        #expect(ListChanges(from: old, to: new).splices == [.init(position: 1, removed: 2, added: 2)])
    }

    @Test("from and to an empty list")
    func emptyLists() {
        let rows = [1, 2, 3].map { Row(id: $0) }
        #expect(ListChanges(from: [Row](), to: rows).splices == [.init(position: 0, removed: 0, added: 3)])
        #expect(ListChanges(from: rows, to: []).removals == [0, 1, 2])
        #expect(ListChanges(from: [Row](), to: []).isEmpty)
    }

    @Test("repeated ids pair in order and the surplus is inserted or removed")
    func repeatedIDsPairInOrder() {
        let old = [Row(id: 1), Row(id: 9), Row(id: 1)]
        let new = [Row(id: 9), Row(id: 1), Row(id: 1), Row(id: 1)]
        let changes = ListChanges(from: old, to: new)
        #expect(violations(of: changes, from: old, to: new) == [])
        #expect(changes.insertions.count == 1)
        #expect(changes.removals.isEmpty)
    }

    @Test("splices and moves describe themselves readably")
    func descriptions() {
        #expect(ListChanges.Splice(position: 3, removed: 1, added: 2).description == "@3 -1 +2")
        #expect(ListChanges.Move(from: 0, to: 9).description == "0→9")
    }
}

@Suite("ListChanges at scale")
struct ListChangesScaleTests {
    @Test(
        "large lists, matched on two threads over many partitions, replay exactly with minimal moves",
        arguments: [1, 2, 3])
    func largeListsReplayExactly(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let old = (0..<60_000).map { Row(id: $0, version: Int.random(in: 0...20, using: &generator) == 0 ? 1 : 0) }
        var new = old.filter { _ in Int.random(in: 0..<10, using: &generator) > 0 }
        new.insert(contentsOf: (0..<3_000).map { Row(id: 100_000 + $0) }, at: 20_000)
        new[0..<1_500].shuffle(using: &generator)
        new = new.map { row in Int.random(in: 0..<50, using: &generator) == 0 ? Row(id: row.id, version: 7) : row }
        let changes = ListChanges(from: old, to: new)
        #expect(violations(of: changes, from: old, to: new) == [], "the audit includes the least number of moves")
    }

    @Test("large lists with many repeated ids still replay exactly")
    func largeListsWithRepeatsReplayExactly() {
        var generator = SplitMix64(seed: 99)
        let old = (0..<50_000).map { _ in Row(id: Int.random(in: 0..<20_000, using: &generator)) }
        let new = (0..<50_000).map { _ in Row(id: Int.random(in: 0..<20_000, using: &generator)) }
        #expect(violations(of: ListChanges(from: old, to: new), from: old, to: new) == [])
    }
}
