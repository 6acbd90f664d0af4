import CGtk

/// Shows a view's ``ContextMenu``s: a `GtkPopoverMenu` parented to the view that holds the rows
/// (a `GtkListView`, `GtkGridView`, or a column view's inner list view), made the first time a menu
/// shows and unparented when the view is destroyed, as GTK's own widgets keep their context menus.
///
/// Like `GtkLabel`'s, the menu opens at the pointer (no arrow, starting there), or below the row for
/// the keyboard; its items are a `GMenu` whose actions, in an action group `rowmenu` on the popover,
/// call the menu's closures. Once a menu has closed, its group is removed, which releases them.
@MainActor
final class ContextMenuPresenter {
    /// The view the popover is parented to.
    private let view: UnsafeMutablePointer<GtkWidget>
    /// The popover, once a menu has been shown.
    private var popover: UnsafeMutablePointer<GtkWidget>?

    /// The row widget the menu was opened for, referenced while the menu is open: the keyboard goes
    /// back to it when the menu closes.
    private var row: UnsafeMutablePointer<GtkWidget>?

    /// The GLib source that pops the menu up once GTK has laid out its sections, while it waits (see
    /// ``show(_:for:at:)``); 0 when none waits.
    private var popupSource: UInt32 = 0

    /// How many menus were shown: a closed menu's actions are dropped only if no menu was shown since.
    private var menusShown = 0

    /// A presenter of menus over `view`; the popover is unparented when `view` is destroyed (a
    /// column view disposes its inner list view before its own `destroy`).
    init(over view: UnsafeMutablePointer<GtkWidget>) {
        self.view = view
        Signal.connect(view, "destroy") { [weak self] in self?.detach() }
    }

    /// Whether a menu is open.
    var isOpen: Bool { popover.map { gtk_widget_get_visible($0) != 0 } ?? false }

    /// The open menu's popover, if one is open (for tests).
    var openPopover: UnsafeMutablePointer<GtkWidget>? { isOpen ? popover : nil }

    /// Shows `menu` for `row` (a child of the view, which gets the keyboard back when the menu
    /// closes) pointing at `rect`, in the view's coordinates: a point for the pointer, the row's
    /// bounds for the keyboard.
    ///
    /// The menu opens from the main loop, right after the call: GTK 4.8's menu shows the separators
    /// between its sections from an idle of its own (`G_PRIORITY_HIGH_IDLE`), and a popover opened
    /// before that is sized without them, its last item cut off at the bottom.
    func show(_ menu: ContextMenu, for row: UnsafeMutablePointer<GtkWidget>, at rect: GdkRectangle) {
        guard !menu.isEmpty else { return }
        let popover = self.popover ?? makePopover()
        close()
        releaseRow()  // a menu GTK never showed was never closed
        menusShown += 1
        g_object_ref(GtkPointer.raw(row))
        self.row = row
        let model = g_menu_new()!
        let actions = g_simple_action_group_new()!
        var index = 0
        for section in menu.sections where !section.isEmpty {
            let items = g_menu_new()!
            for action in section {
                let name = "a\(index)"
                index += 1
                let item = g_menu_item_new(action.title, "rowmenu.\(name)")!
                if let shortcut = action.shortcut, Self.parses(shortcut) {
                    g_menu_item_set_attribute_value(item, "accel", g_variant_new_string(shortcut))
                }
                g_menu_append_item(items, item)
                g_object_unref(GtkPointer.raw(item))
                let simple = g_simple_action_new(name, nil)!
                g_simple_action_set_enabled(simple, action.isEnabled ? 1 : 0)
                let handler = action.handler
                // GTK 4.8 closes the menu before it activates the item (a menu item's `clicked`
                // pops its popover down, then the menu activates the action), and the keyboard is
                // back on the row by then (`closed`). The action activated any other way while the
                // menu is open, it is closed here first all the same.
                Signal.connect(GtkPointer.object(simple), "activate") { [weak self] in
                    self?.close()
                    handler()
                }
                g_action_map_add_action(OpaquePointer(actions), simple)
                g_object_unref(GtkPointer.raw(simple))
            }
            g_menu_append_section(model, nil, UnsafeMutablePointer<GMenuModel>(items))
            g_object_unref(GtkPointer.raw(items))
        }
        gtk_widget_insert_action_group(popover, "rowmenu", GtkPointer.opaque(actions))
        g_object_unref(GtkPointer.raw(actions))
        gtk_popover_menu_set_menu_model(GtkPointer.opaque(popover), UnsafeMutablePointer<GMenuModel>(model))
        g_object_unref(GtkPointer.raw(model))
        var pointing = rect
        gtk_popover_set_pointing_to(GtkPointer.cast(popover, to: GtkPopover.self), &pointing)
        popupSource = MainLoop.whenIdle(atPriority: G_PRIORITY_HIGH_IDLE + 10) { [weak self] in
            guard let self, let popover = self.popover else { return }
            self.popupSource = 0
            gtk_popover_popup(GtkPointer.cast(popover, to: GtkPopover.self))
        }
    }

    /// Closes the open menu, if one is, or the one about to open.
    func close() {
        if cancelPopup() { return releaseRow() }
        guard let popover, isOpen else { return }
        gtk_popover_popdown(GtkPointer.cast(popover, to: GtkPopover.self))
    }

    /// Cancels the menu waiting to open, if one waits; returns whether one did.
    private func cancelPopup() -> Bool {
        guard popupSource != 0 else { return false }
        g_source_remove(popupSource)
        popupSource = 0
        return true
    }

    /// Unparents the popover, which frees it: for when the view is destroyed.
    func detach() {
        guard let popover else { return }
        _ = cancelPopup()
        // Closed first, so that its grab of the keyboard and pointer ends (unparented open, on X11
        // the next window shown got no keys).
        gtk_popover_popdown(GtkPointer.cast(popover, to: GtkPopover.self))
        self.popover = nil
        dropActions(of: popover)
        gtk_widget_unparent(popover)
        releaseRow()
    }

    /// The menu closed (an item picked, Escape, a click elsewhere): the keyboard goes back to the
    /// row when the menu had it, or to the view (GTK's focused row) when the row is gone from it.
    private func closed() {
        guard let row else { return }
        let focus = gtk_widget_get_root(view).flatMap { gtk_root_get_focus($0) }
        let menuHadIt = focus.map { focus in
            popover.map { focus == $0 || gtk_widget_is_ancestor(focus, $0) != 0 } ?? false
        }
        if menuHadIt ?? true { gtk_widget_grab_focus(gtk_widget_get_parent(row) == view ? row : view) }
        releaseRow()
        // The closures go with the menu, once GTK is done with the item it is activating, unless
        // another menu was shown meanwhile (the actions are then its own).
        let menu = menusShown
        MainLoop.post { [weak self] in
            guard let self, self.menusShown == menu, let popover = self.popover, !self.isOpen else { return }
            self.dropActions(of: popover)
        }
    }

    /// Removes the menu's actions, and so their closures, from `popover`. (GTK 4.8 keeps a group
    /// inserted in a widget after the widget is finalized: the closures would never be released.)
    private func dropActions(of popover: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_insert_action_group(popover, "rowmenu", nil)
    }

    private func releaseRow() {
        guard let row else { return }
        self.row = nil
        g_object_unref(GtkPointer.raw(row))
    }

    private func makePopover() -> UnsafeMutablePointer<GtkWidget> {
        let popover = gtk_popover_menu_new_from_model(nil)!
        gtk_widget_set_parent(popover, view)
        gtk_popover_set_position(GtkPointer.cast(popover, to: GtkPopover.self), GTK_POS_BOTTOM)
        gtk_popover_set_has_arrow(GtkPointer.cast(popover, to: GtkPopover.self), 0)
        gtk_widget_set_halign(popover, GTK_ALIGN_START)
        Signal.connect(popover, "closed") { [weak self] in self?.closed() }
        self.popover = popover
        return popover
    }

    /// Whether GTK reads `shortcut` as an accelerator; a debug build stops on one it cannot read.
    private static func parses(_ shortcut: String) -> Bool {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        let parses = gtk_accelerator_parse(shortcut, &key, &modifiers) != 0
        assert(parses, "ContextMenu: GTK cannot read the shortcut \"\(shortcut)\" (write it as \"<Control>c\", \"Delete\")")
        return parses
    }
}
