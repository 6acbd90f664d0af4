import CGtk

/// The life of a row in a Rows list, on GTK 4.8's `GtkSignalListItemFactory`:
///
/// 1. **setup**: GTK makes a list item before it knows which row it will show. Rows attaches a
///    ``Slot`` to it for its state. No cell and no child widget yet: the row type is unknown.
/// 2. **bind**: GTK assigns a row, as a `RowsRowItem`. If the slot's cell was last configured for
///    that same item, and no content changed since, the bind does nothing at all. Otherwise Rows
///    undoes the cell's previous configuration (see 3), reads the row at the item's position and
///    asks the cell provider (or the header/footer registration) for a cell: the slot's own cell if
///    it is of the right type, else one from that type's pool, else a new one; its root becomes the
///    list item's child. The configure closure runs and records in the slot's ``BindScope`` anything
///    to undo. Header and footer rows make the list item unselectable and unactivatable, and style
///    its `row` node `.header` / `.footer`.
/// 3. **unbind**: nothing is undone yet, as GTK 4.8 unbinds and binds the same item again on every
///    `items-changed` at or before the row, and on selection changes. The cell keeps showing its row,
///    with its widgets' state (focus, typed text, an open popover). Prepare-for-reuse (undoing the
///    bind scope, then the cell's `prepareForReuse()`) runs when the slot is bound to another item,
///    or torn down.
/// 4. **teardown**: GTK drops the list item (GTK 4.8 keeps its list items while scrolling and drops
///    them when the list shrinks or goes away). The cell is prepared for reuse and goes back to its
///    pool. GTK 4.8 tears a list item down when its row widget is unrooted, its accessible context
///    already unrealized, so the row widget is left as it is. It may be rooted again (the list moved
///    to another window, or put back), with a new list item and so a new slot, whose first bind
///    sets all that Rows sets on a row widget (its style, sensitivity and what it says to
///    assistive technologies), whatever the widget kept.
///
/// **Accessibility.** After each configure, the list row (the widget a screen reader meets as a list
/// item) gets an accessible label and description: the registration's
/// ``CellRegistration/accessibility(_:)``, else the cell's ``ListCell/accessibility`` (by default the
/// texts its labels show); a configure that gives none clears them. GTK 4.8 has no `gtk_list_item_set_accessible_label`; Rows sets the
/// properties on the row widget, as 4.12's does. In a column view each cell gets its own, and the
/// row (which takes the keyboard focus) gets those of its cell in the first column given.
///
/// **Row items.** The list model gives GTK one item per row for as long as GTK holds it
/// (``RowItems``), kept in step with every splice, so an unchanged row keeps its item. GTK 4.8 keeps
/// the item of a row whose position shifts, and within one emission re-finds the widget of a row
/// removed and re-added by its item pointer; GTK ≥ 4.10 rebinds only when the item changes. The item
/// of a built row that an emission removes and does not show again is handed to a row the emission
/// adds, so GTK shows that row in the old widget instead of building one. A cell is current while
/// its item's serial is the one it was configured under: an item handed on, or re-added with changed
/// content, gets a new serial, so each column's cell of the row is configured again.
///
/// **Emissions.** GTK 4.8 unbinds and binds every built row at or after a change, once per
/// `items-changed`. An update's splices are therefore grouped (``ListUpdate/emissions(aroundBuilt:)``):
/// splices with no built row between them are one emission, and a move of a built row to a place
/// among the built rows is one emission with everything between, so its widget, focus and state
/// survive. A change far from the built rows costs one unbind and bind per built row (which does no
/// work, see 2), not one per splice. GTK 4.8 removes rows from the start of the stretch of unbuilt
/// rows a removal starts in, so an emission that starts inside such a stretch and reaches built rows
/// would leave some of the removed built rows shown: it is made in two, split
/// at the first built row (`ListChanges.Splice.splitForRemoval(aroundBuilt:)`, checked against the
/// rows GTK has built before each emission).
///
/// During an update GTK binds new rows between emissions; Rows defers configuring them until the
/// last emission is out, then configures only the rows still bound, so no row is configured for a
/// position that changes a moment later.
///
/// In-place reconfigure (``ListUpdate/reconfiguredRows``, and rows a move re-added with changed
/// content) runs prepare-for-reuse and configure on the bound slot without GTK: no `items-changed`,
/// the widget, its focus and its state stay.
///
/// A ``ListView`` has one binder, for its one factory; a ``ColumnView`` has one per column, each with
/// its own pools, over the same rows.
@MainActor
final class CellBinder<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>
where Item.ID: Sendable {
    /// Dequeues and configures the cell for the row at a position of the shown rows (of the core
    /// given, the binder's: passed rather than captured, as a captured unowned reference costs two
    /// atomic operations at each bind).
    typealias Provider = @MainActor (ListCore<SectionID, Item>, ReusableCells, Int) -> DequeuedCell

    /// The rows, row items and update state this binder's cells show.
    unowned let core: ListCore<SectionID, Item>
    let recycler = Recycler()
    /// Slots GTK bound while the splices were emitted, to configure afterwards.
    var pendingSlots: [Slot] = []
    /// Whether header and footer cells are laid across the whole row (a column view's first
    /// column, see ``RowSpan``).
    var spansSupplementaryRows = false
    /// Whether the accessible label and description of this binder's item cells name their row too
    /// (a column view's first column given: its row, not a cell, takes the keyboard focus, and a
    /// screen reader read it by its type name). Headers and footers name their row from the binder
    /// that shows them (``spansSupplementaryRows``).
    var namesRow = false
    /// Whether binds are timed into the statistics (for benchmarks).
    var measuresBindTime = false {
        didSet { recycler.measuresTime = measuresBindTime }
    }
    private let provider: Provider

    init(core: ListCore<SectionID, Item>, provider: @escaping Provider) {
        self.core = core
        self.provider = provider
    }

    var isAlive: Bool { core.isAlive }
    var isApplying: Bool { core.isApplying }
    var rowItems: RowItems<SectionID, Item> { core.rowItems }
    var shownRows: FlatRows<SectionID, Item> { core.shownRows }

    /// The rows bound to a cell now, in row order, each with its cell; rows about to be bound
    /// (mid-update) are left out.
    var boundCells: [(row: Int, cell: any ListCell)] {
        recycler.bound.compactMap { slot in
            guard !slot.isPending, let cell = slot.cell else { return nil }
            return (slot.position, cell)
        }.sorted { $0.row < $1.row }
    }

    /// Makes `factory`'s list items show this binder's cells.
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
        let core = core  // once: each read of an unowned reference is two atomic operations
        guard core.isAlive, let slot = slot(of: listItem) else { return }
        recycler.statistics.binds += 1
        recycler.markBound(slot)
        if isCurrent(slot) {
            // GTK bound again the item the cell shows, unchanged: nothing to do.
            slot.isPending = false
            recycler.statistics.repeatedBinds += 1
            return
        }
        if core.isApplying {
            // Mid-update GTK's positions are neither the old rows nor the new: configure once the
            // last splice is out, and only if GTK still shows the row then.
            slot.isPending = true
            pendingSlots.append(slot)
            return
        }
        if measuresBindTime {
            let start = ListClock.now()
            configure(slot, of: core)
            recycler.statistics.bindNanoseconds &+= ListClock.now() &- start
        } else {
            configure(slot, of: core)
        }
    }

    /// Whether the slot's cell shows, as it is now, the item GTK has bound the slot to.
    func isCurrent(_ slot: Slot) -> Bool {
        guard let item = slot.configuredItem, slot.gtkItem == item else { return false }
        return UInt64(rows_row_item_get_serial(item)) == slot.configuredSerial
    }

    private func unbind(_ listItem: OpaquePointer) {
        guard let slot = slot(of: listItem) else { return }
        // The cell keeps its configuration: GTK 4.8 often binds the same item right after.
        slot.isPending = false
        recycler.markUnbound(slot)
        recycler.statistics.unbinds += 1
    }

    private func tearDown(_ listItem: OpaquePointer) {
        let object = GtkPointer.object(listItem)
        guard let state = g_object_get_qdata(object, Slot.quark) else { return }
        let slot = Unmanaged<Slot>.fromOpaque(state).takeUnretainedValue()
        prepareForReuse(slot)
        if isAlive {
            recycler.recycle(slot)
        } else {
            slot.release()
        }
        g_object_set_qdata(object, Slot.quark, nil)  // releases the Slot
        recycler.statistics.teardowns += 1
    }

    /// Undoes what the last configure did to the slot's cell, if anything.
    func prepareForReuse(_ slot: Slot) {
        guard slot.configuredItem != nil else { return }
        slot.configuredItem = nil
        slot.scope.undo()
        slot.cell?.prepareForReuse()
    }

    /// Configures the slot's cell for the row GTK has bound it to, undoing what it showed before.
    func configure(_ slot: Slot) {
        configure(slot, of: core)
    }

    /// ``configure(_:)`` with the binder's core read once.
    private func configure(_ slot: Slot, of core: ListCore<SectionID, Item>) {
        prepareForReuse(slot)
        // GTK 4.8 can leave a list item bound at a position past the end for a moment after many
        // splices; it binds it again before it shows it.
        let position = slot.position
        guard let item = slot.gtkItem, position < core.shownRowCount else { return }
        bind(slot, at: position, of: core)
        slot.configuredItem = item
        slot.configuredSerial = UInt64(rows_row_item_get_serial(item))
    }

    /// Shows the row at `position` in `slot`.
    private func bind(_ slot: Slot, at position: Int, of core: ListCore<SectionID, Item>) {
        let serial = recycler.beginBind(slot)
        let cells = ReusableCells(recycler: recycler, slot: slot, row: position)
        let dequeued = provider(core, cells, position)
        let supplementary = core.supplementaryKind(ofRow: position)
        guard dequeued.serial == serial else {
            fatalError(
                "Rows: the cell provider for row \(position) returned a \(dequeued.typeName) dequeued for another row; "
                    + "return the cell it dequeued from the ReusableCells it was given")
        }
        if !slot.rowStateIsKnown { resetRowState(slot, of: core) }
        style(slot, asSupplementary: supplementary)
        enable(slot, at: position, of: core)
        makeInert(slot, supplementary != nil || slot.isStatusRow || slot.isDisabled)
        slot.spanRow(spansSupplementaryRows && supplementary != nil)
        styleHighlight(slot, highlights: slot.pool?.highlights ?? false)
        if core.marksSectionEdges { styleSectionEdges(slot, core.shownRows.sectionEdges(ofRow: position)) }
        showAccessibility(slot.configuredAccessibility, in: slot, supplementary: supplementary != nil)
        if slot.chrome != nil { showExpansion(in: slot, of: core) }
        if !slot.rowStateIsKnown { slot.rowStateIsKnown = slot.rowWidget != nil }
        recycler.markBound(slot)
    }

    /// Sets what assistive technologies say for the slot's list row (its label and description);
    /// nil clears them. Touches GTK only when they change. In a column view, the row holding the
    /// cell is told too when this binder names it: for an item, the first column's; for a header or
    /// footer, the column that shows them (see ``namesRow``, ``spansSupplementaryRows``).
    private func showAccessibility(_ text: RowAccessibility?, in slot: Slot, supplementary: Bool) {
        guard let widget = slot.rowWidget else { return }
        // A new slot does not know what its row widget says (see `resetRowState`): it is told.
        let isKnown = slot.rowStateIsKnown
        if !isKnown || text != slot.shownAccessibility {
            Self.show(text, on: widget, mayHaveDescription: !isKnown || slot.shownAccessibility?.description != nil)
        }
        // Two binders name the same row (one its items, one its headers), so what the row says
        // now is not this slot's to know: it is told each time (a cell is configured only when its
        // row changed).
        if supplementary ? spansSupplementaryRows : namesRow, let row = gtk_widget_get_parent(widget) {
            Self.show(text, on: row, mayHaveDescription: true)
        }
        slot.shownAccessibility = text
    }

    /// Tells assistive technologies whether an outline's row is expanded, on the widget that takes
    /// the keyboard focus: a screen reader reads the row it is on, and GtkTreeExpander marks only
    /// itself and its disclosure (as the ``OutlineChrome`` does). A row that cannot expand says
    /// nothing. Touches GTK only when that changes.
    private func showExpansion(in slot: Slot, of core: ListCore<SectionID, Item>) {
        guard let chrome = slot.chrome else { return }
        let expansion: Bool? = chrome.isExpandable ? chrome.isExpanded : nil
        guard !slot.rowStateIsKnown || expansion != slot.shownExpansion, let row = core.focusWidget(of: slot) else { return }
        if let expansion {
            rows_accessible_set_expanded(GtkPointer.opaque(row), expansion ? 1 : 0)
        } else {
            gtk_accessible_reset_state(GtkPointer.opaque(row), GTK_ACCESSIBLE_STATE_EXPANDED)
        }
        slot.shownExpansion = expansion
    }

    /// Sets `widget`'s accessible label and description to `text`'s; `mayHaveDescription`: whether
    /// the widget may say a description now (which a text with none must clear).
    private static func show(
        _ text: RowAccessibility?, on widget: UnsafeMutablePointer<GtkWidget>, mayHaveDescription: Bool
    ) {
        let accessible = GtkPointer.opaque(widget)
        if let text {
            rows_accessible_set_label(accessible, text.label)
            if let description = text.description {
                rows_accessible_set_description(accessible, description)
            } else if mayHaveDescription {
                gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
            }
        } else {
            gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL)
            if mayHaveDescription { gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) }
        }
    }

    /// Rebinds, in place, the bound rows for which `shouldRebind` holds.
    func rebindShownRows(where shouldRebind: (ListRow<SectionID, Item>) -> Bool) {
        guard isAlive else { return }
        for slot in recycler.bound {
            let position = slot.position
            guard position < shownRows.count, shouldRebind(shownRows[position]) else { continue }
            rebind(slot)
        }
    }

    /// Configures the slot again, without GTK: the widget stays where it is.
    func rebind(_ slot: Slot) {
        configure(slot)
        recycler.statistics.rebinds += 1
    }

    /// Configures the slots GTK bound during the splices and still shows, unless current already.
    func bindPendingSlots() {
        let pending = pendingSlots
        pendingSlots.removeAll(keepingCapacity: true)
        for slot in pending where slot.isPending {
            slot.isPending = false
            if !isCurrent(slot) { configure(slot) }
        }
    }

    /// Rebinds the bound slots whose positions are among `rows` (sorted, new positions), except
    /// those bound during this update (serial `firstSerial` or later), which are already current.
    func rebind(rows: [Int], boundBefore firstSerial: UInt64) {
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
