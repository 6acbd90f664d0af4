/// Which items of a snapshot a filtered view of it shows, by their positions in the snapshot's
/// ``ListSnapshot/items`` order (section after section).
///
/// Two filtered views of one snapshot are two subsequences of its rows, so
/// ``SectionedChanges/init(from:to:of:)`` diffs them by merging positions, with no hashing.
public enum ItemSubset: Sendable, Equatable {
    /// The snapshot unfiltered: every item, and every section, even one with no items.
    case all
    /// The items at these strictly ascending positions. A section none of them falls in is not shown,
    /// header and footer included, as ``ListSnapshot/filtered(keepingEmptySections:_:)`` does by default.
    /// (Positions are 32-bit: a million of them take 4 MB.)
    case items([Int32])

    /// How many items the subset shows of a snapshot of `itemCount` items.
    public func count(of itemCount: Int) -> Int {
        switch self {
        case .all: itemCount
        case .items(let positions): positions.count
        }
    }
}

extension ListSnapshot {
    /// The snapshot showing only `subset`: its items, in their sections; sections without any of them are
    /// dropped (for ``ItemSubset/items(_:)``). When the subset is every item, the sections' item arrays are
    /// shared, not copied.
    /// - Complexity: O(*k* + *s*) for *k* positions and *s* sections.
    /// - Precondition: The positions are strictly ascending and below ``itemCount``.
    public func showing(_ subset: ItemSubset) -> ListSnapshot {
        guard case .items(let positions) = subset else { return self }
        if positions.count == itemCount { return ListSnapshot(sections: sections.filter { !$0.items.isEmpty }) }
        var shown = [Section]()
        var cursor = 0
        var start = 0
        positions.withUnsafeBufferPointer { positions in
            for var section in sections {
                let end = start + section.items.count
                let first = cursor
                while cursor < positions.count, Int(positions[cursor]) < end { cursor += 1 }
                if cursor > first {
                    var kept = [Item]()
                    kept.reserveCapacity(cursor - first)
                    section.items.withUnsafeBufferPointer { items in
                        for position in positions[first..<cursor] { kept.append(items[Int(position) - start]) }
                    }
                    section.items = kept
                    shown.append(section)
                }
                start = end
            }
        }
        precondition(cursor == positions.count, "item positions must be ascending and inside the snapshot")
        return ListSnapshot(sections: shown)
    }

    /// The flat row indices, in the unfiltered snapshot's ``rows``, of the rows a view showing `subset`
    /// has: for each section shown, its header, its items and its footer.
    /// - Complexity: O(1) to make; iterating is O(*k* + *s*).
    func rowIndices(showing subset: ItemSubset) -> ShownRowIndices<SectionID, Item> {
        ShownRowIndices(sections: sections, subset: subset)
    }

    /// The indices of the sections a view showing `subset` has.
    /// - Complexity: O(*k* + *s*).
    func sectionIndices(showing subset: ItemSubset) -> [Int] {
        guard case .items(let positions) = subset else { return Array(sections.indices) }
        var shown = [Int]()
        var cursor = 0
        var start = 0
        for (index, section) in sections.enumerated() {
            let end = start + section.items.count
            if cursor < positions.count, Int(positions[cursor]) < end {
                shown.append(index)
                while cursor < positions.count, Int(positions[cursor]) < end { cursor += 1 }
            }
            start = end
        }
        return shown
    }
}

extension SectionedChanges {
    /// The changes between two filtered views of one snapshot, from the items each shows.
    ///
    /// Both views' rows are subsequences of the snapshot's rows, so this merges their row indices
    /// (``ListChanges/init(fromSubsequence:toSubsequence:)``) and their section indices: no hashing, no
    /// content compared, no item changes section. With unique ids it equals ``init(from:to:)`` on the two
    /// views, which costs hashing every shown row.
    /// - Complexity: O(*m* + *n* + *s*) for *m* and *n* items shown and *s* sections.
    public init<Item: Identifiable & Equatable & Sendable>(
        from old: ItemSubset, to new: ItemSubset, of snapshot: ListSnapshot<SectionID, Item>
    ) where Item.ID == ItemID {
        self.init(
            rows: ListChanges(
                fromSubsequence: snapshot.rowIndices(showing: old), toSubsequence: snapshot.rowIndices(showing: new)),
            sections: ListChanges(
                fromSubsequence: snapshot.sectionIndices(showing: old),
                toSubsequence: snapshot.sectionIndices(showing: new)),
            itemsChangingSection: [])
    }
}
