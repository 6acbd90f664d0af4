import Testing

@testable import RowsCore

/// What an outline's search tells a view through its rows view model's updates: that the rows are
/// a search's results (and whose), that it is being cleared, and that it ended.
@MainActor
@Suite("OutlineViewModel search: its updates say that a search shows, whose results they are, and when it ends")
struct OutlineSearchUpdatesTests {
    /// Roots 1..<n ("n1"…), no children.
    private func roots(_ count: Int) -> [Node] { (1..<count).map { node($0) } }

    /// Collects every update told, in order.
    private final class Updates {
        var told: [ListUpdate<SingleSection, OutlineRow<Entry>>] = []
        var observation: ListObservation?
    }

    private func observe(_ model: OutlineViewModel<Entry>) -> Updates {
        let updates = Updates()
        updates.observation = model.rowsViewModel.observe { [updates] in updates.told.append($0) }
        return updates
    }

    @Test("a search's results are told as filtered, with their words; its end is told unfiltered, even with no change of rows")
    func endWithNoChangeOfRows() {
        let model = OutlineViewModel(roots: roots(30))
        let updates = observe(model)
        model.search("N2") { $0.name }  // n2, n20…n29
        #expect(updates.told.count == 1)
        #expect(updates.told.last?.isFiltered == true && updates.told.last?.searchQuery == "n2")
        model.search("n") { $0.name }  // every row again, as results
        #expect(updates.told.count == 2)
        #expect(updates.told.last?.isFiltered == true && updates.told.last?.searchQuery == "n")
        model.search("") { $0.name }
        #expect(updates.told.count == 3, "the end is told though no row changes")
        let end = try? #require(updates.told.last)
        #expect(end?.isEmpty == true && end?.isFiltered == false && end?.searchQuery == nil)
        model.search("") { $0.name }
        #expect(updates.told.count == 3, "nothing more to tell")
    }

    @Test("while a large outline's search is found or cleared off the main actor, its old results stay whose they were")
    func pendingSearches() {
        let scheduler = ManualScheduler()
        let model = OutlineViewModel(roots: [node(1, .loaded([node(10), node(11)])), node(2), node(3)])
        model.rowsViewModel.scheduler = scheduler.scheduler
        model.rowsViewModel.backgroundSearchThreshold = 3
        let updates = observe(model)
        model.search("n1") { $0.name }
        scheduler.runAll()
        #expect(updates.told.last?.searchQuery == "n1")
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(11)])

        // A newer search asked for: a node collapsed in the old results is told as theirs.
        model.search("n11") { $0.name }
        #expect(model.isSearchPending)
        model.collapse(1)
        #expect(updates.told.last?.searchQuery == "n1", "not yet the results of n11")
        scheduler.runAll()
        model.expand(1)
        #expect(model.rows.map(\.id) == [.item(1), .item(11)])
        #expect(updates.told.last?.searchQuery == "n11")

        // Being cleared until the whole outline shows, a change to the results meanwhile too.
        model.search("") { $0.name }
        #expect(model.rowsViewModel.isClearingSearch)
        model.collapse(1)
        #expect(model.rowsViewModel.isClearingSearch, "still being cleared")
        #expect(updates.told.last?.searchQuery == "n11")
        scheduler.runAll()
        #expect(!model.rowsViewModel.isClearingSearch)
        #expect(updates.told.last?.isFiltered == false)
    }
}
