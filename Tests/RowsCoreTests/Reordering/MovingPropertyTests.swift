import RowsCore
import SeededRandom
import Testing

/// Random snapshots (sections with and without headers and footers, some empty) and random drops
/// and moves.
@Suite("Moving items: properties")
struct MovingPropertyTests {
    private func randomSnapshot(_ random: inout SplitMix64) -> Snapshot {
        var next = 0
        let sections = (0..<Int.random(in: 1...4, using: &random)).map { index in
            let items = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                next += 1
                return Row(id: next)
            }
            return Snapshot.Section(
                id: "s\(index)", items: items, showsHeader: Bool.random(using: &random), showsFooter: Bool.random(using: &random))
        }
        return Snapshot(sections: sections)
    }

    private func allDestinations(in snapshot: Snapshot) -> [Snapshot.Destination] {
        snapshot.items.flatMap { [Snapshot.Destination.before($0.id), .after($0.id)] }
            + snapshot.sectionIDs.flatMap { [Snapshot.Destination.startOf($0), .endOf($0)] }
    }

    @Test("a drop anywhere moves the item where its indicator showed, keeps every item, and diffs to one move")
    func dropsMoveWhereTheIndicatorShows() throws {
        var random = SplitMix64(seed: 15)
        var checked = 0
        for _ in 0..<3_000 {
            let snapshot = randomSnapshot(&random)
            let rows = snapshot.rows
            guard let item = snapshot.items.randomElement(using: &random) else { continue }
            let over: Int? =
                rows.isEmpty || Int.random(in: 0..<10, using: &random) == 0 ? nil : Int.random(in: 0..<rows.count, using: &random)
            let lower = Bool.random(using: &random)
            guard let destination = rows.dropDestination(forItem: item.id, overRow: over, inLowerHalf: lower) else { continue }
            checked += 1
            let moved = try snapshot.moving(item.id, to: destination)
            #expect(moved != snapshot)
            #expect(moved.items.map(\.id).sorted() == snapshot.items.map(\.id).sorted())
            // The diff: one move of the item's row, as one removal and one insertion.
            let changes = SectionedChanges(from: snapshot, to: moved)
            #expect(changes.rows.removals.isEmpty && changes.rows.insertions.isEmpty)
            if changes.rows.moves.isEmpty {
                // Between two sections with no header or footer between them, the rows stay as they
                // are: only the item's section changes.
                #expect(changes.splices.isEmpty && changes.itemsChangingSection.count == 1)
            } else {
                #expect(changes.rows.moves.count == 1)
                #expect(changes.splices.map { $0.removed + $0.added } == [1, 1])
            }
            // The item lands in the gap the indicator marks.
            guard let indicator = rows.dropIndicator(for: destination) else {
                Issue.record("no indicator for \(destination) in \(snapshot.sections)")
                continue
            }
            let gap = indicator.row + (indicator.edge == .bottom ? 1 : 0)
            let from = try #require(rows.row(ofItem: item.id))
            var expected = Array(rows.map(\.id))
            expected.remove(at: from)
            expected.insert(.item(item.id), at: gap - (from < gap ? 1 : 0))
            #expect(Array(moved.rows.map(\.id)) == expected, "\(item.id) to \(destination) in \(snapshot.sections)")
        }
        #expect(checked > 1_000)
    }

    @Test("a destination changes the rows exactly when moving there changes the snapshot")
    func noOpDecisionMatchesTheMove() throws {
        var random = SplitMix64(seed: 16)
        for _ in 0..<500 {
            let snapshot = randomSnapshot(&random)
            guard let item = snapshot.items.randomElement(using: &random) else { continue }
            for destination in allDestinations(in: snapshot) {
                let moved = try snapshot.moving(item.id, to: destination)
                #expect(snapshot.rows.changes(item.id, destination) == (moved != snapshot), "\(item.id) to \(destination)")
            }
        }
    }

    @Test("Alt+Up and Alt+Down move an item one place: a neighbour within its section, or the next section")
    func keyboardMovesOnePlace() throws {
        var random = SplitMix64(seed: 17)
        for _ in 0..<1_000 {
            let snapshot = randomSnapshot(&random)
            guard let item = snapshot.items.randomElement(using: &random) else { continue }
            let step = Bool.random(using: &random) ? 1 : -1
            let before = try #require(snapshot.location(of: item.id))
            let order = snapshot.items.map(\.id)
            guard let destination = snapshot.rows.destination(movingItem: item.id, by: step) else {
                let lastSection = snapshot.sections.count - 1
                let atEdge =
                    step < 0
                    ? before == .init(section: 0, item: 0)
                    : before == .init(section: lastSection, item: snapshot.sections[lastSection].items.count - 1)
                #expect(atEdge, "only the list's first item cannot go up, its last down")
                continue
            }
            let moved = try snapshot.moving(item.id, to: destination)
            let after = try #require(moved.location(of: item.id))
            let newOrder = moved.items.map(\.id)
            if after.section == before.section {
                #expect(newOrder.firstIndex(of: item.id)! == order.firstIndex(of: item.id)! + step)
            } else {
                #expect(after.section == before.section + step, "into the neighbouring section")
                #expect(newOrder == order, "at a section's edge the item only changes section")
                #expect(after.item == (step < 0 ? moved.sections[after.section].items.count - 1 : 0))
            }
        }
    }
}
