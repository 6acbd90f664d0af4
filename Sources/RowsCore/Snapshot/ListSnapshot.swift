/// The whole content of a list at one moment: ordered sections, each with ordered items.
///
/// A value: edit a copy, then hand it to ``ListViewModel/apply(_:)``, which diffs it against what is
/// shown. Items are addressed by `id`. Edits that need an anchor (insert before, move after) throw a
/// ``ListSnapshotError`` naming the id that is missing. Lookups by id scan the snapshot (O(n)); the
/// snapshot keeps no index, so building and copying one stays cheap for a million rows.
public struct ListSnapshot<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>: Sendable,
    Equatable
where Item.ID: Sendable {
    /// One section: its id, its items and whether it shows header and footer rows.
    public struct Section: Identifiable, Equatable, Sendable {
        /// The section's identity, also what its header and footer show.
        public let id: SectionID
        /// The section's items, in order.
        public var items: [Item]
        /// Whether the flattened list has a header row before the items.
        public var showsHeader: Bool
        /// Whether the flattened list has a footer row after the items.
        public var showsFooter: Bool

        /// Creates a section.
        public init(id: SectionID, items: [Item] = [], showsHeader: Bool = true, showsFooter: Bool = false) {
            self.id = id
            self.items = items
            self.showsHeader = showsHeader
            self.showsFooter = showsFooter
        }

        /// How many rows the section takes in the flattened list.
        public var rowCount: Int { items.count + (showsHeader ? 1 : 0) + (showsFooter ? 1 : 0) }
    }

    /// Where an item is: the index of its section and its index within the section.
    public struct Location: Hashable, Sendable {
        /// Index of the section in ``ListSnapshot/sections``.
        public var section: Int
        /// Index of the item within that section.
        public var item: Int

        /// Creates the location of item `item` in section `section`.
        public init(section: Int, item: Int) {
            self.section = section
            self.item = item
        }
    }

    /// The sections, in order.
    public private(set) var sections: [Section]

    /// Creates a snapshot of the given sections.
    public init(sections: [Section] = []) {
        self.sections = sections
    }

    // MARK: Reading

    /// All items, section after section.
    public var items: [Item] { sections.flatMap(\.items) }

    /// How many items there are, headers and footers not counted.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// True when there is no item (sections may still exist).
    public var isEmpty: Bool { sections.allSatisfy(\.items.isEmpty) }

    /// The ids of the sections, in order.
    public var sectionIDs: [SectionID] { sections.map(\.id) }

    /// The rows as GTK shows them: for each section its header, its items and its footer.
    public var rows: FlatRows<SectionID, Item> { FlatRows(sections) }

    /// The items of the section with this id.
    public func items(inSection id: SectionID) throws(ListSnapshotError) -> [Item] {
        sections[try sectionIndex(of: id)].items
    }

    /// The item with this id, or nil.
    public func item(withID id: Item.ID) -> Item? {
        location(of: id).map { sections[$0.section].items[$0.item] }
    }

    /// Where the item with this id is, or nil.
    public func location(of id: Item.ID) -> Location? {
        for (sectionIndex, section) in sections.enumerated() {
            if let itemIndex = section.items.firstIndex(where: { $0.id == id }) {
                return Location(section: sectionIndex, item: itemIndex)
            }
        }
        return nil
    }

    /// The index of the section with this id.
    public func sectionIndex(of id: SectionID) throws(ListSnapshotError) -> Int {
        guard let index = sections.firstIndex(where: { $0.id == id }) else {
            throw .unknownSection(String(describing: id))
        }
        return index
    }

    // MARK: Sections

    /// Adds empty sections at the end.
    public mutating func appendSections(
        _ ids: [SectionID], showsHeader: Bool = true, showsFooter: Bool = false
    ) throws(ListSnapshotError) {
        try checkNew(ids)
        sections += ids.map { Section(id: $0, showsHeader: showsHeader, showsFooter: showsFooter) }
    }

    /// Adds a section at the end.
    public mutating func appendSection(_ section: Section) throws(ListSnapshotError) {
        try checkNew([section.id])
        sections.append(section)
    }

    /// Inserts empty sections before the section `anchor`.
    public mutating func insertSections(
        _ ids: [SectionID], before anchor: SectionID, showsHeader: Bool = true
    ) throws(ListSnapshotError) {
        let index = try sectionIndex(of: anchor)
        try checkNew(ids)
        sections.insert(contentsOf: ids.map { Section(id: $0, showsHeader: showsHeader) }, at: index)
    }

    /// Inserts empty sections after the section `anchor`.
    public mutating func insertSections(
        _ ids: [SectionID], after anchor: SectionID, showsHeader: Bool = true
    ) throws(ListSnapshotError) {
        let index = try sectionIndex(of: anchor)
        try checkNew(ids)
        sections.insert(contentsOf: ids.map { Section(id: $0, showsHeader: showsHeader) }, at: index + 1)
    }

    /// Removes the sections with these ids, with their items. Ids not present are ignored.
    public mutating func deleteSections(_ ids: some Sequence<SectionID>) {
        let doomed = Set(ids)
        sections.removeAll { doomed.contains($0.id) }
    }

    /// Moves the section `id` to just before the section `anchor`.
    public mutating func moveSection(_ id: SectionID, before anchor: SectionID) throws(ListSnapshotError) {
        let section = sections.remove(at: try sectionIndex(of: id))
        do {
            sections.insert(section, at: try sectionIndex(of: anchor))
        } catch {
            sections.append(section)
            throw error
        }
    }

    /// Moves the section `id` to just after the section `anchor`.
    public mutating func moveSection(_ id: SectionID, after anchor: SectionID) throws(ListSnapshotError) {
        let section = sections.remove(at: try sectionIndex(of: id))
        do {
            sections.insert(section, at: try sectionIndex(of: anchor) + 1)
        } catch {
            sections.append(section)
            throw error
        }
    }

    // MARK: Items

    /// Adds items at the end of the section `id`, or of the last section when `id` is nil.
    public mutating func appendItems(_ items: [Item], toSection id: SectionID? = nil) throws(ListSnapshotError) {
        let index = try targetSection(id)
        sections[index].items.append(contentsOf: items)
    }

    /// Inserts items just before the item `anchor`.
    public mutating func insertItems(_ items: [Item], before anchor: Item.ID) throws(ListSnapshotError) {
        let location = try requireLocation(of: anchor)
        sections[location.section].items.insert(contentsOf: items, at: location.item)
    }

    /// Inserts items just after the item `anchor`.
    public mutating func insertItems(_ items: [Item], after anchor: Item.ID) throws(ListSnapshotError) {
        let location = try requireLocation(of: anchor)
        sections[location.section].items.insert(contentsOf: items, at: location.item + 1)
    }

    /// Removes the items with these ids and returns them with where they were, in list order.
    /// Ids not present are ignored.
    @discardableResult
    public mutating func deleteItems(_ ids: some Sequence<Item.ID>) -> [RemovedItem] {
        let doomed = Set(ids)
        guard !doomed.isEmpty else { return [] }
        var removed = [RemovedItem]()
        for sectionIndex in sections.indices {
            let sectionID = sections[sectionIndex].id
            var kept = [Item]()
            kept.reserveCapacity(sections[sectionIndex].items.count)
            for (itemIndex, item) in sections[sectionIndex].items.enumerated() {
                if doomed.contains(item.id) {
                    removed.append(RemovedItem(item: item, section: sectionID, index: itemIndex))
                } else {
                    kept.append(item)
                }
            }
            if kept.count != sections[sectionIndex].items.count { sections[sectionIndex].items = kept }
        }
        return removed
    }

    /// Removes every item and keeps the sections.
    public mutating func deleteAllItems() {
        for index in sections.indices { sections[index].items.removeAll() }
    }

    /// Puts removed items back where ``deleteItems(_:)`` found them (as near as the list now allows).
    /// A section that no longer exists is appended again.
    public mutating func restore(_ removed: [RemovedItem]) {
        for entry in removed.sorted(by: { $0.index < $1.index }) {
            let sectionIndex: Int
            if let index = sections.firstIndex(where: { $0.id == entry.section }) {
                sectionIndex = index
            } else {
                sections.append(Section(id: entry.section))
                sectionIndex = sections.count - 1
            }
            let items = sections[sectionIndex].items
            sections[sectionIndex].items.insert(entry.item, at: Swift.min(entry.index, items.count))
        }
    }

    /// Moves the item `id` to just before the item `anchor` (which may be in another section).
    public mutating func moveItem(_ id: Item.ID, before anchor: Item.ID) throws(ListSnapshotError) {
        try move(id, to: anchor, offset: 0)
    }

    /// Moves the item `id` to just after the item `anchor` (which may be in another section).
    public mutating func moveItem(_ id: Item.ID, after anchor: Item.ID) throws(ListSnapshotError) {
        try move(id, to: anchor, offset: 1)
    }

    /// Moves the item `id` to the end of the section `section`.
    public mutating func moveItem(_ id: Item.ID, toEndOf section: SectionID) throws(ListSnapshotError) {
        let target = try sectionIndex(of: section)
        let location = try requireLocation(of: id)
        let item = sections[location.section].items.remove(at: location.item)
        sections[target].items.append(item)
    }

    /// Replaces items by id with the given versions, in place. Returns the ids that were not found.
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
        return items.map(\.id).filter { pending[$0] != nil }
    }

    /// Update-or-insert: items whose id exists replace it in place; the others are appended to the
    /// section `id` (the last section when nil). Returns how many were updated and inserted.
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

    // MARK: Derived snapshots

    /// The snapshot with only the items for which `isIncluded` is true. Sections left without items are
    /// dropped unless `keepingEmptySections` is true.
    public func filtered(
        keepingEmptySections: Bool = false, _ isIncluded: (Item) throws -> Bool
    ) rethrows -> ListSnapshot {
        var result = ListSnapshot(sections: [])
        result.sections.reserveCapacity(sections.count)
        for var section in sections {
            section.items = try section.items.filter(isIncluded)
            if keepingEmptySections || !section.items.isEmpty { result.sections.append(section) }
        }
        return result
    }

    // MARK: Private

    private func checkNew(_ ids: [SectionID]) throws(ListSnapshotError) {
        var seen = Set(sections.map(\.id))
        for id in ids where !seen.insert(id).inserted { throw .duplicateSection(String(describing: id)) }
    }

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

/// An item taken out of a snapshot, with where it was, so that it can be put back (undo).
public struct RemovedItem<SectionID: Hashable & Sendable, Item: Sendable & Equatable>: Sendable, Equatable {
    /// The item as it was.
    public let item: Item
    /// The section it was in.
    public let section: SectionID
    /// Its index within that section before the removal.
    public let index: Int

    /// Creates a record of `item` removed from index `index` of section `section`.
    public init(item: Item, section: SectionID, index: Int) {
        self.item = item
        self.section = section
        self.index = index
    }
}

extension ListSnapshot {
    /// An item removed from this kind of snapshot.
    public typealias RemovedItem = RowsCore.RemovedItem<SectionID, Item>
}
