import DiffFuzzing
import PropertyBased
import RowsCore
import Testing

/// A base list (ids 0...maxID, so repeats are common unless made unique) and two keep-masks over it.
private func baseAndMasks(
    maxID: Int, count: ClosedRange<Int>
) -> Generator<([Row], [Bool], [Bool]), some Sequence & SendableMetatype> {
    zip(Gen.int(in: 0...maxID), Gen.int(in: 0...1), Gen.int(in: 0...3), Gen.int(in: 0...3)).array(of: count).map {
        entries in
        (entries.map { Row(id: $0.0, version: $0.1) }, entries.map { $0.2 > 0 }, entries.map { $0.3 > 1 })
    }
}

private func kept(_ mask: [Bool]) -> [Int] { mask.indices.filter { mask[$0] } }

@Suite("ListChanges between subsequences of one list")
struct SubsequenceChangesTests {
    @Test("replaying the merge's splices on one subsequence yields the other, repeated ids included")
    func replayIsExact() async {
        await propertyCheck(count: 500, input: baseAndMasks(maxID: 15, count: 0...60)) { input in
            let (base, oldMask, newMask) = input
            let old = kept(oldMask).map { base[$0] }
            let new = kept(newMask).map { base[$0] }
            let changes = ListChanges(fromSubsequence: kept(oldMask), toSubsequence: kept(newMask))
            #expect(ChangeAudit.replay(changes.splices, on: old, taking: new) == new, "base \(base)")
            #expect(changes.moves.isEmpty && changes.updates.isEmpty)
            #expect(changes.removals.count == changes.splices.reduce(0) { $0 + $1.removed })
            #expect(changes.insertions.count == changes.splices.reduce(0) { $0 + $1.added })
        }
    }

    @Test("with unique ids the merge equals the general diff: same removals, insertions and splices")
    func equalsGeneralDiffWithUniqueIDs() async {
        await propertyCheck(count: 500, input: baseAndMasks(maxID: 1_000, count: 0...80)) { input in
            let (rows, oldMask, newMask) = input
            // Unique ids, the masks cut to match.
            var seen = Set<Int>()
            let firsts = rows.indices.filter { seen.insert(rows[$0].id).inserted }
            let base = firsts.map { rows[$0] }
            let oldKept = kept(firsts.map { oldMask[$0] })
            let newKept = kept(firsts.map { newMask[$0] })
            let merged = ListChanges(fromSubsequence: oldKept, toSubsequence: newKept)
            let general = ListChanges(from: oldKept.map { base[$0] }, to: newKept.map { base[$0] })
            #expect(merged == general, "old \(oldKept) new \(newKept)")
            #expect(violations(of: merged, from: oldKept.map { base[$0] }, to: newKept.map { base[$0] }) == [])
        }
    }

    @Test("a subsequence diffed with itself has no change; with nothing, one splice")
    func edgeCases() {
        #expect(ListChanges(fromSubsequence: [1, 4, 9], toSubsequence: [1, 4, 9]).isEmpty)
        #expect(ListChanges(fromSubsequence: 0..<5, toSubsequence: []).splices == [.init(position: 0, removed: 5, added: 0)])
        #expect(ListChanges(fromSubsequence: [], toSubsequence: [2, 3]).splices == [.init(position: 0, removed: 0, added: 2)])
        let changes = ListChanges(fromSubsequence: [0, 2, 4, 6], toSubsequence: [0, 1, 6, 7])
        #expect(changes.splices == [.init(position: 1, removed: 2, added: 1), .init(position: 3, removed: 0, added: 1)])
        #expect(changes.removals == [1, 2] && changes.insertions == [1, 3])
    }
}

/// Sections of unique rows and two subsets of their items.
private func sectionedSubsets() -> Generator<(Snapshot, ItemSubset, ItemSubset), some Sequence & SendableMetatype> {
    zip(
        zip(Gen.int(in: 0...4), Gen.int(in: 0...1), Gen.int(in: 0...2), Gen.int(in: 0...2)).array(of: 0...40),
        Gen.int(in: 0...3).array(of: 1...5), Gen.int(in: 0...4)
    ).map { entries, shapes, wholeness in
        var sections = shapes.enumerated().map { index, shape in
            Snapshot.Section(id: "S\(index)", showsHeader: shape & 1 == 0, showsFooter: shape & 2 != 0)
        }
        var oldMask = [Bool]()
        var newMask = [Bool]()
        for (offset, entry) in entries.enumerated() {
            sections[entry.0 % sections.count].items.append(Row(id: offset, version: entry.1))
        }
        // Masks in items order (section after section), drawn from the entries in turn.
        let itemCount = sections.reduce(0) { $0 + $1.items.count }
        for index in 0..<itemCount {
            oldMask.append(entries[index].2 > 0)
            newMask.append(entries[index].3 > 1)
        }
        let old: ItemSubset = wholeness == 0 ? .all : .items(kept(oldMask).map(Int32.init))
        let new: ItemSubset = wholeness == 1 ? .all : .items(kept(newMask).map(Int32.init))
        return (Snapshot(sections: sections), old, new)
    }
}

@Suite("Filtered views of one snapshot")
struct ItemSubsetTests {
    @Test("a view showing a subset is the snapshot filtered to those items, empty sections dropped")
    func showingIsFiltering() async {
        await propertyCheck(count: 300, input: sectionedSubsets()) { input in
            let (snapshot, _, subset) = input
            guard case .items(let positions) = subset else {
                #expect(snapshot.showing(subset) == snapshot)
                return
            }
            let wanted = Set(positions.map { snapshot.items[Int($0)].id })
            #expect(snapshot.showing(subset) == snapshot.filtered { wanted.contains($0.id) })
        }
    }

    @Test("the merge of two views' rows equals the general sectioned diff and replays exactly")
    func mergeEqualsSectionedDiff() async {
        await propertyCheck(count: 400, input: sectionedSubsets()) { input in
            let (snapshot, old, new) = input
            let (oldView, newView) = (snapshot.showing(old), snapshot.showing(new))
            let merged = SectionedChanges(from: old, to: new, of: snapshot)
            let general = SectionedChanges(from: oldView, to: newView)
            #expect(merged.rows == general.rows, "\(snapshot) \(old) → \(new)")
            #expect(merged.sections.splices == general.sections.splices)
            #expect(general.itemsChangingSection.isEmpty)
            #expect(
                ChangeAudit.replay(merged.splices, on: Array(oldView.rows), taking: Array(newView.rows)) == Array(newView.rows))
        }
    }
}
