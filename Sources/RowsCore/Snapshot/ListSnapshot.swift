/// The whole content of a list at one moment: ordered sections, each with ordered items.
///
/// A value: edit a copy, then hand it to a ``ListViewModel``, which diffs it against what is shown
/// (or diff two snapshots yourself with ``SectionedChanges/init(from:to:)``). Items are addressed by
/// `id`. Edits that need an anchor (insert before, move after) throw a ``ListSnapshotError`` naming
/// the id that is missing. Lookups by id scan the snapshot (O(*n*)); the snapshot keeps no index, so
/// building and copying one stays cheap for a million rows: a copy shares its sections' item arrays
/// until one of them is changed (copy-on-write).
///
/// ```swift
/// struct Person: Identifiable, Equatable, Sendable {
///     var id: Int
///     var name: String
/// }
///
/// var snapshot = ListSnapshot<String, Person>()
/// try snapshot.appendSections(["Engineering", "Design"])
/// try snapshot.appendItems([Person(id: 1, name: "Ada"), Person(id: 2, name: "Linus")], toSection: "Engineering")
/// try snapshot.appendItems([Person(id: 3, name: "Zoë")], toSection: "Design")
/// try snapshot.moveItem(2, toEndOf: "Design")
/// snapshot.itemCount   // 3
/// snapshot.rows.count  // 5: two headers and three items
/// ```
///
/// In the flattened list (``rows``) each section shows a header row unless ``Section/showsHeader`` is
/// false, and a footer row if ``Section/showsFooter`` is true; a list without sections uses
/// ``SingleSection`` and ``init(items:)``.
public struct ListSnapshot<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>: Sendable,
    Equatable
where Item.ID: Sendable {
    /// One section: its id, its items and whether it shows header and footer rows.
    ///
    /// Section ids should be unique within a snapshot; the snapshot's own edits refuse a second
    /// section with the same id (``ListSnapshotError/duplicateSection(_:)``).
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
        ///
        /// - Parameters:
        ///   - id: The section's identity.
        ///   - items: Its items, in order.
        ///   - showsHeader: Whether the flattened list has a header row before the items.
        ///   - showsFooter: Whether the flattened list has a footer row after the items.
        public init(id: SectionID, items: [Item] = [], showsHeader: Bool = true, showsFooter: Bool = false) {
            self.id = id
            self.items = items
            self.showsHeader = showsHeader
            self.showsFooter = showsFooter
        }

        /// How many rows the section takes in the flattened list: its items, plus its header and
        /// footer rows if it shows them.
        public var rowCount: Int { items.count + (showsHeader ? 1 : 0) + (showsFooter ? 1 : 0) }
    }

    /// Where an item is: the index of its section and its index within the section.
    public struct Location: Hashable, Sendable {
        /// Index of the section in ``ListSnapshot/sections``.
        public var section: Int
        /// Index of the item within that section.
        public var item: Int

        /// Creates the location of item `item` in section `section`.
        ///
        /// - Parameters:
        ///   - section: The index of the section in ``ListSnapshot/sections``.
        ///   - item: The index of the item within that section.
        public init(section: Int, item: Int) {
            self.section = section
            self.item = item
        }
    }

    /// The sections, in order.
    ///
    /// Read-only: change sections and items with the snapshot's edits, which keep section ids unique.
    public internal(set) var sections: [Section]

    /// Creates a snapshot of the given sections.
    ///
    /// - Parameter sections: The sections, in order. Their ids should be unique; nothing is checked.
    public init(sections: [Section] = []) {
        self.sections = sections
    }

    // MARK: Reading

    /// All items, section after section.
    ///
    /// - Complexity: O(1) for a snapshot of one section: its own array, shared, not copied. Otherwise
    ///   O(*n*) for *n* items, copied into one array.
    public var items: [Item] {
        sections.count == 1 ? sections[0].items : sections.flatMap { $0.items }
    }

    /// How many items there are, headers and footers not counted.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

    /// True when there is no item (sections may still exist).
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public var isEmpty: Bool { sections.allSatisfy { $0.items.isEmpty } }

    /// The ids of the sections, in order.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public var sectionIDs: [SectionID] { sections.map { $0.id } }

    /// The rows as GTK shows them: for each section its header, its items and its footer.
    ///
    /// - Complexity: O(*s*) for *s* sections: ``FlatRows`` is a view that copies no item.
    public var rows: FlatRows<SectionID, Item> { FlatRows(sections) }

    /// The items of the section with this id.
    ///
    /// - Parameter id: A section's id.
    /// - Returns: The section's items, in order (the section's own array, not a copy).
    /// - Throws: ``ListSnapshotError/unknownSection(_:)`` when no section has this id.
    /// - Complexity: O(*s*) for *s* sections.
    public func items(inSection id: SectionID) throws(ListSnapshotError) -> [Item] {
        sections[try sectionIndex(of: id)].items
    }

    /// The item with this id.
    ///
    /// - Parameter id: An item's id.
    /// - Returns: The first item with this id, or nil if no item has it.
    /// - Complexity: O(*n*) for *n* items.
    public func item(withID id: Item.ID) -> Item? {
        location(of: id).map { sections[$0.section].items[$0.item] }
    }

    /// Where the item with this id is.
    ///
    /// - Parameter id: An item's id.
    /// - Returns: The section index and item index of the first item with this id, or nil.
    /// - Complexity: O(*n*) for *n* items.
    public func location(of id: Item.ID) -> Location? {
        for (sectionIndex, section) in sections.enumerated() {
            if let itemIndex = section.items.firstIndex(where: { $0.id == id }) {
                return Location(section: sectionIndex, item: itemIndex)
            }
        }
        return nil
    }

    /// The index of the section with this id.
    ///
    /// - Parameter id: A section's id.
    /// - Returns: The index of the first section with this id in ``sections``.
    /// - Throws: ``ListSnapshotError/unknownSection(_:)`` when no section has this id.
    /// - Complexity: O(*s*) for *s* sections.
    public func sectionIndex(of id: SectionID) throws(ListSnapshotError) -> Int {
        guard let index = sections.firstIndex(where: { $0.id == id }) else {
            throw .unknownSection(String(describing: id))
        }
        return index
    }

    // MARK: Derived snapshots

    /// The snapshot with only the items for which `isIncluded` is true.
    ///
    /// - Parameters:
    ///   - keepingEmptySections: Whether to keep the sections left without items (and their headers
    ///     and footers); by default they are dropped.
    ///   - isIncluded: Whether to keep an item.
    /// - Returns: The filtered snapshot; the sections keep their ids, headers and footers.
    /// - Complexity: O(*n* + *s*) for *n* items and *s* sections: `isIncluded` is called once per item.
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
