/// A tree of items with the nodes that are expanded, flattened to the rows a list shows.
///
/// Each item is a node with children that are known, not loaded yet, being loaded or failed to load
/// (``OutlineChildren``). ``rows`` is the outline flattened: every top-level node, and below each
/// expanded node its children one level deeper; a node whose children are loading shows a loading row
/// under it, one whose children failed an error row. The expanded nodes are kept by id
/// (``expandedIDs``), also for nodes hidden under a collapsed parent, and across
/// ``replaceRoots(_:)`` for the ids still there.
///
/// Every change returns the ``ListChanges`` that turn the old ``rows`` into the new ones: expanding a
/// node with *k* rows below it is one splice `@(row+1) -0 +k`, collapsing it `@(row+1) -k +0`, and the
/// node's own row is an update (its disclosure turned). Between any two outlines, ``changes(to:)``
/// diffs their rows, matched by id.
///
/// ```swift
/// struct Entry: Identifiable, Equatable, Sendable { var id: String }
///
/// var outline = OutlineSnapshot(roots: [
///     OutlineNode(Entry(id: "Documents"), children: .loaded([OutlineNode(Entry(id: "notes.txt"))])),
///     OutlineNode(Entry(id: "Music"), children: .notLoaded),
/// ])
/// outline.rows.map(\.id)             // [.item("Documents"), .item("Music")]
/// outline.expand("Documents").splices  // [@1 -0 +1]: notes.txt at depth 1
/// outline.expand("Music").splices      // [@3 -0 +1]: a loading row; list Music's folder now
/// outline.setChildren([OutlineNode(Entry(id: "song.ogg"))], of: "Music")  // the loading row becomes song.ogg
/// ```
///
/// Ids are unique across the whole tree.
public struct OutlineSnapshot<Item: Identifiable & Equatable & Sendable>: Equatable, Sendable where Item.ID: Sendable {
    /// A node as the outline keeps it: its item and its parent, as its rows hold them, and its
    /// children's ids.
    struct Entry: Equatable, Sendable {
        /// The node's item and parent, made once and shared by every row of the node, and by the
        /// node's entry in search results (so making a row copies a reference, and two rows of the
        /// node compare by identity first).
        var storage: OutlineRow<Item>.Storage
        var children: Children

        init(storage: OutlineRow<Item>.Storage, children: Children) {
            self.storage = storage
            self.children = children
        }

        init(item: Item, parent: Item.ID?, children: Children) {
            self.init(storage: .init(content: .item(item), parent: parent), children: children)
        }

        /// The node's item; setting it makes the node's storage anew (rows made before keep the old).
        var item: Item {
            // A node's storage always holds an item (rows of other content are made by the rows).
            get { storage.content.item! }
            set { storage = .init(content: .item(newValue), parent: storage.parent) }
        }

        /// The id of the node's parent, nil at the top level.
        var parent: Item.ID? { storage.parent }
    }

    /// A node's children by id.
    enum Children: Equatable, Sendable {
        case loaded([Item.ID])
        case notLoaded
        case loading
        case failed(String)
    }

    /// The ids of the top-level nodes, in order.
    public internal(set) var roots: [Item.ID]
    /// Every node by id.
    var entries: [Item.ID: Entry]
    /// The ids of the expanded nodes, whether shown or hidden under a collapsed ancestor.
    public internal(set) var expandedIDs: Set<Item.ID>
    /// The outline flattened: each shown node, then (when it is expanded) its children's rows, one
    /// level deeper, or its loading or error row.
    public internal(set) var rows: [OutlineRow<Item>]
    /// The depth of each row of ``rows``, at the same index: scans over the rows' depths (a node's
    /// row, the end of the rows below it) read these rather than copying rows.
    var depths: [Int32]

    /// An empty outline.
    ///
    /// - Complexity: O(1).
    public init() {
        roots = []
        entries = [:]
        expandedIDs = []
        rows = []
        depths = []
    }

    /// An outline of these top-level nodes, with these nodes expanded.
    ///
    /// - Parameters:
    ///   - roots: The top-level nodes, in order, with their children.
    ///   - expanded: The ids of the nodes to expand; ids not in the tree are ignored. Expanding a node
    ///     whose children are not loaded yet shows nothing under it until ``expand(_:)`` asks for them.
    /// - Complexity: O(*n*) for *n* nodes.
    /// - Precondition: No two nodes have the same id.
    public init(roots: [OutlineNode<Item>], expanded: Set<Item.ID> = []) {
        self.init(roots: roots, expanded: expanded, stillLoading: [])
    }

    /// An outline of these top-level nodes, with these nodes expanded, and the nodes of
    /// `stillLoading` whose children the nodes do not give (``OutlineChildren/notLoaded``) loading.
    /// A node whose item and parent are those of a node of `reused` keeps that node's storage, so its
    /// rows and the old rows share it: they compare by identity, and old rows still shown hold no
    /// storage of their own.
    init(roots: [OutlineNode<Item>], expanded: Set<Item.ID>, stillLoading: [Item.ID], reusing reused: [Item.ID: Entry] = [:]) {
        self.init()
        entries.reserveCapacity(Self.nodeCount(in: roots))
        self.roots = insert(roots, under: nil, reusing: reused)
        expandedIDs = expanded.filter { entries[$0] != nil }
        for id in stillLoading where entries[id]?.children == .notLoaded { entries[id]?.children = .loading }
        flattenRows()
    }

    /// The number of nodes in the tree, shown or not (loading and error rows are not nodes).
    ///
    /// - Complexity: O(1).
    public var nodeCount: Int { entries.count }

    /// The item with this id.
    ///
    /// - Parameter id: An item's id.
    /// - Returns: The item, or nil if no node has this id.
    /// - Complexity: O(1) expected.
    public func item(_ id: Item.ID) -> Item? { entries[id]?.item }

    /// The id of the parent of the node with this id.
    ///
    /// - Parameter id: An item's id.
    /// - Returns: The parent's id; nil for a top-level node or an id not in the tree.
    /// - Complexity: O(1) expected.
    public func parent(of id: Item.ID) -> Item.ID? { entries[id]?.parent }

    /// The ids of the known children of the node with this id, in order.
    ///
    /// - Parameter id: An item's id.
    /// - Returns: The children's ids; empty when they are not loaded or the id is not in the tree.
    /// - Complexity: O(1) expected.
    public func children(of id: Item.ID) -> [Item.ID] {
        if case .loaded(let children) = entries[id]?.children { children } else { [] }
    }

    /// What is known of the children of the node with this id.
    ///
    /// - Parameter id: An item's id.
    /// - Returns: Whether they are loaded, not loaded yet, loading or failed; nil if the id is not in the tree.
    /// - Complexity: O(1) expected.
    public func childState(of id: Item.ID) -> OutlineChildState? {
        switch entries[id]?.children {
        case nil: nil
        case .loaded: .loaded
        case .notLoaded: .notLoaded
        case .loading: .loading
        case .failed(let message): .failed(message)
        }
    }

    /// The index in ``rows`` of the row with this id.
    ///
    /// - Parameter id: A row's id: an item's, or a loading or error row's.
    /// - Returns: The row's index, or nil when it is not shown.
    /// - Complexity: O(*d*) for the node's depth *d*, plus O(*s*) id comparisons for the *s* siblings
    ///   before it and its ancestors, plus O(*a*) reads of a 4-byte depth for the *a* rows above it.
    public func row(of id: OutlineRow<Item>.ID) -> Int? {
        switch id {
        case .item(let item): return row(ofShownNode: item)
        case .loading(let parent), .failure(let parent):
            // A loading or error row is the only row below its parent.
            guard let index = row(ofShownNode: parent), index + 1 < rows.count, rows[index + 1].id == id else { return nil }
            return index + 1
        }
    }

    /// The index in ``rows`` of the node with this id, or nil when it is not shown: down the path from
    /// its root, each node's row is found from its first sibling's by skipping the rows of the
    /// siblings before it, reading only ``depths``.
    private func row(ofShownNode id: Item.ID) -> Int? {
        guard entries[id] != nil else { return nil }
        var path = [id]
        while let parent = entries[path[path.count - 1]]!.parent { path.append(parent) }
        var index = 0  // the row of the first node of `siblings`
        var siblings = roots
        for (level, node) in path.reversed().enumerated() {
            guard let position = siblings.firstIndex(of: node) else { return nil }
            for _ in 0..<position { index = endOfRowsBelow(index) }
            assert(depths[index] == Int32(level) && rows[index].id == .item(node), "Rows: outline depths out of step")
            guard node != id else { return index }
            let entry = entries[node]!
            guard showsChildren(node, entry), case .loaded(let children) = entry.children else { return nil }
            index += 1
            siblings = children
        }
        return nil
    }

    /// Adds `nodes` and their descendants to ``entries`` under `parent`, and returns their ids.
    ///
    /// One hash table operation per node: a node goes in after its descendants, with their ids, and
    /// adding it finds any earlier node with its id (one of its descendants included).
    /// A node whose item and parent are those of the node with its id in `reused` takes that node's storage.
    mutating func insert(
        _ nodes: [OutlineNode<Item>], under parent: Item.ID?, reusing reused: [Item.ID: Entry] = [:]
    ) -> [Item.ID] {
        var ids = [Item.ID]()
        ids.reserveCapacity(nodes.count)
        for node in nodes {
            let id = node.item.id
            let children = insert(node.children, under: id, reusing: reused)
            let entry =
                if let old = reused[id], old.parent == parent, old.item == node.item {
                    Entry(storage: old.storage, children: children)
                } else {
                    Entry(item: node.item, parent: parent, children: children)
                }
            let earlier = entries.updateValue(entry, forKey: id)
            precondition(earlier == nil, "two nodes of the outline have the id \(id)")
            ids.append(id)
        }
        return ids
    }

    /// Adds the nodes of `children`, if loaded, and their descendants to ``entries`` under `parent`,
    /// and returns the children as the outline keeps them (by id).
    mutating func insert(
        _ children: OutlineChildren<Item>, under parent: Item.ID, reusing reused: [Item.ID: Entry] = [:]
    ) -> Children {
        switch children {
        case .loaded(let nodes): .loaded(insert(nodes, under: parent, reusing: reused))
        case .notLoaded: .notLoaded
        case .loading: .loading
        case .failed(let message): .failed(message)
        }
    }

    /// The number of nodes in `nodes` and below them, to size ``entries`` before adding them.
    static func nodeCount(in nodes: [OutlineNode<Item>]) -> Int {
        var count = 0
        var pending = [nodes]
        while let next = pending.popLast() {
            count += next.count
            // By index: reading only the children, not copying each node.
            for index in next.indices {
                if case .loaded(let children) = next[index].children, !children.isEmpty { pending.append(children) }
            }
        }
        return count
    }

    /// Removes the descendants of `id` from ``entries`` (not `id` itself), and returns those whose
    /// children were loading.
    @discardableResult
    mutating func removeDescendants(of id: Item.ID) -> [Item.ID] {
        guard case .loaded(let children) = entries[id]?.children else { return [] }
        var loading = [Item.ID]()
        for child in children {
            loading += removeDescendants(of: child)
            if entries.removeValue(forKey: child)?.children == .loading { loading.append(child) }
        }
        return loading
    }
}
