/// A snapshot's rows as one flat list: for each section, its header, its items, its footer.
///
/// A view, not a copy: reading row `i` finds its section by binary search over the section starts,
/// so a million-row list costs no extra memory, and a list with one section costs O(1) a row.
public struct FlatRows<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>: RandomAccessCollection,
    Sendable
where Item.ID: Sendable {
    /// The sections the rows come from.
    public let sections: [ListSnapshot<SectionID, Item>.Section]
    /// `starts[s]` is the flat index of section `s`'s first row; the last entry is the row count.
    @usableFromInline let starts: [Int]

    /// The rows of these sections.
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

    /// Row 0.
    @inlinable
    public var startIndex: Int { 0 }
    /// The row count.
    @inlinable
    public var endIndex: Int { starts[starts.count - 1] }

    /// The header, item or footer row at flat index `position`.
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

    /// The flat index of the first row of section `sectionIndex`.
    public func firstRow(ofSection sectionIndex: Int) -> Int { starts[sectionIndex] }

    /// The flat index of the row showing the item at `location`.
    public func row(of location: ListSnapshot<SectionID, Item>.Location) -> Int {
        starts[location.section] + (sections[location.section].showsHeader ? 1 : 0) + location.item
    }

    /// The flat index of the row showing the item with this id, or nil (O(n)).
    public func row(ofItem id: Item.ID) -> Int? {
        for (sectionIndex, section) in sections.enumerated() {
            if let itemIndex = section.items.firstIndex(where: { $0.id == id }) {
                return row(of: .init(section: sectionIndex, item: itemIndex))
            }
        }
        return nil
    }

    /// The first item row at or after `row` going in direction `step` (+1 down, -1 up), skipping
    /// headers and footers; nil if there is none. What arrow keys move focus to.
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
