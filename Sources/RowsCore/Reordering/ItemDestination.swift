/// Where an item is to go in a ``ListSnapshot``, named by its neighbour or its section rather than by
/// index, so that it means the same place in the whole snapshot as in a filtered view of it.
///
/// A reordering (a drag and drop, Alt+Up / Alt+Down) is decided on the rows shown
/// (``FlatRows/dropDestination(forItem:overRow:inLowerHalf:)``,
/// ``FlatRows/destination(movingItem:by:)``) and made with ``ListSnapshot/moveItem(_:to:)`` or
/// ``ListViewModel/moveItem(_:to:)``.
public enum ItemDestination<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Hashable, Sendable {
    /// Just before the item with this id, in its section.
    case before(ItemID)
    /// Just after the item with this id, in its section.
    case after(ItemID)
    /// First in the section with this id.
    case startOf(SectionID)
    /// Last in the section with this id.
    case endOf(SectionID)
}
