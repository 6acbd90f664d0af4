import SeededRandom
import Testing

@testable import RowsCore

@MainActor
@Suite("Background diffs through a scheduler")
struct BackgroundDiffTests {
    private func model(ids: ClosedRange<Int> = 1...6) -> (ListViewModel<String, Row>, ManualScheduler) {
        let model = ListViewModel(ListSnapshot(sections: [.init(id: "a", items: ids.map { Row(id: $0) })]))
        let scheduler = ManualScheduler()
        model.scheduler = scheduler.scheduler
        return (model, scheduler)
    }

    private static func appending(_ id: Int) -> BackgroundDiff<String, Row>.Change {
        { snapshot in
            var snapshot = snapshot
            try? snapshot.appendItems([Row(id: id)], toSection: "a")
            return snapshot
        }
    }

    @Test("a background update, a diff or a reordering, tells where each row before it goes, as its splices and moves do")
    func backgroundUpdatesCarryDestinations() {
        for seed in 0..<50 {
            var random = SplitMix64(seed: UInt64(seed))
            let (model, scheduler) = model(ids: 1...40)
            let mirror = MirrorObserver(model)
            if seed.isMultiple(of: 2) {
                let kept = model.snapshot.items.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
                let new = (kept + (100..<105).map { Row(id: $0) }).shuffled(using: &random)
                model.applyInBackground(ListSnapshot(sections: [.init(id: "a", items: new)]))
            } else {
                let order = Array(0..<40).shuffled(using: &random)
                model.applyInBackground(reorderingItemsBy: { _ in order })
            }
            scheduler.runAll()
            guard let update = mirror.updates.last, let destinations = update.destinations else {
                Issue.record("seed \(seed): the update carries no destinations")
                continue
            }
            let expected = RowDestinations(splices: update.splices, moves: update.moves)
            #expect((0..<40).allSatisfy { destinations.newIndex(ofOldRow: $0) == expected.newIndex(ofOldRow: $0) })
            #expect(mirror.isInSync)
        }
    }

    @Test("a background pass reads where rows go only for a view model that is observed")
    func destinationsAreReadOnlyWhenObserved() {
        let (model, _) = model(ids: 1...40)
        let reversing: BackgroundDiff<String, Row>.Change = { snapshot in
            ListSnapshot(sections: [.init(id: "a", items: snapshot.items.reversed())])
        }
        #expect(model.backgroundDiff(making: reversing).prepare().shown.destinations == nil)
        let mirror = MirrorObserver(model)
        let prepared = model.backgroundDiff(making: reversing).prepare()
        #expect(prepared.shown.destinations != nil)
        #expect(model.commit(prepared))
        #expect(mirror.isInSync)
    }

    @Test("a stale background diff is made again off the main actor, and keeps every change")
    func staleDiffIsRedoneOffTheMainActor() throws {
        let (model, scheduler) = model()
        let mirror = MirrorObserver(model)
        let stale = model.backgroundDiff(making: { snapshot in
            var snapshot = snapshot
            snapshot.deleteItems([1, 2])
            return snapshot
        }).prepare()
        try model.append([Row(id: 42)], toSection: "a")
        var outcome: BackgroundDiff<String, Row>.Outcome?
        #expect(!model.commit(stale) { outcome = $0 })
        #expect(scheduler.waitingWork == 1, "the redo waits for a background thread")
        #expect(model.snapshot.items.map(\.id) == [1, 2, 3, 4, 5, 6, 42], "nothing redone on the main actor")
        scheduler.runAll()
        #expect(model.snapshot.items.map(\.id) == [3, 4, 5, 6, 42])
        #expect(outcome?.wasRedone == true)
        #expect(mirror.isInSync)
    }

    @Test("changes committed while a redo is out wait behind it, and land in the order committed")
    func changesLandInOrder() throws {
        let (model, scheduler) = model()
        let mirror = MirrorObserver(model)
        let first = model.backgroundDiff(making: Self.appending(100)).prepare()
        try model.append([Row(id: 42)], toSection: "a")
        let second = model.backgroundDiff(making: Self.appending(101)).prepare()
        #expect(!model.commit(first), "stale: the list changed after it was asked for")
        #expect(!model.commit(second), "fresh, but it waits behind the redo of the first")
        scheduler.runWork()
        try model.append([Row(id: 43)], toSection: "a")  // the redo goes stale in turn
        scheduler.runAll()
        #expect(model.snapshot.items.map(\.id) == [1, 2, 3, 4, 5, 6, 42, 43, 100, 101])
        #expect(mirror.isInSync)
    }

    @Test("many background changes racing main-actor edits all land, and the rows stay exact")
    func racingChangesAllLand() {
        let (model, scheduler) = model(ids: 0...199)
        let mirror = MirrorObserver(model)
        var random = SplitMix64(seed: 3)
        var expectedIDs = Set(0...199)
        var nextID = 1_000
        for _ in 0..<200 {
            switch random.next() % 4 {
            case 0:
                model.applyInBackground(making: Self.appending(nextID))
                expectedIDs.insert(nextID)
                nextID += 1
            case 1:
                let id = model.snapshot.items[Int(random.next() % UInt64(model.snapshot.itemCount))].id
                model.removeItems(withIDs: [id])
                expectedIDs.remove(id)
            case 2:
                scheduler.runWork()
            default:
                scheduler.handOff()
            }
            #expect(mirror.isInSync)
        }
        scheduler.runAll()
        #expect(Set(model.snapshot.items.map(\.id)) == expectedIDs)
        #expect(model.snapshot.itemCount == expectedIDs.count)
        #expect(mirror.isInSync)
    }

    enum FilterChange: String, CaseIterable, Sendable { case filter, search }

    @Test(
        "a background diff made stale by a filter or search: commit refuses it, the new filter holds, hidden ids leave the selection and come back when it clears",
        arguments: FilterChange.allCases, [false, true])
    func diffMadeStaleByAFilter(change: FilterChange, throughScheduler: Bool) throws {
        var snapshot = ListSnapshot<String, Row>()
        try snapshot.appendSections(["low", "high"])
        try snapshot.appendItems((0..<10).map { Row(id: $0) }, toSection: "low")
        try snapshot.appendItems((10..<20).map { Row(id: $0) }, toSection: "high")
        let model = ListViewModel(snapshot, selectionMode: .multiple)
        let scheduler = ManualScheduler()
        if throughScheduler {
            model.scheduler = scheduler.scheduler
            model.backgroundSearchThreshold = 0  // the search runs off the main actor too
        }
        let mirror = MirrorObserver(model)
        model.select([2, 3, 12, 13])
        // Asked for and made with no filter shown: it changes rows on both sides of the filter.
        let prepared = model.backgroundDiff(making: { snapshot in
            var next = snapshot
            _ = next.reconfigureItems([Row(id: 3, version: 1), Row(id: 13, version: 1)])
            next.deleteItems([4, 14])
            try? next.appendItems([Row(id: 30, version: 9), Row(id: 31)], toSection: "high")
            return next
        }).prepare()
        #expect(prepared.displayed.items.map(\.id).contains(13), "prepared through no filter")
        // The filter changes while it is out: only ids below 10, and 30.
        let shows: @Sendable (Row) -> Bool = { $0.id < 10 || $0.id == 30 }
        switch change {
        case .filter: model.filter = ListFilter(shows)
        case .search: model.search("low", in: { shows($0) ? "low \($0.id)" : "high \($0.id)" })
        }
        scheduler.runAll()  // the search, when it ran off the main actor
        #expect(model.selectedIDs == [2, 3], "hidden ids left the selection with the filter")
        #expect(!model.commit(prepared), "prepared through the old filter: refused")
        scheduler.runAll()
        #expect(model.snapshot.items.map(\.id) == [0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 30, 31])
        #expect(model.snapshot.item(withID: 13)?.version == 1, "the change reached hidden rows too")
        #expect(model.displayed.items.map(\.id) == [0, 1, 2, 3, 5, 6, 7, 8, 9, 30], "the new filter holds")
        #expect(model.displayed.item(withID: 3)?.version == 1)
        #expect(model.filter != nil && (change == .filter || model.filter?.query == "low"))
        #expect(model.selectedIDs == [2, 3])
        #expect(mirror.isInSync)
        switch change {
        case .filter: model.filter = nil
        case .search: model.search("", in: { "\($0.id)" })
        }
        scheduler.runAll()
        #expect(model.displayed == model.snapshot)
        #expect(model.selectedIDs == [2, 3, 12, 13], "no selection made meanwhile: the selection from before comes back")
        #expect(model.selectedItems.map(\.id) == [2, 3, 12, 13])
        #expect(mirror.isInSync)
    }
}
