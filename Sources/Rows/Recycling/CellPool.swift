import CGtk

/// The free cells of one reuse identifier in one list.
@MainActor
final class CellPool {
    /// The identifier the pool is keyed by.
    let identifier: ReuseIdentifier
    /// The cell type every cell in the pool has.
    let cellType: ObjectIdentifier
    /// The cell type's name, for messages.
    let typeName: String
    /// Whether rows showing these cells highlight on hover and press (the cell has ``HighlightTrait``).
    let highlights: Bool
    /// Whether rows showing these cells open a page (the cell has ``DisclosureTrait``).
    let opensPage: Bool
    /// Cells waiting for a row, with their root widgets.
    private var free: [(cell: any ListCell, root: UnsafeMutablePointer<GtkWidget>)] = []
    private let make: @MainActor () -> any ListCell

    init<Cell: ListCell>(_ identifier: ReuseIdentifier, cellType: Cell.Type) {
        self.identifier = identifier
        self.cellType = ObjectIdentifier(cellType)
        typeName = String(reflecting: cellType)
        highlights = cellType is any HighlightTrait.Type
        opensPage = cellType is any DisclosureTrait.Type
        make = { Cell() }
    }

    /// How many cells wait in the pool.
    var freeCount: Int { free.count }

    /// A free cell, or a new one (`isNew`).
    func take() -> (cell: any ListCell, root: UnsafeMutablePointer<GtkWidget>, isNew: Bool) {
        if let (cell, root) = free.popLast() { return (cell, root, false) }
        let cell = make()
        return (cell, cell.root, true)
    }

    /// Puts a cell back for another row.
    func put(_ cell: any ListCell, root: UnsafeMutablePointer<GtkWidget>) {
        free.append((cell, root))
    }

    /// Drops every free cell (they are released, and with them their widgets).
    func drain() { free.removeAll() }
}
