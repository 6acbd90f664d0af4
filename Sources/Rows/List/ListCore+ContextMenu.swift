import CGtk

/// A row's context menu (``ContextMenu``): a right-click or a long press on an item row, or
/// Shift+F10 or the Menu key while an item row itself has the keyboard. Shared by ``ListView``,
/// ``GridView`` and ``ColumnView``.
extension ListCore {
    /// Sets what makes a row's menu; the first time, listens for the presses on `view` (the widget
    /// whose children are the rows) and makes the presenter. With `view` nil, or once the list's
    /// widgets are gone (GTK may have freed them), it only keeps the closure.
    func setContextMenu(_ menu: (@MainActor (Item) -> ContextMenu?)?, on view: UnsafeMutablePointer<GtkWidget>?) {
        contextMenu = menu
        guard isAlive, let view, menuPresenter == nil, menu != nil else { return }
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
            item(withMenuAt: position) != nil
        else { return false }
        if viewModel.selectionMode != .none, !viewModel.isSelected(row: position) { viewModel.selectRow(position) }
        gtk_widget_grab_focus(row)
        guard let menu = menu(forRow: position) else { return false }
        let at = GdkRectangle(x: Int32(point.x.rounded()), y: Int32(point.y.rounded()), width: 1, height: 1)
        menuPresenter?.show(menu, for: row, at: at)
        return true
    }

    /// Shift+F10 or the Menu key: shows the menu of the row that has the keyboard itself (a control
    /// in it keeps the key, for its own menu), below the row. A row scrolled out of view keeps the
    /// keyboard, its widget hidden where it was last laid out (GTK 4.8): it is scrolled into view
    /// first, as the arrow keys would, and its menu opens there once laid out. Returns whether a
    /// menu opened or will.
    func showContextMenuOfFocusedRow(in view: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard isAlive, menuPresenter != nil, let row = Self.focusedChild(of: view),
            let root = gtk_widget_get_root(view), gtk_root_get_focus(root) == row,
            let position = position(ofRowWidget: row), let menu = menu(forRow: position)
        else { return false }
        if let bounds = Self.shownBounds(of: row, in: view) {
            menuPresenter?.show(menu, for: row, at: bounds)
        } else {
            scroll(view, toRow: position)
            show(menu, besideScrolled: row, in: view, layouts: 3)
        }
        return true
    }

    /// In `view`'s next layout, shows `menu`, made when the key was pressed, beside `row`, scrolled
    /// to, if the row still has the keyboard and shows; else waits for another layout, up to
    /// `layouts` in all (GTK places a row far from those it had built by estimates first).
    private func show(
        _ menu: ContextMenu, besideScrolled row: UnsafeMutablePointer<GtkWidget>, in view: UnsafeMutablePointer<GtkWidget>,
        layouts: Int
    ) {
        MainLoop.inNextLayout(of: view) { [weak self] in
            // The pointers are compared before `row` is used: its widget may be gone.
            guard let self, self.isAlive, Self.focusedChild(of: view) == row else { return }
            guard let bounds = Self.shownBounds(of: row, in: view) else {
                if layouts > 1 { self.show(menu, besideScrolled: row, in: view, layouts: layouts - 1) }
                return
            }
            self.menuPresenter?.show(menu, for: row, at: bounds)
        }
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

    /// The item of the row at `position` if that row can have a menu: not a header, a footer or a
    /// row the keyboard passes over.
    private func item(withMenuAt position: Int) -> Item? {
        guard position < shownRows.count, !isPassedOver(row: position) else { return nil }
        return shownRows[position].item
    }

    /// The menu of the row at `position`: none for a row that cannot have one (see
    /// ``item(withMenuAt:)``), nor when ``contextMenu`` makes none or an empty one.
    private func menu(forRow position: Int) -> ContextMenu? {
        guard let contextMenu, let item = item(withMenuAt: position), let menu = contextMenu(item), !menu.isEmpty
        else { return nil }
        return menu
    }
}
