import Testing

@testable import RowsCore

/// Several observers on one view model: each told every update, in order, until its token goes.
@MainActor
@Suite("ListViewModel observers")
struct ObserverTests {
    @Test("several observers are each told every update, in the order they started observing")
    func severalObserversAreAllTold() throws {
        let model = try staffAndGuests()
        var told: [String] = []
        let first = model.observe { update in told.append("first \(update.splices)") }
        let mirror = MirrorObserver(model)
        let last = model.observe { update in told.append("last \(update.selectionChanged)") }
        try model.append([Row(id: 7)], toSection: "guests")
        model.select([2])
        #expect(told == ["first [@8 -0 +1]", "last false", "first []", "last true"])
        #expect(mirror.updates.count == 2 && mirror.isInSync)
        #expect(first.isActive && last.isActive)
    }

    @Test("a search that begins, changes words or ends with the rows shown is told, as an update with no changes")
    func searchWithTheSameRowsIsTold() throws {
        let model = try staffAndGuests()
        var told: [(isEmpty: Bool, isFiltered: Bool, query: String?)] = []
        let observation = model.observe { told.append(($0.isEmpty, $0.isFiltered, $0.searchQuery)) }
        model.search("row") { "row \($0.id)" }  // every row
        model.search("row 1") { "row \($0.id)" }  // row 1
        model.search("1 row") { "row \($0.id)" }  // row 1 still
        model.search("1 row") { "row \($0.id)" }  // nothing new
        model.search("") { "row \($0.id)" }
        #expect(told.map(\.isEmpty) == [true, false, true, false])
        #expect(told.map(\.isFiltered) == [true, true, true, false])
        #expect(told.map(\.query) == ["row", "row 1", "1 row", nil])
        // A filter of every row, ended; a selection made meanwhile is told once, and the same
        // search again tells nothing more.
        told = []
        model.search("row") { "row \($0.id)" }
        model.select([2])
        model.search("row") { "row \($0.id)" }
        model.search("") { "row \($0.id)" }
        #expect(told.map(\.isEmpty) == [true, false, true])
        #expect(told.map(\.query) == ["row", "row", nil])
        #expect(observation.isActive)
    }

    @Test("a cancelled observation is told nothing more, and the view model lets go of its closure")
    func cancelledObserverIsNotTold() throws {
        let model = try staffAndGuests()
        var kept = 0
        var cancelled = 0
        let keeper = model.observe { _ in kept += 1 }
        let token = model.observe { _ in cancelled += 1 }
        model.select([1])
        token.cancel()
        token.cancel()  // a second cancel does nothing
        model.select([2])
        try model.append([Row(id: 7)])
        #expect(kept == 3 && cancelled == 1)
        #expect(!token.isActive && keeper.isActive)
        #expect(model.observerCount == 1)
    }

    @Test("an observer cancelled by another during an update is not told that update")
    func cancelledDuringAnUpdateIsNotTold() throws {
        let model = try staffAndGuests()
        var second: ListObservation?
        var secondTold = 0
        let first = model.observe { _ in second?.cancel() }
        second = model.observe { _ in secondTold += 1 }
        model.select([1])
        #expect(secondTold == 0)
        #expect(model.observerCount == 1)
        _ = first
    }

    @Test("an observation whose token is released stops, and its closure is released with it")
    func releasedTokenStops() throws {
        let model = try staffAndGuests()
        final class Witness {}
        weak var witness: Witness?
        var told = 0
        do {
            let captured = Witness()
            witness = captured
            let token = model.observe { _ in
                _ = captured
                told += 1
            }
            model.select([1])
            _ = token
        }
        model.select([2])
        #expect(told == 1)
        #expect(witness == nil, "the view model let go of the closure, and what it captured")
        #expect(model.observerCount == 0)
    }

    @Test("an object keeping its token and its view model, observing weakly, is freed: no retain cycle")
    func noRetainCycle() throws {
        @MainActor final class Panel {
            let model: ListViewModel<String, Row>
            var observation: ListObservation?
            var updates = 0
            init(_ model: ListViewModel<String, Row>) {
                self.model = model
                observation = model.observe { [weak self] _ in self?.updates += 1 }
            }
        }
        weak var panel: Panel?
        weak var model: ListViewModel<String, Row>?
        do {
            let strongModel = try staffAndGuests()
            let strongPanel = Panel(strongModel)
            strongModel.select([3])
            #expect(strongPanel.updates == 1)
            panel = strongPanel
            model = strongModel
        }
        #expect(panel == nil, "the panel is not kept by the view model it observes")
        #expect(model == nil, "the view model is not kept by its observer's token")

        // A token outliving its view model does nothing when cancelled or released.
        var token: ListObservation?
        do {
            let strongModel = try staffAndGuests()
            token = strongModel.observe { _ in }
            model = strongModel
        }
        #expect(model == nil)
        token?.cancel()
        #expect(token?.isActive == false)
    }

    @Test("an observer that changes the view model while told: every observer gets the updates in the order they happened")
    func changesMadeWhileTellingAreToldInOrder() throws {
        let model = try staffAndGuests()
        let before = MirrorObserver(model)
        var told: [String] = []
        var reacted = false
        // The first update makes this observer add a row and select it: two more updates, while the
        // mirrors after it have not been told the first yet.
        let changer = model.observe { update in
            told.append("changer \(update.rows.count)")
            guard !reacted else { return }
            reacted = true
            try? model.append([Row(id: 99)], toSection: "staff")
            model.select([99])
        }
        let after = MirrorObserver(model)
        let lastObserver = model.observe { update in told.append("last \(update.rows.count)") }
        model.removeItems(withIDs: [5])
        #expect(told == ["changer 7", "last 7", "changer 8", "last 8", "changer 8", "last 8"])
        #expect(before.updates.count == 3 && after.updates.count == 3)
        #expect(before.isInSync && after.isInSync, "each mirror replayed the splices in order")
        #expect(after.updates.map(\.selectionChanged) == [false, false, true])
        _ = (changer, lastObserver)
    }

    @Test("an observer added while an update is being told is told only the updates made after it")
    func observerAddedWhileTellingStartsLater() throws {
        let model = try staffAndGuests()
        var late: MirrorObserver<String, Row>?
        // On the first update this observer adds a row (an update waiting to be told), then a mirror,
        // which starts from the rows with that row: it must not be told the waiting update.
        let adder = model.observe { _ in
            guard late == nil else { return }
            try? model.append([Row(id: 50)], toSection: "staff")
            late = MirrorObserver(model)
        }
        let early = MirrorObserver(model)
        model.removeItems(withIDs: [1])
        try model.append([Row(id: 7)])
        #expect(early.updates.count == 3 && early.isInSync)
        #expect(late?.updates.count == 1, "told only the update made after it started")
        #expect(late?.isInSync == true)
        _ = adder
    }

    @Test("changing the selection mode tells observers, trimming the selection to what the mode allows")
    func selectionModeChangeIsTold() throws {
        let model = try staffAndGuests()
        let mirror = MirrorObserver(model)
        model.select([2, 3, 4])
        model.selectionMode = .single
        model.selectionMode = .single  // no change, nothing told
        model.selectionMode = .multiple
        let told = mirror.updates.map { ($0.selectionModeChanged, $0.selectionChanged) }
        #expect(told.map(\.0) == [false, true, true])
        #expect(told.map(\.1) == [true, true, false])
        #expect(model.selectedIDs == [2])
    }
}
