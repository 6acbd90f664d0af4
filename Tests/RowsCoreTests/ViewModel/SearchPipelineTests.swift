import PropertyBased
import RowsCore
import SeededRandom
import Testing

typealias TextSnapshot = ListSnapshot<Int, TextRow>

/// Random sectioned snapshots of texts: 1 to 4 sections, some without headers, some with footers.
private func textSnapshots() -> Generator<TextSnapshot, some Sequence & SendableMetatype> {
    zip(searchTexts(count: 0...50), Gen.int(in: 0...3).array(of: 0...50), Gen.int(in: 0...3).array(of: 1...4)).map {
        texts, placement, shapes in
        var sections = shapes.enumerated().map { index, shape in
            TextSnapshot.Section(id: index, showsHeader: shape != 1, showsFooter: shape == 3)
        }
        for (offset, text) in texts.enumerated() {
            let section = placement.isEmpty ? 0 : placement[offset % placement.count] % sections.count
            sections[section].items.append(TextRow(id: offset, text: text))
        }
        return TextSnapshot(sections: sections)
    }
}

/// What a search for `query` must show: the snapshot through the naive filter, emptied sections gone.
private func expected(_ snapshot: TextSnapshot, _ query: String) -> TextSnapshot {
    guard !SearchQuery(query).words.isEmpty else { return snapshot }
    let wanted = Set(naiveMatches(query, in: snapshot.items.map(\.text)).map { snapshot.items[Int($0)].id })
    return snapshot.filtered { wanted.contains($0.id) }
}

/// A view model that searches through a manual scheduler whatever its size.
@MainActor
private func backgroundSearching(_ snapshot: TextSnapshot) -> (ListViewModel<Int, TextRow>, ManualScheduler) {
    let model = ListViewModel(snapshot)
    let scheduler = ManualScheduler()
    model.scheduler = scheduler.scheduler
    model.backgroundSearchThreshold = 0
    return (model, scheduler)
}

@MainActor
@Suite("Search off the main actor")
struct SearchPipelineTests {
    @Test("a search's rows equal the naive filter's on random sectioned data, emptied sections gone")
    func resultsEqualNaiveFilter() async {
        await propertyCheck(count: 150, input: textSnapshots(), searchQueries()) { snapshot, query in
            let (model, scheduler) = backgroundSearching(snapshot)
            let mirror = MirrorObserver(model)
            model.search(query) { $0.text }
            #expect(model.isSearchPending && model.filter == nil, "the result comes later")
            scheduler.runAll()
            #expect(!model.isSearchPending)
            #expect(model.displayed == expected(snapshot, query), "\(query)")
            #expect(model.filter?.query == query.trimmingCharacters(in: .whitespaces))
            #expect(mirror.isInSync)
        }
    }

    @Test("typing on and backspacing, each result shown, give the rows a fresh search gives")
    func typingAndBackspacing() async {
        await propertyCheck(count: 100, input: textSnapshots(), searchQueries()) { snapshot, query in
            let (model, scheduler) = backgroundSearching(snapshot)
            let mirror = MirrorObserver(model)
            let typed = query.indices.map { String(query[...$0]) }
            for text in typed + typed.reversed().dropFirst() + [""] {
                model.search(text) { $0.text }
                scheduler.runAll()
                #expect(model.displayed == expected(snapshot, text), "\(text)")
                #expect(mirror.isInSync)
            }
            #expect(model.filter == nil && model.displayed == snapshot)
        }
    }

    @Test("an older query never lands after a newer one, even when its result came back first")
    func olderQueryNeverLandsLast() {
        let (model, scheduler) = backgroundSearching(
            TextSnapshot(sections: [.init(id: 0, items: (0..<500).map { TextRow(id: $0, text: "Row \($0)") })]))
        let mirror = MirrorObserver(model)
        model.search("row 1") { $0.text }
        scheduler.runWork()  // "row 1" is matched: its result waits for the main actor
        model.search("row 12") { $0.text }
        #expect(scheduler.waitingWork == 0, "one search runs at a time: the newer one waits")
        scheduler.runAll()
        #expect(mirror.queriesShown == ["row 12"], "the older result was dropped, never shown")
        #expect(model.displayed == expected(model.snapshot, "row 12"))
    }

    @Test("a newer query stops the older one's scan, which then shows nothing")
    func newerQueryCancelsOlder() {
        let (model, scheduler) = backgroundSearching(
            TextSnapshot(sections: [.init(id: 0, items: (0..<500).map { TextRow(id: $0, text: "Row \($0)") })]))
        let mirror = MirrorObserver(model)
        model.search("row") { $0.text }
        model.search("row 4") { $0.text }  // before the first has run: it is cancelled
        model.search("row 49") { $0.text }
        scheduler.runAll()
        #expect(mirror.queriesShown == ["row 49"])
        #expect(model.displayed == expected(model.snapshot, "row 49"))
        model.search("row 4") { $0.text }
        model.filter = nil  // a filter set drops the search still waiting
        scheduler.runAll()
        #expect(mirror.queriesShown == ["row 49", nil] && model.displayed.itemCount == 500 && mirror.isInSync)
    }

    @Test("a search whose rows changed before it was shown runs again on the new rows")
    func staleSearchRunsAgain() {
        let (model, scheduler) = backgroundSearching(
            TextSnapshot(sections: [.init(id: 0, items: (0..<100).map { TextRow(id: $0, text: "Row \($0)") })]))
        let mirror = MirrorObserver(model)
        model.search("row 7") { $0.text }
        scheduler.runWork()
        var next = model.snapshot
        next.deleteItems([7])
        _ = next.reconfigureItems([TextRow(id: 8, text: "Row 8 and 7")])
        model.apply(next)
        scheduler.runAll()
        #expect(model.filter?.query == "row 7")
        #expect(model.displayed == expected(next, "row 7"))
        #expect(model.displayed.items.first?.id == 8, "row 8 took a 7")
        #expect(mirror.isInSync)
    }

    @Test("a search lands with a background change that comes back before the search does")
    func searchRidesOnBackgroundChanges() {
        let (model, scheduler) = backgroundSearching(
            TextSnapshot(sections: [.init(id: 0, items: (0..<200).map { TextRow(id: $0, text: "Row \($0)") })]))
        let mirror = MirrorObserver(model)
        model.search("row") { $0.text }
        model.search("row 1") { $0.text }  // waits behind the running one
        model.applyInBackground(making: { snapshot in
            var next = snapshot
            next.deleteItems([10])
            return next
        })
        scheduler.runWork()  // the scan for "row"
        scheduler.runWork()  // the change, shown through "row 1", the search asked for
        scheduler.handOff()  // "row"'s result: dropped; "row 1" starts
        #expect(model.filter == nil)
        scheduler.handOff()  // the change
        #expect(model.filter?.query == "row 1", "the search landed with the change")
        #expect(model.displayed == expected(model.snapshot, "row 1") && model.snapshot.itemCount == 199)
        scheduler.runAll()
        #expect(mirror.queriesShown == ["row 1"], "shown once: its own run was stopped")
        #expect(!model.isSearchPending && mirror.isInSync)
    }

    @Test("a change carrying a search that a newer one replaced is made again through the newer one")
    func changeCarryingReplacedSearchIsRedone() {
        let (model, scheduler) = backgroundSearching(
            TextSnapshot(sections: [.init(id: 0, items: (0..<200).map { TextRow(id: $0, text: "Row \($0)") })]))
        let mirror = MirrorObserver(model)
        model.search("row 1") { $0.text }
        model.applyInBackground(making: { snapshot in
            var next = snapshot
            next.deleteItems([15])
            return next
        })
        model.search("row 2") { $0.text }
        scheduler.runAll()
        #expect(!mirror.queriesShown.contains("row 1"), "the replaced search is never shown")
        #expect(model.filter?.query == "row 2" && model.displayed == expected(model.snapshot, "row 2"))
        model.search("row 3") { $0.text }
        model.applyInBackground(making: { snapshot in
            var next = snapshot
            next.deleteItems([16])
            return next
        })
        model.filter = nil  // set directly: the search the change carries is dropped
        scheduler.runAll()
        #expect(model.filter == nil && model.displayed == model.snapshot)
        #expect(model.snapshot.itemCount == 198 && mirror.isInSync)
    }

    @Test("clearing a search is shown even when a change asked for before it lands carries it")
    func clearingRidesOnBackgroundChanges() {
        let (model, scheduler) = backgroundSearching(
            TextSnapshot(sections: [.init(id: 0, items: (0..<200).map { TextRow(id: $0, text: "Row \($0)") })]))
        model.search("row 1") { $0.text }
        scheduler.runAll()
        let mirror = MirrorObserver(model)
        model.search("row 2") { $0.text }
        model.search("") { $0.text }  // waits behind "row 2"'s scan
        model.applyInBackground(making: { snapshot in
            var next = snapshot
            next.deleteItems([10])
            return next
        })
        scheduler.runWork()  // "row 2"'s scan
        scheduler.runWork()  // the change, made through the clearing asked for
        scheduler.handOff()  // "row 2"'s result: dropped; the clearing's scan starts
        scheduler.handOff()  // the change lands before the clearing's own result
        #expect(model.filter == nil, "the change carried the clearing, not the search shown before it")
        #expect(model.displayed == model.snapshot && model.snapshot.itemCount == 199)
        scheduler.runAll()
        #expect(model.filter == nil && !model.isSearchPending && mirror.isInSync)
    }

    @Test("a reordering asked for while a search is being cleared is diffed from the matches still shown")
    func reorderingWhileClearing() {
        let (model, scheduler) = backgroundSearching(
            TextSnapshot(sections: [.init(id: 0, items: (0..<200).map { TextRow(id: $0, text: "Row \($0)") })]))
        model.search("row 1") { $0.text }
        scheduler.runAll()
        let mirror = MirrorObserver(model)
        model.search("row 2") { $0.text }
        model.search("") { $0.text }  // waits behind "row 2"'s scan
        model.applyInBackground(reorderingItemsBy: { items in Array(items.indices.reversed()) })
        scheduler.runWork()  // "row 2"'s scan
        scheduler.runWork()  // the reordering, made through the clearing asked for
        scheduler.handOff()  // "row 2"'s result: dropped
        scheduler.handOff()  // the reordering lands, from the matches of "row 1" still shown
        #expect(model.filter == nil && model.displayed == model.snapshot)
        #expect(model.snapshot.items.map(\.id) == Array((0..<200).reversed()))
        #expect(mirror.isInSync, "the changes replay from the matches shown to every row, reversed")
    }

    @Test("after resetSearchIndex the next search folds every item again, even with a search out meanwhile")
    func resetIndexSticks() {
        let (model, scheduler) = backgroundSearching(
            TextSnapshot(sections: [.init(id: 0, items: (0..<300).map { TextRow(id: $0, text: "Row \($0)") })]))
        let folds = Locked(0)
        let text: @Sendable (TextRow) -> String = { row in
            folds.withLock { $0 += 1 }
            return row.text
        }
        model.search("row 1", in: text)
        scheduler.runAll()
        #expect(folds.withLock { $0 } == 300)
        model.search("row 2", in: text)  // out with the old index when it is reset
        model.resetSearchIndex()
        scheduler.runAll()
        folds.withLock { $0 = 0 }
        model.search("row 3", in: text)
        scheduler.runAll()
        #expect(folds.withLock { $0 } == 300, "the index the search out brought back was not kept")
        #expect(model.displayed == expected(model.snapshot, "row 3"))
    }

    @Test(
        "a search after the rows changed with no search shown matches the new rows, not the old index's",
        arguments: [false, true])
    func searchAfterChangesWithoutASearchShown(inBackground: Bool) {
        let (model, scheduler) = backgroundSearching(
            TextSnapshot(sections: [.init(id: 0, items: (0..<40).map { TextRow(id: $0, text: "Row \($0)") })]))
        let mirror = MirrorObserver(model)
        model.search("row 1") { $0.text }
        scheduler.runAll()
        model.search("") { $0.text }
        scheduler.runAll()
        // No search shown: the change below does not touch the index kept from "row 1".
        let next = TextSnapshot(sections: [.init(id: 0, items: (0..<40).map { TextRow(id: $0, text: "Item \($0 + 100)") })])
        if inBackground {
            model.applyInBackground(next)
        } else {
            model.apply(next)
        }
        scheduler.runAll()
        model.search("item 11") { $0.text }
        scheduler.runAll()
        #expect(model.displayed == expected(next, "item 11"), "shows \(model.displayed.items.map(\.text))")
        #expect(model.displayed.itemCount == 10, "Item 110 to Item 119")
        #expect(mirror.isInSync)
    }

    // The result comes back through the main actor, which the GTK suites hold while they run (their
    // tests spin GLib's loop, not the main actor's), so it waits for a shown update, not for a time;
    // the limit is for a search that never comes back.
    @Test(
        "with Swift concurrency's scheduler a long list is searched on another thread, the newest query shown",
        .timeLimit(.minutes(15)))
    func searchOnAnotherThread() async throws {
        let rows = (0..<50_000).map { TextRow(id: $0, text: "Row \($0)") }
        let model = ListViewModel(TextSnapshot(sections: [.init(id: 0, items: rows, showsHeader: false)]))
        model.scheduler = .swiftConcurrency
        let mirror = MirrorObserver(model)
        await withCheckedContinuation { (shown: CheckedContinuation<Void, Never>) in
            mirror.onUpdate = {
                guard !model.isSearchPending else { return }
                mirror.onUpdate = nil
                shown.resume()
            }
            for query in ["r", "row 4", "row 42", "row 420"] { model.search(query) { $0.text } }
        }
        #expect(model.filter?.query == "row 420")
        #expect(model.displayed == expected(model.snapshot, "row 420"))
        #expect(mirror.queriesShown.last == "row 420" && mirror.isInSync)
    }

    @Test("snapshots changing while a search is shown stay exact, folding only new and changed rows")
    func snapshotsChangingUnderASearch() async {
        await propertyCheck(count: 100, input: textSnapshots(), searchQueries(), Gen.int(in: 0...10_000)) {
            snapshot, query, seed in
            let (model, scheduler) = backgroundSearching(snapshot)
            let mirror = MirrorObserver(model)
            let folds = Locked(0)
            let text: @Sendable (TextRow) -> String = { row in
                folds.withLock { $0 += 1 }
                return row.text
            }
            model.search(query, in: text)
            scheduler.runAll()
            var random = SplitMix64(seed: UInt64(seed))
            var nextID = 1_000
            for round in 0..<4 {
                var next = model.snapshot
                let ids = next.items.map(\.id)
                next.deleteItems(ids.filter { _ in random.next() % 6 == 0 })
                let changed = ids.filter { _ in random.next() % 6 == 0 }
                next.reconfigureItems(
                    changed.compactMap { next.item(withID: $0) }.map { TextRow(id: $0.id, text: $0.text + "ow") })
                if !next.sections.isEmpty {
                    try? next.appendItems([TextRow(id: nextID, text: "Rów \(nextID)")], toSection: next.sections[0].id)
                }
                nextID += 1
                let before = model.snapshot.items
                folds.withLock { $0 = 0 }
                if round % 2 == 0 {
                    model.apply(next)
                } else {
                    model.applyInBackground(next)
                    scheduler.runAll()
                }
                let beforeTexts = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0.text) })
                #expect(folds.withLock { $0 } == next.items.filter { beforeTexts[$0.id] != $0.text }.count)
                #expect(model.snapshot == next)
                #expect(model.displayed == expected(next, query), "round \(round)")
                #expect(mirror.isInSync)
            }
        }
    }
}
