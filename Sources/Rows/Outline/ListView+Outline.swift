import CGtk

extension ListView where SectionID == SingleSection {
    /// A list showing an outline: each row indented by its depth, with a disclosure (as GTK's
    /// `GtkTreeExpander`) that a click toggles; a node's children load through the outline's
    /// `OutlineViewModel.loadChildren` (a loading row, then the children or an error row naming the error).
    ///
    /// Right expands the focused row (or moves to its first child when expanded), Left collapses it
    /// (or moves to its parent), `*` expands it and everything below it; the focus stays on the row.
    /// A move to a child or the parent selects that row, as GTK's Up and Down select.
    /// The list keeps `outline` alive as long as its widget.
    ///
    /// ```swift
    /// let names = CellRegistration<NameCell, Folder> { cell, folder in cell.label.text = folder.name }
    /// let tree = ListView(outline: folders) { cells, folder in cells.cell(using: names, for: folder) }
    /// ```
    ///
    /// - Parameters:
    ///   - outline: The outline to show; its `OutlineViewModel.rowsViewModel` is this list's view model.
    ///   - cellProvider: Dequeues and configures the cell of an item, as for any list.
    public convenience init<Node>(
        outline: OutlineViewModel<Node>, cellProvider: @escaping @MainActor (ReusableCells, Node) -> DequeuedCell
    ) where Item == OutlineRow<Node> {
        self.init(outline.rowsViewModel) { [weak outline] cells, row in
            OutlineCells.cell(
                from: cells, for: row, decorated: true, toggle: { id in outline?.toggle(id) }, itemCell: cellProvider)
        }
        gtk_widget_add_css_class(listView, "outline")
        // Their loading and error rows are passed over, as headers are: nothing to select or open.
        core.passesOver = { $0.item == nil }
        OutlineKeys.install(
            on: listView, outline: outline, focusedRow: { [weak self] in self?.focusedRow() },
            moveTo: { [weak self] row in
                guard let self else { return }
                self.focus(row: row)
                self.core.selectAsCursorKeysDo(row: row, in: self.listView)
            })
    }
}

/// Right, Left and `*` on an outline's focused row, applied as ``OutlineViewModel/handle(_:atRow:)`` says.
@MainActor
enum OutlineKeys {
    /// The outline key of `keyval`, if it is one.
    static func key(_ keyval: guint) -> OutlineKey? {
        switch Int32(keyval) {
        case GDK_KEY_Right, GDK_KEY_KP_Right: .right
        case GDK_KEY_Left, GDK_KEY_KP_Left: .left
        case GDK_KEY_asterisk, GDK_KEY_KP_Multiply: .expandAll
        default: nil
        }
    }

    /// Handles the keys on `view` (capture phase, before GTK's own bindings); keeps `outline` alive
    /// as long as the view's widget. `focusedRow` reads the focused row; `moveTo` moves the focus to
    /// another row (a parent, a first child) and selects it, as GTK's cursor keys do.
    static func install<Node>(
        on view: UnsafeMutablePointer<GtkWidget>, outline: OutlineViewModel<Node>,
        focusedRow: @escaping @MainActor () -> Int?, moveTo: @escaping @MainActor (Int) -> Void
    ) {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        // The controller's handler holds the outline: it lives as long as the view's widget.
        Signal.connect(
            GtkPointer.raw(controller),
            keyPressed: { keyval, state in
                let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue
                guard state.rawValue & modifiers == 0, let key = key(keyval), !isEditing(in: view), let row = focusedRow()
                else { return false }
                guard let target = outline.handle(key, atRow: row) else { return false }
                // Expanding or collapsing leaves the focus, and the selection, where they are.
                if target != row { moveTo(target) }
                return true
            })
        gtk_widget_add_controller(view, controller)
    }

    /// Whether the keyboard focus is in a text field or text view (in a cell of `view`): the arrow
    /// keys and `*` are then its own.
    static func isEditing(in view: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let root = gtk_widget_get_root(view), let focus = gtk_root_get_focus(root) else { return false }
        let instance = UnsafeMutablePointer<GTypeInstance>(OpaquePointer(focus))
        return g_type_check_instance_is_a(instance, gtk_editable_get_type()) != 0
            || g_type_check_instance_is_a(instance, gtk_text_view_get_type()) != 0
    }
}
