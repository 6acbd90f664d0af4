import DiffFuzzing
import PropertyBased
import RowsCore
import Testing

typealias Snapshot = ListSnapshot<String, Row>

/// A snapshot with sections `names` (in order) holding rows with ids spread over them by `placement`.
private func snapshot(sections names: [String], items: [Row], placement: [Int]) -> Snapshot {
    var sections = names.map { Snapshot.Section(id: $0) }
    for (offset, item) in items.enumerated() where !sections.isEmpty {
        sections[placement[offset % max(placement.count, 1)] % sections.count].items.append(item)
    }
    return Snapshot(sections: sections)
}

private func sectionNames() -> Generator<[String], some Sequence & SendableMetatype> {
    Gen.int(in: 0...5).array(of: 0...5).map { indices in
        var seen = Set<Int>()
        return indices.filter { seen.insert($0).inserted }.map { "S\($0)" }
    }
}

private func placedRows() -> Generator<[Row], some Sequence & SendableMetatype> {
    zip(Gen.int(in: 0...30), Gen.int(in: 0...1)).map { Row(id: $0, version: $1) }.array(of: 0...30).map(uniqued)
}

/// Snapshots whose section ids and item ids repeat: up to five sections named S0 to S2, each with or
/// without header and footer, holding up to 12 rows with ids 0 to 5.
private func repeatingSnapshots() -> Generator<Snapshot, some Sequence & SendableMetatype> {
    zip(
        zip(Gen.int(in: 0...2), Gen.int(in: 0...3)).array(of: 0...5),
        zip(Gen.int(in: 0...5), Gen.int(in: 0...1), Gen.int(in: 0...4)).array(of: 0...12)
    ).map { shapes, rows in
        var sections = shapes.map { name, shape in
            Snapshot.Section(id: "S\(name)", showsHeader: shape & 1 == 0, showsFooter: shape & 2 != 0)
        }
        for (id, version, place) in rows where !sections.isEmpty {
            sections[place % sections.count].items.append(Row(id: id, version: version))
        }
        return Snapshot(sections: sections)
    }
}

@MainActor
@Suite("SectionedChanges")
struct SectionedChangesTests {
    @Test("replaying the flattened splices of any two sectioned snapshots yields the new rows")
    func flattenedReplayIsExact() async {
        await propertyCheck(
            count: 300, input: sectionNames(), placedRows(), Gen.int(in: 0...9).array(of: 1...8), sectionNames(),
            placedRows(), Gen.int(in: 0...9).array(of: 1...8)
        ) { oldNames, oldItems, oldPlacement, newNames, newItems, newPlacement in
            let old = snapshot(sections: oldNames, items: oldItems, placement: oldPlacement)
            let new = snapshot(sections: newNames, items: newItems, placement: newPlacement)
            let changes = SectionedChanges(from: old, to: new)
            #expect(violations(of: changes.rows, from: Array(old.rows), to: Array(new.rows)) == [])
            #expect(changes.isEmpty == (old == new))
        }
    }

    @Test(
        "repeated item ids within and across sections and repeated section ids: audited rows, sane section moves, items changing section as paired, a mirror in step"
    )
    func repeatedIDs() async {
        await propertyCheck(count: 1_000, input: repeatingSnapshots(), repeatingSnapshots()) { old, new in
            // Rows and sections audited (ChangeAudit), items changing section as the rows and the
            // sections pair, empty only for equal snapshots.
            #expect(SectionedAudit.problems(in: SectionedChanges(from: old, to: new), from: old, to: new) == [])
            // A list kept only by the splices and the reconfigured rows, as GTK's model is, stays in step.
            let model = ListViewModel(old)
            let mirror = MirrorObserver(model)
            model.apply(new)
            #expect(mirror.isInSync)
            model.apply(old)
            #expect(mirror.isInSync)
        }
    }

    @Test("a section that moves takes its header and items along in as few moves as possible")
    func sectionMoves() throws {
        let red = Snapshot.Section(id: "red", items: (0..<100).map { Row(id: $0) })
        let blue = Snapshot.Section(id: "blue", items: [Row(id: 1000)])
        let changes = SectionedChanges(from: Snapshot(sections: [red, blue]), to: Snapshot(sections: [blue, red]))
        #expect(changes.sections.moves.count == 1)
        #expect(changes.rows.moves.count == 2, "blue's header and its one item move; red's 101 rows stay")
        #expect(changes.itemsChangingSection.isEmpty)
    }

    @Test("sections that appear and vanish are section insertions and removals")
    func sectionsAppearAndVanish() {
        let a = Snapshot.Section(id: "a", items: [Row(id: 1)])
        let b = Snapshot.Section(id: "b", items: [Row(id: 2), Row(id: 3)])
        let changes = SectionedChanges(from: Snapshot(sections: [a]), to: Snapshot(sections: [a, b]))
        #expect(changes.sections.insertions == [1])
        #expect(changes.splices == [.init(position: 2, removed: 0, added: 3)])
        let back = SectionedChanges(from: Snapshot(sections: [a, b]), to: Snapshot(sections: [b]))
        #expect(back.sections.removals == [0])
        #expect(back.splices == [.init(position: 0, removed: 2, added: 0)])
    }

    @Test("an item that changes section is reported with both sections")
    func itemChangesSection() throws {
        var old = Snapshot()
        try old.appendSections(["todo", "done"])
        try old.appendItems([Row(id: 1), Row(id: 2)], toSection: "todo")
        var new = old
        try new.moveItem(1, toEndOf: "done")
        let changes = SectionedChanges(from: old, to: new)
        #expect(changes.itemsChangingSection == [.init(item: 1, from: "todo", to: "done")])
        #expect(violations(of: changes.rows, from: Array(old.rows), to: Array(new.rows)) == [])
    }

    @Test("a single section with a header shifts every index by the header row")
    func singleSectionShiftsByHeader() {
        let old = Snapshot(sections: [.init(id: "s", items: [Row(id: 1), Row(id: 2)])])
        let new = Snapshot(sections: [.init(id: "s", items: [Row(id: 2), Row(id: 1, version: 1), Row(id: 3)])])
        let changes = SectionedChanges(from: old, to: new)
        #expect(violations(of: changes.rows, from: Array(old.rows), to: Array(new.rows)) == [])
        #expect(changes.rows.insertions == [3])
    }

    @Test("a header that is switched off is a section update and a one-row splice")
    func headerSwitchedOff() {
        let old = Snapshot(sections: [.init(id: "s", items: [Row(id: 1)])])
        let new = Snapshot(sections: [.init(id: "s", items: [Row(id: 1)], showsHeader: false)])
        let changes = SectionedChanges(from: old, to: new)
        #expect(changes.sections.updates == [0])
        #expect(changes.splices == [.init(position: 0, removed: 1, added: 0)])
    }
}

/// Cases libFuzzer found (`./dev fuzz`), kept so they stay fixed.
@Suite("SectionedChanges: found by fuzzing")
struct SectionedChangesFuzzFindings {
    @Test("an item crossing into the next section, past headerless sections, is a change though no row moves")
    func itemCrossingHeaderlessSectionsIsAChange() {
        let old = Snapshot(sections: [
            .init(id: "a", items: [Row(id: 1)]), .init(id: "b", items: [Row(id: 2)], showsHeader: false),
        ])
        let new = Snapshot(sections: [
            .init(id: "a", items: []), .init(id: "b", items: [Row(id: 1), Row(id: 2)], showsHeader: false),
        ])
        let changes = SectionedChanges(from: old, to: new)
        #expect(changes.rows.isEmpty, "the flat rows are the same")
        #expect(changes.itemsChangingSection == [.init(item: 1, from: "a", to: "b")])
        #expect(!changes.isEmpty)
    }

    @Test("an item crossing between two headerless sections of the same id is a change though no row moves")
    func itemCrossingSectionsOfOneIDIsAChange() {
        let old = Snapshot(sections: [
            .init(id: "s", items: [Row(id: 1)], showsHeader: false), .init(id: "s", items: [], showsHeader: false),
        ])
        let new = Snapshot(sections: [
            .init(id: "s", items: [], showsHeader: false), .init(id: "s", items: [Row(id: 1)], showsHeader: false),
        ])
        let changes = SectionedChanges(from: old, to: new)
        #expect(changes.rows.isEmpty && changes.sections.isEmpty)
        #expect(changes.itemsChangingSection == [.init(item: 1, from: "s", to: "s")])
        #expect(!changes.isEmpty)
    }

    @Test("when the only section is replaced by another, its items are reported as changing section")
    func replacedOnlySectionReportsItsItems() {
        let old = Snapshot(sections: [.init(id: "a", items: [Row(id: 1), Row(id: 2)])])
        let new = Snapshot(sections: [.init(id: "b", items: [Row(id: 2)], showsHeader: false)])
        let changes = SectionedChanges(from: old, to: new)
        #expect(changes.itemsChangingSection == [.init(item: 2, from: "a", to: "b")])
    }
}
