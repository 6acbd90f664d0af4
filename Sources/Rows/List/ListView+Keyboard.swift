import CGtk

/// Arrow keys skip header and footer rows: GTK 4.8 would stop on them or, with them unfocusable,
/// not move at all.
extension ListView {
    func installKeyboardNavigation() {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        Signal.connect(
            GtkPointer.raw(controller),
            keyPressed: { [weak self] keyval, state in
                self?.handleArrowKey(keyval, state: state) ?? false
            })
        gtk_widget_add_controller(listView, controller)
    }

    private func handleArrowKey(_ keyval: guint, state: GdkModifierType) -> Bool {
        let step: Int
        switch Int32(keyval) {
        case GDK_KEY_Down, GDK_KEY_KP_Down: step = 1
        case GDK_KEY_Up, GDK_KEY_KP_Up: step = -1
        default: return false
        }
        guard isAlive, let current = focusedRow() else { return false }
        let next = current + step
        guard next >= 0, next < shownRows.count, shownRows[next].isSupplementary else { return false }
        guard let target = shownRows.nearestItemRow(from: next, step: step) else { return true }
        scroll(toRow: target)
        focus(row: target)
        let extending = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
        if viewModel.selectionMode != .none && !extending { viewModel.selectRow(target) }
        return true
    }

    /// The row whose widget has keyboard focus, if one has.
    func focusedRow() -> Int? {
        guard let row = gtk_widget_get_focus_child(listView) else { return nil }
        return recycler.bound.first { $0.rowWidget == row }?.position
    }

    /// Moves keyboard focus to the widget of `row`, once GTK has made it.
    func focus(row: Int) {
        if let slot = recycler.bound.first(where: { $0.position == row }), let widget = slot.rowWidget {
            gtk_widget_grab_focus(widget)
            return
        }
        var attempts = 0
        MainLoop.every(milliseconds: 10) { [weak self] in
            guard let self, self.isAlive else { return false }
            attempts += 1
            if let slot = self.recycler.bound.first(where: { $0.position == row }), let widget = slot.rowWidget {
                gtk_widget_grab_focus(widget)
                return false
            }
            return attempts < 50
        }
    }
}
