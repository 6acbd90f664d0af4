/// What a cell provider dequeues cells from, for the one row being bound.
///
/// ```swift
/// ListView(viewModel) { cells, item in
///     switch item {
///     case .user(let user): cells.cell(using: users, for: user)
///     case .pet(let pet): cells.cell(using: pets, for: pet)
///     }
/// }
/// ```
@MainActor
public struct ReusableCells {
    let recycler: Recycler
    let slot: Slot
    let row: Int

    /// A cell of the registration's type, from its pool or new, configured for `value`.
    ///
    /// Call it exactly once per row; a second call fails with a message naming the types and row.
    public func cell<Cell, Value>(using registration: CellRegistration<Cell, Value>, for value: Value) -> DequeuedCell {
        recycler.dequeue(registration, for: value, into: slot, row: row)
    }
}
