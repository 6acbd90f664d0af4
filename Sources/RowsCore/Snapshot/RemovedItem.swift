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
