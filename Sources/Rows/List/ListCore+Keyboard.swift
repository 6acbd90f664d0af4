import CGtk

/// Arrow keys and Tab pass over header and footer rows, and an outline's loading and error rows:
/// GTK 4.8 would stop on them or, with them unfocusable, not move at all (Tab left the list); Tab
/// leaves the view after the focused row, unless told to go on to the next row (``TabBehavior``).
/// Shared by ``ListView`` (Up and Down, a row at a time) and ``GridView`` (Left and Right a cell at
/// a time, Up and Down a grid row at a time). Home and End go to the first and last item: GTK's go
/// to the first and last row, and stay put when that is a header or footer. A move up onto a
/// section's first item brings its header into view too.
extension ListCore {
    /// Makes the arrow keys `step` maps to a number of rows skip the headers and footers of `view`
    /// (a GtkListView or GtkGridView): when the step from the focused row lands on one, the focus
    /// moves on to the nearest item that way (in a grid, Up and Down first look for an item in the
    /// same column, a grid row at a time), and a selection follows unless Control is held.
    func installArrowKeys(on view: UnsafeMutablePointer<GtkWidget>, step: @escaping @MainActor (guint) -> Int?) {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        Signal.connect(
            GtkPointer.raw(controller),
            keyPressed: { [weak self] keyval, state in
                guard let self else { return false }
                if let end = Self.end(of: keyval) { return self.moveToEnd(end, in: view, state: state) }
                if let direction = Self.tabDirection(of: keyval, state: state) { return self.tab(direction, in: view) }
                if Self.isMenuKey(keyval, state: state) { return self.showContextMenuOfFocusedRow(in: view) }
                guard let rows = step(keyval) else { return false }
                return self.skipSupplementary(in: view, step: rows, state: state)
            })
        gtk_widget_add_controller(view, controller)
    }

    private func skipSupplementary(in view: UnsafeMutablePointer<GtkWidget>, step: Int, state: GdkModifierType) -> Bool {
        // Alt+Up / Alt+Down reorder rows (see RowReorderer); they do not move the focus.
        guard isAlive, step != 0, state.rawValue & GDK_ALT_MASK.rawValue == 0, let current = focusedRow(in: view) else {
            return false
        }
        let next = current + step
        guard next >= 0, next < shownRows.count else { return false }
        guard isPassedOver(row: next) else {
            // GTK moves the focus itself; a section's header comes into view with its first item.
            if step < 0 { revealPassedOver(above: next, span: -step, in: view) }
            return false
        }
        guard let target = itemInColumn(after: next, step: step) ?? nearestStop(from: next, step: step > 0 ? 1 : -1)
        else { return true }
        moveFocus(in: view, to: target, state: state)
        if target < current { revealPassedOver(above: target, span: abs(step), in: view) }
        return true
    }

    /// For a step of a grid row (more than one row), the first item row from `row` on, `step` rows
    /// at a time: the item below (or above) in the same column, past the title cells; nil when the
    /// column has none that way, or for a step of one.
    private func itemInColumn(after row: Int, step: Int) -> Int? {
        guard abs(step) > 1 else { return nil }
        var candidate = row
        while candidate >= 0, candidate < shownRows.count {
            if !isPassedOver(row: candidate) { return candidate }
            candidate += step
        }
        return nil
    }

    /// Tab and Shift+Tab move among the focused row's own controls, then as ``tabBehavior`` says:
    /// out of the view (``leave(_:in:direction:keepingFocusOn:)``), or to the next item row that way,
    /// passing over headers and footers (GTK 4.8 moves to the next row and, finding it unfocusable,
    /// a header, leaves the list, so Tab stopped at every section's end). From the last item row
    /// (the first, with Shift), GTK's own move leaves the list.
    private func tab(_ direction: GtkDirectionType, in view: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard isAlive, let rowWidget = Self.focusedChild(of: view),
            let current = position(ofRowWidget: rowWidget)
        else { return false }
        if tabBehavior == .withinRow { return tabWithinRow(direction, from: rowWidget, in: view) }
        // Within the row: into or among its controls (a switch, a drop-down), as GTK would.
        if gtk_widget_child_focus(rowWidget, direction) != 0 { return true }
        let step = direction == GTK_DIR_TAB_FORWARD ? 1 : -1
        let next = current + step
        guard next >= 0, next < shownRows.count else { return false }
        guard isPassedOver(row: next) else {
            if step < 0 { revealPassedOver(above: next, in: view) }
            return false
        }
        guard let target = nearestStop(from: next, step: step) else { return false }
        // Into the row as GTK's own Tab goes into the next row: to its first control (its last,
        // with Shift), else the row itself. Focusing the row gave it the focus, not its control:
        // a settings row's picker past a section's title took two stops, the next row's one.
        focus(row: target, in: view, entering: direction)
        if step < 0 { revealPassedOver(above: target, in: view) }
        return true
    }

    /// ``TabBehavior/withinRow``: Tab goes from the row to its controls in order, then out of the
    /// view; Shift+Tab back through them to the row itself, then out. (GTK's row, asked to move
    /// the focus backward from itself, would give it to its first control.)
    private func tabWithinRow(
        _ direction: GtkDirectionType, from row: UnsafeMutablePointer<GtkWidget>, in view: UnsafeMutablePointer<GtkWidget>
    ) -> Bool {
        guard let root = gtk_widget_get_root(view) else { return false }
        let focus = gtk_root_get_focus(root)
        if direction == GTK_DIR_TAB_FORWARD || focus != row {
            if gtk_widget_child_focus(row, direction) != 0 { return true }
        }
        if direction == GTK_DIR_TAB_BACKWARD && focus != row {
            // Back from its first control to the row itself. GTK gives a row the focus of its first
            // child that takes it, else its own; a row whose control is that child stays put.
            gtk_widget_grab_focus(row)
            if gtk_root_get_focus(root) != focus { return true }
        }
        return leave(view, in: root, direction: direction, keepingFocusOn: row)
    }

    /// Moves the keyboard focus out of `view` to the window's next control `direction`-wards (its
    /// previous one for Shift+Tab), wrapping around at the end as GTK does: what GTK 4.12's
    /// `GTK_LIST_TAB_ITEM` does. GTK 4.8's list would give the focus to the next row, so `view`
    /// refuses the focus while the window looks for where it goes (`can-focus` off, which GTK
    /// checks before asking a widget or its children). `row`, the row left, keeps the focus when
    /// the window has nothing else to focus; GTK's list keeps it as the row Tab comes back to.
    private func leave(
        _ view: UnsafeMutablePointer<GtkWidget>, in root: OpaquePointer, direction: GtkDirectionType,
        keepingFocusOn row: UnsafeMutablePointer<GtkWidget>
    ) -> Bool {
        gtk_widget_set_can_focus(view, 0)
        let moved = gtk_widget_child_focus(GtkPointer.widget(GtkPointer.raw(root)), direction) != 0
        gtk_widget_set_can_focus(view, 1)
        // Nothing else to focus, or only the scrolled window around the view (which takes the focus
        // itself when its child cannot): the row keeps it.
        let focus = gtk_root_get_focus(root)
        if !moved || focus.map({ gtk_widget_is_ancestor(view, $0) != 0 }) ?? true { gtk_widget_grab_focus(row) }
        return true
    }

    /// The direction Tab (forward) or Shift+Tab (backward) moves the focus; nil for another key or
    /// with Control or Alt held.
    private static func tabDirection(of keyval: guint, state: GdkModifierType) -> GtkDirectionType? {
        guard state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0 else { return nil }
        switch Int32(keyval) {
        case GDK_KEY_Tab, GDK_KEY_KP_Tab:
            return state.rawValue & GDK_SHIFT_MASK.rawValue != 0 ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD
        case GDK_KEY_ISO_Left_Tab: return GTK_DIR_TAB_BACKWARD
        default: return nil
        }
    }

    /// -1 for Home (the start), 1 for End, nil for another key.
    private static func end(of keyval: guint) -> Int? {
        switch Int32(keyval) {
        case GDK_KEY_Home, GDK_KEY_KP_Home: -1
        case GDK_KEY_End, GDK_KEY_KP_End: 1
        default: nil
        }
    }

    /// Home (`end` -1) or End (1): when the first or last row is a header or footer, focuses the
    /// nearest item instead; else leaves the key to GTK (Shift extends its selection there). Only
    /// with a row itself focused: in an entry inside a row, Home and End move the text cursor.
    private func moveToEnd(_ end: Int, in view: UnsafeMutablePointer<GtkWidget>, state: GdkModifierType) -> Bool {
        guard isAlive, !shownRows.isEmpty, state.rawValue & GDK_ALT_MASK.rawValue == 0,
            let row = gtk_widget_get_focus_child(view), let root = gtk_widget_get_root(view), gtk_root_get_focus(root) == row
        else { return false }
        let edge = end < 0 ? 0 : shownRows.count - 1
        guard isPassedOver(row: edge) else { return false }
        guard let target = nearestStop(from: edge, step: -end) else { return true }
        moveFocus(in: view, to: target, state: state)
        if end < 0 { revealPassedOver(above: target, in: view) }
        return true
    }

    /// After the focus moves up onto `row`: when headers or footers (or an outline's status rows) lie
    /// right above it, scrolls them into view too (not items that cannot be used, which may fill
    /// more than the view), once GTK has laid out the move, so that the section's
    /// title shows above its first item. GTK scrolls only as far as shows the row focused, at the
    /// top of the view: Home left the list's first header scrolled away or cut in half, and Up
    /// onto a section's first item left its title above the view.
    ///
    /// `span` is how many positions a row of the view holds: 1 in a list; in a grid moved up a grid
    /// row, its column count. There what lies above `row` is the title cells just before it (a
    /// section starting wherever the one before it ends) and those over it in the same column (an
    /// app filling the grid row above with title cells: the Colors page's section titles above an
    /// item in the third column stayed above the view); the view scrolls to the first of either.
    private func revealPassedOver(above row: Int, span: Int = 1, in view: UnsafeMutablePointer<GtkWidget>) {
        var first = row
        while first > 0, isShownWithRowBelow(first - 1) { first -= 1 }
        var over = row
        while span > 1, over - span >= 0, isShownWithRowBelow(over - span) { over -= span }
        first = min(first, over)
        guard first < row else { return }
        let version = viewModel.version
        let asked = scrollsAsked
        MainLoop.inNextLayout(of: view) { [weak self] in
            // Not after a change moved the rows, nor over a scroll asked for since.
            guard let self, self.isAlive, self.viewModel.version == version, self.scrollsAsked == asked else { return }
            self.scroll(view, toRow: first)
        }
    }

    /// Scrolls to `target`, focuses it, and selects as GTK's cursor keys do: it alone; with Shift,
    /// the rows from GTK's anchor to it (the selection so far kept with Control too); with Control
    /// alone, nothing. Through GTK's `list.select-item`, so that GTK's anchor moves with it (selected
    /// through the view model, a move past a header left the anchor behind: Shift+Down from the
    /// first row of the next section selected from the row before the header).
    private func moveFocus(in view: UnsafeMutablePointer<GtkWidget>, to target: Int, state: GdkModifierType) {
        focus(row: target, in: view)
        let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
        let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
        guard !control || shift else { return }
        selectAsCursorKeysDo(row: target, in: view, modify: control, extend: shift)
    }

    /// The row whose widget in `view` has keyboard focus (itself or a widget in it), if one has.
    func focusedRow(in view: UnsafeMutablePointer<GtkWidget>) -> Int? {
        Self.focusedChild(of: view).flatMap(position(ofRowWidget:))
    }

    /// The row shown by `widget`, a child of the view, if it is bound.
    func position(ofRowWidget widget: UnsafeMutablePointer<GtkWidget>) -> Int? {
        boundSlot { focusWidget(of: $0) == widget }?.position
    }

    /// The child of `view` that holds the window's keyboard focus or has it inside, if one does.
    ///
    /// Read from the window's focus widget, which stays while the window is inactive: GTK clears
    /// the chain of focus children (`gtk_widget_get_focus_child`) whenever another window takes the
    /// focus, e.g. another program's window opening on the same display.
    static func focusedChild(of view: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(view), let focus = gtk_root_get_focus(root) else { return nil }
        return child(of: view, holding: focus)
    }

    /// The child of `view` that is `widget` or holds it; nil when `widget` is `view` itself or not
    /// in it.
    static func child(
        of view: UnsafeMutablePointer<GtkWidget>, holding widget: UnsafeMutablePointer<GtkWidget>
    ) -> UnsafeMutablePointer<GtkWidget>? {
        var widget = widget
        while let parent = gtk_widget_get_parent(widget) {
            if parent == view { return widget }
            widget = parent
        }
        return nil
    }

    /// Scrolls `row` into view in `view` and moves keyboard focus to its widget, once GTK has made
    /// it (`holder`, `view` unless given, holds the focus meanwhile: see ``focusOnceMade(in:isAlive:entering:widget:)``);
    /// a row out of range does nothing.
    ///
    /// With `direction`, the focus goes into the row as GTK moves it with Tab (`gtk_widget_child_focus`):
    /// to the row's first control that way, else the row itself.
    func focus(
        row: Int, in view: UnsafeMutablePointer<GtkWidget>, holder: UnsafeMutablePointer<GtkWidget>? = nil,
        entering direction: GtkDirectionType? = nil
    ) {
        guard isAlive, row >= 0, row < shownRows.count else { return }
        scroll(view, toRow: row)
        Self.focusOnceMade(in: holder ?? view, isAlive: { [weak self] in self?.isAlive ?? false }, entering: direction) {
            [weak self] in
            guard let self, let slot = self.boundSlot(where: { $0.position == row }) else { return nil }
            return self.focusWidget(of: slot)
        }
    }

    /// Gives keyboard focus to the widget `widget` finds, at once if it finds one, else as soon as
    /// it does (a row GTK has not made yet: made at the next layout, which may come only after the
    /// window is shown). Meanwhile `view` holds the focus, so that GTK gives it to nothing else; the
    /// wait ends when the focus leaves `view` (a click elsewhere, Tab), when `isAlive` turns false,
    /// or after 5 seconds. With `direction`, the widget found is given the focus as GTK moves it that
    /// way (`gtk_widget_child_focus`: a row's first control), else grabs it.
    static func focusOnceMade(
        in view: UnsafeMutablePointer<GtkWidget>, isAlive: @escaping @MainActor () -> Bool,
        entering direction: GtkDirectionType? = nil, widget: @escaping @MainActor () -> UnsafeMutablePointer<GtkWidget>?
    ) {
        let give: @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void = { found in
            if let direction, gtk_widget_child_focus(found, direction) != 0 { return }
            gtk_widget_grab_focus(found)
        }
        if let found = widget() {
            give(found)
            return
        }
        gtk_widget_grab_focus(view)
        var attempts = 0
        MainLoop.every(milliseconds: 10) {
            guard isAlive() else { return false }
            attempts += 1
            if let root = gtk_widget_get_root(view), let focus = gtk_root_get_focus(root), focus != view,
                gtk_widget_is_ancestor(focus, view) == 0
            {
                return false
            }
            if let found = widget() {
                give(found)
                return false
            }
            return attempts < 500
        }
    }

    /// The widget of `slot`'s row that takes the keyboard focus, a child of the view: the slot's
    /// own widget, or in a column view (``slotsAreCells``) the row holding that cell.
    func focusWidget(of slot: Slot) -> UnsafeMutablePointer<GtkWidget>? {
        slotsAreCells ? slot.rowWidget.flatMap { gtk_widget_get_parent($0) } : slot.rowWidget
    }

    /// Gives the keyboard, held by the row at `position` that can no longer be used, to the nearest
    /// usable row below, else above, scrolled into view. Not from inside a bind: focusing a row
    /// makes GTK scroll and bind rows.
    func passFocus(awayFrom position: Int) {
        guard let next = nearestStop(from: position + 1, step: 1) ?? nearestStop(from: position - 1, step: -1) else {
            return
        }
        scrolling?.focus(next)
    }

    /// A slot of the first binder bound now for which `matches` holds.
    private func boundSlot(where matches: (Slot) -> Bool) -> Slot? {
        binders.first?.recycler.bound.first(where: matches)
    }
}
