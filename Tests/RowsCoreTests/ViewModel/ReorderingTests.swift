import PropertyBased
import RowsCore
import SeededRandom
import Testing

@MainActor
@Suite("Reordering the items of each section without a diff")
struct ReorderingTests {
    /// Sections "a", "b", "c" (headers and footers from `seed`) of `count` items each.
    private func model(count: Int, seed: Int) -> (ListViewModel<String, Row>, ManualScheduler) {
        var random = SplitMix64(seed: UInt64(seed))
        let sections = ["a", "b", "c"].enumerated().map { index, id in
            ListSnapshot<String, Row>.Section(
                id: id, items: (0..<count).map { Row(id: index * 1000 + $0) }, showsHeader: Bool.random(using: &random),
                showsFooter: Bool.random(using: &random))
        }
        let model = ListViewModel(ListSnapshot(sections: sections))
        let scheduler = ManualScheduler()
        model.scheduler = scheduler.scheduler
        return (model, scheduler)
    }

    /// A permutation of `count` indices from `seed`.
    nonisolated private static func shuffled(_ count: Int, seed: UInt64) -> [Int] {
        var random = SplitMix64(seed: seed &+ UInt64(count))
        return Array(0..<count).shuffled(using: &random)
    }

    @Test("each section shows its items in the order given, the rows replay exactly, and the selection stays")
    func reorderingShowsTheOrderGiven() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...30), Gen.int(in: 0...10_000)) { count, seed in
            let (model, scheduler) = model(count: count, seed: seed)
            let mirror = MirrorObserver(model)
            model.selectionMode = .multiple
            let selected = model.snapshot.items.prefix(2).map(\.id)
            _ = model.select(selected)
            let expected = model.snapshot.sections.map { section in
                Self.shuffled(section.items.count, seed: UInt64(seed)).map { section.items[$0].id }
            }
            let before = model.snapshot
            model.applyInBackground(reorderingItemsBy: { items in Self.shuffled(items.count, seed: UInt64(seed)) })
            #expect(model.snapshot == before, "nothing changes before the work runs")
            scheduler.runAll()
            #expect(model.snapshot.sections.map { $0.items.map(\.id) } == expected)
            #expect(mirror.isInSync)
            #expect(Set(model.selectedIDs) == Set(selected))
            let splices = mirror.updates.last?.splices ?? []
            #expect(splices.count <= 3, "at most one splice per section: \(splices)")
        }
    }

    @Test("with a filter shown, the reordered items are filtered and diffed")
    func reorderingUnderAFilterIsDiffed() {
        let (model, scheduler) = model(count: 20, seed: 3)
        model.filter = ListFilter { $0.id % 2 == 0 }
        scheduler.runAll()
        let mirror = MirrorObserver(model)
        model.applyInBackground(reorderingItemsBy: { items in Array(items.indices.reversed()) })
        scheduler.runAll()
        #expect(model.snapshot.sections.map { $0.items.map(\.id) }.first == Array((0..<20).reversed()))
        #expect(model.rows.compactMap(\.item).prefix(3).map(\.id) == [18, 16, 14])
        #expect(mirror.isInSync)
    }

    @Test("a reordering no longer wanted when it comes back is dropped: nothing shown, nothing redone, no completion")
    func unwantedReorderingIsDropped() {
        let (model, scheduler) = model(count: 20, seed: 5)
        let mirror = MirrorObserver(model)
        let before = model.snapshot
        let wanted = Locked(true)
        let landed = Locked(0)
        model.applyInBackground(
            reorderingItemsBy: { Array($0.indices.reversed()) }, whileWanted: { wanted.withLock { $0 } }, followsItemOrder: false
        ) { _ in
            landed.withLock { $0 += 1 }
        }
        wanted.withLock { $0 = false }
        scheduler.runAll()
        #expect(model.snapshot == before && mirror.updates.isEmpty && landed.withLock { $0 } == 0)
        wanted.withLock { $0 = true }
        model.applyInBackground(
            reorderingItemsBy: { Array($0.indices.reversed()) }, whileWanted: { wanted.withLock { $0 } }, followsItemOrder: false
        ) { _ in
            landed.withLock { $0 += 1 }
        }
        scheduler.runAll()
        #expect(model.snapshot.sections.first?.items.first?.id == 19 && landed.withLock { $0 } == 1 && mirror.isInSync)
    }

    @Test(
        "a reordering gone stale and no longer wanted before its redo starts, or before the redo lands, is dropped; other changes redone with it still land"
    )
    func unwantedStaleReorderingIsNotRedone() throws {
        for dropsBeforeLanding in [false, true] {
            let (model, scheduler) = model(count: 5, seed: 1)
            let mirror = MirrorObserver(model)
            let wanted = Locked(true)
            let landed = Locked(0)
            model.applyInBackground(
                reorderingItemsBy: { Array($0.indices.reversed()) }, whileWanted: { wanted.withLock { $0 } },
                followsItemOrder: false
            ) { _ in
                landed.withLock { $0 += 1 }
            }
            try model.append([Row(id: 99)], toSection: "a")  // the reordering goes stale: redone
            model.applyInBackground(making: { snapshot in
                var snapshot = snapshot
                try? snapshot.appendItems([Row(id: 98)], toSection: "a")
                return snapshot
            })
            #expect(scheduler.runWork() && scheduler.handOff(), "the reordering comes back stale")
            if dropsBeforeLanding {
                #expect(scheduler.runWork() && scheduler.handOff(), "the other change comes back, waits behind the redo")
                #expect(scheduler.runWork(), "the redo is made")
                wanted.withLock { $0 = false }  // a sort cleared, or replaced by another
            } else {
                wanted.withLock { $0 = false }
            }
            scheduler.runAll()
            #expect(
                model.snapshot.sections[0].items.map(\.id) == [0, 1, 2, 3, 4, 99, 98],
                "drops before landing: \(dropsBeforeLanding)")
            #expect(landed.withLock { $0 } == 0 && mirror.isInSync)
        }
    }

    @Test("a reordering gone stale is made again from the snapshot then")
    func staleReorderingIsRedone() throws {
        let (model, scheduler) = model(count: 5, seed: 1)
        let mirror = MirrorObserver(model)
        model.applyInBackground(reorderingItemsBy: { items in Array(items.indices.reversed()) })
        try model.append([Row(id: 99)], toSection: "a")
        scheduler.runAll()
        #expect(model.snapshot.sections[0].items.map(\.id) == [99, 4, 3, 2, 1, 0])
        #expect(mirror.isInSync)
    }

    @Test("an item order on the view model orders every snapshot shown later, here and off the main actor, until cleared")
    func itemOrderOrdersLaterSnapshots() throws {
        let (model, scheduler) = model(count: 5, seed: 2)
        let mirror = MirrorObserver(model)
        model.itemOrder = ItemOrder { items in items.indices.sorted { items[$0].id > items[$1].id } }
        #expect(model.snapshot.sections[0].items.map(\.id) == [0, 1, 2, 3, 4], "setting it reorders nothing")
        try model.append([Row(id: 7)], toSection: "a")
        #expect(model.snapshot.sections[0].items.map(\.id) == [7, 4, 3, 2, 1, 0])
        model.applyInBackground(making: { snapshot in
            var snapshot = snapshot
            try? snapshot.appendItems([Row(id: 5)], toSection: "b")
            return snapshot
        })
        scheduler.runAll()
        #expect(model.snapshot.sections[1].items.map(\.id) == [1004, 1003, 1002, 1001, 1000, 5])
        model.itemOrder = nil
        try model.append([Row(id: 8)], toSection: "a")
        #expect(model.snapshot.sections[0].items.map(\.id) == [7, 4, 3, 2, 1, 0, 8])
        #expect(mirror.isInSync)
    }
}
