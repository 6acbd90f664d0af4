import PropertyBased
import RowsCore
import SeededRandom
import Testing

@MainActor
@Suite("OutlineViewModel search: matches with their ancestors, the outline's own expansion kept")
struct OutlineSearchTests {
    /// Documents (notes, plan), Music (song), Projects (rows (plan draft)), todo.
    private func folders() -> [Node] {
        [
            Node(
                Entry(id: 1, name: "Documents"),
                children: .loaded([
                    Node(Entry(id: 10, name: "notes"), children: .loaded([])),
                    Node(Entry(id: 11, name: "plan"), children: .loaded([])),
                ])),
            Node(Entry(id: 2, name: "Music"), children: .loaded([Node(Entry(id: 20, name: "song"), children: .loaded([]))])),
            Node(
                Entry(id: 3, name: "Projects"),
                children: .loaded([
                    Node(
                        Entry(id: 30, name: "rows"),
                        children: .loaded([
                            Node(Entry(id: 300, name: "plan draft"), children: .loaded([]))
                        ]))
                ])),
            Node(Entry(id: 4, name: "todo"), children: .loaded([])),
        ]
    }

    private func names(_ model: OutlineViewModel<Entry>) -> [String] { model.rows.compactMap { $0.item?.name } }

    @Test("a search shows the matches with their ancestors expanded as one update; clearing it brings back what was expanded")
    func searchShowsMatchesThenClears() {
        let model = OutlineViewModel(roots: folders(), expanded: [2])
        let mirror = MirrorObserver(model.rowsViewModel)
        #expect(names(model) == ["Documents", "Music", "song", "Projects", "todo"])

        model.search("PLAN") { $0.name }
        #expect(names(model) == ["Documents", "plan", "Projects", "rows", "plan draft"])
        #expect(mirror.updates.count == 1)
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })
        #expect(model.outline.expandedIDs == [2], "the outline's own expansion is untouched")
        #expect(model.searchQuery.words == ["plan"])

        model.search("") { $0.name }
        #expect(model.searchResults == nil)
        #expect(names(model) == ["Documents", "Music", "song", "Projects", "todo"])
        #expect(mirror.updates.count == 2)
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })
    }

    @Test("a result selected when the search ends shows, selected, its folders expanded in the outline, in one update")
    func selectedResultShowsOnceTheSearchEnds() {
        let model = OutlineViewModel(roots: folders(), expanded: [2], selectionMode: .single)
        let mirror = MirrorObserver(model.rowsViewModel)
        model.search("draft") { $0.name }
        #expect(names(model) == ["Projects", "rows", "plan draft"])
        model.rowsViewModel.select([.item(300)])
        let updates = mirror.updates.count

        model.search("") { $0.name }
        #expect(model.searchResults == nil)
        #expect(names(model) == ["Documents", "Music", "song", "Projects", "rows", "plan draft", "todo"])
        #expect(model.outline.expandedIDs == [2, 3, 30], "the folders above the pick are expanded, the others as they were")
        #expect(model.rowsViewModel.selectedIDs == [.item(300)], "still selected")
        #expect(mirror.updates.count == updates + 1, "one update")
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })

        // A pick the outline already shows expands nothing more.
        model.search("song") { $0.name }
        model.rowsViewModel.select([.item(20)])
        model.search("") { $0.name }
        #expect(model.outline.expandedIDs == [2, 3, 30])
        #expect(model.rowsViewModel.selectedIDs == [.item(20)])
    }

    @Test("while results show, collapse and expand act on them, not on the outline")
    func expansionActsOnResults() {
        let model = OutlineViewModel(roots: folders())
        let mirror = MirrorObserver(model.rowsViewModel)
        model.search("plan") { $0.name }
        model.collapse(3)
        #expect(names(model) == ["Documents", "plan", "Projects"])
        #expect(mirror.updates.last?.splices == [.init(position: 3, removed: 2, added: 0)])
        model.expand(3)
        #expect(names(model) == ["Documents", "plan", "Projects", "rows", "plan draft"])
        #expect(model.handle(.left, atRow: 4) == 3, "Left from plan draft goes to rows, in the results")
        #expect(model.outline.expandedIDs.isEmpty)
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })
    }

    @Test("a node collapsed in the results stays collapsed when a change to the outline is searched again")
    func collapsedInResultsStaysCollapsed() {
        let model = OutlineViewModel(roots: folders())
        model.search("plan") { $0.name }
        model.collapse(3)
        #expect(names(model) == ["Documents", "plan", "Projects"])
        model.updateItem(Entry(id: 300, name: "plan draft, edited"))
        #expect(names(model) == ["Documents", "plan", "Projects"], "still collapsed after the search ran again")
        model.expand(3)
        #expect(names(model) == ["Documents", "plan", "Projects", "rows", "plan draft, edited"])
        model.collapse(3)
        #expect(model.handle(.expandAll, atRow: 2) == 2)  // * on Projects, in the results
        model.updateItem(Entry(id: 300, name: "plan draft, edited again"))
        #expect(names(model) == ["Documents", "plan", "Projects", "rows", "plan draft, edited again"], "* undid the collapse")
        model.collapse(3)
        model.search("pla") { $0.name }  // a new search shows every match again
        #expect(names(model) == ["Documents", "plan", "Projects", "rows", "plan draft, edited again"])
    }

    @Test("while results show, a click on the disclosure turns the row as the results show it")
    func toggleActsOnResults() {
        let model = OutlineViewModel(roots: folders())
        model.search("plan") { $0.name }
        #expect(names(model) == ["Documents", "plan", "Projects", "rows", "plan draft"])
        model.toggle(3)  // shown expanded in the results, collapsed in the outline
        #expect(names(model) == ["Documents", "plan", "Projects"])
        model.toggle(3)
        #expect(names(model) == ["Documents", "plan", "Projects", "rows", "plan draft"])
        #expect(model.outline.expandedIDs.isEmpty)
    }

    @Test("children loaded while a search shows are searched too")
    func loadedChildrenAreSearched() {
        let scheduler = ManualScheduler()
        let model = OutlineViewModel(roots: [node(1, .notLoaded), Node(Entry(id: 2, name: "plan"), children: .loaded([]))]) {
            _ in [Node(Entry(id: 10, name: "old plan"), children: .loaded([])), node(11)]
        }
        model.rowsViewModel.scheduler = scheduler.scheduler
        let mirror = MirrorObserver(model.rowsViewModel)
        model.expand(1)
        model.search("plan") { $0.name }
        #expect(names(model) == ["plan"], "the loading node has no match yet")
        scheduler.runAll()
        #expect(names(model) == ["n1", "old plan", "plan"])
        model.updateItem(Entry(id: 2, name: "done"))
        #expect(names(model) == ["n1", "old plan"])
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })
        model.search("") { $0.name }
        #expect(names(model) == ["n1", "old plan", "n11", "done"], "node 1 is still expanded in the outline")
    }

    @Test("a large outline is searched off the main actor; an older search or one found before a change is never shown")
    func backgroundSearchDropsStaleResults() {
        let scheduler = ManualScheduler()
        let model = OutlineViewModel(roots: folders())
        model.rowsViewModel.scheduler = scheduler.scheduler
        model.rowsViewModel.backgroundSearchThreshold = 2
        let mirror = MirrorObserver(model.rowsViewModel)
        model.search("plan") { $0.name }
        #expect(model.isSearchPending)
        #expect(names(model) == ["Documents", "Music", "Projects", "todo"], "the old rows show meanwhile")
        model.search("song") { $0.name }
        scheduler.runWork()
        scheduler.handOff()  // the "plan" results: stale
        #expect(names(model) == ["Documents", "Music", "Projects", "todo"])
        model.setChildren([Node(Entry(id: 40, name: "song list"), children: .loaded([]))], of: 4)
        scheduler.runWork()
        scheduler.handOff()  // "song" found before the change: found again
        #expect(model.isSearchPending)
        scheduler.runAll()
        #expect(!model.isSearchPending)
        #expect(names(model) == ["Music", "song", "todo", "song list"])
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })

        model.updateItem(Entry(id: 40, name: "song book"))
        model.collapse(2)  // in the results, while they are found again
        scheduler.runWork()
        scheduler.handOff()  // found from rows that no longer show: found again, Music kept collapsed
        scheduler.runAll()
        #expect(names(model) == ["Music", "todo", "song book"])
        #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })
    }

    @Test("after any run of searches and changes, the rows are the outline's search results and the view shows them")
    func searchesAndChangesStayInStep() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...1_000_000), Gen.int(in: 0...1_000_000)) { treeSeed, opSeed in
            let model = OutlineViewModel(roots: randomTree(seed: treeSeed), selectionMode: .single)
            let mirror = MirrorObserver(model.rowsViewModel)
            var generator = SplitMix64(seed: UInt64(opSeed))
            for step in 0..<20 {
                let ids = allIDs(tree(of: model.searchResults ?? model.outline))
                let id = ids.randomElement(using: &generator)
                switch Int.random(in: 0..<8, using: &generator) {
                case 0: model.search(["", "a", "b c", "dd"].randomElement(using: &generator)!) { $0.name }
                case 1: if let id { model.expand(id) }
                case 2: if let id { model.collapse(id) }
                case 3: if let id { model.expandAll(below: id) }
                case 4: if let id { model.updateItem(Entry(id: id, name: ["a", "b", "cd"].randomElement(using: &generator)!)) }
                case 5:
                    if let id = allIDs(tree(of: model.outline)).randomElement(using: &generator) {
                        model.setChildren(randomTree(seed: step, maxNodes: 4, firstID: 10_000 + step * 10), of: id)
                    }
                case 6: if let id { model.rowsViewModel.select([.item(id)]) }
                default: model.replaceRoots(tree(of: model.outline).shuffled(using: &generator))
                }
                let context = "tree \(treeSeed), ops \(opSeed), step \(step)"
                #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) }, "\(context)")
                if model.searchQuery.words.isEmpty {
                    #expect(model.searchResults == nil && model.rows == model.outline.rows, "\(context)")
                }
            }
            model.search("b") { $0.name }
            #expect(model.rows == model.outline.filtered(by: SearchQuery("b"), text: \.name).rows)
            #expect(mirror.rows.map(\.item) == model.rows.map { Optional($0) })
        }
    }
}
