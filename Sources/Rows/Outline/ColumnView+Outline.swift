import CGtk

extension ColumnView where SectionID == SingleSection {
    /// A column view showing an outline: the first column's cells indented by depth, with a
    /// disclosure (as GTK's `GtkTreeExpander`) that a click toggles, and the loading and error rows
    /// of nodes whose children load (see `OutlineViewModel.loadChildren`); the other columns show
    /// an item's cells, and nothing on a loading or error row.
    ///
    /// The columns are those of a column view of the items themselves; their sort orders are not
    /// used (an outline keeps its nodes in their order). Right, Left and `*` work as in
    /// ``ListView/init(outline:cellProvider:)``. The view keeps `outline` alive as long as its widget.
    ///
    /// - Parameters:
    ///   - outline: The outline to show; its `OutlineViewModel.rowsViewModel` is this view's view model.
    ///   - columns: The columns, each configuring its cells with an item.
    ///   - reorderable: Whether the user can drag the columns into another order.
    public convenience init<Node>(
        outline: OutlineViewModel<Node>, columns: [ColumnView<SingleSection, Node>.Column], reorderable: Bool = true
    ) where Item == OutlineRow<Node> {
        let toggle: @MainActor (Node.ID) -> Void = { [weak outline] id in outline?.toggle(id) }
        let blank = CellRegistration<BoxCell, Void> { _, _ in }
        let rowColumns = columns.enumerated().map { index, column in
            let itemCell = column.cellProvider
            return Column(
                title: column.title, width: column.width, isResizable: column.isResizable,
                cellProvider: { cells, row in
                    if index == 0 {
                        return OutlineCells.cell(from: cells, for: row, decorated: true, toggle: toggle, itemCell: itemCell)
                    }
                    guard let item = row.item else { return cells.cell(using: blank, for: ()) }
                    return itemCell(cells, item)
                })
        }
        self.init(outline.rowsViewModel, columns: rowColumns, reorderable: reorderable)
        gtk_widget_add_css_class(columnView, "outline")
        // Their loading and error rows are passed over, as headers are: nothing to select or open.
        core.passesOver = { $0.item == nil }
        OutlineKeys.install(
            on: columnView, outline: outline, focusedRow: { [weak self] in self?.focusedRow() },
            moveTo: { [weak self] row in
                guard let self else { return }
                self.focus(row: row)
                if let list = self.innerListView { self.core.selectAsCursorKeysDo(row: row, in: list) }
            })
    }
}

extension ColumnView.Column {
    /// A column made of parts: a title, a width, whether it resizes, and its cell provider; no sort order.
    init(title: String, width: ColumnWidth, isResizable: Bool, cellProvider: @escaping ColumnView.CellProvider) {
        self.title = title
        self.width = width
        self.isResizable = isResizable
        self.sortOrder = nil
        self.cellProvider = cellProvider
    }
}
