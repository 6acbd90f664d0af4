extension OutlineSnapshot {
    /// Whether the node with this id is expanded (shown or not).
    ///
    /// - Parameter id: An item's id.
    /// - Returns: True when it is in ``expandedIDs``.
    /// - Complexity: O(1) expected.
    public func isExpanded(_ id: Item.ID) -> Bool { expandedIDs.contains(id) }

    /// Expands the node with this id: its children's rows (or a loading or error row) show below it.
    ///
    /// Children not loaded yet become ``OutlineChildState/loading``, so a loading row shows below the
    /// node: load them, then give them with ``setChildren(_:of:)`` or the error with
    /// ``setFailure(_:for:)``. Check ``childState(of:)`` for ``OutlineChildState/loading`` after expanding.
    /// A node hidden under a collapsed ancestor is only marked expanded; its children show when it does.
    ///
    /// - Parameter id: An item's id; an id not in the tree changes nothing.
    /// - Returns: The change to ``rows``: when the node is shown with *k* rows to show below it at
    ///   index *i*, one splice `@(i+1) -0 +k` and an update of row *i* (its disclosure turned); nothing
    ///   when it was already expanded.
    /// - Complexity: O(*r*) for *r* rows, to copy them with room for the new rows (the old array is
    ///   shared with the view showing it), plus O(*k*) for the *k* rows shown below it. Finding the
    ///   node's row reads only the depths of the rows above it (see ``row(of:)``).
    @discardableResult
    public mutating func expand(_ id: Item.ID) -> ListChanges {
        guard let entry = entries[id] else { return .none }
        expandedIDs.insert(id)
        guard let index = row(of: .item(id)), !rows[index].isExpanded else { return .none }
        if case .notLoaded = entry.children { entries[id]?.children = .loading }
        let depth = Int(depths[index])
        let old = rows[index]
        let new = row(ofNode: id, depth: depth)
        var below = [OutlineRow<Item>]()
        var belowDepths = [Int32]()
        appendRows(below: id, depth: depth, to: &below, depths: &belowDepths)
        replaceRows(index..<index + 1, with: new, below, depths: belowDepths)
        return ListChanges(
            removals: [], insertions: Array(index + 1..<index + 1 + below.count), moves: [],
            updates: old == new ? [] : [index],
            splices: below.isEmpty ? [] : [.init(position: index + 1, removed: 0, added: below.count)])
    }

    /// Collapses the node with this id: the rows below it are hidden.
    ///
    /// The expanded nodes below it stay expanded, so they show as they were when it is expanded again.
    ///
    /// - Parameter id: An item's id; an id not in the tree changes nothing.
    /// - Returns: The change to ``rows``: when the node is shown at index *i* with *k* rows below it,
    ///   one splice `@(i+1) -k +0` and an update of row *i*; nothing when it was not expanded.
    /// - Complexity: O(*r*) for *r* rows, to copy them without the gap (see ``expand(_:)``).
    @discardableResult
    public mutating func collapse(_ id: Item.ID) -> ListChanges {
        guard expandedIDs.remove(id) != nil, let index = row(of: .item(id)) else { return .none }
        let end = endOfRowsBelow(index)
        let old = rows[index]
        let new = row(ofNode: id, depth: old.depth)
        replaceRows(index..<end, with: new, [], depths: [])
        return ListChanges(
            removals: Array(index + 1..<end), insertions: [], moves: [], updates: old == new ? [] : [index],
            splices: end == index + 1 ? [] : [.init(position: index + 1, removed: end - index - 1, added: 0)])
    }

    /// Expands the node with this id and every node below it that has children, as GTK 3's tree
    /// view does for `*`.
    ///
    /// A node below it whose children are not loaded yet is expanded too and starts loading (a
    /// loading row under it): each `*` reads one more level of a lazy tree, never a whole tree at once
    /// (a folder's, down to the bottom of the disk). The node itself, if its children are not loaded,
    /// starts loading as with ``expand(_:)``; nodes below whose load failed are left collapsed.
    ///
    /// - Parameter id: An item's id; an id not in the tree changes nothing.
    /// - Returns: The change to ``rows``, the node's rows diffed by id: rows already shown stay.
    /// - Complexity: O(*d*) for the *d* known descendants, plus O(*r*) for *r* rows.
    @discardableResult
    public mutating func expandAll(below id: Item.ID) -> ListChanges {
        var loading = [Item.ID]()
        return expandAll(below: id, loading: &loading)
    }

    /// ``expandAll(below:)``, which also appends to `loading` the ids of the nodes below the node
    /// whose children are loading afterwards (those it marked, and those loading already), in the
    /// order it meets them: what a view model starts loads for, without walking the nodes again.
    ///
    /// - Complexity: O(*d*) for the *d* known descendants, plus O(*r*) for *r* rows.
    mutating func expandAll(below id: Item.ID, loading: inout [Item.ID]) -> ListChanges {
        guard let entry = entries[id] else { return .none }
        if case .notLoaded = entry.children { entries[id]?.children = .loading }
        expandedIDs.insert(id)
        var pending = children(of: id)
        while let next = pending.popLast() {
            switch entries[next]?.children {
            case .loaded(let children) where !children.isEmpty:
                expandedIDs.insert(next)
                pending.append(contentsOf: children)
            case .notLoaded:
                entries[next]?.children = .loading
                expandedIDs.insert(next)
                loading.append(next)
            case .loading: loading.append(next)
            default: continue
            }
        }
        return reflowRows(of: id)
    }

    /// Gives the children of the node with this id, in place of whatever it had.
    ///
    /// The node's old descendants leave the tree; the expanded ids among the new nodes keep
    /// them expanded (a reload keeps what was open), and a node whose children were loading stays
    /// loading when the new nodes do not know its children.
    ///
    /// - Parameters:
    ///   - children: The node's children, in order, with their own children.
    ///   - id: An item's id; an id not in the tree changes nothing.
    /// - Returns: The change to ``rows``: the node's rows, diffed by id.
    /// - Complexity: O(*c* + *d* + *e*) for *c* new nodes, *d* old descendants and *e* expanded ids,
    ///   plus O(*r*) for *r* rows.
    /// - Precondition: The new nodes' ids are unique and not elsewhere in the tree.
    @discardableResult
    public mutating func setChildren(_ children: [OutlineNode<Item>], of id: Item.ID) -> ListChanges {
        guard entries[id] != nil else { return .none }
        replaceChildren(of: id, with: .loaded(children))
        return reflowRows(of: id)
    }

    /// A loader's `children` for the node with this id, given as ``setChildren(_:of:reopening:)``
    /// gives them; but children holding an id the outline has already, or twice (a loader that read
    /// the tree before an item moved elsewhere in it), must not be given: they make the node's
    /// failure, naming the id.
    ///
    /// - Complexity: As ``setChildren(_:of:reopening:)``, plus O(*c*) for the *c* new nodes.
    mutating func setLoadedChildren(
        _ children: [OutlineNode<Item>], of id: Item.ID, reopening reopened: Set<Item.ID>
    ) -> ListChanges {
        guard let repeated = repeatedID(among: children) else { return setChildren(children, of: id, reopening: reopened) }
        return setFailure("the loaded children hold the id \(repeated), which another node of the outline has", for: id)
    }

    /// The first id among `nodes` and their loaded descendants that a node of the outline has
    /// already, or that two of them share; nil when there is none.
    ///
    /// - Complexity: O(*c*) for *c* nodes.
    private func repeatedID(among nodes: [OutlineNode<Item>]) -> Item.ID? {
        var seen = Set<Item.ID>()
        var pending = nodes[...]
        var more: [OutlineNode<Item>] = []
        while let node = pending.popFirst() ?? more.popLast() {
            let id = node.item.id
            guard entries[id] == nil, seen.insert(id).inserted else { return id }
            if case .loaded(let children) = node.children { more.append(contentsOf: children) }
        }
        return nil
    }

    /// Marks the children of the node with this id as being loaded: expanded, it shows a loading row.
    ///
    /// Its known descendants leave the tree until ``setChildren(_:of:)`` gives them again.
    ///
    /// - Parameter id: An item's id; an id not in the tree changes nothing.
    /// - Returns: The change to ``rows``.
    /// - Complexity: O(*d* + *e*) for *d* old descendants and *e* expanded ids, plus O(*r*) for *r* rows.
    @discardableResult
    public mutating func setLoading(_ id: Item.ID) -> ListChanges {
        guard entries[id] != nil else { return .none }
        replaceChildren(of: id, with: .loading)
        return reflowRows(of: id)
    }

    /// Marks loading the children of the node with this id as failed: expanded, it shows an error row
    /// naming the error.
    ///
    /// - Parameters:
    ///   - message: What went wrong, as the error row says it.
    ///   - id: An item's id; an id not in the tree changes nothing.
    /// - Returns: The change to ``rows``.
    /// - Complexity: O(*d* + *e*) for *d* old descendants and *e* expanded ids, plus O(*r*) for *r* rows.
    @discardableResult
    public mutating func setFailure(_ message: String, for id: Item.ID) -> ListChanges {
        guard entries[id] != nil else { return .none }
        replaceChildren(of: id, with: .failed(message))
        return reflowRows(of: id)
    }

    /// Replaces the item of the node with the same id, keeping its children and its place.
    ///
    /// - Parameter item: The item's new content; an item whose id is not in the tree changes nothing.
    /// - Returns: The change to ``rows``: an update of the item's row when it is shown and changed
    ///   (rebind it in place), no splice.
    /// - Complexity: O(*r*) for *r* rows: finding the item's row as ``row(of:)`` does, then replacing
    ///   it in a copy of the rows when they are shared.
    @discardableResult
    public mutating func updateItem(_ item: Item) -> ListChanges {
        guard let old = entries[item.id]?.item, old != item else { return .none }
        entries[item.id]?.item = item
        guard let index = row(of: .item(item.id)) else { return .none }
        rows[index] = row(ofNode: item.id, depth: rows[index].depth)
        return ListChanges(removals: [], insertions: [], moves: [], updates: [index], splices: [])
    }

    /// Replaces the whole tree, keeping expanded the expanded ids that are still in it.
    ///
    /// A node whose children were loading stays loading when the new tree does not know its
    /// children (``OutlineChildren/notLoaded``), with its loading row if it shows one: the load under
    /// way still gives them (``setChildren(_:of:)``). A tree listed again while a folder's children
    /// are being listed keeps that folder open.
    ///
    /// - Parameter roots: The new top-level nodes, with their children.
    /// - Returns: The change to ``rows``, diffed by id: rows of items still shown stay. A node whose
    ///   item and parent did not change keeps its rows' storage, so its old and new rows compare by
    ///   identity.
    /// - Complexity: O(*n* + *e* + *m*) for *n* nodes, *e* expanded ids and *m* old nodes, plus
    ///   O(*r* + *s*) expected to diff *r* old and *s* new rows.
    /// - Precondition: No two nodes have the same id.
    @discardableResult
    public mutating func replaceRoots(_ roots: [OutlineNode<Item>]) -> ListChanges {
        let old = rows
        replaceTree(with: roots)
        return ListChanges(from: old, to: rows)
    }

    /// ``replaceRoots(_:)`` without the diff of the rows.
    mutating func replaceTree(with roots: [OutlineNode<Item>]) {
        let loading = entries.compactMap { id, entry in entry.children == .loading ? id : nil }
        self = OutlineSnapshot(roots: roots, expanded: expandedIDs, stillLoading: loading, reusing: entries)
    }

    /// Replaces the node's children in ``entries``, dropping the expanded ids that left the tree.
    /// A descendant whose children were loading stays loading when the new children do not know its
    /// children (``OutlineChildren/notLoaded``), as with ``replaceRoots(_:)``: a folder listed again
    /// while a subfolder's children are being listed keeps that subfolder open.
    mutating func replaceChildren(of id: Item.ID, with children: OutlineChildren<Item>) {
        let loading = removeDescendants(of: id)
        if case .loaded(let nodes) = children {
            entries.reserveCapacity(entries.count + Self.nodeCount(in: nodes))
        }
        let kept = insert(children, under: id)
        entries[id]?.children = kept
        for descendant in loading where entries[descendant]?.children == .notLoaded { entries[descendant]?.children = .loading }
        expandedIDs = expandedIDs.filter { entries[$0] != nil }
    }
}

extension OutlineSnapshot {
    /// Replaces `range` of ``rows`` with `row` then `below` (whose depths are `belowDepths`),
    /// copying the rows once into a new array. A list view model shares the old array, so an edit in
    /// place would copy it first, then maybe again to grow it. The depths, which nothing shares, are
    /// edited in place.
    mutating func replaceRows(
        _ range: Range<Int>, with row: OutlineRow<Item>, _ below: [OutlineRow<Item>], depths belowDepths: [Int32]
    ) {
        var replaced = [OutlineRow<Item>]()
        replaced.reserveCapacity(rows.count - range.count + 1 + below.count)
        replaced.append(contentsOf: rows[..<range.lowerBound])
        replaced.append(row)
        replaced.append(contentsOf: below)
        replaced.append(contentsOf: rows[range.upperBound...])
        rows = replaced
        depths.replaceSubrange(range, with: CollectionOfOne(Int32(row.depth)) + belowDepths)
    }
}
