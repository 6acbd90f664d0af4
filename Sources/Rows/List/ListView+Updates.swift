import CGtk

/// Applying a view model's updates to GTK: splices as `items-changed`, changed rows rebound in place.
extension ListView: ListViewModelObserver {
    public func listDidUpdate(_ update: ListUpdate) {
        guard isAlive else { return }
        if !update.splices.isEmpty { emit(update.splices) }
        shownRows = viewModel.rows
        if !update.reconfiguredRows.isEmpty { rebind(rows: update.reconfiguredRows) }
        if update.selectionChanged || (!update.splices.isEmpty && !viewModel.selectedIDs.isEmpty) {
            pushSelectionToGtk()
        }
        if update.selectionChanged { onSelectionChange?(viewModel.selectedItems) }
    }

    /// The flat rows and index holding the row at `position` of GTK's model right now.
    func resolve(_ position: Int) -> (FlatRows<SectionID, Item>, Int) {
        guard let applying else { return (shownRows, position) }
        let (isNew, index) = applying.source(of: position)
        return isNew ? (viewModel.rows, index) : (shownRows, index)
    }

    /// Emits each splice as one `items-changed`; GTK may bind rows while they are emitted.
    private func emit(_ splices: [ListChanges.Splice]) {
        var progress = ApplyProgress()
        for splice in splices {
            progress.settledEnd = splice.position + splice.added
            progress.shift += splice.added - splice.removed
            applying = progress
            rows_list_model_splice(model, guint(splice.position), guint(splice.removed), guint(splice.added))
        }
        applying = nil
        recycler.statistics.splices += splices.count
    }

    /// Rebinds the bound slots whose positions are among `rows` (sorted, new positions).
    private func rebind(rows: [Int]) {
        for slot in recycler.bound {
            let position = slot.position
            if Self.contains(rows, position) { rebind(slot, at: position) }
        }
    }

    private static func contains(_ sorted: [Int], _ value: Int) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) >> 1
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == value
    }
}
