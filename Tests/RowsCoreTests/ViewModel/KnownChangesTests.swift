import RowsCore
import Testing

@MainActor
@Suite("ListViewModel.apply(_:knownChanges:)")
struct KnownChangesTests {
    private func items(_ ids: [Int], version: Int = 0) -> [Row] { ids.map { Row(id: $0, version: version) } }

    @Test("the known changes are told as they are, shifted past a header; the mirror stays in step")
    func knownChangesAreToldAsGiven() {
        let before = ListSnapshot(sections: [.init(id: "s", items: items([1, 2, 3]))])
        let model = ListViewModel(before)
        let mirror = MirrorObserver(model)
        // Insert 10 and 11 after 1 and change 1: what an outline's expand of row 0 says.
        let after = ListSnapshot(sections: [.init(id: "s", items: [Row(id: 1, version: 1)] + items([10, 11, 2, 3]))])
        let changes = ListChanges(
            removals: [], insertions: [1, 2], moves: [], updates: [0],
            splices: [.init(position: 1, removed: 0, added: 2)])
        model.apply(after, knownChanges: changes)
        #expect(mirror.updates.map(\.splices) == [[.init(position: 2, removed: 0, added: 2)]], "after the header row")
        #expect(mirror.updates.map(\.reconfiguredRows) == [[0, 1]], "the header, configured with the section, and row 1")
        #expect(mirror.isInSync)
        #expect(model.snapshot == after)
    }

    @Test("a different section shape, or a filter shown, diffs instead: the result is what apply(_:) shows")
    func fallsBackToTheDiff() {
        let model = ListViewModel(ListSnapshot(items: items([1, 2, 3, 4])))
        let mirror = MirrorObserver(model)
        model.filter = ListFilter { $0.id % 2 == 0 }
        let next = ListSnapshot(items: items([1, 2, 3, 4, 6]))
        // Changes of the unfiltered items: wrong for the filtered rows, so they must not be used.
        model.apply(
            next,
            knownChanges: ListChanges(
                removals: [], insertions: [4], moves: [], updates: [], splices: [.init(position: 4, removed: 0, added: 1)]))
        #expect(model.rows.map(\.item?.id) == [2, 4, 6])
        #expect(mirror.isInSync)

        model.filter = nil
        let sectioned = ListSnapshot<SingleSection, Row>(sections: [.init(id: .main, items: items([1, 2]), showsHeader: true)])
        model.apply(
            sectioned,
            knownChanges: ListChanges(
                removals: [2, 3, 4], insertions: [], moves: [], updates: [],
                splices: [.init(position: 2, removed: 3, added: 0)]))
        #expect(model.rows.count == 3)
        #expect(mirror.isInSync)
    }
}
