import Foundation
import PropertyBased
import RowsCore
import SeededRandom
import Testing

@MainActor
@Suite("ListViewModel")
struct ListViewModelTests {
    @Test("adding rows tells the observer one splice after the section's last row")
    func appendIsOneSplice() throws {
        let model = try staffAndGuests()
        let mirror = MirrorObserver(model)
        try model.append([Row(id: 7), Row(id: 8)], toSection: "staff")
        #expect(mirror.updates.map(\.splices) == [[.init(position: 5, removed: 0, added: 2)]])
        #expect(mirror.isInSync)
    }

    @Test("removed rows come back where they were on undo")
    func removeAndUndo() throws {
        let model = try staffAndGuests()
        let mirror = MirrorObserver(model)
        let before = model.snapshot
        let removed = model.removeItems(withIDs: [2, 5])
        #expect(model.snapshot.itemCount == 4)
        model.restore(removed)
        #expect(model.snapshot == before)
        #expect(mirror.isInSync)
    }

    @Test(
        "undo puts removed rows back next to their old neighbours after rows were inserted above, others moved, and their section deleted and re-added",
        arguments: [true, false])
    func undoAfterTheListChanged(sectionComesBack: Bool) throws {
        var snapshot = Snapshot()
        try snapshot.appendSections(["A", "B", "C"])
        try snapshot.appendItems([1, 2, 3].map { Row(id: $0) }, toSection: "A")
        try snapshot.appendItems([10, 11, 12, 13, 14, 15].map { Row(id: $0) }, toSection: "B")
        try snapshot.appendItems([20, 21, 22].map { Row(id: $0) }, toSection: "C")
        let model = ListViewModel(snapshot, selectionMode: .multiple)
        let mirror = MirrorObserver(model)
        model.select([11, 12, 14, 20, 21, 22])
        let removed = model.removeSelectedItems()
        #expect(removed.map(\.item.id) == [11, 12, 14, 20, 21, 22])

        var next = model.snapshot
        try next.insertItems([Row(id: 100), Row(id: 101)], before: 10)  // above, in their section
        try next.insertItems([Row(id: 102)], before: 1)  // above, in the section before
        try next.moveItem(15, before: 100)  // 14's next neighbour, to the top
        try next.moveItem(13, toEndOf: "A")  // 14's previous neighbour, to another section
        next.deleteSections(["C"])  // the section every row of it was removed from
        if sectionComesBack {
            try next.insertSections(["C"], before: "A")
            try next.appendItems([Row(id: 23)], toSection: "C")
        } else {
            try next.appendSections(["D"])
            try next.appendItems([Row(id: 30)], toSection: "D")
        }
        model.apply(next)
        #expect(mirror.isInSync)

        model.restore(removed)
        let b: [Int] = [14, 15, 100, 101, 10, 11, 12]  // 11 and 12 after 10; 14 before 15, 13 being gone
        let a: [Int] = [102, 1, 2, 3, 13]
        if sectionComesBack {
            #expect(model.snapshot.sectionIDs == ["C", "A", "B"])
            #expect(
                try model.snapshot.items(inSection: "C").map(\.id) == [20, 21, 22, 23], "back at the top of C, where it is now")
        } else {
            #expect(model.snapshot.sectionIDs == ["A", "B", "C", "D"], "C made again after B, the section before it")
            #expect(try model.snapshot.items(inSection: "C").map(\.id) == [20, 21, 22])
        }
        #expect(try model.snapshot.items(inSection: "A").map(\.id) == a)
        #expect(try model.snapshot.items(inSection: "B").map(\.id) == b)
        #expect(mirror.isInSync)
        #expect(model.selectedIDs.isEmpty, "what was removed is not selected again")
    }

    @Test("restoring removed items after random edits only inserts them, each in its section next to a neighbour it had")
    func restoreAfterRandomEdits() throws {
        var random = SplitMix64(seed: 12)
        for round in 0..<500 {
            // Up to four sections of unique ids.
            var sections = (0..<Int.random(in: 1...4, using: &random)).map { Snapshot.Section(id: "s\($0)") }
            for id in 0..<Int.random(in: 0...20, using: &random) {
                sections[Int.random(in: sections.indices, using: &random)].items.append(Row(id: id))
            }
            var snapshot = Snapshot(sections: sections)
            let removed = snapshot.deleteItems(snapshot.items.map(\.id).filter { _ in random.next() % 3 == 0 })
            // Edits after the removal: new rows anywhere, rows moved, sections dropped and added back.
            var edited = snapshot.sections
            var nextID = 1_000
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let section = Int.random(in: edited.indices, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    edited[section].items.insert(
                        Row(id: nextID), at: Int.random(in: 0...edited[section].items.count, using: &random))
                    nextID += 1
                case 1 where !edited[section].items.isEmpty:
                    let moved = edited[section].items.remove(at: Int.random(in: edited[section].items.indices, using: &random))
                    let target = Int.random(in: edited.indices, using: &random)
                    edited[target].items.insert(moved, at: Int.random(in: 0...edited[target].items.count, using: &random))
                case 2 where edited.count > 1:
                    let dropped = edited.remove(at: section)
                    if Bool.random(using: &random) {
                        edited.insert(.init(id: dropped.id), at: Int.random(in: 0...edited.count, using: &random))
                    }
                default:
                    edited.shuffle(using: &random)
                }
            }
            let before = Snapshot(sections: edited)
            var after = before
            after.restore(removed)
            #expect(after.itemCount == before.itemCount + removed.count, "round \(round)")
            // Only insertions: the rows that were there keep their sections and their order.
            let restoredIDs = Set(removed.map(\.item.id))
            for section in before.sections {
                let kept = try after.items(inSection: section.id).filter { !restoredIDs.contains($0.id) }
                #expect(kept == section.items, "round \(round): section \(section.id)")
            }
            for entry in removed {
                let items = try after.items(inSection: entry.section)
                let place = try #require(
                    items.firstIndex(of: entry.item), "round \(round): \(entry.item.id) is back in \(entry.section)")
                // Between it and the neighbour it went back to, only rows restored with it.
                let onlyRestored = { (range: Range<Int>) in items[range].allSatisfy { restoredIDs.contains($0.id) } }
                if let previous = items.firstIndex(where: { $0.id == entry.previousID }) {
                    #expect(
                        previous < place && onlyRestored(previous + 1..<place),
                        "round \(round): \(entry.item.id) follows \(entry.previousID!)")
                } else if let next = items.firstIndex(where: { $0.id == entry.nextID }) {
                    #expect(
                        place < next && onlyRestored(place + 1..<next),
                        "round \(round): \(entry.item.id) precedes \(entry.nextID!)")
                } else if entry.previousID == nil {
                    #expect(onlyRestored(0..<place), "round \(round): \(entry.item.id) was first")
                }
            }
        }
    }

    @Test("update-or-insert reconfigures existing rows in place and splices in new ones")
    func upsert() throws {
        let model = try staffAndGuests()
        let mirror = MirrorObserver(model)
        let counts = try model.updateOrInsert([Row(id: 3, version: 1), Row(id: 9)], intoSection: "guests")
        #expect(counts.updated == 1 && counts.inserted == 1)
        #expect(mirror.updates.count == 1)
        // Row 3 in place, and the headers of the two sections that changed (staff's at 0, guests' at 5).
        #expect(mirror.updates[0].reconfiguredRows == [0, 3, 5])
        #expect(mirror.updates[0].splices == [.init(position: 8, removed: 0, added: 1)])
        #expect(mirror.isInSync)
    }

    @Test("a search is a diff of the shown rows, and clearing it restores them")
    func searchFilters() throws {
        let model = try staffAndGuests()
        let mirror = MirrorObserver(model)
        model.search("  3 ", in: { "Person \($0.id)" })
        #expect(model.displayed.items == [Row(id: 3)])
        #expect(model.rows.count == 2, "the guests section is hidden, its header too")
        #expect(mirror.isInSync)
        model.search("nobody", in: { "Person \($0.id)" })
        #expect(model.emptyState == .noMatches(query: "nobody"))
        model.search("", in: { "Person \($0.id)" })
        #expect(model.filter == nil && model.rows.count == 8)
        #expect(mirror.isInSync)
    }

    @Test("search ignores case and accents and needs every word")
    func searchQueryMatching() {
        let query = SearchQuery("zoe CAFÉ")
        #expect(query.matches("Zoë at the cafe"))
        #expect(!query.matches("Zoë at home"))
        #expect(SearchQuery("   ").matches("anything"))
    }

    @Test("the empty state tells an empty list from a search without matches")
    func emptyStates() throws {
        let model = ListViewModel<String, Row>()
        #expect(model.emptyState == .noItems)
        model.filter = ListFilter { _ in false }
        #expect(model.emptyState == .noItems)
        let full = try staffAndGuests()
        full.filter = ListFilter { _ in false }
        #expect(full.emptyState == .noMatches(query: nil))
        full.filter = nil
        #expect(full.emptyState == .notEmpty)
    }

    @Test("the selection follows items by id through moves and leaves with removed or hidden items")
    func selectionIsKeptByID() throws {
        let model = try staffAndGuests()
        let mirror = MirrorObserver(model)
        model.select([2, 5])
        var moved = model.snapshot
        try moved.moveItem(2, after: 6)
        model.apply(moved)
        #expect(model.selectedIDs == [2, 5])
        #expect(model.selectedItems.map(\.id) == [5, 2], "in shown order")
        #expect(mirror.updates.last?.selectionChanged == false)
        model.removeItems(withIDs: [5])
        #expect(model.selectedIDs == [2])
        #expect(mirror.updates.last?.selectionChanged == true)
        model.filter = ListFilter { $0.id != 2 }
        #expect(model.selectedIDs.isEmpty)
        #expect(mirror.isInSync)
    }

    @Test(
        "a filter hides selected items from the selection; removed with no selection made meanwhile, the selection from before comes back, for the items still there"
    )
    func selectionComesBackAfterAFilter() throws {
        let model = try staffAndGuests()
        let mirror = MirrorObserver(model)
        model.select([2, 5])
        model.filter = ListFilter { $0.id != 2 }
        #expect(model.selectedIDs == [5])
        model.filter = ListFilter { $0.id == 1 }
        #expect(model.selectedIDs.isEmpty, "a search typed on")
        model.removeItems(withIDs: [5])
        model.filter = nil
        #expect(model.selectedIDs == [2], "what was selected before, but the item removed meanwhile")
        #expect(mirror.updates.last?.selectionChanged == true, "a view shows it selected again")
        #expect(mirror.isInSync)
    }

    @Test("a selection made while a filter shows stands when the filter is removed")
    func selectionMadeWhileFiltered() throws {
        let model = try staffAndGuests()
        model.select([2, 5])
        model.filter = ListFilter { $0.id != 2 }
        model.select([3])
        model.filter = nil
        #expect(model.selectedIDs == [3])
        model.filter = ListFilter { $0.id != 3 }
        model.selectionMode = .single
        model.filter = nil
        #expect(model.selectedIDs.isEmpty, "a mode change drops the selection kept from before")
    }

    @Test("headers cannot be selected and single mode keeps one item")
    func selectionModes() throws {
        let model = try staffAndGuests()
        #expect(!model.selectRow(0), "row 0 is the staff header")
        #expect(model.selectRow(1))
        #expect(model.isSelected(row: 1))
        model.selectionMode = .single
        model.select([3, 4])
        #expect(model.selectedIDs == [3])
        model.selectionMode = .none
        #expect(model.selectedIDs.isEmpty)
        #expect(!model.select([1]))
    }

    @Test("toggling, select all and removing the selection")
    func multipleSelection() throws {
        let model = try staffAndGuests()
        model.toggleSelection(ofRow: 1)
        model.toggleSelection(ofRow: 2)
        model.toggleSelection(ofRow: 1)
        #expect(model.selectedIDs == [2])
        #expect(model.selectAll())
        #expect(model.selectedIDs.count == 6)
        let removed = model.removeSelectedItems()
        #expect(removed.count == 6 && model.emptyState == .noItems && model.selectedIDs.isEmpty)
    }

    @Test("a diff computed off the main actor gives the same rows as one computed on it")
    func concurrentDiff() async throws {
        let model = try staffAndGuests()
        model.scheduler = .swiftConcurrency
        let mirror = MirrorObserver(model)
        var next = model.snapshot
        next.deleteItems([1])
        try next.appendItems([Row(id: 10)], toSection: "staff")
        let outcome = await withCheckedContinuation { shown in
            model.applyInBackground(next) { outcome in shown.resume(returning: outcome) }
        }
        #expect(!outcome.wasRedone)
        #expect(model.snapshot == next)
        #expect(mirror.isInSync)
    }

    @Test("a background diff that went stale is redone against what is shown, keeping the change made meanwhile")
    func staleBackgroundDiffIsRedone() async throws {
        let model = try staffAndGuests()
        let mirror = MirrorObserver(model)
        let request = model.backgroundDiff(making: { snapshot in
            var snapshot = snapshot
            snapshot.deleteItems([1, 2])
            return snapshot
        })
        let prepared = await Task.detached { request.prepare() }.value
        #expect(prepared.changes.rows.removals == [1, 2])
        try model.append([Row(id: 42)], toSection: "guests")
        #expect(!model.commit(prepared), "the prepared changes start from rows no longer shown")
        #expect(model.snapshot.items.map(\.id) == [3, 4, 5, 6, 42])
        #expect(mirror.isInSync)
    }

    @Test("a fresh background diff is committed as prepared")
    func freshBackgroundDiffIsUsed() async throws {
        let model = try staffAndGuests()
        let mirror = MirrorObserver(model)
        var next = model.snapshot
        next.deleteItems([4])
        let request = model.backgroundDiff(to: next)
        let prepared = await Task.detached { request.prepare() }.value
        #expect(model.commit(prepared))
        #expect(model.snapshot == next && mirror.isInSync)
    }

    @Test(
        "background diffs running on other threads while the main actor edits: each is stale, redone, and every change and edit lands in order (TSan: ./dev test)"
    )
    func backgroundDiffsRacingEdits() async throws {
        let model = ListViewModel<String, Row>(ListSnapshot(sections: [.init(id: "a", items: (0..<2_000).map { Row(id: $0) })]))
        let mirror = MirrorObserver(model)
        var generator = SplitMix64(seed: 5)
        for round in 0..<40 {
            let seed = generator.next()
            // Four changes asked for now, each held inside its `making` on its own thread until the
            // test opens its gate: the edits below are made while all four are running.
            let gates = (0..<4).map { _ in Gate() }
            defer { for gate in gates { gate.open() } }  // lets every thread finish, even after a failure
            let requests = (0..<4).map { part in
                model.backgroundDiff(making: { [gate = gates[part]] snapshot in
                    gate.enterAndWait()
                    return Self.change(snapshot, seed: seed, part: part, round: round)
                })
            }
            let running = requests.map { request in Self.preparedOnAThread(request) }
            for (part, gate) in gates.enumerated() {
                try await gate.waitUntilEntered("round \(round): change \(part) started on its thread")
            }
            // What the list must end as: edits and changes applied in the order they land here.
            var expected = model.snapshot
            try model.append([Row(id: 50_000 + round)], toSection: "a")
            try expected.appendItems([Row(id: 50_000 + round)], toSection: "a")
            for part in 0..<2 {
                gates[part].open()
                let prepared = await running[part].value
                #expect(!model.commit(prepared), "round \(round), change \(part): made before the edit, so stale")
                expected = Self.change(expected, seed: seed, part: part, round: round)
                #expect(mirror.isInSync, "round \(round), change \(part)")
            }
            // Another edit while changes 2 and 3 still run.
            let removed = model.snapshot.items[round * 7 % model.snapshot.itemCount].id
            model.removeItems(withIDs: [removed])
            expected.deleteItems([removed])
            for part in 2..<4 {
                gates[part].open()
                let prepared = await running[part].value
                #expect(!model.commit(prepared), "round \(round), change \(part): stale")
                expected = Self.change(expected, seed: seed, part: part, round: round)
            }
            #expect(model.snapshot == expected, "round \(round): every edit and change, in order")
            #expect(mirror.isInSync, "round \(round)")
        }
    }

    /// A random change: rows removed, changed, moved and one added.
    private nonisolated static func change(_ snapshot: Snapshot, seed: UInt64, part: Int, round: Int) -> Snapshot {
        var random = SplitMix64(seed: seed &+ UInt64(part))
        var items = snapshot.items
        for _ in 0..<min(10, items.count) { items.remove(at: Int.random(in: items.indices, using: &random)) }
        for _ in 0..<20 where !items.isEmpty {
            items[Int.random(in: items.indices, using: &random)].version = Int.random(in: 0...3, using: &random)
        }
        for _ in 0..<5 where items.count > 1 {
            let moved = items.remove(at: Int.random(in: items.indices, using: &random))
            items.insert(moved, at: Int.random(in: 0...items.count, using: &random))
        }
        items.append(Row(id: 10_000 + round * 10 + part))
        return ListSnapshot(sections: [.init(id: "a", items: items)])
    }

    /// Prepares `request` on a thread of its own (not Swift concurrency's few, which a held change
    /// would block).
    private nonisolated static func preparedOnAThread(
        _ request: BackgroundDiff<String, Row>
    ) -> Task<BackgroundDiff<String, Row>.Prepared, Never> {
        Task {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread { continuation.resume(returning: request.prepare()) }
            }
        }
    }

    @Test("any sequence of snapshots keeps an observer's copy of the rows exact")
    func randomUpdatesStayInSync() async {
        await propertyCheck(
            count: 100,
            input: zip(Gen.int(in: 0...25), Gen.int(in: 0...2), Gen.int(in: 0...2)).array(of: 0...30)
                .array(of: 1...6)
        ) { steps in
            let model = ListViewModel<String, Row>(selectionMode: .multiple)
            let mirror = MirrorObserver(model)
            for step in steps {
                var sections = ["a", "b", "c"].map { Snapshot.Section(id: $0) }
                var seen = Set<Int>()
                for (id, version, section) in step where seen.insert(id).inserted {
                    sections[section].items.append(Row(id: id, version: version))
                }
                model.select([1, 2, 3], extending: true)
                model.apply(Snapshot(sections: sections.filter { !$0.items.isEmpty }))
                #expect(mirror.isInSync)
                #expect(model.selectedIDs.isSubset(of: Set(model.displayed.items.map(\.id))))
            }
        }
    }
}
