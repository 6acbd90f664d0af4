import RowsCore
import Testing

/// Moves to an ``ItemDestination`` and the reordering decisions, on small hand-made lists.
@Suite("Moving items and deciding drops")
struct MovingItemsTests {
    /// Sections a (1, 2, 3) and b (4, 5), with headers. Rows: [a] 1 2 3 [b] 4 5.
    private func twoSections(footers: Bool = false) -> Snapshot {
        Snapshot(sections: [
            .init(id: "a", items: [1, 2, 3].map { Row(id: $0) }, showsFooter: footers),
            .init(id: "b", items: [4, 5].map { Row(id: $0) }, showsFooter: footers),
        ])
    }

    private func ids(_ snapshot: Snapshot) -> [[Int]] { snapshot.sections.map { $0.items.map(\.id) } }

    @Test("an item moves before, after, to the start or the end, within its section or into another")
    func movesToEachKindOfDestination() throws {
        let snapshot = twoSections()
        #expect(ids(try snapshot.moving(1, to: .after(3))) == [[2, 3, 1], [4, 5]])
        #expect(ids(try snapshot.moving(3, to: .before(1))) == [[3, 1, 2], [4, 5]])
        #expect(ids(try snapshot.moving(5, to: .startOf("a"))) == [[5, 1, 2, 3], [4]])
        #expect(ids(try snapshot.moving(1, to: .endOf("b"))) == [[2, 3], [4, 5, 1]])
        #expect(ids(try snapshot.moving(2, to: .startOf("b"))) == [[1, 3], [2, 4, 5]])
        #expect(try snapshot.moving(2, to: .after(2)) == snapshot, "after itself: nothing")
        #expect(throws: ListSnapshotError.unknownSection("c")) { try snapshot.moving(2, to: .startOf("c")) }
        #expect(throws: ListSnapshotError.unknownItem("9")) { try snapshot.moving(9, to: .startOf("a")) }
    }

    @Test("where an item is, as a destination, puts it back after a move (undo)")
    func destinationOfAnItemUndoesAMove() throws {
        let snapshot = twoSections()
        #expect(snapshot.destination(ofItem: 1) == .startOf("a"))
        #expect(snapshot.destination(ofItem: 5) == .after(4))
        #expect(snapshot.destination(ofItem: 9) == nil)
        for id in 1...5 {
            let back = try #require(snapshot.destination(ofItem: id))
            let moved = try snapshot.moving(id, to: .endOf(id < 4 ? "b" : "a"))
            #expect(try moved.moving(id, to: back) == snapshot, "item \(id)")
        }
    }

    @Test("a drop lands before an item in its upper half, after it in its lower half")
    func dropOnItems() {
        let rows = twoSections().rows  // [a] 1 2 3 [b] 4 5
        #expect(rows.dropDestination(forItem: 1, overRow: 3, inLowerHalf: true) == .after(3))
        #expect(rows.dropDestination(forItem: 1, overRow: 5, inLowerHalf: false) == .before(4))
        #expect(rows.dropDestination(forItem: 5, overRow: 1, inLowerHalf: false) == .before(1))
    }

    @Test("a drop on the dragged row, or just beside it, changes nothing")
    func dropsThatChangeNothing() {
        let rows = twoSections().rows
        #expect(rows.dropDestination(forItem: 2, overRow: 2, inLowerHalf: false) == nil)
        #expect(rows.dropDestination(forItem: 2, overRow: 2, inLowerHalf: true) == nil)
        #expect(rows.dropDestination(forItem: 2, overRow: 1, inLowerHalf: true) == nil, "after the row above")
        #expect(rows.dropDestination(forItem: 2, overRow: 3, inLowerHalf: false) == nil, "before the row below")
        #expect(rows.dropDestination(forItem: 1, overRow: 0, inLowerHalf: true) == nil, "first already")
        #expect(rows.dropDestination(forItem: 5, overRow: nil, inLowerHalf: true) == nil, "last already")
        #expect(rows.dropDestination(forItem: 9, overRow: 2, inLowerHalf: true) == nil, "not shown")
    }

    @Test("a header's lower half is the start of its section, its upper half the end of the section before")
    func dropOnHeaders() {
        let rows = twoSections().rows  // [a] 1 2 3 [b] 4 5
        #expect(rows.dropDestination(forItem: 1, overRow: 4, inLowerHalf: true) == .startOf("b"))
        #expect(rows.dropDestination(forItem: 5, overRow: 4, inLowerHalf: false) == .endOf("a"))
        #expect(rows.dropDestination(forItem: 5, overRow: 0, inLowerHalf: false) == .startOf("a"), "no section before")
        #expect(rows.dropDestination(forItem: 3, overRow: 4, inLowerHalf: false) == nil, "the end of a already")
        #expect(rows.dropDestination(forItem: 1, overRow: nil, inLowerHalf: false) == .endOf("b"), "below the rows")
    }

    @Test("a footer's upper half is the end of its section, its lower half the start of the section after")
    func dropOnFooters() {
        let rows = twoSections(footers: true).rows  // [a] 1 2 3 (a) [b] 4 5 (b)
        #expect(rows.dropDestination(forItem: 1, overRow: 4, inLowerHalf: false) == .endOf("a"))
        #expect(rows.dropDestination(forItem: 1, overRow: 4, inLowerHalf: true) == .startOf("b"))
        #expect(rows.dropDestination(forItem: 1, overRow: 8, inLowerHalf: true) == .endOf("b"), "no section after")
    }

    @Test("the indicator is a line on the row edge where the item lands")
    func dropIndicators() {
        let rows = twoSections(footers: true).rows  // [a] 1 2 3 (a) [b] 4 5 (b)
        #expect(rows.dropIndicator(for: .before(2)) == DropIndicator(row: 2, edge: .top))
        #expect(rows.dropIndicator(for: .after(2)) == DropIndicator(row: 2, edge: .bottom))
        #expect(rows.dropIndicator(for: .startOf("b")) == DropIndicator(row: 5, edge: .bottom), "under b's header")
        #expect(rows.dropIndicator(for: .endOf("a")) == DropIndicator(row: 4, edge: .top), "over a's footer")
        #expect(twoSections().rows.dropIndicator(for: .endOf("a")) == DropIndicator(row: 3, edge: .bottom))
        #expect(rows.dropIndicator(for: .before(9)) == nil)
    }

    @Test("Alt+Up and Alt+Down move one place, into the neighbouring section at a section's edge")
    func keyboardMoves() {
        let rows = twoSections().rows
        #expect(rows.destination(movingItem: 2, by: -1) == .before(1))
        #expect(rows.destination(movingItem: 2, by: 1) == .after(3))
        #expect(rows.destination(movingItem: 3, by: 1) == .startOf("b"))
        #expect(rows.destination(movingItem: 4, by: -1) == .endOf("a"))
        #expect(rows.destination(movingItem: 1, by: -1) == nil, "the top of the list")
        #expect(rows.destination(movingItem: 5, by: 1) == nil, "the bottom of the list")
    }

    @MainActor
    @Test("the view model moves an item as one move of its row, and refuses a move that changes nothing")
    func viewModelMoves() {
        let model = ListViewModel(twoSections())
        var updates: [ListUpdate<String, Row>] = []
        let observation = model.observe { updates.append($0) }
        defer { observation.cancel() }
        #expect(model.moveItem(1, to: .startOf("b")))
        #expect(ids(model.snapshot) == [[2, 3], [1, 4, 5]])
        #expect(updates.count == 1)
        #expect(updates.first?.splices.map { [$0.position, $0.removed, $0.added] } == [[1, 1, 0], [4, 0, 1]])
        #expect(!model.moveItem(1, to: .startOf("b")))
        #expect(!model.moveItem(9, to: .startOf("b")))
        #expect(updates.count == 1)
    }
}
