import RowsCore
import Testing

@MainActor
@Suite("OutlineViewModel: a large tree, or large loaded children, put in place off the main actor")
struct OutlineReplaceRootsTests {
    /// A view model over roots 1 (children 10, 11; expanded) and 2, with a held scheduler and a
    /// threshold low enough that these trees count as large.
    private func largeModel() -> (OutlineViewModel<Entry>, ManualScheduler, MirrorObserver<SingleSection, OutlineRow<Entry>>) {
        let scheduler = ManualScheduler()
        let model = OutlineViewModel(roots: [node(1, .loaded([node(10), node(11)])), node(2)], expanded: [1])
        model.rowsViewModel.scheduler = scheduler.scheduler
        model.rowsViewModel.backgroundSearchThreshold = 3
        return (model, scheduler, MirrorObserver(model.rowsViewModel))
    }

    @Test("the old tree shows until the new one, made off the main actor, lands; then the landing is called")
    func largeTreeLandsLater() {
        let (model, scheduler, mirror) = largeModel()
        var landed = 0
        model.replaceRoots([node(2), node(1, .loaded([node(11), node(12)])), node(3)]) { landed += 1 }
        #expect(model.isReplacingRoots)
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(11), .item(2)], "the old rows show meanwhile")
        #expect(scheduler.waitingWork == 1)
        scheduler.runWork()
        #expect(landed == 0)
        scheduler.handOff()
        #expect(!model.isReplacingRoots)
        #expect(landed == 1)
        #expect(model.rows.map(\.id) == [.item(2), .item(1), .item(11), .item(12), .item(3)], "1 stays expanded")
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) }, "the view model told its changes")
        scheduler.runAll()  // the old tree and the nodes given, freed off the main actor
        #expect(landed == 1)
    }

    @Test(
        "nodes given to expand show expanded in the new tree, ids new to it included, off the main actor or not; ids it does not hold are dropped",
        arguments: [false, true])
    func expandingNewIDs(large: Bool) {
        let (model, scheduler, mirror) = largeModel()
        if !large { model.rowsViewModel.backgroundSearchThreshold = 100 }
        // Node 1 moved to 5: its children 10, 11 are 50, 51, and 50 was expanded as 10.
        model.replaceRoots(
            [node(5, .loaded([node(50, .loaded([node(500)])), node(51)])), node(2)], expanding: [5, 50, 99])
        if large {
            #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(11), .item(2)], "the old rows show meanwhile")
            scheduler.runAll()
        }
        #expect(model.rows.map(\.id) == [.item(5), .item(50), .item(500), .item(51), .item(2)])
        #expect(model.outline.expandedIDs == [5, 50], "1 left the tree; 99 was never in it")
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) }, "the view model told its changes")
    }

    @Test("a change made while the new tree is made is not lost: the tree is made again from the outline then")
    func changeMeanwhileIsKept() {
        let (model, scheduler, mirror) = largeModel()
        var landed = 0
        model.replaceRoots([node(1, .loaded([node(10), node(11)])), node(2, .loaded([node(20)]))]) { landed += 1 }
        model.collapse(1)  // on the old tree, which shows
        #expect(model.rows.map(\.id) == [.item(1), .item(2)])
        scheduler.runWork()
        scheduler.handOff()  // made from the outline before the collapse: made again
        #expect(model.isReplacingRoots)
        #expect(landed == 0)
        scheduler.runAll()
        #expect(landed == 1)
        #expect(model.rows.map(\.shape.description) == ["item(1)@0>", "item(2)@0>"], "1 stays collapsed")
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })
    }

    @Test("only the newest tree lands; a smaller tree given later lands at once, and the larger never does")
    func newestTreeWins() {
        let (model, scheduler, _) = largeModel()
        var landings = [String]()
        model.replaceRoots([node(5), node(6), node(7)]) { landings.append("first") }
        model.replaceRoots([node(8), node(9), node(4)]) { landings.append("second") }
        scheduler.runAll()
        #expect(landings == ["second"])
        #expect(model.rows.map(\.id) == [.item(8), .item(9), .item(4)])

        model.replaceRoots([node(5), node(6), node(7)]) { landings.append("large") }
        model.rowsViewModel.backgroundSearchThreshold = 100  // so the next tree counts as small
        model.replaceRoots([node(1)]) { landings.append("small") }
        #expect(!model.isReplacingRoots)
        #expect(model.rows.map(\.id) == [.item(1)], "shown at once")
        scheduler.runAll()
        #expect(landings == ["second", "small"])
        #expect(model.rows.map(\.id) == [.item(1)])
    }

    @Test("large loaded children go in off the main actor, the loading row showing until then; a reload drops them")
    func largeChildrenLandLater() {
        let scheduler = ManualScheduler()
        let model = OutlineViewModel(roots: [node(1, .notLoaded), node(2)]) { item in
            (0..<4).map { node(item.id * 10 + $0) }
        }
        model.rowsViewModel.scheduler = scheduler.scheduler
        model.rowsViewModel.backgroundSearchThreshold = 3
        let mirror = MirrorObserver(model.rowsViewModel)
        model.expand(1)
        scheduler.runWork()  // the load
        scheduler.handOff()  // its result: four children, put in place off the main actor
        #expect(model.rows.map(\.id) == [.item(1), .loading(parent: 1), .item(2)], "the loading row shows meanwhile")
        #expect(model.isLoading(1))
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(11), .item(12), .item(13), .item(2)])
        #expect(!model.isLoading(1))
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })

        model.collapse(1)
        model.reloadChildren(of: 1)
        scheduler.runWork()  // the load
        scheduler.handOff()
        model.reloadChildren(of: 1)  // again, before the first reload's children are in place
        scheduler.runWork()  // the first reload's children, made
        scheduler.handOff()  // dropped: a newer load runs
        #expect(model.isLoading(1))
        model.expand(1)
        #expect(model.rows.map(\.id) == [.item(1), .loading(parent: 1), .item(2)])
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(11), .item(12), .item(13), .item(2)])
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })
    }

    @Test("many children given go in off the main actor; only the newest given for a node land")
    func givenChildrenLandLater() {
        let (model, scheduler, mirror) = largeModel()
        var landings = [String]()
        model.setChildren([node(12), node(13), node(14)], of: 1) { landings.append("first") }
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(11), .item(2)], "the old children show meanwhile")
        model.setChildren([node(15), node(16), node(17)], of: 1) { landings.append("second") }
        model.setChildren([node(20), node(21), node(22)], of: 2) { landings.append("other node") }
        scheduler.runAll()
        #expect(landings == ["second", "other node"])
        #expect(model.rows.map(\.id) == [.item(1), .item(15), .item(16), .item(17), .item(2)], "2 is collapsed")
        #expect(model.outline.children(of: 2) == [20, 21, 22])
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })

        model.setChildren([node(18), node(19), node(23)], of: 1) { landings.append("dropped") }
        model.setChildren([node(24)], of: 1) { landings.append("few, at once") }
        #expect(model.rows.map(\.id) == [.item(1), .item(24), .item(2)])
        scheduler.runAll()
        #expect(landings == ["second", "other node", "few, at once"])
        #expect(model.rows.map(\.id) == [.item(1), .item(24), .item(2)])
    }

    @Test("children loaded while a new tree is made off the main actor are kept when the tree does not know them")
    func childrenLoadedMeanwhileAreKept() {
        let scheduler = ManualScheduler()
        let model = OutlineViewModel(roots: [node(1, .notLoaded), node(2)]) { item in [node(item.id * 10)] }
        model.rowsViewModel.scheduler = scheduler.scheduler
        model.rowsViewModel.backgroundSearchThreshold = 3
        let mirror = MirrorObserver(model.rowsViewModel)
        model.expand(1)  // a load of 1's children starts
        model.replaceRoots([node(1, .notLoaded), node(2), node(3)])  // listed again: 1's children not known
        scheduler.runWork()  // the load
        scheduler.runWork()  // the new tree, from the outline before the load landed
        scheduler.handOff()  // the load lands on the old tree
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(2)])
        scheduler.handOff()  // the tree: made again, keeping 1's children
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(2), .item(3)])
        #expect(model.outline.childState(of: 1) == .loaded)
        #expect(!model.isLoading(1))
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })
    }

    @Test("children given before a new tree is asked for do not land over it")
    func childrenGivenBeforeATreeDoNotLandOverIt() {
        let (model, scheduler, _) = largeModel()
        model.setChildren([node(12), node(13), node(14)], of: 1)  // made off the main actor
        model.replaceRoots([node(1, .loaded([node(20)])), node(2), node(4)])  // made off the main actor
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(20), .item(2), .item(4)], "as if done in turn")

        model.setChildren([node(12), node(13), node(14)], of: 1)  // made off the main actor
        model.rowsViewModel.backgroundSearchThreshold = 100
        model.replaceRoots([node(1, .loaded([node(21)])), node(2)])  // small: at once
        scheduler.runAll()
        #expect(model.rows.map(\.id) == [.item(1), .item(21), .item(2)], "as if done in turn")
    }

    @Test("a new tree made again while the outline keeps changing lands after a few tries")
    func busyOutlineStillLands() {
        let (model, scheduler, mirror) = largeModel()
        model.replaceRoots([node(1, .loaded([node(10), node(11)])), node(2), node(3)])
        var rounds = 0
        while model.isReplacingRoots && rounds < 10 {
            scheduler.runWork()
            model.toggle(1)  // a change each time the tree is being made
            scheduler.handOff()
            rounds += 1
        }
        #expect(!model.isReplacingRoots)
        #expect(rounds < 10, "made again a few times off the main actor, then on it")
        #expect(model.rows.map(\.id).contains(.item(3)))
        scheduler.runAll()
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })
    }

    @Test("a node moved under another parent, or whose item changed, shows its new parent and item; others stay")
    func movedAndChangedNodesShowAnew() {
        var outline = Outline(
            roots: [node(1, .loaded([node(10), node(11)])), node(2, .loaded([node(20)]))], expanded: [1, 2])
        let changes = outline.replaceRoots([
            node(1, .loaded([node(10)])), node(2, .loaded([node(20), node(11)])),
            Node(Entry(id: 3, name: "new"), children: .loaded([])),
        ])
        #expect(outline.rows.map { $0.parent } == [nil, 1, nil, 2, 2, nil])
        #expect(outline.rows.last?.item?.name == "new")
        #expect(changes.moves.map(\.from) == [2], "11 moved")
        let renamed = outline.replaceRoots(
            tree(of: outline).map { root in
                root.item.id == 3 ? Node(Entry(id: 3, name: "renamed"), children: .loaded([])) : root
            })
        #expect(renamed.updates == [5])
        #expect(outline.rows.last?.item?.name == "renamed")
        #expect(outline.parent(of: 11) == 2)
    }

    @Test(
        "a tree given keeping expanded children keeps what shows below expanded nodes whose new children are not known; a collapsed node's children load again on expand"
    )
    func keepingExpandedChildren() {
        let loads = Locked<[Int]>([])
        let model = OutlineViewModel(
            roots: [node(1, .loaded([node(10, .loaded([node(100)])), node(11)])), node(2, .loaded([node(20)])), node(3)],
            expanded: [1, 10]
        ) { item in
            loads.withLock { $0.append(item.id) }
            return [node(item.id * 10 + 5)]
        }
        let mirror = MirrorObserver(model.rowsViewModel)
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(100), .item(11), .item(2), .item(3)])
        // The top level listed again: 4 is new, 3 is gone, no node's children are known.
        model.replaceRoots([node(1, .notLoaded), node(2, .notLoaded), node(4)], keepingExpandedChildren: true)
        #expect(
            model.rows.map(\.id) == [.item(1), .item(10), .item(100), .item(11), .item(2), .item(4)],
            "1 keeps its children, and 10, expanded below it, its own")
        #expect(model.outline.expandedIDs == [1, 10])
        #expect(loads.withLock { $0 } == [], "nothing was loaded again")
        #expect(model.outline.childState(of: 2) == .notLoaded, "2 was collapsed: its children are asked for again")
        model.expand(2)
        #expect(loads.withLock { $0 } == [2])
        #expect(model.rows.map(\.id).suffix(3) == [.item(2), .item(25), .item(4)])
        // Without the option, as before: 1's children are not known, so none show.
        model.replaceRoots([node(1, .notLoaded), node(2, .loaded([node(20)])), node(4)])
        #expect(model.rows.map(\.id).prefix(2) == [.item(1), .item(2)], "1 shows no children, and loads them")
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })
    }

    @Test("a large tree given keeping expanded children, made off the main actor, keeps them too")
    func keepingExpandedChildrenOffTheMainActor() {
        let (model, scheduler, mirror) = largeModel()
        model.replaceRoots([node(1, .notLoaded), node(2), node(3), node(4)], keepingExpandedChildren: true)
        #expect(model.isReplacingRoots)
        scheduler.runAll()
        #expect(!model.isReplacingRoots)
        #expect(model.rows.map(\.id) == [.item(1), .item(10), .item(11), .item(2), .item(3), .item(4)])
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })
    }
}
