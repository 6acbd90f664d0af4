import RowsCore
import Testing

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
}
