extension OutlineSnapshot {
    /// The outline filtered by a search: the nodes that match, and their ancestors, expanded.
    ///
    /// A node is kept when its text matches `query` (every word, folded as ``TextFolding`` does) or
    /// a node below it matches; the kept ancestors of a match are expanded, so every match is shown.
    /// Only known children are searched. A kept node has only its kept children, so a match with no
    /// match below it is a leaf. ``changes(to:)`` from the outline to the result shows the search as
    /// one more diff.
    ///
    /// ```swift
    /// let results = outline.filtered(by: SearchQuery("notes"), text: \.id)
    /// results.rows.map(\.id)  // [.item("Documents"), .item("notes.txt")]
    /// ```
    ///
    /// - Parameters:
    ///   - query: The search; a query with no words matches everything and returns the outline as it is.
    ///   - text: The text of an item that the search looks in.
    /// - Returns: An outline of the matches and their ancestors, those ancestors expanded.
    /// - Complexity: O(*n* · *w* · *l*) for *n* nodes, *w* words and texts of length *l*: each node's
    ///   text is folded and searched once.
    public func filtered(by query: SearchQuery, text: (Item) -> String) -> OutlineSnapshot {
        filtered(by: query, text: text, collapsing: [])
    }

    /// ``filtered(by:text:)``, with the kept nodes in `collapsed` left collapsed.
    func filtered(by query: SearchQuery, text: (Item) -> String, collapsing collapsed: Set<Item.ID>) -> OutlineSnapshot {
        guard !query.words.isEmpty else { return self }
        var filtered = OutlineSnapshot()
        filtered.roots = keptNodes(roots, query: query, text: text, into: &filtered)
        filtered.expandedIDs.subtract(collapsed)
        filtered.flattenRows()
        return filtered
    }

    /// Adds to `filtered` the nodes of `ids` that match or have a match below them, with those below,
    /// expanding the ones with matches below; returns the ids kept.
    private func keptNodes(
        _ ids: [Item.ID], query: SearchQuery, text: (Item) -> String, into filtered: inout OutlineSnapshot
    ) -> [Item.ID] {
        var kept = [Item.ID]()
        for id in ids {
            let entry = entries[id]!
            let keptChildren = keptNodes(children(of: id), query: query, text: text, into: &filtered)
            guard !keptChildren.isEmpty || query.matches(text(entry.item)) else { continue }
            // The node's storage (its parent is kept too, so the same): its row in the results shares
            // it with its row in the outline.
            filtered.entries[id] = Entry(storage: entry.storage, children: .loaded(keptChildren))
            if !keptChildren.isEmpty { filtered.expandedIDs.insert(id) }
            kept.append(id)
        }
        return kept
    }
}
