import CGtk

/// Reordering rows by drag and drop and with Alt+Up / Alt+Down (see ``ListView/onMove``).
extension ListView {
    /// Turns on reordering that moves the item in ``viewModel`` where the user puts it
    /// (`ListViewModel/moveItem(_:to:)`), then calls `moved`, say to save the new order.
    ///
    /// ```swift
    /// list.reordersItems { id, destination in save(list.viewModel.snapshot.items) }
    /// ```
    ///
    /// - Parameter moved: Called after each move, with the item's id and where it went.
    public func reordersItems(moved: (@MainActor (Item.ID, ListSnapshot<SectionID, Item>.Destination) -> Void)? = nil) {
        onMove = { [unowned viewModel] id, destination in
            if viewModel.moveItem(id, to: destination) { moved?(id, destination) }
        }
    }

    /// Makes the reorderer the first time ``onMove`` is set; it stays, inert while `onMove` is nil.
    func updateReordering() {
        guard isAlive else { return }
        if reorderer == nil, onMove != nil {
            RowsStyle.install()
            reorderer = RowReorderer(core: core, listView: listView)
        }
        reorderer?.move = onMove
    }

    /// The drop indicator shown now, during a drag (for tests).
    package var dropIndicator: DropIndicator? { reorderer?.indicator }

    /// Whether a row of this list is being dragged now (for tests).
    package var isDraggingRow: Bool { reorderer?.draggedID != nil }

    /// Whether the row widget of flat row `row` shows the drop indicator now (for tests).
    package func showsDropIndicator(onRow row: Int) -> Bool {
        guard let widget = reorderer?.rowWidget(at: row) else { return false }
        return gtk_widget_has_css_class(widget, "drop-above") != 0 || gtk_widget_has_css_class(widget, "drop-below") != 0
    }
}
