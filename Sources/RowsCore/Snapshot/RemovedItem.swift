/// An item taken out of a snapshot, with where it was, so that it can be put back (undo).
///
/// Where it was is kept three ways, from the most to the least telling once the list has changed:
/// its neighbours in its section, its index there, and the section before its own.
/// ``ListSnapshot/deleteItems(_:)`` returns these, and ``ListSnapshot/restore(_:)`` puts them back.
public struct RemovedItem<SectionID: Hashable & Sendable, Item: Identifiable & Sendable & Equatable>: Sendable, Equatable
where Item.ID: Sendable {
    /// The item as it was.
    public let item: Item
    /// The section it was in.
    public let section: SectionID
    /// Its index within that section before the removal.
    public let index: Int
    /// The id of the item just before it in its section, nil when it was first.
    public let previousID: Item.ID?
    /// The id of the item just after it in its section, nil when it was last.
    public let nextID: Item.ID?
    /// The section just before its section, nil when its section was first.
    public let previousSection: SectionID?

    /// Creates a record of `item` removed from index `index` of section `section`, between the items
    /// `previousID` and `nextID`, its section following `previousSection`.
    ///
    /// - Parameters:
    ///   - item: The item as it was.
    ///   - section: The id of the section it was in.
    ///   - index: Its index within that section.
    ///   - previousID: The id of the item before it in its section; nil when it was first.
    ///   - nextID: The id of the item after it in its section; nil when it was last.
    ///   - previousSection: The id of the section before its own; nil when its section was first.
    public init(
        item: Item, section: SectionID, index: Int, previousID: Item.ID? = nil, nextID: Item.ID? = nil,
        previousSection: SectionID? = nil
    ) {
        self.item = item
        self.section = section
        self.index = index
        self.previousID = previousID
        self.nextID = nextID
        self.previousSection = previousSection
    }
}

extension ListSnapshot {
    /// An item removed from this kind of snapshot.
    public typealias RemovedItem = RowsCore.RemovedItem<SectionID, Item>
}
