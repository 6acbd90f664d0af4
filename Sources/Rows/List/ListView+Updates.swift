import CGtk

/// Applying a view model's updates to GTK: splices as `items-changed`, changed rows rebound in place.
extension ListView {
    /// Applies `update`, which the view model told this list, to GTK.
    package func apply(_ update: ListUpdate<SectionID, Item>) {
        guard isAlive else { return }
        let firstSerialOfUpdate = recycler.nextSerial + 1
        if !update.splices.isEmpty { emit(update, to: update.rows) }
        shownRows = update.rows
        bindPendingSlots()
        if !update.reconfiguredRows.isEmpty { rebind(rows: update.reconfiguredRows, boundBefore: firstSerialOfUpdate) }
        rowItems.endUpdate()
        if selectionModelMode != viewModel.selectionMode {
            installSelectionModel(for: viewModel.selectionMode)
            pushSelectionToGtk()
        } else if update.selectionChanged || (!update.splices.isEmpty && !viewModel.selectedIDs.isEmpty) {
            pushSelectionToGtk()
        }
    }

    /// Emits the update's splices as `items-changed`, grouped around the rows GTK has built (see the
    /// lifecycle in ListView+Factory.swift); binds GTK asks for meanwhile wait (see `bind`).
    private func emit(_ update: ListUpdate<SectionID, Item>, to newRows: FlatRows<SectionID, Item>) {
        let emissions = update.emissions(aroundBuilt: recycler.bound.map(\.position).sorted())
        rowItems.beginUpdate(from: shownRows, to: newRows)
        isApplying = true
        for emission in emissions {
            rowItems.willEmit(emission)
            rows_list_model_splice(model, guint(emission.position), guint(emission.removed), guint(emission.added))
        }
        isApplying = false
        recycler.statistics.splices += emissions.count
    }

    /// Configures the slots GTK bound during the splices and still shows, unless current already.
    private func bindPendingSlots() {
        let pending = pendingSlots
        pendingSlots.removeAll(keepingCapacity: true)
        for slot in pending where slot.isPending {
            slot.isPending = false
            if !isCurrent(slot) { configure(slot) }
        }
    }

    /// Rebinds the bound slots whose positions are among `rows` (sorted, new positions), except
    /// those bound during this update (serial `firstSerial` or later), which are already current.
    private func rebind(rows: [Int], boundBefore firstSerial: UInt64) {
        for slot in recycler.bound where slot.serial < firstSerial {
            let position = slot.position
            if Self.contains(rows, position) { rebind(slot) }
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
