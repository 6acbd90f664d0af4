/// Replacing the tree while keeping children that changed since the new tree was asked for.
extension OutlineSnapshot {
    /// ``replaceRoots(_:)``, but the nodes of `kept` whose children the new nodes do not know
    /// (``OutlineChildren/notLoaded``) keep their children as this outline has them (loaded, loading or
    /// failed), with those children's expanded ids, unless one of those children is in the new tree
    /// elsewhere. A tree made off the main actor from an older outline keeps so the children loaded or
    /// given meanwhile, as if they had come after the tree. With `keepingExpanded`, the expanded
    /// nodes do so too (see ``OutlineViewModel/replaceRoots(_:keepingExpandedChildren:expanding:then:)``).
    ///
    /// - Complexity: As ``replaceRoots(_:)``, plus O(*k*) for the *k* nodes kept and a second
    ///   flattening of the rows when children are kept.
    mutating func replaceRoots(
        _ roots: [OutlineNode<Item>], keepingChildrenOf kept: Set<Item.ID>, keepingExpanded: Bool = false
    ) -> ListChanges {
        let kept = keepingExpanded ? kept.union(expandedIDs) : kept
        guard !kept.isEmpty else { return replaceRoots(roots) }
        let old = self
        replaceTree(with: roots)
        var restored = false
        // A node under another kept one is visited before or after it: before, it is not in the
        // tree yet; after, its children came with its ancestor's.
        for id in kept where entries[id]?.children == .notLoaded {
            let children = old.childNodes(of: id)
            guard children != .notLoaded, Self.ids(in: children).allSatisfy({ entries[$0] == nil }) else { continue }
            replaceChildren(of: id, with: children)
            restored = true
        }
        if restored {
            expandedIDs.formUnion(old.expandedIDs.filter { entries[$0] != nil })
            flattenRows()
        }
        return ListChanges(from: old.rows, to: rows)
    }

    /// The children of the node with this id as nodes, with theirs below them.
    func childNodes(of id: Item.ID) -> OutlineChildren<Item> {
        switch entries[id]?.children {
        case .loaded(let children): .loaded(children.map { OutlineNode(entries[$0]!.item, children: childNodes(of: $0)) })
        case .loading: .loading
        case .failed(let message): .failed(message)
        case .notLoaded, nil: .notLoaded
        }
    }

    /// The ids of the nodes of `children` and below them.
    static func ids(in children: OutlineChildren<Item>) -> [Item.ID] {
        guard case .loaded(let nodes) = children else { return [] }
        return nodes.flatMap { [$0.item.id] + ids(in: $0.children) }
    }

    /// `nodes`, with the item of each node whose id is in `ids` as this outline has it, where it has
    /// one: a tree or children made from an older outline keep the items replaced meanwhile, as if
    /// the replacements came after them.
    ///
    /// - Complexity: O(1) when `ids` is empty; otherwise O(*n*) for the *n* nodes.
    func keepingItems(of ids: Set<Item.ID>, in nodes: [OutlineNode<Item>]) -> [OutlineNode<Item>] {
        let items = Dictionary(uniqueKeysWithValues: ids.compactMap { id in entries[id].map { (id, $0.item) } })
        guard !items.isEmpty else { return nodes }
        func kept(_ nodes: [OutlineNode<Item>]) -> [OutlineNode<Item>] {
            nodes.map { node in
                var node = node
                if let item = items[node.item.id] { node.item = item }
                if case .loaded(let children) = node.children { node.children = .loaded(kept(children)) }
                return node
            }
        }
        return kept(nodes)
    }

    /// The expanded nodes below the node with this id (shown or hidden under a collapsed one).
    ///
    /// - Complexity: O(*d*) for the *d* known descendants.
    func expandedDescendants(of id: Item.ID) -> Set<Item.ID> {
        var expanded = Set<Item.ID>()
        var pending = children(of: id)
        while let next = pending.popLast() {
            if expandedIDs.contains(next) { expanded.insert(next) }
            pending.append(contentsOf: children(of: next))
        }
        return expanded
    }

    /// ``setChildren(_:of:)``, which also expands the new nodes below the node whose ids are in
    /// `reopened`: the nodes that were expanded when the node's children were asked for again (see
    /// ``OutlineViewModel/reloadChildren(of:)``), so that a reload keeps open what was open.
    ///
    /// - Complexity: As ``setChildren(_:of:)``, plus O(*c*) for the *c* new nodes when `reopened`
    ///   is not empty.
    mutating func setChildren(_ children: [OutlineNode<Item>], of id: Item.ID, reopening reopened: Set<Item.ID>) -> ListChanges {
        guard entries[id] != nil else { return .none }
        replaceChildren(of: id, with: .loaded(children))
        if !reopened.isEmpty { expandedIDs.formUnion(Self.ids(in: .loaded(children)).filter(reopened.contains)) }
        return reflowRows(of: id)
    }
}
