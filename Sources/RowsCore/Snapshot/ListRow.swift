/// One row of a flattened sectioned list: a section's header, one of its items, or its footer.
///
/// GTK 4.8 has no section model, so a sectioned list is shown as one flat list of these rows.
public enum ListRow<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>: Identifiable, Equatable,
    Sendable
where Item.ID: Sendable {
    /// The header row of the section with this id.
    case header(SectionID)
    /// A row showing this item.
    case item(Item)
    /// The footer row of the section with this id.
    case footer(SectionID)

    /// The identity of a row: its kind plus the section's or the item's id.
    public enum ID: Hashable, Sendable {
        /// The header of the section with this id.
        case header(SectionID)
        /// The row of the item with this id.
        case item(Item.ID)
        /// The footer of the section with this id.
        case footer(SectionID)
    }

    /// The row's identity: its kind plus its section's or its item's id.
    public var id: ID {
        switch self {
        case .header(let section): .header(section)
        case .item(let item): .item(item.id)
        case .footer(let section): .footer(section)
        }
    }

    /// The item this row shows, or nil for a header or footer.
    public var item: Item? {
        if case .item(let item) = self { item } else { nil }
    }

    /// True for header and footer rows, which are neither selectable nor activatable.
    public var isSupplementary: Bool { item == nil }
}
