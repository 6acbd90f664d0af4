extension OutlineSnapshot {
    /// The changes that turn this outline's rows into `new`'s, matched by id: an item's row, or the
    /// loading or error row under an item.
    ///
    /// A row whose depth or disclosure changed is an update; a row under another parent or in another
    /// place among its siblings is a move. Use it for changes the outline did not make itself, such as
    /// showing a search's results (``filtered(by:text:)``).
    ///
    /// - Parameter new: The outline as it is now.
    /// - Returns: The changes from this outline's ``rows`` to `new`'s, as ``ListChanges`` computes them.
    /// - Complexity: O(*r* + *s*) expected, for *r* rows here and *s* in `new`.
    public func changes(to new: OutlineSnapshot) -> ListChanges {
        ListChanges(from: rows, to: new.rows)
    }

    /// Whether the node's row shows a disclosure: it has children, or children not known yet.
    @inline(__always)
    func isExpandable(_ entry: Entry) -> Bool {
        if case .loaded(let children) = entry.children { !children.isEmpty } else { true }
    }

    /// Whether the node shows rows below it: it is expanded, and its children are known, loading or failed.
    @inline(__always)
    func showsChildren(_ id: Item.ID, _ entry: Entry) -> Bool {
        guard expandedIDs.contains(id) else { return false }
        switch entry.children {
        case .loaded(let children): return !children.isEmpty
        case .notLoaded: return false
        case .loading, .failed: return true
        }
    }

    /// The row of the node with this id, at this depth.
    func row(ofNode id: Item.ID, depth: Int) -> OutlineRow<Item> {
        // Every id handled here comes from the tree.
        let entry = entries[id]!
        return OutlineRow(
            storage: entry.storage, depth: depth, isExpandable: isExpandable(entry), isExpanded: showsChildren(id, entry))
    }

    /// Appends the rows below the node with this id (not its own), the node being at `depth`, and
    /// their depths.
    func appendRows(below id: Item.ID, depth: Int, to rows: inout [OutlineRow<Item>], depths: inout [Int32]) {
        let entry = entries[id]!
        guard showsChildren(id, entry),
            let children = shownChildren(of: id, entry, depth: depth, appendingPlaceholderTo: &rows, depths: &depths)
        else { return }
        appendRows(of: children, depth: depth + 1, to: &rows, depths: &depths)
    }

    /// The children of a node that shows rows below it, at `depth`, when they are loaded; otherwise
    /// nil, and its loading or error row is appended, with its depth.
    private func shownChildren(
        of id: Item.ID, _ entry: Entry, depth: Int, appendingPlaceholderTo rows: inout [OutlineRow<Item>],
        depths: inout [Int32]
    ) -> [Item.ID]? {
        let content: OutlineRow<Item>.Content
        switch entry.children {
        case .loaded(let children): return children
        case .notLoaded: return nil
        case .loading: content = .loading
        case .failed(let message): content = .failure(message)
        }
        rows.append(OutlineRow(content: content, parent: id, depth: depth + 1))
        depths.append(Int32(depth + 1))
        return nil
    }

    /// Appends the rows of `nodes`, at `depth`, each followed by the rows below it, and their depths.
    ///
    /// One loop, depth first, with a stack of the children still to show at each level: unspecialized
    /// generic code (an app's `Item` is not known here) looks up its types' metadata in each call,
    /// which made a call per row cost more than the row.
    func appendRows(of nodes: [Item.ID], depth: Int, to rows: inout [OutlineRow<Item>], depths: inout [Int32]) {
        // The children still to show at each level, and the next one's index; level `k` is at depth
        // `depth + k`.
        var levels = [nodes]
        var nextChild = [0]
        while !levels.isEmpty {
            let level = levels.count - 1
            guard nextChild[level] < levels[level].count else {
                levels.removeLast()
                nextChild.removeLast()
                continue
            }
            let id = levels[level][nextChild[level]]
            nextChild[level] += 1
            let entry = entries[id]!
            let rowDepth = depth + level
            let expanded = showsChildren(id, entry)
            rows.append(
                OutlineRow(storage: entry.storage, depth: rowDepth, isExpandable: isExpandable(entry), isExpanded: expanded))
            depths.append(Int32(rowDepth))
            guard expanded,
                let children = shownChildren(of: id, entry, depth: rowDepth, appendingPlaceholderTo: &rows, depths: &depths)
            else { continue }
            levels.append(children)
            nextChild.append(0)
        }
    }

    /// Makes ``rows`` and their depths anew from the roots.
    mutating func flattenRows() {
        var (rows, depths) = ([OutlineRow<Item>](), [Int32]())
        appendRows(of: roots, depth: 0, to: &rows, depths: &depths)
        (self.rows, self.depths) = (rows, depths)
    }

    /// The index after the last row below row `index`: the rows in `index + 1 ..< end` are its descendants.
    func endOfRowsBelow(_ index: Int) -> Int {
        let depth = depths[index]
        var end = index + 1
        while end < depths.count && depths[end] > depth { end += 1 }
        return end
    }

    /// Flattens the node with this id and the rows below it again, if its row is shown, and returns the
    /// changes: those of its own rows, diffed by id, at their place in the list.
    mutating func reflowRows(of id: Item.ID) -> ListChanges {
        guard let index = row(of: .item(id)) else { return .none }
        let end = endOfRowsBelow(index)
        let old = Array(rows[index..<end])
        let depth = Int(depths[index])
        var new = [row(ofNode: id, depth: depth)]
        var newDepths = [Int32(depth)]
        appendRows(below: id, depth: depth, to: &new, depths: &newDepths)
        rows.replaceSubrange(index..<end, with: new)
        depths.replaceSubrange(index..<end, with: newDepths)
        return ListChanges(from: old, to: new).offset(by: index)
    }
}

extension ListChanges {
    /// No change.
    static var none: ListChanges { ListChanges(removals: [], insertions: [], moves: [], updates: [], splices: []) }

    /// These changes, made to rows `offset` places further down a list whose rows before them and
    /// after them stay as they are.
    func offset(by offset: Int) -> ListChanges {
        guard offset != 0 else { return self }
        return ListChanges(
            removals: removals.map { $0 + offset }, insertions: insertions.map { $0 + offset },
            moves: moves.map { Move(from: $0.from + offset, to: $0.to + offset) }, updates: updates.map { $0 + offset },
            splices: splices.map { Splice(position: $0.position + offset, removed: $0.removed, added: $0.added) })
    }
}
