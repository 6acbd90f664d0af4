import RowsCore
import Testing

@MainActor
@Suite("OutlineViewModel: the outline's own changes shown, lazy children loaded off the main actor")
struct OutlineViewModelTests {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "no such folder" }
    }

    private func children(of id: Int) -> [Node] { (0..<3).map { node(id * 10 + $0) } }

    @Test("expand and collapse tell one splice and the disclosed row's reconfigure, no diff of the rest")
    func expandIsOneSplice() {
        let roots = (0..<50).map { k in node(k, .loaded((0..<4).map { node(1000 + k * 10 + $0) })) }
        let model = OutlineViewModel(roots: [node(-1, .loaded(roots))] + (100..<150).map { node($0) }, expanded: [-1])
        let mirror = MirrorObserver(model.rowsViewModel)
        model.expand(7)
        #expect(mirror.updates.count == 1)
        #expect(mirror.updates.last?.splices == [.init(position: 9, removed: 0, added: 4)])
        #expect(mirror.updates.last?.reconfiguredRows == [8])
        model.collapse(7)
        #expect(mirror.updates.last?.splices == [.init(position: 9, removed: 4, added: 0)])
        #expect(mirror.updates.last?.reconfiguredRows == [8])
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })
    }

    @Test("a first expand shows a loading row, then the loaded children through the scheduler")
    func lazyLoad() {
        let scheduler = ManualScheduler()
        let model = OutlineViewModel(roots: [node(1, .notLoaded), node(2)]) { item in
            (0..<3).map { node(item.id * 10 + $0) }
        }
        model.rowsViewModel.scheduler = scheduler.scheduler
        let mirror = MirrorObserver(model.rowsViewModel)
        model.expand(1)
        #expect(model.rows.map(\.id) == [.item(1), .loading(parent: 1), .item(2)])
        #expect(model.isLoading(1))
        #expect(scheduler.waitingWork == 1)
        #expect(scheduler.blockingWorkGiven == 1, "a loader may block: it runs where it holds back no other work")
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(11), .item(12), .item(2)])
        #expect(!model.isLoading(1))
        #expect(mirror.rows.map(\.item?.id) == model.rows.map(\.id).map { Optional($0) })
    }

    @Test("a loader's error shows an error row naming it; expanding again after a collapse retries")
    func failureThenRetry() {
        let scheduler = ManualScheduler()
        let fails = Flag(true)
        let model = OutlineViewModel(roots: [node(1, .notLoaded)]) { item in
            if fails.value { throw Failure() }
            return [node(item.id * 10)]
        }
        model.rowsViewModel.scheduler = scheduler.scheduler
        model.expand(1)
        scheduler.runAll()
        #expect(model.rows.map(\.content) == [.item(Entry(id: 1, name: "n1")), .failure("no such folder")])
        model.collapse(1)
        fails.value = false
        model.expand(1)
        #expect(model.rows.map(\.id) == [.item(1), .loading(parent: 1)])
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(10)])
    }

    @Test("a stale load does not clobber newer children, nor expand a node collapsed meanwhile")
    func staleLoadIsDropped() {
        let scheduler = ManualScheduler()
        let model = OutlineViewModel(roots: [node(1, .notLoaded), node(2, .notLoaded)]) { item in
            [node(item.id * 10 + 5)]
        }
        model.rowsViewModel.scheduler = scheduler.scheduler
        model.expand(1)
        model.setChildren([node(10)], of: 1)  // newer than the load still running
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(2)])

        model.expand(2)
        model.collapse(2)
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(2)], "collapsed while loading: stays collapsed")
        #expect(model.outline.children(of: 2) == [25], "the children arrived, hidden")

        model.reloadChildren(of: 1)
        model.reloadChildren(of: 1)
        #expect(scheduler.waitingWork == 2)
        scheduler.runWork()
        scheduler.handOff()  // the first reload's result: stale
        #expect(model.rows.map(\.id) == [.item(1), .loading(parent: 1), .item(2)])
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(15), .item(2)])
    }

    @Test("a node expanded while hidden, its children not loaded, loads at the first click once shown")
    func hiddenExpandedNodeLoadsAtFirstClick() {
        let scheduler = ManualScheduler()
        let model = OutlineViewModel(roots: [node(1, .loaded([node(2, .notLoaded)]))]) { item in [node(item.id * 10)] }
        model.rowsViewModel.scheduler = scheduler.scheduler
        model.expand(2)  // hidden under 1: only marked expanded
        model.expand(1)
        #expect(model.rows.map(\.shape.description) == ["item(1)@0v", "item(2)@1>"], "shown collapsed: nothing known below it")
        model.toggle(2)  // as a click on its disclosure: expands, as it shows collapsed
        #expect(model.rows.map(\.id) == [.item(1), .item(2), .loading(parent: 2)])
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(2), .item(20)])
    }

    @Test("a tree replaced while a node's children load keeps that node loading, and the load lands")
    func replacedTreeKeepsALoadGoing() {
        let scheduler = ManualScheduler()
        let model = OutlineViewModel(roots: [node(1, .notLoaded), node(2)]) { item in [node(item.id * 10)] }
        model.rowsViewModel.scheduler = scheduler.scheduler
        let mirror = MirrorObserver(model.rowsViewModel)
        model.expand(1)
        model.replaceRoots([node(1, .notLoaded), node(2), node(3)])  // listed again, 1's children not known
        #expect(model.rows.map(\.id) == [.item(1), .loading(parent: 1), .item(2), .item(3)])
        #expect(model.isLoading(1))
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(2), .item(3)])
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })
    }

    @Test("a node's children given again while a child's children load keep that child loading, and its load lands")
    func newChildrenKeepALoadGoing() {
        let scheduler = ManualScheduler()
        let model = OutlineViewModel(roots: [node(1, .loaded([node(2, .notLoaded)]))], expanded: [1]) { item in
            [node(item.id * 10 + 1)]
        }
        model.rowsViewModel.scheduler = scheduler.scheduler
        model.expand(2)
        model.setChildren([node(2, .notLoaded), node(3)], of: 1)  // 1 listed again, 2's children not known
        #expect(model.rows.map(\.id) == [.item(1), .item(2), .loading(parent: 2), .item(3)])
        #expect(model.isLoading(2))
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(2), .item(21), .item(3)])
    }

    @Test("new children that give a loading child's children, or leave it out, make its load stale")
    func descendantsLoadsGoStale() {
        let scheduler = ManualScheduler()
        let model = OutlineViewModel(roots: [node(1, .loaded([node(2, .notLoaded), node(3, .notLoaded)]))], expanded: [1]) {
            item in [node(item.id * 10 + 1)]
        }
        model.rowsViewModel.scheduler = scheduler.scheduler
        model.expand(2)
        model.expand(3)
        #expect(model.isLoading(2) && model.isLoading(3))
        model.setChildren([node(2, .loaded([node(29)]))], of: 1)  // 2's children given, 3 gone
        #expect(!model.isLoading(2) && !model.isLoading(3))
        #expect(model.rows.map(\.id) == [.item(1), .item(2), .item(29)])
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(2), .item(29)], "the stale loads' results dropped")
        model.setChildren([node(2, .loaded([node(29)])), node(3, .notLoaded)], of: 1)
        model.expand(3)
        #expect(model.isLoading(3) && scheduler.waitingWork == 1, "3 made anew loads afresh")
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(2), .item(29), .item(3), .item(31)])
    }

    @Test("* on a node whose load failed retries it, as Right does")
    func expandAllRetriesAFailure() {
        let scheduler = ManualScheduler()
        let fails = Flag(true)
        let model = OutlineViewModel(roots: [node(1, .notLoaded)]) { item in
            if fails.value { throw Failure() }
            return [node(item.id * 10)]
        }
        model.rowsViewModel.scheduler = scheduler.scheduler
        model.expand(1)
        scheduler.runAll()
        model.collapse(1)
        fails.value = false
        #expect(model.handle(.expandAll, atRow: 0) == 0)
        #expect(model.rows.map(\.id) == [.item(1), .loading(parent: 1)])
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(10)])
    }

    @Test("* expands the nodes below whose children are not loaded too, and loads them: one more level each time")
    func expandAllLoadsOneMoreLevel() {
        let scheduler = ManualScheduler()
        // 1 (2 (3 (4 (5)))) and 6, each folder's children read when asked.
        let model = OutlineViewModel(roots: [node(1, .loaded([node(2, .notLoaded)])), node(6)]) { item in
            item.id < 5 ? [node(item.id + 1, item.id + 1 < 5 ? .notLoaded : .loaded([]))] : []
        }
        model.rowsViewModel.scheduler = scheduler.scheduler
        #expect(model.handle(.expandAll, atRow: 0) == 0)
        #expect(model.rows.map(\.id) == [.item(1), .item(2), .loading(parent: 2), .item(6)])
        #expect(model.isLoading(2))
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(2), .item(3), .item(6)], "the level read is not expanded further")
        #expect(!model.rows[2].isExpanded && model.rows[2].isExpandable)
        model.expandAll(below: 1)
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(2), .item(3), .item(4), .item(6)])
        model.expandAll(below: 1)
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(2), .item(3), .item(4), .item(5), .item(6)])
        #expect(!model.rows[4].isExpandable, "5 has no children")
    }

    @Test("keys: Right expands and keeps the row, Left goes to the parent, * expands all below")
    func keys() {
        let model = OutlineViewModel(roots: [node(1, .loaded([node(2, .loaded([node(3)]))])), node(4)])
        #expect(model.handle(.right, atRow: 0) == 0)
        #expect(model.rows.map(\.id) == [.item(1), .item(2), .item(4)])
        #expect(model.handle(.right, atRow: 0) == 1)
        #expect(model.handle(.left, atRow: 1) == 0)
        #expect(model.handle(.left, atRow: 0) == 0)
        #expect(model.rows.map(\.id) == [.item(1), .item(4)])
        #expect(model.handle(.expandAll, atRow: 0) == 0)
        #expect(model.rows.map(\.id) == [.item(1), .item(2), .item(3), .item(4)])
        #expect(model.handle(.right, atRow: 3) == nil)
    }
}

/// A flag a loader reads off the main actor.
final class Flag: @unchecked Sendable {
    var value: Bool
    init(_ value: Bool) { self.value = value }
}
