import CGtk

/// Selection and activation: GTK's selection model mirrors the view model's selected ids.
///
/// The view model is the truth: ids survive every update, while GTK's selection models track
/// positions (a moved row loses its selection there). After each update Rows writes the ids' rows
/// back into GTK; when the user selects in GTK, Rows reads the rows back into ids, dropping headers.
/// The view model also owns the selection mode: when it changes, the next update it tells swaps
/// GTK's selection model for one of the new kind.
extension ListCore {
    /// Gives the view a GTK selection model of `mode`'s kind over Rows' list model, showing the view
    /// model's selection.
    func installSelectionModel(for mode: SelectionMode) {
        let base = OpaquePointer(g_object_ref(GtkPointer.raw(model)))
        let selection: OpaquePointer
        switch mode {
        case .none:
            selection = gtk_no_selection_new(base)
        case .single:
            selection = gtk_single_selection_new(base)
            gtk_single_selection_set_autoselect(selection, 0)
            gtk_single_selection_set_can_unselect(selection, 1)
            // Autoselect is on while the model is created, which selects row 0 (maybe a header).
            gtk_single_selection_set_selected(selection, guint(GTK_INVALID_LIST_POSITION))
        case .multiple:
            selection = gtk_multi_selection_new(base)
        }
        Signal.connect(
            GtkPointer.raw(selection), "selection-changed",
            twoPositions: { [weak self] _, _ in
                self?.pullSelectionFromGtk()
            })
        setSelectionModel(selection)
        if let old = selectionModel { g_object_unref(GtkPointer.raw(old)) }
        selectionModel = selection
        selectionModelMode = mode
        // A view made over a view model with a selection shows it from the start.
        pushSelectionToGtk()
    }

    /// Calls `onActivate` with the item of each row `view` (a GtkListView, GtkColumnView or GtkGridView)
    /// activates; never for a header or footer. A row showing a ``ValuePickerTrait`` cell opens its
    /// picker instead, as GNOME's combo rows do.
    func connectActivation(of view: UnsafeMutablePointer<GtkWidget>, _ onActivate: @escaping @MainActor (Item) -> Void) {
        Signal.connect(
            GtkPointer.raw(view), "activate",
            position: { [weak self] position in
                guard let self, self.isAlive, Int(position) < self.shownRows.count,
                    let item = self.shownRows[Int(position)].item
                else { return }
                if let picker = self.picker(inRow: Int(position)) {
                    gtk_widget_activate(picker)
                    return
                }
                onActivate(item)
            })
    }

    /// The drop-down of the ``ValuePickerTrait`` cell bound in the row at `position`, if one is.
    ///
    /// - Complexity: O(*b*) for the *b* cells bound (about 200 per column).
    private func picker(inRow position: Int) -> UnsafeMutablePointer<GtkWidget>? {
        for binder in binders {
            for slot in binder.recycler.bound where slot.position == position {
                if let cell = slot.cell as? any ValuePickerTrait { return cell.picker }
            }
        }
        return nil
    }

    /// Writes the view model's selected ids into GTK's selection model.
    func pushSelectionToGtk() {
        guard isAlive, let selectionModel else { return }
        isPushingSelection = true
        defer { isPushingSelection = false }
        let ids = viewModel.selectedIDs
        switch selectionModelMode {
        case .none:
            return
        case .single:
            let row = ids.first.flatMap { shownRows.row(ofItem: $0) }
            gtk_single_selection_set_selected(selectionModel, row.map { guint($0) } ?? guint(GTK_INVALID_LIST_POSITION))
        case .multiple:
            guard !ids.isEmpty else {
                gtk_selection_model_unselect_all(selectionModel)
                return
            }
            let selected = gtk_bitset_new_empty()
            var row = 0
            for section in shownRows.sections {
                if section.showsHeader { row += 1 }
                for item in section.items {
                    if ids.contains(item.id) { gtk_bitset_add(selected, guint(row)) }
                    row += 1
                }
                if section.showsFooter { row += 1 }
            }
            let mask = gtk_bitset_new_range(0, guint(shownRows.count))
            gtk_selection_model_set_selection(selectionModel, selected, mask)
            gtk_bitset_unref(selected)
            gtk_bitset_unref(mask)
        }
    }

    /// Reads GTK's selection after the user changed it; headers, footers and items that cannot be
    /// used now (``isItemEnabled``; GTK's select-all and Shift+click ranges take them) are deselected
    /// again.
    private func pullSelectionFromGtk() {
        guard isAlive, !isPushingSelection, let selectionModel else { return }
        let selected = gtk_selection_model_get_selection(selectionModel)
        defer { gtk_bitset_unref(selected) }
        var ids: [Item.ID] = []
        var selectedSupplementary = false
        var iterator = GtkBitsetIter()
        var position: guint = 0
        var more = gtk_bitset_iter_init_first(&iterator, selected, &position)
        while more != 0 {
            if Int(position) < shownRows.count, let item = shownRows[Int(position)].item, isItemEnabled?(item) ?? true {
                ids.append(item.id)
            } else {
                selectedSupplementary = true
            }
            more = gtk_bitset_iter_next(&iterator, &position)
        }
        let changed = viewModel.select(ids)
        if selectedSupplementary && !changed { pushSelectionToGtk() }
    }

    /// Selects `row` alone, as GTK's own cursor keys do when they move to a row: through the
    /// `list.select-item` action of `view` (a GtkListView or GtkGridView), so that GTK's anchor for
    /// Shift moves too, and the selection comes to the view model as a click's does. With `extend`
    /// (Shift), the rows from GTK's anchor to `row` (headers between them come to the view model as
    /// nothing: it selects only items); with `modify` (Control) the rest of the selection stays.
    /// Nothing in a list that does not select, nor for a row the keyboard passes over (a header, an
    /// outline's loading or error row: GTK's action selects whatever row it is given).
    func selectAsCursorKeysDo(
        row: Int, in view: UnsafeMutablePointer<GtkWidget>, modify: Bool = false, extend: Bool = false
    ) {
        guard isAlive, row >= 0, row < shownRows.count, viewModel.selectionMode != .none, !isPassedOver(row: row) else {
            return
        }
        // (position, modify, extend), as GTK's cursor keys ask. The tuple takes its floating
        // children; GTK 4.8 does not sink the floating tuple: take it, and let it go after.
        let children: [OpaquePointer?] = [
            g_variant_new_uint32(guint32(row)), g_variant_new_boolean(modify ? 1 : 0), g_variant_new_boolean(extend ? 1 : 0),
        ]
        let parameter = g_variant_ref_sink(children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, 3) })
        gtk_widget_activate_action_variant(view, "list.select-item", parameter)
        g_variant_unref(parameter)
    }
}
