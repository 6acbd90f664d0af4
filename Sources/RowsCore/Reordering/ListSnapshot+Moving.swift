/// Moving one item to an ``ItemDestination``, and naming where an item is, for undo.
extension ListSnapshot {
    /// A destination in this snapshot's terms.
    public typealias Destination = ItemDestination<SectionID, Item.ID>

    /// Moves the item `id` to `destination`, in its section or another.
    ///
    /// Moving an item before or after itself changes nothing. Diffed against the snapshot before,
    /// the result is one move of the item's row (one removal and one insertion in the splices).
    ///
    /// ```swift
    /// struct Fruit: Identifiable, Equatable, Sendable { var id: String }
    ///
    /// var snapshot = ListSnapshot<String, Fruit>(sections: [
    ///     .init(id: "Red", items: [Fruit(id: "apple"), Fruit(id: "cherry")]),
    ///     .init(id: "Yellow", items: [Fruit(id: "banana")]),
    /// ])
    /// try snapshot.moveItem("cherry", to: .startOf("Yellow"))
    /// snapshot.items.map(\.id)  // ["apple", "cherry", "banana"]
    /// ```
    ///
    /// - Parameters:
    ///   - id: The id of the item to move.
    ///   - destination: Where it goes.
    /// - Throws: ``ListSnapshotError/unknownItem(_:)`` when no item has the id `id` or the anchor's
    ///   id, ``ListSnapshotError/unknownSection(_:)`` when no section has the destination's id.
    ///   Nothing is moved.
    /// - Complexity: O(*s* + *n*) for *s* sections and *n* items.
    public mutating func moveItem(_ id: Item.ID, to destination: Destination) throws(ListSnapshotError) {
        switch destination {
        case .before(let anchor): try moveItem(id, before: anchor)
        case .after(let anchor): try moveItem(id, after: anchor)
        case .endOf(let section): try moveItem(id, toEndOf: section)
        case .startOf(let section):
            let target = try sectionIndex(of: section)
            guard let from = location(of: id) else { throw .unknownItem(String(describing: id)) }
            let item = sections[from.section].items.remove(at: from.item)
            sections[target].items.insert(item, at: 0)
        }
    }

    /// This snapshot with the item `id` moved to `destination` (see ``moveItem(_:to:)``).
    ///
    /// - Parameters:
    ///   - id: The id of the item to move.
    ///   - destination: Where it goes.
    /// - Returns: The snapshot after the move.
    /// - Throws: As ``moveItem(_:to:)`` does.
    /// - Complexity: O(*s* + *n*) for *s* sections and *n* items, plus a copy of the sections' items
    ///   the move changes.
    public func moving(_ id: Item.ID, to destination: Destination) throws(ListSnapshotError) -> ListSnapshot {
        var moved = self
        try moved.moveItem(id, to: destination)
        return moved
    }

    /// Where the item `id` is now, as a destination: just after the item before it, or first in its
    /// section. Moving the item there later puts it back (what undoing a move does).
    ///
    /// - Parameter id: An item's id.
    /// - Returns: `.after(previous)` or `.startOf(section)`; nil when no item has the id.
    /// - Complexity: O(*n*) for *n* items.
    public func destination(ofItem id: Item.ID) -> Destination? {
        guard let location = location(of: id) else { return nil }
        let section = sections[location.section]
        return location.item > 0 ? .after(section.items[location.item - 1].id) : .startOf(section.id)
    }

    /// Where the item `id` would be once moved to `destination`: its section's index and its index
    /// there, or nil when the destination is not in this snapshot or the item is not.
    ///
    /// - Complexity: O(*s* + *n*) for *s* sections and *n* items.
    func location(ofItem id: Item.ID, movedTo destination: Destination) -> Location? {
        guard let from = location(of: id) else { return nil }
        func shifted(_ anchor: Location, by offset: Int) -> Location {
            let isAfterItem = anchor.section == from.section && anchor.item > from.item
            return Location(section: anchor.section, item: anchor.item + offset - (isAfterItem ? 1 : 0))
        }
        switch destination {
        case .before(let anchor):
            if anchor == id { return from }
            return location(of: anchor).map { shifted($0, by: 0) }
        case .after(let anchor):
            if anchor == id { return from }
            return location(of: anchor).map { shifted($0, by: 1) }
        case .startOf(let section):
            return sections.firstIndex { $0.id == section }.map { Location(section: $0, item: 0) }
        case .endOf(let section):
            guard let index = sections.firstIndex(where: { $0.id == section }) else { return nil }
            let count = sections[index].items.count - (index == from.section ? 1 : 0)
            return Location(section: index, item: count)
        }
    }
}
