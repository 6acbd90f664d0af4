/// An item that names the cell showing it and configures it (article 002): a screen whose items
/// conform needs no cell provider, because each item dequeues its own registration.
///
/// ```swift
/// enum ColorItem: CellNaming {
///     case strip([Color]), swatch(Color)
///     func cell(from cells: ReusableCells) -> DequeuedCell {
///         switch self {
///         case .strip(let colors): cells.cell(using: Self.strips, for: colors)
///         case .swatch(let color): cells.cell(using: Self.swatches, for: color)
///         }
///     }
/// }
/// let list = ListView(viewModel)  // no closure: the items know their cells
/// ```
@MainActor
public protocol CellNaming {
    /// Dequeues this item's cell from `cells` and configures it.
    func cell(from cells: ReusableCells) -> DequeuedCell
}

extension ListView where Item: CellNaming {
    /// Shows `viewModel`, each item choosing and configuring its own cell.
    public convenience init(_ viewModel: ListViewModel<SectionID, Item>) {
        self.init(viewModel) { cells, item in item.cell(from: cells) }
    }
}
