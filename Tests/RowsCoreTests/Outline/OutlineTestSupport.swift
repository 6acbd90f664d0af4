import RowsCore
import SeededRandom

/// An item of the outline tests: a file or a folder with a name.
struct Entry: Identifiable, Equatable, Sendable {
    var id: Int
    var name: String
}

typealias Outline = OutlineSnapshot<Entry>
typealias Node = OutlineNode<Entry>

/// A node named after its id ("n3"), with these children.
func node(_ id: Int, _ children: OutlineChildren<Entry> = .loaded([])) -> Node {
    Node(Entry(id: id, name: "n\(id)"), children: children)
}

/// A row as the tests compare them: what it shows, how deep, its disclosure.
struct RowShape: Equatable, CustomStringConvertible {
    var id: OutlineRow<Entry>.ID
    var depth: Int
    var isExpandable: Bool
    var isExpanded: Bool

    var description: String { "\(id)@\(depth)\(isExpandable ? (isExpanded ? "v" : ">") : "")" }
}

extension OutlineRow<Entry> {
    var shape: RowShape { RowShape(id: id, depth: depth, isExpandable: isExpandable, isExpanded: isExpanded) }
}

/// The rows of `roots` with `expanded` open, flattened the obvious recursive way: the oracle for
/// `OutlineSnapshot.rows`.
func naiveRows(_ roots: [Node], expanded: Set<Int>) -> [RowShape] {
    func visit(_ node: Node, depth: Int) -> [RowShape] {
        let id = node.item.id
        var hasChildren = true
        var below = [RowShape]()
        switch node.children {
        case .loaded(let children):
            hasChildren = !children.isEmpty
            below = children.flatMap { visit($0, depth: depth + 1) }
        case .notLoaded: below = []
        case .loading: below = [RowShape(id: .loading(parent: id), depth: depth + 1, isExpandable: false, isExpanded: false)]
        case .failed: below = [RowShape(id: .failure(parent: id), depth: depth + 1, isExpandable: false, isExpanded: false)]
        }
        let open: Bool
        if case .notLoaded = node.children { open = false } else { open = hasChildren && expanded.contains(id) }
        return [RowShape(id: .item(id), depth: depth, isExpandable: hasChildren, isExpanded: open)] + (open ? below : [])
    }
    return roots.flatMap { visit($0, depth: 0) }
}

/// The tree an outline holds, read back through its public queries.
func tree(of outline: Outline) -> [Node] {
    func rebuild(_ id: Int) -> Node {
        let item = outline.item(id)!
        switch outline.childState(of: id)! {
        case .loaded: return Node(item, children: .loaded(outline.children(of: id).map(rebuild)))
        case .notLoaded: return Node(item, children: .notLoaded)
        case .loading: return Node(item, children: .loading)
        case .failed(let message): return Node(item, children: .failed(message))
        }
    }
    return outline.roots.map(rebuild)
}

/// A random tree of up to `maxNodes` nodes with ids from `firstID`, most with known children, some
/// not loaded, loading or failed; names from a small alphabet, so searches often match.
func randomTree(seed: Int, maxNodes: Int = 30, firstID: Int = 0) -> [Node] {
    var generator = SplitMix64(seed: UInt64(seed))
    let count = Int.random(in: 0...maxNodes, using: &generator)
    var nextID = firstID
    func make(depth: Int, budget: inout Int) -> [Node] {
        var nodes = [Node]()
        let width = Int.random(in: 0...(depth == 0 ? 5 : 4), using: &generator)
        for _ in 0..<width where budget > 0 {
            budget -= 1
            let id = nextID
            nextID += 1
            let name = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                ["a", "b", "c", "d"].randomElement(using: &generator)!
            }
            .joined()
            let children: OutlineChildren<Entry>
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: children = .notLoaded
            case 1: children = .loading
            case 2: children = .failed("error \(id)")
            default: children = depth < 5 ? .loaded(make(depth: depth + 1, budget: &budget)) : .loaded([])
            }
            nodes.append(Node(Entry(id: id, name: name), children: children))
        }
        return nodes
    }
    var budget = count
    return make(depth: 0, budget: &budget)
}

/// Every id in `roots`, depth first.
func allIDs(_ roots: [Node]) -> [Int] {
    roots.flatMap { node -> [Int] in
        if case .loaded(let children) = node.children { [node.item.id] + allIDs(children) } else { [node.item.id] }
    }
}

/// `old` with `changes` applied as a list view applies them: the splices in order, the added rows
/// taken from `new`, then the updated rows rebound to `new`'s. Nil when a splice or an update falls
/// outside the rows.
func replay(_ changes: ListChanges, from old: [RowShape], to new: [RowShape]) -> [RowShape]? {
    var rows = old
    for splice in changes.splices {
        let removed = splice.position..<splice.position + splice.removed
        let added = splice.position..<splice.position + splice.added
        guard splice.position >= 0, removed.upperBound <= rows.count, added.upperBound <= new.count else { return nil }
        rows.replaceSubrange(removed, with: new[added])
    }
    for update in changes.updates {
        guard rows.indices.contains(update), new.indices.contains(update) else { return nil }
        rows[update] = new[update]
    }
    return rows
}
