import CGtk

/// The life of a row in a Rows list, on GTK 4.8's `GtkSignalListItemFactory`:
///
/// 1. **setup**: GTK makes a list item before it knows which row it will show. Rows attaches a
///    ``Slot`` to it for its state. No cell and no child widget yet: the row type is unknown.
/// 2. **bind**: GTK assigns a row. Rows reads the row at the item's position, asks the cell
///    provider (or the header/footer registration) for a cell: the slot's own cell if it is of the
///    right type, else one from that type's pool, else a new one; its root becomes the list item's child. The configure closure runs and
///    records in the slot's ``BindScope`` anything unbind must undo. Header and footer rows make the
///    list item unselectable and unactivatable, and style its `row` node `.header` / `.footer`.
/// 3. **unbind**: prepare-for-reuse. Rows undoes the bind scope (handlers, classes, bindings) and
///    calls the cell's `prepareForReuse()`. The cell stays in the slot for the next bind.
/// 4. **teardown**: GTK drops the list item (GTK 4.8 keeps its list items while scrolling and drops
///    them when the list shrinks or goes away). The slot's cell goes back to its pool.
///
/// During an update GTK binds rows between splices; Rows defers those binds until the last splice
/// is out, then configures only the rows still bound, so no row is configured for a position that
/// changes a moment later.
///
/// In-place reconfigure (``ListUpdate/reconfiguredRows``) runs steps 3 and 2 on the bound slot
/// without GTK: no `items-changed`, the widget, its focus and its state stay.
extension ListView {
    func connectFactory(_ factory: OpaquePointer) {
        let raw = GtkPointer.raw(factory)
        Signal.connect(raw, "setup", object: { [weak self] item in self?.setUp(OpaquePointer(item)) })
        Signal.connect(raw, "bind", object: { [weak self] item in self?.bind(OpaquePointer(item)) })
        Signal.connect(raw, "unbind", object: { [weak self] item in self?.unbind(OpaquePointer(item)) })
        Signal.connect(raw, "teardown", object: { [weak self] item in self?.tearDown(OpaquePointer(item)) })
    }

    /// Rows' state for a list item.
    func slot(of listItem: OpaquePointer) -> Slot? {
        guard let state = g_object_get_qdata(GtkPointer.object(listItem), Slot.quark) else { return nil }
        return Unmanaged<Slot>.fromOpaque(state).takeUnretainedValue()
    }

    private func setUp(_ listItem: OpaquePointer) {
        // The list item owns the Slot; no widget yet, as the row type is not known.
        let slot = Slot(listItem: listItem)
        let release: GDestroyNotify = { state in Unmanaged<Slot>.fromOpaque(state!).release() }
        g_object_set_qdata_full(
            GtkPointer.object(listItem), Slot.quark, Unmanaged.passRetained(slot).toOpaque(), release)
        recycler.statistics.setups += 1
    }

    private func bind(_ listItem: OpaquePointer) {
        guard isAlive, let slot = slot(of: listItem) else { return }
        recycler.statistics.binds += 1
        if isApplying {
            // Mid-update GTK's positions are neither the old rows nor the new: configure once the
            // last splice is out, and only if GTK still shows the row then.
            slot.isPending = true
            recycler.markBound(slot)
            pendingSlots.append(slot)
            return
        }
        if measuresBindTime {
            let start = ListClock.now()
            bind(slot, at: slot.position)
            recycler.statistics.bindNanoseconds &+= ListClock.now() &- start
        } else {
            bind(slot, at: slot.position)
        }
    }

    private func unbind(_ listItem: OpaquePointer) {
        guard let slot = slot(of: listItem) else { return }
        // A slot still pending was never configured: its cell was prepared at the previous unbind.
        if slot.isPending { slot.isPending = false } else { prepareForReuse(slot) }
        recycler.markUnbound(slot)
        recycler.statistics.unbinds += 1
    }

    private func tearDown(_ listItem: OpaquePointer) {
        let object = GtkPointer.object(listItem)
        guard let state = g_object_get_qdata(object, Slot.quark) else { return }
        let slot = Unmanaged<Slot>.fromOpaque(state).takeUnretainedValue()
        if isAlive {
            recycler.recycle(slot)
        } else {
            slot.release()
        }
        g_object_set_qdata(object, Slot.quark, nil)  // releases the Slot
        recycler.statistics.teardowns += 1
    }

    /// Undoes what the last bind did to the slot's cell.
    func prepareForReuse(_ slot: Slot) {
        slot.scope.undo()
        slot.cell?.prepareForReuse()
    }

    /// Shows the row at `position` in `slot`.
    func bind(_ slot: Slot, at position: Int) {
        let serial = recycler.beginBind(slot)
        let cells = ReusableCells(recycler: recycler, slot: slot, row: position)
        let dequeued: DequeuedCell
        let supplementary: String?
        switch shownRows[position] {
        case .item(let item):
            dequeued = cellProvider(cells, item)
            supplementary = nil
        case .header:
            dequeued = headerProvider(cells, shownRows.sections[shownRows.sectionIndex(containing: position)])
            supplementary = "header"
        case .footer:
            dequeued = footerProvider(cells, shownRows.sections[shownRows.sectionIndex(containing: position)])
            supplementary = "footer"
        }
        guard dequeued.serial == serial else {
            fatalError(
                "Rows: the cell provider for row \(position) returned a \(dequeued.typeName) dequeued for another row; "
                    + "return the cell it dequeued from the ReusableCells it was given")
        }
        style(slot, asSupplementary: supplementary)
        styleHighlight(slot, highlights: slot.pool?.highlights ?? false)
        recycler.markBound(slot)
    }

    /// Makes header and footer rows inert and styled (`kind` is their CSS class), item rows the
    /// opposite; touches GTK only when the kind changes.
    private func style(_ slot: Slot, asSupplementary kind: String?) {
        guard kind != slot.supplementaryKind else { return }
        let isSupplementary = kind != nil
        gtk_list_item_set_selectable(slot.listItem, isSupplementary ? 0 : 1)
        gtk_list_item_set_activatable(slot.listItem, isSupplementary ? 0 : 1)
        if let row = slot.rowWidget {
            if let old = slot.supplementaryKind { gtk_widget_remove_css_class(row, old) }
            if let kind { gtk_widget_add_css_class(row, kind) }
            gtk_widget_set_focusable(row, isSupplementary ? 0 : 1)
        }
        slot.supplementaryKind = kind
    }

    /// Gives the list row the `highlightable` class while it shows a ``HighlightTrait`` cell.
    private func styleHighlight(_ slot: Slot, highlights: Bool) {
        guard highlights != slot.highlightsRow, let row = slot.rowWidget else { return }
        if highlights { gtk_widget_add_css_class(row, "highlightable") } else { gtk_widget_remove_css_class(row, "highlightable") }
        slot.highlightsRow = highlights
    }

    /// Rebinds, in place, the bound rows for which `shouldRebind` holds.
    func rebindShownRows(where shouldRebind: (ListRow<SectionID, Item>) -> Bool) {
        guard isAlive else { return }
        for slot in recycler.bound {
            let position = slot.position
            guard position < shownRows.count, shouldRebind(shownRows[position]) else { continue }
            rebind(slot, at: position)
        }
    }

    /// Unbind then bind, without GTK: the widget stays where it is.
    func rebind(_ slot: Slot, at position: Int) {
        prepareForReuse(slot)
        bind(slot, at: position)
        recycler.statistics.rebinds += 1
    }
}
