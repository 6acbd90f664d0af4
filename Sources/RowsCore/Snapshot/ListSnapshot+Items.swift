/// Adding, removing, moving and replacing items by id.
extension ListSnapshot {
    /// Adds items at the end of a section.
    ///
    /// - Parameters:
    ///   - items: The items to add, in order. Their ids should not be in the snapshot yet.
    ///   - id: The section to add them to; nil for the last section.
    /// - Throws: ``ListSnapshotError/unknownSection(_:)`` when no section has the id `id`, or
    ///   ``ListSnapshotError/noSections`` when `id` is nil and there is no section. Nothing is added.
    /// - Complexity: O(*s* + *k*) amortized, for *s* sections and *k* items added, plus a copy of the
    ///   section's items if another snapshot shares them.
    public mutating func appendItems(_ items: [Item], toSection id: SectionID? = nil) throws(ListSnapshotError) {
        let index = try targetSection(id)
        sections[index].items.append(contentsOf: items)
    }

    /// Inserts items just before the item `anchor`, in its section.
    ///
    /// - Parameters:
    ///   - items: The items to insert, in order.
    ///   - anchor: The id of the item to insert them before.
    /// - Throws: ``ListSnapshotError/unknownItem(_:)`` when no item has the id `anchor`. Nothing is
    ///   inserted.
    /// - Complexity: O(*n* + *k*) for *n* items in the snapshot and *k* inserted: the anchor is found
    ///   by a scan, and the items after it in its section shift.
    public mutating func insertItems(_ items: [Item], before anchor: Item.ID) throws(ListSnapshotError) {
        let location = try requireLocation(of: anchor)
        sections[location.section].items.insert(contentsOf: items, at: location.item)
    }

    /// Inserts items just after the item `anchor`, in its section.
    ///
    /// - Parameters:
    ///   - items: The items to insert, in order.
    ///   - anchor: The id of the item to insert them after.
    /// - Throws: ``ListSnapshotError/unknownItem(_:)`` when no item has the id `anchor`. Nothing is
    ///   inserted.
    /// - Complexity: O(*n* + *k*) for *n* items in the snapshot and *k* inserted.
    public mutating func insertItems(_ items: [Item], after anchor: Item.ID) throws(ListSnapshotError) {
        let location = try requireLocation(of: anchor)
        sections[location.section].items.insert(contentsOf: items, at: location.item + 1)
    }

    /// Removes the items with these ids and returns them with where they were.
    ///
    /// Every item with one of the ids is removed, in whichever section. Ids not present are ignored.
    ///
    /// - Parameter ids: The ids of the items to remove.
    /// - Returns: The removed items in list order, with their sections, indices and neighbours, for
    ///   ``restore(_:)`` (undo).
    /// - Complexity: O(*n* + *d*) expected, for *n* items in the snapshot and *d* ids: each id is
    ///   hashed once and each item looked up once.
    @discardableResult
    public mutating func deleteItems(_ ids: some Sequence<Item.ID>) -> [RemovedItem] {
        let doomed = Set(ids)
        guard !doomed.isEmpty else { return [] }
        var removed = [RemovedItem]()
        for sectionIndex in sections.indices {
            let sectionID = sections[sectionIndex].id
            var kept = [Item]()
            kept.reserveCapacity(sections[sectionIndex].items.count)
            let items = sections[sectionIndex].items
            // By index: in code not specialized for `Item`, `enumerated()` looks up the metadata of
            // its (offset, element) tuple for every item.
            for itemIndex in items.indices {
                let item = items[itemIndex]
                if doomed.contains(item.id) {
                    removed.append(
                        RemovedItem(
                            item: item, section: sectionID, index: itemIndex,
                            previousID: itemIndex > 0 ? items[itemIndex - 1].id : nil,
                            nextID: itemIndex + 1 < items.count ? items[itemIndex + 1].id : nil,
                            previousSection: sectionIndex > 0 ? sections[sectionIndex - 1].id : nil))
                } else {
                    kept.append(item)
                }
            }
            if kept.count != sections[sectionIndex].items.count { sections[sectionIndex].items = kept }
        }
        return removed
    }

    /// Removes every item and keeps the sections, with their headers and footers.
    ///
    /// - Complexity: O(*n* + *s*) for *n* items and *s* sections.
    public mutating func deleteAllItems() {
        for index in sections.indices { sections[index].items.removeAll() }
    }

    /// Puts removed items back where ``deleteItems(_:)`` found them, as near as the list now allows,
    /// taking them in the order they were in (as ``deleteItems(_:)`` returns them):
    /// - into their section, wherever it is now; a section that no longer exists is made again, just
    ///   after the section that was before it (first if it was first, last if that one is gone too);
    /// - just after the item that was before them, if it is in that section now (rows inserted above,
    ///   or moved, do not matter: a row goes back next to its neighbour, and rows removed together
    ///   come back together, in their order); else just before the item that was after them; else
    ///   at their old index (at most the section's end), first if they were first.
    ///
    /// ```swift
    /// struct Fruit: Identifiable, Equatable, Sendable { var id: String }
    ///
    /// var snapshot = ListSnapshot(items: ["apple", "banana", "cherry"].map(Fruit.init))
    /// let removed = snapshot.deleteItems(["banana"])
    /// try snapshot.insertItems([Fruit(id: "avocado")], before: "apple")
    /// snapshot.restore(removed)
    /// snapshot.items.map(\.id)  // ["avocado", "apple", "banana", "cherry"]
    /// ```
    ///
    /// - Parameter removed: Items as ``deleteItems(_:)`` returned them.
    /// - Complexity: O(*s* + *n*) per item restored, for *s* sections and *n* items in its section.
    public mutating func restore(_ removed: [RemovedItem]) {
        for entry in removed {
            let sectionIndex = sectionIndexRestoring(entry)
            let items = sections[sectionIndex].items
            let position: Int
            if let previous = entry.previousID, let index = items.firstIndex(where: { $0.id == previous }) {
                position = index + 1
            } else if let next = entry.nextID, let index = items.firstIndex(where: { $0.id == next }) {
                position = index
            } else if entry.previousID == nil {
                position = 0
            } else {
                position = Swift.min(entry.index, items.count)
            }
            sections[sectionIndex].items.insert(entry.item, at: position)
        }
    }

    /// The index of the removed item's section, made again where it was if it is gone.
    private mutating func sectionIndexRestoring(_ entry: RemovedItem) -> Int {
        if let index = sections.firstIndex(where: { $0.id == entry.section }) { return index }
        let place: Int
        if let previous = entry.previousSection {
            place = sections.firstIndex { $0.id == previous }.map { $0 + 1 } ?? sections.count
        } else {
            place = 0
        }
        sections.insert(Section(id: entry.section), at: place)
        return place
    }

    /// Moves the item `id` to just before the item `anchor` (which may be in another section).
    ///
    /// Moving an item before itself changes nothing.
    ///
    /// - Parameters:
    ///   - id: The id of the item to move.
    ///   - anchor: The id of the item to put it before.
    /// - Throws: ``ListSnapshotError/unknownItem(_:)`` when no item has the id `id` or `anchor`.
    ///   Nothing is moved.
    /// - Complexity: O(*n*) for *n* items.
    public mutating func moveItem(_ id: Item.ID, before anchor: Item.ID) throws(ListSnapshotError) {
        try move(id, to: anchor, offset: 0)
    }

    /// Moves the item `id` to just after the item `anchor` (which may be in another section).
    ///
    /// Moving an item after itself changes nothing.
    ///
    /// - Parameters:
    ///   - id: The id of the item to move.
    ///   - anchor: The id of the item to put it after.
    /// - Throws: ``ListSnapshotError/unknownItem(_:)`` when no item has the id `id` or `anchor`.
    ///   Nothing is moved.
    /// - Complexity: O(*n*) for *n* items.
    public mutating func moveItem(_ id: Item.ID, after anchor: Item.ID) throws(ListSnapshotError) {
        try move(id, to: anchor, offset: 1)
    }

    /// Moves the item `id` to the end of the section `section`, which may be its own.
    ///
    /// - Parameters:
    ///   - id: The id of the item to move.
    ///   - section: The id of the section to move it to.
    /// - Throws: ``ListSnapshotError/unknownSection(_:)`` when no section has the id `section`, or
    ///   ``ListSnapshotError/unknownItem(_:)`` when no item has the id `id`. Nothing is moved.
    /// - Complexity: O(*s* + *n*) for *s* sections and *n* items.
    public mutating func moveItem(_ id: Item.ID, toEndOf section: SectionID) throws(ListSnapshotError) {
        let target = try sectionIndex(of: section)
        let location = try requireLocation(of: id)
        let item = sections[location.section].items.remove(at: location.item)
        sections[target].items.append(item)
    }

    /// Replaces items by id with the given versions, in place.
    ///
    /// Each item replaces the first item with its id; when `items` repeats an id, its last version
    /// wins. A list view shows a replaced item as an update: its row is reconfigured, not replaced.
    ///
    /// - Parameter items: The new versions of the items.
    /// - Returns: The ids of `items` that no item in the snapshot has, in the order of `items`.
    /// - Complexity: O(*n* + *k*) expected, for *n* items in the snapshot and *k* given: the scan stops
    ///   once every id is found.
    @discardableResult
    public mutating func reconfigureItems(_ items: [Item]) -> [Item.ID] {
        var pending = [Item.ID: Item](minimumCapacity: items.count)
        for item in items { pending[item.id] = item }
        for sectionIndex in sections.indices where !pending.isEmpty {
            for itemIndex in sections[sectionIndex].items.indices {
                let id = sections[sectionIndex].items[itemIndex].id
                if let replacement = pending.removeValue(forKey: id) {
                    sections[sectionIndex].items[itemIndex] = replacement
                }
            }
        }
        return items.map { $0.id }.filter { pending[$0] != nil }
    }

    /// Update-or-insert: items whose id exists replace it in place; the others are appended to a
    /// section.
    ///
    /// When `items` repeats an id, its last version wins, at the place of its first.
    ///
    /// - Parameters:
    ///   - items: The items to update or add.
    ///   - id: The section to append new items to; nil for the last section.
    /// - Returns: How many distinct ids were updated, and how many items were appended.
    /// - Throws: ``ListSnapshotError/unknownSection(_:)`` when no section has the id `id`, or
    ///   ``ListSnapshotError/noSections`` when `id` is nil and there is no section. Nothing changes.
    /// - Complexity: O(*n* + *k*) expected, for *n* items in the snapshot and *k* given.
    @discardableResult
    public mutating func updateOrAppendItems(
        _ items: [Item], toSection id: SectionID? = nil
    ) throws(ListSnapshotError) -> (updated: Int, inserted: Int) {
        let target = try targetSection(id)
        // When `items` repeats an id, its last version wins, at the place of its first.
        var latest = [Item.ID: Item](minimumCapacity: items.count)
        var order = [Item.ID]()
        for item in items where latest.updateValue(item, forKey: item.id) == nil { order.append(item.id) }
        let unique = order.map { latest[$0]! }
        let missing = Set(reconfigureItems(unique))
        let inserted = unique.filter { missing.contains($0.id) }
        sections[target].items.append(contentsOf: inserted)
        return (unique.count - inserted.count, inserted.count)
    }

    /// The section `id`, or the last section when `id` is nil.
    private func targetSection(_ id: SectionID?) throws(ListSnapshotError) -> Int {
        if let id { return try sectionIndex(of: id) }
        guard !sections.isEmpty else { throw .noSections }
        return sections.count - 1
    }

    private func requireLocation(of id: Item.ID) throws(ListSnapshotError) -> Location {
        guard let location = location(of: id) else { throw .unknownItem(String(describing: id)) }
        return location
    }

    private mutating func move(_ id: Item.ID, to anchor: Item.ID, offset: Int) throws(ListSnapshotError) {
        _ = try requireLocation(of: anchor)
        let from = try requireLocation(of: id)
        guard id != anchor else { return }
        let item = sections[from.section].items.remove(at: from.item)
        let to = location(of: anchor)!
        sections[to.section].items.insert(item, at: to.item + offset)
    }
}
