/// Reordering decided on the rows shown: where a drop over a row puts the dragged item, where the
/// drop indicator goes, and where Alt+Up / Alt+Down move an item.
///
/// Each decision names its destination by neighbour or section (``ItemDestination``), so it holds for
/// the whole snapshot too when the rows shown are filtered. A destination that would leave the item
/// where it is is no destination (nil): dropping a row on itself, or just above or below itself,
/// does nothing.
extension FlatRows {
    /// Where a drop over flat row `row` puts the item `id`, or nil when the drop changes nothing.
    ///
    /// - over an item row: just before the item in the row's upper half, just after it in the lower;
    /// - over a header row: first in its section in the lower half; in the upper half, last in the
    ///   section before (first in its own when no section before shows a row);
    /// - over a footer row: last in its section in the upper half; first in the next section in the
    ///   lower half (last in its own when no section after shows a row);
    /// - below the last row (`row` nil, or past the end): last in the last section that shows a row.
    ///
    /// Sections that show no row at all (no item, header or footer) are passed over: nobody can see
    /// them to aim at them.
    ///
    /// ```swift
    /// // header "A", 1, 2, header "B", 3
    /// rows.dropDestination(forItem: 1, overRow: 4, inLowerHalf: false)  // .before(3)
    /// rows.dropDestination(forItem: 1, overRow: 3, inLowerHalf: true)   // .startOf("B")
    /// rows.dropDestination(forItem: 1, overRow: 1, inLowerHalf: true)   // nil: on itself
    /// rows.dropDestination(forItem: 1, overRow: 2, inLowerHalf: false)  // nil: where it is
    /// ```
    ///
    /// - Parameters:
    ///   - id: The id of the item dragged (shown in these rows).
    ///   - row: The flat row under the pointer; nil for the empty space below the rows.
    ///   - inLowerHalf: Whether the pointer is in the lower half of that row.
    /// - Returns: The destination, or nil when the item is not shown or would stay where it is.
    /// - Complexity: O(*n*) for *n* items shown.
    public func dropDestination(forItem id: Item.ID, overRow row: Int?, inLowerHalf: Bool) -> ItemDestination<
        SectionID, Item.ID
    >? {
        guard endIndex > 0 else { return nil }
        let destination: ItemDestination<SectionID, Item.ID>
        if let row, row >= 0, row < endIndex {
            let section = sectionIndex(containing: row)
            switch self[row] {
            case .item(let item): destination = inLowerHalf ? .after(item.id) : .before(item.id)
            case .header(let sectionID):
                let before = inLowerHalf ? nil : sections[..<section].lastIndex { $0.rowCount > 0 }
                destination = before.map { .endOf(sections[$0].id) } ?? .startOf(sectionID)
            case .footer(let sectionID):
                let after = inLowerHalf ? sections[(section + 1)...].firstIndex { $0.rowCount > 0 } : nil
                destination = after.map { .startOf(sections[$0].id) } ?? .endOf(sectionID)
            }
        } else {
            guard let last = sections.lastIndex(where: { $0.rowCount > 0 }) else { return nil }
            destination = .endOf(sections[last].id)
        }
        return changes(id, destination) ? destination : nil
    }

    /// Where Alt+Up (`step` -1) or Alt+Down (`step` 1) moves the item `id`: one place up or down in
    /// its section, and at the section's edge into the neighbouring section (last in the section
    /// above, first in the section below); nil at the very top or bottom of the list.
    ///
    /// - Parameters:
    ///   - id: The id of the item to move (shown in these rows).
    ///   - step: -1 for up, 1 for down.
    /// - Returns: The destination, or nil when the item cannot go further that way or is not shown.
    /// - Complexity: O(*n*) for *n* items shown.
    /// - Precondition: `step` is 1 or -1.
    public func destination(movingItem id: Item.ID, by step: Int) -> ItemDestination<SectionID, Item.ID>? {
        precondition(step == 1 || step == -1, "step must be 1 or -1")
        guard let location = ListSnapshot(sections: sections).location(of: id) else { return nil }
        let items = sections[location.section].items
        if step < 0 {
            if location.item > 0 { return .before(items[location.item - 1].id) }
            return location.section > 0 ? .endOf(sections[location.section - 1].id) : nil
        }
        if location.item < items.count - 1 { return .after(items[location.item + 1].id) }
        return location.section < sections.count - 1 ? .startOf(sections[location.section + 1].id) : nil
    }

    /// Where to draw the line that shows a drop at `destination`: the top of the item it goes before,
    /// the bottom of the item it goes after; for the start of a section, the bottom of its header
    /// (the top of its first row without one); for the end of a section, the top of its footer (the
    /// bottom of its last row without one).
    ///
    /// - Parameter destination: A destination in these rows.
    /// - Returns: The row and edge, or nil when the destination is not shown (or its section has no row).
    /// - Complexity: O(*n*) for *n* items shown.
    public func dropIndicator(for destination: ItemDestination<SectionID, Item.ID>) -> DropIndicator? {
        switch destination {
        case .before(let anchor): return row(ofItem: anchor).map { DropIndicator(row: $0, edge: .top) }
        case .after(let anchor): return row(ofItem: anchor).map { DropIndicator(row: $0, edge: .bottom) }
        case .startOf(let sectionID):
            guard let index = sections.firstIndex(where: { $0.id == sectionID }), sections[index].rowCount > 0 else {
                return nil
            }
            let first = starts[index]
            return sections[index].showsHeader ? DropIndicator(row: first, edge: .bottom) : DropIndicator(row: first, edge: .top)
        case .endOf(let sectionID):
            guard let index = sections.firstIndex(where: { $0.id == sectionID }), sections[index].rowCount > 0 else {
                return nil
            }
            let last = starts[index + 1] - 1
            return sections[index].showsFooter ? DropIndicator(row: last, edge: .top) : DropIndicator(row: last, edge: .bottom)
        }
    }

    /// Whether moving the item `id` to `destination` changes the rows (the item is shown and would
    /// land somewhere else).
    ///
    /// - Parameters:
    ///   - id: The id of an item shown.
    ///   - destination: Where it would go.
    /// - Returns: False when the item is not shown, the destination is not, or the item would stay.
    /// - Complexity: O(*n*) for *n* items shown.
    public func changes(_ id: Item.ID, _ destination: ItemDestination<SectionID, Item.ID>) -> Bool {
        let snapshot = ListSnapshot(sections: sections)
        guard let from = snapshot.location(of: id), let to = snapshot.location(ofItem: id, movedTo: destination) else {
            return false
        }
        return from != to
    }
}
