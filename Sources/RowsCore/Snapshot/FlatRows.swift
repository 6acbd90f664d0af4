/// A snapshot's rows as one flat list: for each section, its header, its items, its footer.
///
/// A view, not a copy: reading row `i` finds its section by binary search over the section starts,
/// so a million-row list costs no extra memory, and a list with one section costs O(1) a row. A
/// header or footer row is there only when its section shows one (``ListSnapshot/Section/showsHeader``,
/// ``ListSnapshot/Section/showsFooter``). This is the list a GTK list model reads by index.
///
/// ```swift
/// struct Fruit: Identifiable, Equatable, Sendable { var id: String }
///
/// var snapshot = ListSnapshot<String, Fruit>()
/// try snapshot.appendSections(["Red"], showsFooter: true)
/// try snapshot.appendSections(["Yellow"])
/// try snapshot.appendItems([Fruit(id: "cherry")], toSection: "Red")
/// try snapshot.appendItems([Fruit(id: "banana"), Fruit(id: "lemon")], toSection: "Yellow")
/// let rows = snapshot.rows
/// rows.map(\.id)  // [.header("Red"), .item("cherry"), .footer("Red"),
///                 //  .header("Yellow"), .item("banana"), .item("lemon")]
/// rows.sectionIndex(containing: 4)  // 1
/// rows.row(ofItem: "lemon")          // 5
/// rows.nearestItemRow(from: 2, step: 1)  // 4: skips the footer and the header
/// ```
public struct FlatRows<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>: RandomAccessCollection,
    Sendable
where Item.ID: Sendable {
    /// The sections the rows come from.
    public let sections: [ListSnapshot<SectionID, Item>.Section]
    /// `starts[s]` is the flat index of section `s`'s first row; the last entry is the row count.
    @usableFromInline let starts: [Int]

    /// The rows of these sections.
    ///
    /// - Parameter sections: The sections, in order, as in ``ListSnapshot/sections``.
    /// - Complexity: O(*s*) for *s* sections; the items are not copied.
    public init(_ sections: [ListSnapshot<SectionID, Item>.Section]) {
        self.sections = sections
        var starts = [Int]()
        starts.reserveCapacity(sections.count + 1)
        var next = 0
        for section in sections {
            starts.append(next)
            next += section.rowCount
        }
        starts.append(next)
        self.starts = starts
    }

    /// The flat index of the first row: always 0.
    @inlinable
    public var startIndex: Int { 0 }
    /// The number of rows: every section's header, items and footer.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var endIndex: Int { starts[starts.count - 1] }
    /// The number of rows: every section's header, items and footer.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var count: Int { endIndex }

    /// The row at flat index `position`: a section's header, one of its items or its footer.
    ///
    /// - Parameter position: A flat row index, in `0 ..< count`.
    /// - Complexity: O(log *s*) for *s* sections; O(1) with one section.
    @inlinable
    public subscript(position: Int) -> ListRow<SectionID, Item> {
        let sectionIndex = self.sectionIndex(containing: position)
        let section = sections[sectionIndex]
        var offset = position - starts[sectionIndex]
        if section.showsHeader {
            if offset == 0 { return .header(section.id) }
            offset -= 1
        }
        if offset < section.items.count { return .item(section.items[offset]) }
        return .footer(section.id)
    }

    /// The index of the section that row `position` belongs to.
    ///
    /// - Parameter position: A flat row index, in `0 ..< count`.
    /// - Returns: The index in ``sections`` of the section whose header, item or footer the row is.
    /// - Complexity: O(log *s*) for *s* sections (a binary search over the section starts); O(1) with one.
    /// - Precondition: `position` is a row of the list.
    @inlinable
    public func sectionIndex(containing position: Int) -> Int {
        precondition(position >= 0 && position < endIndex, "row \(position) is outside 0..<\(endIndex)")
        if sections.count == 1 { return 0 }
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) >> 1
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The flat index of the first row of section `sectionIndex`: its header, if it shows one.
    ///
    /// - Parameter sectionIndex: An index in ``sections``, or `sections.count` for the row count.
    /// - Returns: The flat index of the section's first row; for an empty section without header or
    ///   footer, the first row of the section after it.
    /// - Complexity: O(1).
    public func firstRow(ofSection sectionIndex: Int) -> Int { starts[sectionIndex] }

    /// The flat index of the row showing the item at `location`.
    ///
    /// - Parameter location: Where the item is, as ``ListSnapshot/location(of:)`` gives it.
    /// - Returns: The item's flat row index, after its section's header if there is one.
    /// - Complexity: O(1).
    public func row(of location: ListSnapshot<SectionID, Item>.Location) -> Int {
        starts[location.section] + (sections[location.section].showsHeader ? 1 : 0) + location.item
    }

    /// The flat index of the row showing the item with this id.
    ///
    /// - Parameter id: An item's id.
    /// - Returns: The flat index of the first item with this id, or nil if no item has it.
    /// - Complexity: O(*n*) for *n* items: the sections are scanned in order.
    public func row(ofItem id: Item.ID) -> Int? {
        for (sectionIndex, section) in sections.enumerated() {
            if let itemIndex = section.items.firstIndex(where: { $0.id == id }) {
                return row(of: .init(section: sectionIndex, item: itemIndex))
            }
        }
        return nil
    }

    /// The flat index of the first row, in list order, showing an item whose id is in `ids`: where
    /// a view scrolls to show a selection.
    ///
    /// - Parameter ids: Items' ids, such as a list's selection.
    /// - Returns: The flat index of the topmost item with one of these ids, or nil if none has one.
    /// - Complexity: O(*n*) for *n* items, one hash look-up each (none when `ids` is empty; for one
    ///   id, a comparison each).
    public func firstRow(ofAnyItemIn ids: Set<Item.ID>) -> Int? {
        if ids.count < 2 { return ids.first.flatMap { row(ofItem: $0) } }
        for (sectionIndex, section) in sections.enumerated() {
            if let itemIndex = section.items.firstIndex(where: { ids.contains($0.id) }) {
                return row(of: .init(section: sectionIndex, item: itemIndex))
            }
        }
        return nil
    }

    /// The first item row at or after `row` going in direction `step`, skipping headers and footers.
    ///
    /// What the arrow keys move the focus to.
    ///
    /// - Parameters:
    ///   - row: The flat index to start at; a row outside the list finds nothing.
    ///   - step: 1 to go down, -1 to go up.
    /// - Returns: The flat index of the nearest item row, `row` itself if it is one; nil if there is
    ///   no item row that way.
    /// - Complexity: O(*d* log *s*) for *d* rows passed over and *s* sections.
    /// - Precondition: `step` is 1 or -1.
    public func nearestItemRow(from row: Int, step: Int) -> Int? {
        precondition(step == 1 || step == -1, "step must be 1 or -1")
        var candidate = row
        while candidate >= 0 && candidate < endIndex {
            if !self[candidate].isSupplementary { return candidate }
            candidate += step
        }
        return nil
    }
}
