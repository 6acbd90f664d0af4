extension SectionedChanges {
    /// The changes that put each section's items of `snapshot` in the order `orders` gives, with no
    /// diff: in each section whose order changes, every item row is one move, and the section's item
    /// rows are one splice (one `items-changed`, within which a view re-finds the rows it shows).
    ///
    /// - Parameters:
    ///   - snapshot: The snapshot before the reordering.
    ///   - orders: For each section, the indices of its items in their new order (a permutation).
    /// - Complexity: O(*n*) for *n* items in the sections whose order changes.
    static func reordering<Item>(_ snapshot: ListSnapshot<SectionID, Item>, by orders: [[Int]]) -> Self
    where Item.ID == ItemID {
        var moves = [ListChanges.Move]()
        var splices = [ListChanges.Splice]()
        var sectionStart = 0
        for (section, order) in zip(snapshot.sections, orders) {
            let first = sectionStart + (section.showsHeader ? 1 : 0)
            sectionStart += section.rowCount
            guard order.indices.contains(where: { order[$0] != $0 }) else { continue }
            moves.reserveCapacity(moves.count + order.count)
            for (to, from) in order.enumerated() { moves.append(ListChanges.Move(from: first + from, to: first + to)) }
            splices.append(ListChanges.Splice(position: first, removed: order.count, added: order.count))
        }
        let rows = ListChanges(removals: [], insertions: [], moves: moves, updates: [], splices: splices)
        let sections = ListChanges(removals: [], insertions: [], moves: [], updates: [], splices: [])
        return SectionedChanges(rows: rows, sections: sections, itemsChangingSection: [])
    }
}
