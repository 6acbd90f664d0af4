extension ColumnView {
    /// One column of a ``ColumnView``: a title, the typed registration of its cells, a width, whether
    /// it resizes, and optionally how a click on its header orders the items.
    ///
    /// ```swift
    /// let names = CellRegistration<NameCell, String> { cell, name in cell.name.text = name }  // a BoxCell with an Inscription
    /// let sizes = CellRegistration<ByteCountTitleCell, Int64?> { cell, size in cell.byteCount = size }
    /// let columns: [ColumnView<Folder, FileEntry>.Column] = [
    ///     .init("Name", using: names, value: \.name, width: .expanding, sortedBy: .by(\.name)),
    ///     .init("Size", using: sizes, value: \.byteCount, width: .fixed(96), sortedBy: .by { $0.byteCount ?? -1 }),
    /// ]
    /// ```
    public struct Column {
        /// The header's title.
        public let title: String
        /// How wide the column is.
        public let width: ColumnWidth
        /// Whether the user can drag the column's edge to resize it.
        public let isResizable: Bool
        /// How a click on the header orders the items, or nil when the header does not sort.
        public let sortOrder: ColumnSortOrder<Item>?
        /// Dequeues and configures the column's cell for an item.
        let cellProvider: CellProvider

        /// A column whose cells `registration` configures with each item.
        public init<Cell>(
            _ title: String, using registration: CellRegistration<Cell, Item>, width: ColumnWidth = .natural,
            resizable: Bool = true, sortedBy sortOrder: ColumnSortOrder<Item>? = nil
        ) {
            self.init(title, using: registration, value: { $0 }, width: width, resizable: resizable, sortedBy: sortOrder)
        }

        /// A column whose cells `registration` configures with the `value` of each item (a key path
        /// such as `\.name` will do).
        public init<Cell, Value>(
            _ title: String, using registration: CellRegistration<Cell, Value>,
            value: @escaping @MainActor (Item) -> Value, width: ColumnWidth = .natural, resizable: Bool = true,
            sortedBy sortOrder: ColumnSortOrder<Item>? = nil
        ) {
            self.title = title
            self.width = width
            self.isResizable = resizable
            self.sortOrder = sortOrder
            cellProvider = { cells, item in cells.cell(using: registration, for: value(item)) }
        }
    }
}
