import RowsCore
import Testing

@MainActor
@Suite("An outline's changes made while others are made off the main actor")
struct OutlineViewModelLandingTests {
    @Test("a node whose given children replaceRoots drops, still loading in the new tree, is listed by the loader")
    func givenChildrenDroppedLeaveNodeLoadingForever() {
        let scheduler = ManualScheduler()
        let model = OutlineViewModel(roots: [node(1, .notLoaded), node(2)]) { item in [node(item.id * 10)] }
        model.rowsViewModel.scheduler = scheduler.scheduler
        model.rowsViewModel.backgroundSearchThreshold = 3
        model.expand(1)  // a load starts; 1 shows a loading row
        model.setChildren([node(11), node(12), node(13)], of: 1)  // many: put in place off the main actor; the load is stale
        model.replaceRoots([node(1, .notLoaded), node(2)])  // small, at once: drops the given children; 1 stays loading
        #expect(model.isLoading(1), "the loader lists it again")
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(2)], "its children, listed")
    }

    @Test(
        "children loaded with an id the outline has elsewhere (an item moved there while they loaded) show an error row naming it, few or many"
    )
    func loadedChildrenWithAnIDTakenShowAnError() {
        for many in [false, true] {
            let scheduler = ManualScheduler()
            // The loader read the tree before 3 moved from under 1 to the roots.
            let model = OutlineViewModel(roots: [node(1, .notLoaded), node(2)]) { item in
                item.id == 1 ? [node(3)] + (many ? [node(4), node(5), node(6)] : []) : []
            }
            model.rowsViewModel.scheduler = scheduler.scheduler
            // The three roots are put in place at once; four children, off the main actor.
            model.rowsViewModel.backgroundSearchThreshold = 4
            model.expand(1)
            model.replaceRoots([node(1, .notLoaded), node(2), node(3)])
            scheduler.runAll()
            #expect(model.rows.map(\.id) == [.item(1), .failure(parent: 1), .item(2), .item(3)], "many: \(many)")
            let message = model.rows.first { $0.id == .failure(parent: 1) }.flatMap { row -> String? in
                if case .failure(let message) = row.content { message } else { nil }
            }
            #expect(message == "the loaded children hold the id 3, which another node of the outline has", "many: \(many)")
        }
    }

    @Test("an item updated while a large replaceRoots is made off the main actor is not lost")
    func updateItemDuringReplaceRootsIsKept() {
        let scheduler = ManualScheduler()
        let model = OutlineViewModel(roots: [node(1), node(2), node(3)])
        model.rowsViewModel.scheduler = scheduler.scheduler
        model.rowsViewModel.backgroundSearchThreshold = 3
        model.replaceRoots([node(1), node(2), node(3), node(4)])  // large: made off the main actor
        model.updateItem(Entry(id: 2, name: "renamed"))  // meanwhile: shows at once on the old tree
        #expect(model.outline.item(2)?.name == "renamed")
        scheduler.runAll()
        // "The result is as if the changes made meanwhile came after this call."
        #expect(model.outline.item(2)?.name == "renamed")
    }

    @Test("reloadChildren(of:) keeps open the nodes below that were open, once they come back")
    func reloadKeepsOpenChildren() {
        let model = OutlineViewModel(
            roots: [node(1, .loaded([node(10, .loaded([node(100)]))]))], expanded: [1, 10]
        ) { item in item.id == 1 ? [node(10, .loaded([node(100)]))] : [] }
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(100)])
        model.setChildren([node(10, .loaded([node(100)]))], of: 1)  // given again: 10 stays open
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(100)])
        model.reloadChildren(of: 1)  // listed again by the loader (at once: no scheduler)
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(100)], "a reload keeps what was open")
    }

    @Test("an item updated while many children given for its parent are put in place off the main actor is not lost")
    func updateItemDuringSetChildrenIsKept() {
        let scheduler = ManualScheduler()
        let model = OutlineViewModel(roots: [node(1, .loaded([node(10), node(11)]))], expanded: [1])
        model.rowsViewModel.scheduler = scheduler.scheduler
        model.rowsViewModel.backgroundSearchThreshold = 3
        model.setChildren([node(10), node(11), node(12)], of: 1)  // many: put in place off the main actor
        model.updateItem(Entry(id: 10, name: "renamed"))  // meanwhile
        scheduler.runAll()
        #expect(model.outline.item(10)?.name == "renamed")
        #expect(model.rows.compactMap(\.item).first { $0.id == 10 }?.name == "renamed", "and shown so")
    }

    @Test("a reload listed and put in place off the main actor keeps open the nodes below that were open")
    func reloadOffMainActorKeepsOpenChildren() {
        let scheduler = ManualScheduler()
        let children = [node(10, .loaded([node(100)])), node(11), node(12)]
        let model = OutlineViewModel(roots: [node(1, .loaded(children))], expanded: [1, 10]) { item in
            item.id == 1 ? children : []
        }
        model.rowsViewModel.scheduler = scheduler.scheduler
        model.rowsViewModel.backgroundSearchThreshold = 3
        model.reloadChildren(of: 1)
        #expect(model.rows.map(\.id) == [.item(1), .loading(parent: 1)])
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(100), .item(11), .item(12)])
    }
}
