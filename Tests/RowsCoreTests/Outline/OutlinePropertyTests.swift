import PropertyBased
import RowsCore
import SeededRandom
import Testing

@Suite("OutlineSnapshot properties")
struct OutlinePropertyTests {
    @Test("the rows of any tree with any expanded set are the naive recursive flattening")
    func rowsAreTheNaiveFlattening() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...1_000_000), Gen.int(in: 0...1_000_000)) { treeSeed, setSeed in
            let roots = randomTree(seed: treeSeed)
            var generator = SplitMix64(seed: UInt64(setSeed))
            let expanded = Set(allIDs(roots).filter { _ in Bool.random(using: &generator) })
            let outline = Outline(roots: roots, expanded: expanded)
            #expect(outline.rows.map(\.shape) == naiveRows(roots, expanded: expanded), "tree \(treeSeed), set \(setSeed)")
        }
    }

    @Test("after any run of changes, the rows are the naive flattening, and each change's splices turn the old rows into the new")
    func changesReplayToTheNewRows() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000), Gen.int(in: 0...1_000_000)) { treeSeed, opSeed in
            var outline = Outline(roots: randomTree(seed: treeSeed))
            var generator = SplitMix64(seed: UInt64(opSeed))
            var nextID = 1000
            for step in 0..<25 {
                let ids = allIDs(tree(of: outline))
                guard let id = ids.randomElement(using: &generator) else { break }
                let old = outline
                let changes: ListChanges
                switch Int.random(in: 0..<9, using: &generator) {
                case 7: changes = outline.updateItem(Entry(id: id, name: "renamed \(step)"))
                case 0, 1: changes = outline.expand(id)
                case 2: changes = outline.collapse(id)
                case 3: changes = outline.expandAll(below: id)
                case 4: changes = outline.setLoading(id)
                case 5: changes = outline.setFailure("failed \(step)", for: id)
                case 6:
                    // Reload with some of the old children and some new ones.
                    let kept =
                        tree(of: outline).flatMap(subtrees).first { $0.item.id == id }.map { node -> [Node] in
                            if case .loaded(let children) = node.children {
                                children.filter { _ in Bool.random(using: &generator) }
                            } else {
                                []
                            }
                        } ?? []
                    let added = randomTree(seed: Int(generator.next() % 1000), maxNodes: 5, firstID: nextID)
                    nextID += 10
                    changes = outline.setChildren(kept + added, of: id)
                default:
                    let roots = tree(of: outline).filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }
                    changes = outline.replaceRoots(roots.shuffled(using: &generator))
                }
                let context = "tree \(treeSeed), ops \(opSeed), step \(step)"
                #expect(outline.rows.map(\.shape) == naiveRows(tree(of: outline), expanded: outline.expandedIDs), "\(context)")
                #expect(violations(of: changes, from: old.rows, to: outline.rows) == [], "\(context)")
                #expect(replay(changes, from: old.rows.map(\.shape), to: outline.rows.map(\.shape)) == outline.rows.map(\.shape))
                #expect(rowLookupProblems(outline) == [], "\(context)")
            }
        }
    }

    @Test("expanding or collapsing a shown node is exactly the general diff of the rows: one splice of the rows below it")
    func expansionIsTheGeneralDiff() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...1_000_000), Gen.int(in: 0...1_000_000)) { treeSeed, setSeed in
            let roots = randomTree(seed: treeSeed)
            var generator = SplitMix64(seed: UInt64(setSeed))
            let outline = Outline(roots: roots, expanded: Set(allIDs(roots).filter { _ in Bool.random(using: &generator) }))
            for (index, row) in outline.rows.enumerated() {
                guard let id = row.item?.id else { continue }
                var changed = outline
                let changes = row.isExpanded ? changed.collapse(id) : changed.expand(id)
                #expect(
                    changes == ListChanges(from: outline.rows, to: changed.rows), "tree \(treeSeed), set \(setSeed), node \(id)")
                let k = abs(changed.rows.count - outline.rows.count)
                let splice = ListChanges.Splice(
                    position: index + 1, removed: row.isExpanded ? k : 0, added: row.isExpanded ? 0 : k)
                #expect(changes.splices == (k == 0 ? [] : [splice]))
            }
        }
    }

    @Test("a search keeps exactly the nodes that match or have a match below, their ancestors expanded")
    func searchKeepsMatchesAndAncestors() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000), Gen.int(in: 0...3)) { treeSeed, letter in
            let roots = randomTree(seed: treeSeed)
            let query = SearchQuery(["a", "b", "cd", "da"][letter])
            let results = Outline(roots: roots).filtered(by: query, text: \.name)
            // Naively: a node is kept when it or a node below it matches; kept nodes with kept children open.
            func kept(_ node: Node) -> Node? {
                let children: [Node] = if case .loaded(let children) = node.children { children.compactMap(kept) } else { [] }
                guard !children.isEmpty || query.matches(node.item.name) else { return nil }
                return Node(node.item, children: .loaded(children))
            }
            let expected = roots.compactMap(kept)
            let open = Set(allIDs(expected).filter { !results.children(of: $0).isEmpty })
            #expect(tree(of: results) == expected, "tree \(treeSeed)")
            #expect(results.expandedIDs == open)
            let outline = Outline(roots: roots)
            #expect(violations(of: outline.changes(to: results), from: outline.rows, to: results.rows) == [])
            #expect(results.rows.map(\.shape) == naiveRows(expected, expanded: open))
            #expect(rowLookupProblems(results) == [], "tree \(treeSeed)")
        }
    }
}

/// Where `outline` finds rows by id, or goes Left to a parent, other than a scan of its rows does:
/// every shown row is found at its index, a node not shown is not found, and Left on a row that
/// does not collapse moves to its parent's row.
private func rowLookupProblems(_ outline: Outline) -> [String] {
    var problems = [String]()
    let rows = outline.rows
    for (index, row) in rows.enumerated() {
        let found = outline.row(of: row.id)
        if found != index { problems.append("row \(index) (\(row.id)) found at \(found.map(String.init) ?? "nil")") }
        guard !row.isExpanded || row.item == nil, let parent = row.parent else { continue }
        let parentRow = rows.firstIndex { $0.id == .item(parent) }!
        if outline.action(for: .left, atRow: index) != .focus(row: parentRow) {
            problems.append("Left on row \(index) did \(outline.action(for: .left, atRow: index)), not go to row \(parentRow)")
        }
    }
    let shown = Set(rows.map(\.id))
    for id in allIDs(tree(of: outline)) {
        if !shown.contains(.item(id)), let found = outline.row(of: .item(id)) {
            problems.append("node \(id), not shown, found at \(found)")
        }
        for placeholder in [OutlineRow<Entry>.ID.loading(parent: id), .failure(parent: id)] where !shown.contains(placeholder) {
            if let found = outline.row(of: placeholder) { problems.append("\(placeholder), not shown, found at \(found)") }
        }
    }
    return problems
}

/// A node and every node below it.
private func subtrees(_ node: Node) -> [Node] {
    if case .loaded(let children) = node.children { [node] + children.flatMap(subtrees) } else { [node] }
}
