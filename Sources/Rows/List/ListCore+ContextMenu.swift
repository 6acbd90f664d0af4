import CGtk

/// A row's context menu (``ContextMenu``): a right-click or a long press on an item row, or
/// Shift+F10 or the Menu key while an item row itself has the keyboard. Shared by ``ListView``,
/// ``GridView`` and ``ColumnView``.
extension ListCore {
    /// Sets what makes a row's menu; the first time, listens for the presses on `view` (the widget
    /// whose children are the rows) and makes the presenter.
    func setContextMenu(_ menu: (@MainActor (Item) -> ContextMenu?)?, on view: UnsafeMutablePointer<GtkWidget>) {
        contextMenu = menu
        guard menuPresenter == nil, menu != nil else { return }
        menuPresenter = ContextMenuPresenter(over: view)
        // Bubbling: a control in a row with a menu of its own (an entry's) takes its right-click first.
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click, guint(GDK_BUTTON_SECONDARY))
        Signal.connect(GtkPointer.raw(click), clickPressed: menuOpener(claiming: click, in: view))
        gtk_widget_add_controller(view, click)
        let hold = gtk_gesture_long_press_new()!
        gtk_gesture_single_set_touch_only(hold, 1)
        Signal.connect(GtkPointer.raw(hold), longPressed: menuOpener(claiming: hold, in: view))
        gtk_widget_add_controller(view, hold)
    }

    /// What a press of `gesture` at a point of `view` does: opens the menu of the row there, and
    /// claims the press when it does (nothing else in the view sees it then).
    private func menuOpener(
        claiming gesture: OpaquePointer, in view: UnsafeMutablePointer<GtkWidget>
    ) -> @MainActor (Double, Double) -> Void {
        { [weak self] x, y in
            if self?.showContextMenu(at: (x, y), in: view) == true { gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED) }
        }
    }

    /// Shows the menu of the item row under `point` (in `view`'s coordinates). The row is selected
    /// first when the selection does not hold it, and given the keyboard, so that the menu, made
    /// then, is about what is selected (as in GNOME Files). Returns whether a menu opened.
    private func showContextMenu(at point: (x: Double, y: Double), in view: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard isAlive, contextMenu != nil, let picked = gtk_widget_pick(view, point.x, point.y, GTK_PICK_DEFAULT),
            let row = Self.child(of: view, holding: picked), let position = position(ofRowWidget: row),
            shownRows[position].item != nil, !isPassedOver(row: position)
        else { return false }
        if viewModel.selectionMode != .none, !viewModel.isSelected(row: position) { viewModel.selectRow(position) }
        gtk_widget_grab_focus(row)
        guard let menu = menu(forRow: position) else { return false }
        let at = GdkRectangle(x: Int32(point.x.rounded()), y: Int32(point.y.rounded()), width: 1, height: 1)
        menuPresenter?.show(menu, for: row, at: at)
        return true
    }

    /// Shift+F10 or the Menu key: shows the menu of the row that has the keyboard itself (a control
    /// in it keeps the key, for its own menu), below the row. Returns whether a menu opened.
    func showContextMenuOfFocusedRow(in view: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard isAlive, menuPresenter != nil, let row = Self.focusedChild(of: view),
            let root = gtk_widget_get_root(view), gtk_root_get_focus(root) == row,
            let position = position(ofRowWidget: row), let menu = menu(forRow: position)
        else { return false }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row, view, &bounds) != 0 else { return false }
        let at = GdkRectangle(
            x: Int32(bounds.origin.x.rounded()), y: Int32(bounds.origin.y.rounded()),
            width: Int32(bounds.size.width.rounded()), height: Int32(bounds.size.height.rounded()))
        menuPresenter?.show(menu, for: row, at: at)
        return true
    }

    /// Whether `keyval` with `state` asks for a context menu: Shift+F10 or the Menu key, as in GTK's
    /// own widgets.
    static func isMenuKey(_ keyval: guint, state: GdkModifierType) -> Bool {
        let modifiers = state.rawValue & (GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue)
        switch Int32(keyval) {
        case GDK_KEY_Menu: return modifiers == 0
        case GDK_KEY_F10: return modifiers == GDK_SHIFT_MASK.rawValue
        default: return false
        }
    }

    /// The menu of the item at `position`: none for a header, a footer or a row the keyboard
    /// passes over, nor when ``contextMenu`` makes none or an empty one.
    private func menu(forRow position: Int) -> ContextMenu? {
        guard let contextMenu, position < shownRows.count, !isPassedOver(row: position),
            let item = shownRows[position].item, let menu = contextMenu(item), !menu.isEmpty
        else { return nil }
        return menu
    }
}
