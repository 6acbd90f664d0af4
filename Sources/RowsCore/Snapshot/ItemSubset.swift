/// Which items of a snapshot a filtered view of it shows, by their positions in the snapshot's
/// ``ListSnapshot/items`` order (section after section).
///
/// Two filtered views of one snapshot are two subsequences of its rows, so
/// ``SectionedChanges/init(from:to:of:)`` diffs them by merging positions, with no hashing, and
/// ``ListSnapshot/showing(_:)`` makes the view itself. The matches of a ``SearchIndex`` are such
/// positions.
///
/// ```swift
/// struct Fruit: Identifiable, Equatable, Sendable { var id: String }
///
/// let snapshot = ListSnapshot(items: ["apple", "banana", "cherry"].map(Fruit.init))
/// let withA = ItemSubset.items([0, 1])  // apple, banana
/// let withR = ItemSubset.items([2])     // cherry
/// let changes = SectionedChanges(from: withA, to: withR, of: snapshot)
/// changes.splices                       // [@0 -2 +1]
/// snapshot.showing(withR).items.map(\.id)  // ["cherry"]
/// ```
public enum ItemSubset: Sendable, Equatable {
    /// The snapshot unfiltered: every item, and every section, even one with no items.
    case all
    /// The items at these strictly ascending positions. A section none of them falls in is not shown,
    /// header and footer included, as ``ListSnapshot/filtered(keepingEmptySections:_:)`` does by default.
    /// (Positions are 32-bit: a million of them take 4 MB.)
    case items([Int32])

    /// How many items the subset shows of a snapshot of `itemCount` items.
    ///
    /// - Parameter itemCount: How many items the snapshot has (``ListSnapshot/itemCount``).
    /// - Returns: `itemCount` for ``all``; else the number of positions.
    /// - Complexity: O(1).
    public func count(of itemCount: Int) -> Int {
        switch self {
        case .all: itemCount
        case .items(let positions): positions.count
        }
    }
}

extension ListSnapshot {
    /// The snapshot showing only `subset`: its items, in their sections.
    ///
    /// For ``ItemSubset/items(_:)``, sections without any of the items are dropped, header and footer
    /// included, as ``filtered(keepingEmptySections:_:)`` does by default. When the subset is every
    /// item, the sections' item arrays are shared, not copied; for ``ItemSubset/all`` the snapshot is
    /// returned as it is, empty sections included.
    ///
    /// - Parameter subset: The items to show, by position in ``items`` order.
    /// - Returns: A snapshot of the shown items, with their sections' ids, headers and footers.
    /// - Complexity: O(*k* + *s*) for *k* positions and *s* sections; O(1) for ``ItemSubset/all``.
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
                    section.items = section.items.withUnsafeBufferPointer { items in
                        [Item](threadSafeUninitializedCapacity: cursor - first) { kept, count in
                            for (offset, position) in positions[first..<cursor].enumerated() {
                                (kept.baseAddress! + offset).initialize(to: items[Int(position) - start])
                            }
                            count = cursor - first
                        }
                    }
                    shown.append(section)
                }
                start = end
            }
        }
        precondition(cursor == positions.count, "item positions must be ascending and inside the snapshot")
        return ListSnapshot(sections: shown)
    }
}

extension SectionedChanges {
    /// The changes between two filtered views of one snapshot, from the items each shows.
    ///
    /// Both views' rows are subsequences of the snapshot's rows, so this walks the sections once and
    /// merges the two views' item positions inside each (see ``ListChanges/init(fromSubsequence:toSubsequence:)``):
    /// a section shown by both keeps its header and footer, one shown by one view only is removed or
    /// inserted whole. No hashing, no content compared, no item changes section. With unique ids it
    /// equals ``init(from:to:)`` on the two views (as ``ListSnapshot/showing(_:)`` makes them), which
    /// costs hashing every shown row.
    ///
    /// - Parameters:
    ///   - old: The items the old view shows.
    ///   - new: The items the new view shows.
    ///   - snapshot: The snapshot both views show items of.
    /// - Complexity: O(*m* + *n* + *s* log(*m* + *n*)) for *m* and *n* items shown and *s* sections:
    ///   each section's share of a subset's positions is found by binary search.
    /// - Precondition: The positions of both subsets are strictly ascending and inside the snapshot.
    public init<Item: Identifiable & Equatable & Sendable>(
        from old: ItemSubset, to new: ItemSubset, of snapshot: ListSnapshot<SectionID, Item>
    ) where Item.ID == ItemID {
        var rows = SubsequenceMerge()
        var sections = SubsequenceMerge()
        var oldCursor = SubsetCursor(old)
        var newCursor = SubsetCursor(new)
        var itemStart = 0
        for section in snapshot.sections {
            let itemEnd = itemStart + section.items.count
            let oldItems = oldCursor.positions(before: itemEnd, from: itemStart)
            let newItems = newCursor.positions(before: itemEnd, from: itemStart)
            let extra = (section.showsHeader ? 1 : 0) + (section.showsFooter ? 1 : 0)
            switch (oldItems, newItems) {
            case (nil, nil):
                break
            case (let oldItems?, nil):
                rows.remove(oldItems.count + extra)
                sections.remove()
            case (nil, let newItems?):
                rows.insert(newItems.count + extra)
                sections.insert()
            case (let oldItems?, let newItems?):
                sections.keep()
                rows.keep(section.showsHeader ? 1 : 0)
                switch (oldItems, newItems) {
                case (.all(let count), .all):
                    rows.keep(count)
                case (.all(let count), .some(let newPositions)):
                    rows.merge(Int32(itemStart)..<Int32(itemStart + count), newPositions)
                case (.some(let oldPositions), .all(let count)):
                    rows.merge(oldPositions, Int32(itemStart)..<Int32(itemStart + count))
                case (.some(let oldPositions), .some(let newPositions)):
                    rows.merge(oldPositions, newPositions)
                }
                rows.keep(section.showsFooter ? 1 : 0)
            }
            itemStart = itemEnd
        }
        precondition(oldCursor.isAtEnd && newCursor.isAtEnd, "item positions must be ascending and inside the snapshot")
        self.init(rows: rows.changes(), sections: sections.changes(), itemsChangingSection: [])
    }
}

/// Reads an ``ItemSubset``'s positions section by section.
private struct SubsetCursor {
    /// A section's part of a subset: all its items, or some positions.
    enum Part {
        case all(Int)
        case some(ArraySlice<Int32>)

        var count: Int {
            switch self {
            case .all(let count): count
            case .some(let positions): positions.count
            }
        }
    }

    private let positions: [Int32]?
    private var cursor = 0

    init(_ subset: ItemSubset) {
        if case .items(let positions) = subset { self.positions = positions } else { positions = nil }
    }

    /// The subset's part of the section of items `start..<end`, the next one; nil when the subset does
    /// not show the section (an unfiltered subset shows every section, even an empty one).
    mutating func positions(before end: Int, from start: Int) -> Part? {
        guard let positions else { return .all(end - start) }
        let first = cursor
        // Sections are mostly long: find the end by a binary search, not a walk.
        var high = positions.count
        while cursor < high {
            let middle = (cursor + high) >> 1
            if Int(positions[middle]) < end { cursor = middle + 1 } else { high = middle }
        }
        return cursor > first ? .some(positions[first..<cursor]) : nil
    }

    var isAtEnd: Bool { positions.map { cursor == $0.count } ?? true }
}
