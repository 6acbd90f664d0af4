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
    public internal(set) var sections: [Section]

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
}
