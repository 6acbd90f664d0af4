/// Replacing the tree while keeping children that changed since the new tree was asked for.
extension OutlineSnapshot {
    /// ``replaceRoots(_:)``, but the nodes of `kept` whose children the new nodes do not know
    /// (``OutlineChildren/notLoaded``) keep their children as this outline has them (loaded, loading or
    /// failed), with those children's expanded ids, unless one of those children is in the new tree
    /// elsewhere. A tree made off the main actor from an older outline keeps so the children loaded or
    /// given meanwhile, as if they had come after the tree. With `keepingExpanded`, the expanded
    /// nodes do so too (see ``OutlineViewModel/replaceRoots(_:keepingExpandedChildren:then:)``).
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
}
