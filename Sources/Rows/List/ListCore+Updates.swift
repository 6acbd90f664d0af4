import CGtk

/// Applying a view model's updates to GTK: splices as `items-changed`, changed rows rebound in place.
extension ListCore {
    /// Applies `update`, which the view model told the view, to GTK.
    func apply(_ update: ListUpdate<SectionID, Item>) {
        guard isAlive else { return }
        let searchEnd = noteSearch(before: update)
        // Another query's results show from their first row (see `SearchReturn`); words typed
        // that leave the results as they were move nothing.
        let showsResultsFromTheTop =
            update.isFiltered
            && searchReturn.showsFromTheirFirstRow(resultsOf: update.searchQuery, changingRows: !update.splices.isEmpty)
        // Rows inserted before the first row of a view that shows it show too (not after a search,
        // which has a row of its own to return to).
        let insertsFirst = update.splices.first.map { $0.position == 0 && $0.removed == 0 && $0.added > 0 } ?? false
        let keepsTheTop = searchEnd == nil && insertsFirst && isShowingTheTop
        let firstSerialsOfUpdate = binders.map { $0.recycler.nextSerial + 1 }
        // The rows shown until now: once the update is applied, this is their last reference.
        var retired: FlatRows<SectionID, Item>? = shownRows
        let keyboardWasInView = !update.splices.isEmpty && keyboardIsInView
        if !update.splices.isEmpty { emit(update, to: update.rows) }
        shownRows = update.rows
        for binder in binders { binder.bindPendingSlots() }
        if !update.reconfiguredRows.isEmpty {
            for (binder, firstSerial) in zip(binders, firstSerialsOfUpdate) {
                binder.rebind(rows: update.reconfiguredRows, boundBefore: firstSerial)
            }
        }
        if marksSectionEdges, !update.splices.isEmpty {
            for binder in binders { binder.restyleSectionEdges(marks: true) }
        }
        rowItems.endUpdate()
        if let rows = retired.take(), rows.count >= BackgroundRelease.threshold { BackgroundRelease.release(rows) }
        if selectionModelMode != viewModel.selectionMode {
            installSelectionModel(for: viewModel.selectionMode)
            pushSelectionToGtk()
        } else if update.selectionChanged || (!update.splices.isEmpty && !viewModel.selectedIDs.isEmpty) {
            pushSelectionToGtk()
        }
        keepKeyboard(wasInView: keyboardWasInView)
        if let searchEnd { returnFromSearch(searchEnd) }
        if keepsTheTop || showsResultsFromTheTop { keepShowingTheTop() }
    }

    /// Emits the update's splices as `items-changed`, grouped around the rows GTK has built (see the
    /// lifecycle in CellBinder.swift); binds GTK asks for meanwhile wait (see `bind`).
    private func emit(_ update: ListUpdate<SectionID, Item>, to newRows: FlatRows<SectionID, Item>) {
        let emissions = update.emissions(aroundBuilt: builtRows)
        rowItems.beginUpdate(
            from: shownRows, to: newRows, splices: update.splices, moves: update.moves, destinations: update.destinations)
        isApplying = true
        var count = 0
        for planned in emissions {
            var emission = planned
            // GTK 4.8 removes from the start of the stretch of unbuilt rows a removal starts in
            // (see `ListChanges.Splice.splitForRemoval(aroundBuilt:)`): such a removal that reaches
            // built rows goes in two parts, split at the rows GTK has built now.
            while emission.removed > 0, emission.position > 0 {
                let parts = emission.splitForRemoval(aroundBuilt: builtRows)
                guard parts.count == 2 else { break }
                emit(parts[0])
                count += 1
                emission = parts[1]
            }
            emit(emission)
            count += 1
        }
        isApplying = false
        // Counted once, on the first binder, so that a column view's summed statistics count each once.
        binders.first?.recycler.statistics.splices += count
    }

    /// Makes one `items-changed` emission, the row items moved for it first.
    private func emit(_ emission: ListChanges.Splice) {
        rowItems.willEmit(emission)
        rows_list_model_splice(model, guint(emission.position), guint(emission.removed), guint(emission.added))
    }

    /// Rebinds, in place, the bound rows for which `shouldRebind` holds, in every binder.
    func rebindShownRows(where shouldRebind: (ListRow<SectionID, Item>) -> Bool) {
        for binder in binders { binder.rebindShownRows(where: shouldRebind) }
    }
}
