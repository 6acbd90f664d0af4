import PropertyBased
import Testing

@testable import RowsCore

@Suite("Where old rows stand after a change")
struct RowDestinationsTests {
    @Test(
        "with unique ids, each kept row's new index is where its id is in the new list, and removed rows have none",
        arguments: [RowDestinations.Layout.automatic, .dictionary, .table])
    func uniqueIDsMatchTheNewList(layout: RowDestinations.Layout) async {
        await propertyCheck(count: 500, input: rows(maxID: 40, count: 0...60), rows(maxID: 40, count: 0...60)) {
            old, new in
            let (old, new) = (uniqued(old), uniqued(new))
            let changes = ListChanges(from: old, to: new)
            let destinations = RowDestinations(splices: changes.splices, moves: changes.moves, layout: layout)
            for (index, row) in old.enumerated() {
                #expect(
                    destinations.newIndex(ofOldRow: index) == new.firstIndex { $0.id == row.id },
                    "old \(old.map(\.id)) new \(new.map(\.id)) row \(index)")
            }
        }
    }

    @Test(
        "with repeated ids, kept rows go to distinct rows of the same id, and exactly the removals have none",
        arguments: [RowDestinations.Layout.automatic, .dictionary, .table])
    func repeatedIDsPairRows(layout: RowDestinations.Layout) async {
        await propertyCheck(count: 500, input: rows(maxID: 8, count: 0...40), rows(maxID: 8, count: 0...40)) {
            old, new in
            let changes = ListChanges(from: old, to: new)
            let destinations = RowDestinations(splices: changes.splices, moves: changes.moves, layout: layout)
            var taken = Set<Int>()
            for (index, row) in old.enumerated() {
                let newIndex = destinations.newIndex(ofOldRow: index)
                #expect((newIndex == nil) == changes.removals.contains(index), "old \(old) new \(new) row \(index)")
                guard let newIndex else { continue }
                #expect(new.indices.contains(newIndex) && new[newIndex].id == row.id, "old \(old) new \(new) row \(index)")
                #expect(taken.insert(newIndex).inserted, "two old rows go to new row \(newIndex)")
            }
        }
    }

    @Test("a change without splices keeps every row where it was")
    func noSplicesKeepsRows() {
        let destinations = RowDestinations(splices: [], moves: [])
        #expect((0..<5).map { destinations.newIndex(ofOldRow: $0) } == [0, 1, 2, 3, 4])
    }

    @Test(
        "rows shift past an insertion and a removal, and a moved row goes where the move says",
        arguments: [RowDestinations.Layout.automatic, .dictionary, .table])
    func shiftsAndMoves(layout: RowDestinations.Layout) {
        // [0 1 2 3 4] → [4 0 1 5 3]: 4 moves to the front, 2 is removed, 5 inserted.
        let old = (0..<5).map { Row(id: $0) }
        let new = [4, 0, 1, 5, 3].map { Row(id: $0) }
        let changes = ListChanges(from: old, to: new)
        let destinations = RowDestinations(splices: changes.splices, moves: changes.moves, layout: layout)
        #expect((0..<5).map { destinations.newIndex(ofOldRow: $0) } == [1, 2, nil, 4, 0])
    }

    @Test("a move outside every splice's removed rows (changes made by hand) is kept, not written past the table")
    func moveOutsideTheSplices() {
        let destinations = RowDestinations(
            splices: [.init(position: 5, removed: 1, added: 1)], moves: [.init(from: 0, to: 5)], layout: .table)
        #expect(destinations.newIndex(ofOldRow: 0) == 0)
        #expect(destinations.newIndex(ofOldRow: 5) == nil)
        #expect(destinations.newIndex(ofOldRow: 6) == 6)
    }

    @Test("a reversed list of 10,000 rows: every row goes to its mirror place")
    func reversal() {
        let old = (0..<10_000).map { Row(id: $0) }
        let changes = ListChanges(from: old, to: old.reversed())
        let destinations = RowDestinations(splices: changes.splices, moves: changes.moves)
        #expect(old.indices.allSatisfy { destinations.newIndex(ofOldRow: $0) == old.count - 1 - $0 })
    }
}
