/// Moving one item, as a drag and drop or Alt+Up / Alt+Down decides.
extension ListViewModel {
    /// Moves the item `id` to `destination` and shows the result: the diff makes it one move of the
    /// item's row (one removal and one insertion), so a list view keeps the row's widget when it can.
    ///
    /// A destination decided on the rows shown (``FlatRows/dropDestination(forItem:overRow:inLowerHalf:)``)
    /// names neighbours and sections, so it holds in the whole ``snapshot`` while a filter is shown.
    /// To change the item too (say, the group it belongs to), build the snapshot with
    /// ``ListSnapshot/moving(_:to:)`` and ``apply(_:)`` it instead.
    ///
    /// - Parameters:
    ///   - id: The id of the item to move.
    ///   - destination: Where it goes.
    /// - Returns: Whether the item moved (false when it or the destination is not in the snapshot, or
    ///   it would stay where it is).
    /// - Complexity: O(*s* + *n*) for *s* sections and *n* items, plus the diff.
    @discardableResult
    public func moveItem(_ id: Item.ID, to destination: Snapshot.Destination) -> Bool {
        guard let moved = try? snapshot.moving(id, to: destination), moved != snapshot else { return false }
        apply(moved)
        return true
    }
}
