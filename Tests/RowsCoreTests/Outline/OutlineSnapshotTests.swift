import RowsCore
import Testing

@Suite("OutlineSnapshot")
struct OutlineSnapshotTests {
    /// 1 (2 (3, 4), 5), 6 (7), 8
    private let roots = [
        node(1, .loaded([node(2, .loaded([node(3), node(4)])), node(5)])),
        node(6, .loaded([node(7)])),
        node(8),
    ]

    private func ids(_ outline: Outline) -> [OutlineRow<Entry>.ID] { outline.rows.map(\.id) }

    @Test("the example in OutlineSnapshot's documentation does what its comments say")
    func documentationExample() {
        struct Entry: Identifiable, Equatable, Sendable { var id: String }

        var outline = OutlineSnapshot(roots: [
            OutlineNode(Entry(id: "Documents"), children: .loaded([OutlineNode(Entry(id: "notes.txt"))])),
            OutlineNode(Entry(id: "Music"), children: .notLoaded),
        ])
        #expect(outline.rows.map(\.id) == [.item("Documents"), .item("Music")])
        #expect(outline.expand("Documents").splices == [.init(position: 1, removed: 0, added: 1)])
        #expect(outline.expand("Music").splices == [.init(position: 3, removed: 0, added: 1)])
        #expect(outline.rows.last?.id == .loading(parent: "Music"))
        outline.setChildren([OutlineNode(Entry(id: "song.ogg"))], of: "Music")
        #expect(outline.rows.map(\.id) == [.item("Documents"), .item("notes.txt"), .item("Music"), .item("song.ogg")])
        outline.collapse("Music")
        let results = outline.filtered(by: SearchQuery("notes"), text: \.id)
        #expect(results.rows.map(\.id) == [.item("Documents"), .item("notes.txt")])
    }

    @Test("flattening shows the roots, and below each expanded node its children one level deeper")
    func flatteningFollowsExpandedNodes() {
        let outline = Outline(roots: roots, expanded: [1, 2])
        #expect(ids(outline) == [.item(1), .item(2), .item(3), .item(4), .item(5), .item(6), .item(8)])
        #expect(outline.rows.map(\.depth) == [0, 1, 2, 2, 1, 0, 0])
        #expect(outline.rows.map(\.isExpandable) == [true, true, false, false, false, true, false])
        #expect(outline.rows.map(\.isExpanded) == [true, true, false, false, false, false, false])
        #expect(outline.rows.map(\.parent) == [nil, 1, 2, 2, 1, nil, nil])
        #expect(outline.rows.dropFirst(2).first?.item == Entry(id: 3, name: "n3"))
    }

    @Test("an expanded node under a collapsed parent stays hidden, and shows expanded when the parent opens")
    func expandedNodeUnderCollapsedParentIsHidden() {
        var outline = Outline(roots: roots, expanded: [2])
        #expect(ids(outline) == [.item(1), .item(6), .item(8)])
        #expect(outline.isExpanded(2))
        let changes = outline.expand(1)
        #expect(ids(outline) == [.item(1), .item(2), .item(3), .item(4), .item(5), .item(6), .item(8)])
        #expect(changes.splices == [.init(position: 1, removed: 0, added: 4)])
    }

    @Test("expanding a node with k rows to show below it is one splice @(row+1) -0 +k and an update of its row")
    func expandingIsOneSplice() {
        var outline = Outline(roots: roots, expanded: [2])
        let before = outline.rows
        let changes = outline.expand(1)
        #expect(changes.splices == [.init(position: 1, removed: 0, added: 4)])
        #expect(changes.insertions == [1, 2, 3, 4])
        #expect(changes.updates == [0])
        #expect(changes.removals.isEmpty && changes.moves.isEmpty)
        #expect(changes == ListChanges(from: before, to: outline.rows))
        #expect(outline.rows[0].isExpanded)
    }

    @Test("collapsing a node with k rows below it is one splice @(row+1) -k +0, and expanding again brings them back")
    func collapsingIsOneSplice() {
        var outline = Outline(roots: roots, expanded: [1, 2, 6])
        let before = outline.rows
        let changes = outline.collapse(1)
        #expect(changes.splices == [.init(position: 1, removed: 4, added: 0)])
        #expect(changes.removals == [1, 2, 3, 4])
        #expect(changes.updates == [0])
        #expect(changes == ListChanges(from: before, to: outline.rows))
        #expect(ids(outline) == [.item(1), .item(6), .item(7), .item(8)])
        #expect(outline.isExpanded(2), "the nodes below keep their state")
        #expect(outline.expand(1).splices == [.init(position: 1, removed: 0, added: 4)])
        #expect(outline.rows == before)
    }

    @Test("expanding an expanded node, collapsing a collapsed one or a leaf, or an unknown id changes nothing")
    func redundantExpansionChangesNothing() {
        var outline = Outline(roots: roots, expanded: [1])
        let before = outline
        #expect(outline.expand(1).isEmpty)
        #expect(outline.collapse(6).isEmpty)
        #expect(outline.expand(99).isEmpty)
        #expect(outline.collapse(99).isEmpty)
        #expect(outline == before)
        #expect(outline.expand(8).isEmpty, "a leaf has nothing to show")
        #expect(outline.rows == before.rows)
    }

    @Test("expandAll(below:) opens every node below with children, those not loaded to load, keeping the rows already shown")
    func expandAllOpensTheSubtree() {
        var outline = Outline(roots: roots, expanded: [1])
        let before = outline.rows
        let changes = outline.expandAll(below: 1)
        #expect(ids(outline) == [.item(1), .item(2), .item(3), .item(4), .item(5), .item(6), .item(8)])
        #expect(changes.splices == [.init(position: 2, removed: 0, added: 2)])
        #expect(changes.updates == [1])
        #expect(violations(of: changes, from: before, to: outline.rows) == [])
        #expect(!outline.isExpanded(6))

        // Below, a node whose children are not loaded is expanded, loading; one that failed is not.
        var lazy = Outline(roots: [node(1, .loaded([node(2, .notLoaded), node(3, .failed("no")), node(4)]))])
        let lazyBefore = lazy.rows
        let lazyChanges = lazy.expandAll(below: 1)
        #expect(ids(lazy) == [.item(1), .item(2), .loading(parent: 2), .item(3), .item(4)])
        #expect(lazy.childState(of: 2) == .loading)
        #expect(!lazy.isExpanded(3))
        #expect(violations(of: lazyChanges, from: lazyBefore, to: lazy.rows) == [])
    }

    @Test("a node whose children are not loaded shows a disclosure; expanding it shows a loading row")
    func lazyChildrenLoadOnExpand() {
        var outline = Outline(roots: [node(1, .notLoaded), node(2)])
        #expect(outline.rows[0].isExpandable && !outline.rows[0].isExpanded)
        #expect(outline.childState(of: 1) == .notLoaded)
        let changes = outline.expand(1)
        #expect(outline.childState(of: 1) == .loading)
        #expect(ids(outline) == [.item(1), .loading(parent: 1), .item(2)])
        #expect(outline.rows.map(\.content) == [.item(Entry(id: 1, name: "n1")), .loading, .item(Entry(id: 2, name: "n2"))])
        #expect(outline.rows.map(\.depth) == [0, 1, 0])
        #expect(changes.splices == [.init(position: 1, removed: 0, added: 1)])
    }

    @Test("children given to a loading node replace its loading row; they keep their place when collapsed")
    func loadedChildrenReplaceTheLoadingRow() {
        var outline = Outline(roots: [node(1, .notLoaded), node(2)])
        outline.expand(1)
        let before = outline.rows
        let changes = outline.setChildren([node(10), node(11, .loaded([node(12)]))], of: 1)
        #expect(ids(outline) == [.item(1), .item(10), .item(11), .item(2)])
        #expect(outline.childState(of: 1) == .loaded)
        #expect(outline.children(of: 1) == [10, 11])
        #expect(outline.parent(of: 12) == 11)
        #expect(changes.splices == [.init(position: 1, removed: 1, added: 2)])
        #expect(violations(of: changes, from: before, to: outline.rows) == [])
        outline.collapse(1)
        #expect(outline.setChildren([node(10)], of: 1).isEmpty, "collapsed, its row keeps its disclosure: nothing shown changes")
        #expect(ids(outline) == [.item(1), .item(2)])
        #expect(outline.item(11) == nil && outline.item(12) == nil)
    }

    @Test("a failure shows an error row naming the error under the node, and loading again a loading row")
    func failureShowsAnErrorRow() {
        var outline = Outline(roots: [node(1, .notLoaded)])
        outline.expand(1)
        let changes = outline.setFailure("Permission denied", for: 1)
        #expect(outline.rows.map(\.content) == [.item(Entry(id: 1, name: "n1")), .failure("Permission denied")])
        #expect(outline.childState(of: 1) == .failed("Permission denied"))
        #expect(changes.splices == [.init(position: 1, removed: 1, added: 1)])
        outline.setLoading(1)
        #expect(ids(outline) == [.item(1), .loading(parent: 1)])
        outline.collapse(1)
        #expect(ids(outline) == [.item(1)])
        #expect(outline.rows[0].isExpandable)
    }

    @Test("an item updated in place is one update of its row, no splice; hidden or unchanged, nothing shown changes")
    func updatedItemIsAnUpdate() {
        var outline = Outline(roots: roots, expanded: [1, 2])
        let before = outline.rows
        let changes = outline.updateItem(Entry(id: 4, name: "renamed"))
        #expect(changes.updates == [3] && changes.splices.isEmpty)
        #expect(outline.item(4)?.name == "renamed")
        #expect(outline.rows.dropFirst(3).first?.item?.name == "renamed")
        #expect(violations(of: changes, from: before, to: outline.rows) == [])
        #expect(outline.updateItem(Entry(id: 4, name: "renamed")).isEmpty)
        #expect(outline.updateItem(Entry(id: 7, name: "hidden")).isEmpty)
        #expect(outline.item(7)?.name == "hidden")
        #expect(outline.updateItem(Entry(id: 99, name: "unknown")).isEmpty && outline.item(99) == nil)
        outline.expand(6)
        #expect(outline.rows.map(\.item?.name).contains("hidden"))
    }

    @Test("replacing the tree keeps expanded the ids still in it and forgets the others")
    func replacingKeepsExpandedIDs() {
        var outline = Outline(roots: roots, expanded: [1, 6])
        let before = outline.rows
        let changes = outline.replaceRoots([node(6, .loaded([node(7), node(9)])), node(1, .loaded([node(5)]))])
        #expect(outline.expandedIDs == [1, 6])
        #expect(ids(outline) == [.item(6), .item(7), .item(9), .item(1), .item(5)])
        #expect(violations(of: changes, from: before, to: outline.rows) == [])
        outline.replaceRoots([node(6, .loaded([node(7)]))])
        #expect(outline.expandedIDs == [6])
    }

    @Test("reloading a node's children keeps open those of them that were open")
    func reloadKeepsExpandedChildren() {
        var outline = Outline(roots: roots, expanded: [1, 2])
        outline.setChildren([node(5), node(2, .loaded([node(3)]))], of: 1)
        #expect(ids(outline) == [.item(1), .item(5), .item(2), .item(3), .item(6), .item(8)])
        #expect(outline.item(4) == nil)
        outline.setLoading(1)
        #expect(outline.expandedIDs == [1], "the children that left forget their state")
    }

    @Test("search shows the matches with their ancestors expanded, folding case and accents")
    func searchShowsMatchesWithAncestors() {
        let tree = [
            Node(
                Entry(id: 1, name: "Music"),
                children: .loaded([
                    Node(Entry(id: 2, name: "Zoë"), children: .loaded([Node(Entry(id: 3, name: "song"))])),
                    Node(Entry(id: 4, name: "other")),
                ])),
            Node(Entry(id: 5, name: "Zoe notes")),
            Node(Entry(id: 6, name: "Photos")),
        ]
        let outline = Outline(roots: tree)
        let results = outline.filtered(by: SearchQuery("ZOE"), text: \.name)
        #expect(ids(results) == [.item(1), .item(2), .item(5)])
        #expect(results.rows.map(\.isExpanded) == [true, false, false])
        #expect(results.rows.map(\.depth) == [0, 1, 0])
        let shown = outline.changes(to: results)
        #expect(shown.splices == [.init(position: 1, removed: 0, added: 1), .init(position: 3, removed: 1, added: 0)])
        #expect(shown.updates == [0], "Music's disclosure turned")
        #expect(violations(of: shown, from: outline.rows, to: results.rows) == [])
        let deep = outline.filtered(by: SearchQuery("son"), text: \.name)
        #expect(ids(deep) == [.item(1), .item(2), .item(3)])
        #expect(deep.parent(of: 3) == 2)
        #expect(outline.filtered(by: SearchQuery("  "), text: \.name) == outline)
        #expect(outline.filtered(by: SearchQuery("nothing"), text: \.name).rows.isEmpty)
    }

    /// Trees in which two nodes have the id 2: two roots, a node under its namesake, cousins.
    static let treesRepeatingAnID: [[Node]] = [
        [node(1), node(2), node(2)],
        [node(1), node(2, .loaded([node(3, .loaded([node(2)]))]))],
        [node(1, .loaded([node(2)])), node(3, .loaded([node(2)]))],
    ]

    @Test("two nodes with one id stop the program, naming the id, wherever the second is")
    func repeatedIDStops() async {
        var messages = [String]()
        for result in [
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = OutlineSnapshot(roots: OutlineSnapshotTests.treesRepeatingAnID[0])
            },
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = OutlineSnapshot(roots: OutlineSnapshotTests.treesRepeatingAnID[1])
            },
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = OutlineSnapshot(roots: OutlineSnapshotTests.treesRepeatingAnID[2])
            },
            // Children given later, one of them under a new node, with the id of a node already there.
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var outline = OutlineSnapshot(roots: [node(1), node(2)])
                outline.setChildren([node(4, .loaded([node(2)]))], of: 1)
            },
            // A child given the id of the node given it.
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                var outline = OutlineSnapshot(roots: [node(1), node(2)])
                outline.setChildren([node(2)], of: 2)
            },
        ] {
            messages.append(result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? "")
        }
        for message in messages { #expect(message.contains("two nodes of the outline have the id 2"), "\(message)") }
    }
}
