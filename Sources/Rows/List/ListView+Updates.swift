import CGtk

/// Applying a view model's updates to GTK: splices as `items-changed`, changed rows rebound in place.
extension ListView: ListViewModelObserver {
    public func listDidUpdate(_ update: ListUpdate) {
        guard isAlive else { return }
        let firstSerialOfUpdate = recycler.nextSerial + 1
        if !update.splices.isEmpty { emit(update.splices) }
        shownRows = viewModel.rows
        bindPendingSlots()
        if !update.reconfiguredRows.isEmpty { rebind(rows: update.reconfiguredRows, boundBefore: firstSerialOfUpdate) }
        if update.selectionChanged || (!update.splices.isEmpty && !viewModel.selectedIDs.isEmpty) {
            pushSelectionToGtk()
        }
        if update.selectionChanged { onSelectionChange?(viewModel.selectedItems) }
        onUpdate?(update)
    }

    /// Emits each splice as one `items-changed`; binds GTK asks for meanwhile wait (see `bind`).
    private func emit(_ splices: [ListChanges.Splice]) {
        isApplying = true
        for splice in splices {
            rows_list_model_splice(model, guint(splice.position), guint(splice.removed), guint(splice.added))
        }
        isApplying = false
        recycler.statistics.splices += splices.count
    }

    /// Binds the slots GTK bound during the splices and still shows.
    private func bindPendingSlots() {
        let pending = pendingSlots
        pendingSlots.removeAll(keepingCapacity: true)
        for slot in pending where slot.isPending {
            slot.isPending = false
            bind(slot, at: slot.position)
        }
    }

    /// Rebinds the bound slots whose positions are among `rows` (sorted, new positions), except
    /// those bound during this update (serial `firstSerial` or later), which are already current.
    private func rebind(rows: [Int], boundBefore firstSerial: UInt64) {
        for slot in recycler.bound where slot.serial < firstSerial {
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
