import RowsCore
import Testing

@Suite("ListSnapshot")
struct ListSnapshotTests {
    private func colors() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["red", "green"])
        try snapshot.appendItems([Row(id: 1), Row(id: 2)], toSection: "red")
        try snapshot.appendItems([Row(id: 3)])
        return snapshot
    }

    @Test("nearestItemRow, where the arrow keys go, is the nearest item row, skipping headers and footers")
    func nearestItemRowSkipsSupplementaryRows() throws {
        let rows = try colors().rows  // header, 1, 2, header, 3
        #expect(rows.nearestItemRow(from: 3, step: 1) == 4)
        #expect(rows.nearestItemRow(from: 3, step: -1) == 2)
        #expect(rows.nearestItemRow(from: 0, step: -1) == nil)
        #expect(rows.nearestItemRow(from: 0, step: 1) == 1)
        #expect(rows.nearestItemRow(from: 5, step: 1) == nil)
    }

    @Test("appending without a section name fills the last section")
    func appendGoesToLastSection() throws {
        let snapshot = try colors()
        #expect(try snapshot.items(inSection: "green") == [Row(id: 3)])
        #expect(snapshot.itemCount == 3)
        #expect(snapshot.rows.count == 5)
        #expect(
            Array(snapshot.rows) == [.header("red"), .item(Row(id: 1)), .item(Row(id: 2)), .header("green"), .item(Row(id: 3))])
    }

    @Test("edits that name a missing id throw an error naming that id")
    func missingIDsAreNamed() throws {
        var snapshot = try colors()
        #expect(throws: ListSnapshotError.unknownItem("42")) { try snapshot.insertItems([Row(id: 9)], before: 42) }
        #expect(throws: ListSnapshotError.unknownSection("blue")) { try snapshot.appendItems([], toSection: "blue") }
        #expect(throws: ListSnapshotError.duplicateSection("red")) { try snapshot.appendSections(["red"]) }
        var empty = Snapshot()
        #expect(throws: ListSnapshotError.noSections) { try empty.appendItems([Row(id: 1)]) }
        #expect(ListSnapshotError.unknownItem("42").description == "the snapshot has no item with id 42")
        #expect(snapshot == (try colors()), "a failed edit leaves the snapshot as it was")
    }

    @Test("items move before and after other items, across sections too")
    func movingItems() throws {
        var snapshot = try colors()
        try snapshot.moveItem(1, after: 3)
        #expect(snapshot.items.map(\.id) == [2, 3, 1])
        try snapshot.moveItem(1, before: 2)
        #expect(snapshot.items.map(\.id) == [1, 2, 3])
        #expect(snapshot.location(of: 3) == .init(section: 1, item: 0))
    }

    @Test("sections insert and move around other sections")
    func movingSections() throws {
        var snapshot = try colors()
        try snapshot.insertSections(["blue"], after: "red")
        try snapshot.moveSection("green", before: "red")
        #expect(snapshot.sectionIDs == ["green", "red", "blue"])
        try snapshot.moveSection("green", after: "blue")
        #expect(snapshot.sectionIDs == ["red", "blue", "green"])
        #expect(throws: ListSnapshotError.unknownSection("pink")) { try snapshot.moveSection("red", before: "pink") }
        #expect(snapshot.sectionIDs.count == 3, "a failed move loses no section")
    }

    @Test("deleted items come back where they were when restored")
    func deleteAndRestore() throws {
        let original = try colors()
        var snapshot = original
        let removed = snapshot.deleteItems([1, 3, 99])
        #expect(removed.map(\.item.id) == [1, 3])
        #expect(snapshot.items.map(\.id) == [2])
        snapshot.restore(removed)
        #expect(snapshot == original)
    }

    @Test("update-or-append updates existing ids in place and appends new ones; the last version of an id wins")
    func updateOrAppend() throws {
        var snapshot = try colors()
        let counts = try snapshot.updateOrAppendItems(
            [Row(id: 2, version: 1), Row(id: 7), Row(id: 7, version: 2)], toSection: "red")
        #expect(counts.updated == 1 && counts.inserted == 1)
        #expect(try snapshot.items(inSection: "red") == [Row(id: 1), Row(id: 2, version: 1), Row(id: 7, version: 2)])
    }

    @Test("reconfiguring replaces content by id and reports ids it did not find")
    func reconfigure() throws {
        var snapshot = try colors()
        #expect(snapshot.reconfigureItems([Row(id: 3, version: 5), Row(id: 8)]) == [8])
        #expect(snapshot.item(withID: 3) == Row(id: 3, version: 5))
    }

    @Test("filtering drops sections left empty unless asked to keep them")
    func filtering() throws {
        let snapshot = try colors()
        #expect(snapshot.filtered { $0.id != 3 }.sectionIDs == ["red"])
        #expect(snapshot.filtered(keepingEmptySections: true) { $0.id != 3 }.sectionIDs == ["red", "green"])
    }

    @Test("flat rows map rows to sections and items to rows, footers included")
    func flatRows() {
        let snapshot = Snapshot(sections: [
            .init(id: "a", items: [Row(id: 1)], showsFooter: true),
            .init(id: "b", items: [Row(id: 2), Row(id: 3)], showsHeader: false),
        ])
        let rows = snapshot.rows
        #expect(Array(rows) == [.header("a"), .item(Row(id: 1)), .footer("a"), .item(Row(id: 2)), .item(Row(id: 3))])
        #expect((0..<5).map(rows.sectionIndex(containing:)) == [0, 0, 0, 1, 1])
        #expect(rows.row(ofItem: 3) == 4)
        #expect(rows[2].isSupplementary && !rows[1].isSupplementary)
        #expect(rows.firstRow(ofAnyItemIn: [3, 2, 9]) == 3, "the topmost of the ids, whatever the set's order")
        #expect(rows.firstRow(ofAnyItemIn: [3]) == 4 && rows.firstRow(ofAnyItemIn: [9, 8]) == nil)
        #expect(rows.firstRow(ofAnyItemIn: []) == nil)
    }

    @Test("a plain list has one section and no header row")
    func plainList() {
        let snapshot = ListSnapshot(items: [Row(id: 1), Row(id: 2)])
        #expect(Array(snapshot.rows).map(\.item) == [Row(id: 1), Row(id: 2)])
    }
}
