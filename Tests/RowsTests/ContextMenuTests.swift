import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// A window of one of Rows' views over two sections of 100 entries each (headers shown, single
/// selection), each item's menu naming its entry, on the private input display.
@MainActor
private final class MenuHarness {
    let window: UnsafeMutablePointer<GtkWindow>
    let viewModel: ListViewModel<String, Entry>
    /// The view, kept alive by the window.
    private let owner: AnyObject
    /// The GtkListView or GtkGridView whose children are the rows.
    let rowsView: UnsafeMutablePointer<GtkWidget>
    let focusRow: @MainActor (Int) -> Void
    let scrollToRow: @MainActor (Int) -> Void
    let focusedRow: @MainActor () -> Int?
    let openMenu: @MainActor () -> UnsafeMutablePointer<GtkWidget>?
    /// Sets the view's `contextMenu`.
    let setMenu: @MainActor (@escaping @MainActor (Entry) -> ContextMenu?) -> Void
    /// The entries whose "Open" was picked, in order.
    var opened: [Int] = []
    /// Whether the menu was open when "Open" ran.
    var menuWasOpenWhenPicked: Bool?
    /// The row whose widget had the keyboard when "Open" ran (nil: none had it).
    var keyboardRowWhenPicked: Int??
    /// The selection when the last menu was made.
    var selectionWhenMade: Set<Int>?
    /// How many menus the view asked the default `contextMenu` closure for.
    var menusMade = 0

    /// `withEntries` puts an entry in each row (a list only).
    init(_ kind: TabTestView, withEntries: Bool = false, input: InputDisplay) {
        GtkTest.initialize()
        let viewModel = ListViewModel(
            ListHarness.snapshot(sections: ["a", "b"], ids: Array(0..<200)), selectionMode: .single)
        self.viewModel = viewModel
        let labels = CellRegistration<EvenCell, Entry> { cell, entry in cell.label.text = entry.shownText }
        let viewWidget: UnsafeMutablePointer<GtkWidget>
        switch kind {
        case .list:
            let entries = CellRegistration<EntryCell, Entry> { cell, entry in cell.label.text = entry.shownText }
            let list = ListView(viewModel) { cells, entry in
                withEntries ? cells.cell(using: entries, for: entry) : cells.cell(using: labels, for: entry)
            }
            (owner, viewWidget, rowsView) = (list, list.widget, list.listView)
            scrollToRow = { list.scroll(toRow: $0, at: .top) }
            (focusRow, focusedRow, openMenu) = ({ list.focus(row: $0) }, { list.focusedRow() }, { list.openContextMenu })
            setMenu = { list.contextMenu = $0 }
        case .grid:
            let grid = GridView(viewModel, minColumns: 3, maxColumns: 3) { cells, entry in cells.cell(using: labels, for: entry) }
            (owner, viewWidget, rowsView) = (grid, grid.widget, grid.gridView)
            scrollToRow = { grid.scroll(toRow: $0, at: .top) }
            (focusRow, focusedRow, openMenu) = ({ grid.focus(row: $0) }, { grid.focusedRow() }, { grid.openContextMenu })
            setMenu = { grid.contextMenu = $0 }
        case .columns:
            let ids = CellRegistration<OddCell, Int> { cell, id in cell.label.text = "#\(id)" }
            let columns = ColumnView(
                viewModel, columns: [.init("Entry", using: labels, width: .expanding), .init("ID", using: ids, value: \.id)])
            (owner, viewWidget, rowsView) = (columns, columns.widget, columns.innerListView!)
            scrollToRow = { columns.scroll(toRow: $0, at: .top) }
            (focusRow, focusedRow, openMenu) = ({ columns.focus(row: $0) }, { columns.focusedRow() }, { columns.openContextMenu })
            setMenu = { columns.contextMenu = $0 }
        }
        window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        gtk_window_set_default_size(window, 480, 500)
        gtk_window_set_child(window, viewWidget)
        setMenu { [weak self] entry in
            self?.selectionWhenMade = viewModel.selectedIDs
            self?.menusMade += 1
            return ContextMenu([
                [
                    .init("Open \(entry.id)") {
                        self?.opened.append(entry.id)
                        self?.menuWasOpenWhenPicked = self?.openMenu() != nil
                        self?.keyboardRowWhenPicked = .some(self?.keyboardRow())
                    }
                ],
                [.init("Remove", shortcut: "Delete") {}, .init("Cannot", isEnabled: false) {}],
            ])
        }
        input.take(window)
        gtk_window_present(window)
        GtkTest.waitForFrames(of: rowsView)
    }

    /// The row widget (a child of the rows view) on screen whose labels include `text`: an
    /// entry's "6: a", a header's "a".
    func rowWidget(showing text: String) -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(rowsView)
        while let current = child {
            if gtk_widget_get_mapped(current) != 0, Self.texts(in: current).contains(text) { return current }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// The texts of the labels in `widget` and below, in order.
    static func texts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var texts: [String] = []
        if g_type_is_a(rows_type_of(UnsafeMutableRawPointer(widget)), gtk_label_get_type()) != 0 {
            texts.append(String(cString: gtk_label_get_text(OpaquePointer(widget))))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            texts += Self.texts(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return texts
    }

    /// The label titled `title` in the open menu, if it shows one.
    func menuLabel(_ title: String) -> UnsafeMutablePointer<GtkWidget>? {
        guard let menu = openMenu() else { return nil }
        func find(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
            if g_type_is_a(rows_type_of(UnsafeMutableRawPointer(widget)), gtk_label_get_type()) != 0,
                String(cString: gtk_label_get_text(OpaquePointer(widget))) == title, gtk_widget_get_mapped(widget) != 0
            {
                return widget
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if let found = find(current) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }
        return find(menu)
    }

    /// A harness of `kind` shown on the input display, its window focused and the keyboard on row
    /// `row`; destroyed when that fails.
    static func focusing(row: Int, in kind: TabTestView, input: InputDisplay) throws -> MenuHarness {
        let harness = MenuHarness(kind, input: input)
        do {
            try #require(input.focus(harness.window))
            harness.focusRow(row)
            try #require(GtkTest.wait(for: "row \(row) focused") { harness.focusIsOn(row: row) })
        } catch {
            harness.destroy()
            throw error
        }
        return harness
    }

    /// Whether the window's keyboard focus is on the widget of row `row` itself.
    func focusIsOn(row: Int) -> Bool { keyboardRow() == row }

    /// The row whose widget itself has the window's keyboard focus, if one has.
    func keyboardRow() -> Int? {
        guard let focus = gtk_window_get_focus(window), gtk_widget_get_parent(focus) == rowsView else { return nil }
        return focusedRow()
    }

    /// Destroys the window (a menu open with it).
    func destroy() {
        gtk_window_destroy(window)
        GtkTest.drain()
        _ = owner
    }
}

/// Real right-clicks and menu keys (xdotool through a private X server) on Rows' three views.
@MainActor
@Suite(
    "A row's context menu in Rows' views", .enabled(if: GtkTest.hasDisplay && InputDisplay.isAvailable, "needs Xvfb and xdotool"),
    .serialized)
struct ContextMenuTests {
    @Test(
        "a right-click on an item selects it and opens its menu, the shortcuts shown, a disabled item dimmed; an item picked runs its closure once the menu has closed, the keyboard back on the row",
        arguments: TabTestView.allCases)
    func rightClickOpensTheMenu(kind: TabTestView) throws {
        let input = try #require(InputDisplay.shared())
        let harness = MenuHarness(kind, input: input)
        defer { harness.destroy() }
        try #require(input.focus(harness.window))
        // Row 4 shows entry 6 (section "a" holds the even ids, after its header).
        let row = try #require(
            GtkTest.wait(for: "row 4 on screen") { harness.rowWidget(showing: "6: a") != nil }
                ? harness.rowWidget(showing: "6: a") : nil)
        #expect(input.click(row, in: harness.window, button: 3))
        try #require(GtkTest.wait(for: "the menu open") { harness.openMenu() != nil })
        #expect(harness.viewModel.selectedIDs == [6], "the row right-clicked is selected")
        #expect(
            GtkTest.wait(for: "the row shown selected") {
                gtk_widget_get_state_flags(row).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
            },
            "GTK shows it selected")
        #expect(harness.selectionWhenMade == [6], "the menu was made for the row selected")
        let open = try #require(
            GtkTest.wait(for: "the menu drawn") { harness.menuLabel("Open 6") != nil } ? harness.menuLabel("Open 6") : nil)
        let cannot = try #require(harness.menuLabel("Cannot"))
        #expect(gtk_widget_is_sensitive(cannot) == 0, "a disabled item shows dimmed")
        // GTK 4.8's menu shows the line between two sections from an idle: opened before it, the
        // menu showed no line, or was sized without it and cut off its last item.
        let menu = try #require(harness.openMenu())
        #expect(Self.descendant(of: menu, ofType: gtk_separator_get_type(), mapped: true) != nil, "a line between the sections")
        #expect(Self.isWhollyShown(cannot), "the last item is not cut off")
        #expect(harness.menuLabel("Delete") != nil, "the shortcut shows beside its item")

        _ = open
        // The menu's items are in the popover's own surface, which the input display's clicks
        // (made in the window) do not reach: Return picks the first, which has the keyboard.
        input.press("Return")
        #expect(GtkTest.wait(for: "the item's closure run") { harness.opened == [6] })
        #expect(harness.menuWasOpenWhenPicked == false, "the menu closed before the closure ran")
        // Then, not after a frame: GTK itself gives the popover's parent (the view, and so its
        // focused row) the keyboard once a frame is drawn after the popover closed.
        #expect(harness.keyboardRowWhenPicked == .some(4), "the keyboard was back on the row when the closure ran")
        #expect(harness.openMenu() == nil, "the menu closed")
        #expect(GtkTest.wait(for: "the keyboard back on the row") { harness.focusIsOn(row: 4) })
    }

    @Test(
        "Shift+F10 and the Menu key open the focused row's menu; Escape closes it, the keyboard back on the row",
        arguments: TabTestView.allCases)
    func menuKeysOpenTheFocusedRowsMenu(kind: TabTestView) throws {
        let input = try #require(InputDisplay.shared())
        let harness = try MenuHarness.focusing(row: 3, in: kind, input: input)
        defer { harness.destroy() }
        for key in ["shift+F10", "Menu"] {
            input.press(key)
            #expect(GtkTest.wait(for: "\(key) to open row 3's menu (entry 4)") { harness.menuLabel("Open 4") != nil }, "\(key)")
            input.press("Escape")
            #expect(GtkTest.wait(for: "Escape to close it") { harness.openMenu() == nil })
            #expect(GtkTest.wait(for: "the keyboard back on row 3") { harness.focusIsOn(row: 3) })
        }
        #expect(harness.opened.isEmpty && harness.viewModel.selectedIDs.isEmpty, "nothing picked, nothing selected")
    }

    @Test(
        "a long press on an item (as GTK's touch gesture reports it) selects it and opens its menu there",
        arguments: TabTestView.allCases)
    func longPressOpensTheMenu(kind: TabTestView) throws {
        let input = try #require(InputDisplay.shared())
        let harness = MenuHarness(kind, input: input)
        defer { harness.destroy() }
        try #require(input.focus(harness.window))
        let row = try #require(
            GtkTest.wait(for: "row 4 on screen") { harness.rowWidget(showing: "6: a") != nil }
                ? harness.rowWidget(showing: "6: a") : nil)
        // Xvfb has no touch screen: the view's touch-only long-press gesture is made to report a
        // press at the row's middle, as GTK does once a finger has rested there.
        let hold = try #require(Self.controller(of: harness.rowsView, ofType: gtk_gesture_long_press_get_type()))
        #expect(gtk_gesture_single_get_touch_only(hold) != 0, "a mouse's long press is left alone")
        var bounds = graphene_rect_t()
        try #require(gtk_widget_compute_bounds(row, harness.rowsView, &bounds) != 0)
        let (x, y) = (Double(bounds.origin.x + bounds.size.width / 2), Double(bounds.origin.y + bounds.size.height / 2))
        Self.emitPressed(hold, x: x, y: y)
        try #require(GtkTest.wait(for: "the menu open") { harness.menuLabel("Open 6") != nil })
        #expect(harness.viewModel.selectedIDs == [6], "the row pressed is selected")
        var pointing = GdkRectangle()
        let menu = try #require(harness.openMenu())
        #expect(gtk_popover_get_pointing_to(GtkPointer.cast(menu, to: GtkPopover.self), &pointing) != 0)
        #expect(
            abs(Double(pointing.x) - x) <= 1 && abs(Double(pointing.y) - y) <= 1,
            "the menu points where the finger was: \(pointing)")
        input.press("Escape")
        #expect(GtkTest.wait(for: "the menu closed") { harness.openMenu() == nil })
        #expect(GtkTest.wait(for: "the keyboard on the row pressed") { harness.focusIsOn(row: 4) })
    }

    @Test(
        "a menu opened for another row while one is open replaces it, its items working: the closed menu's actions go, not the new one's",
        arguments: TabTestView.allCases)
    func menuOpenedOverAnother(kind: TabTestView) throws {
        let input = try #require(InputDisplay.shared())
        let harness = MenuHarness(kind, input: input)
        defer { harness.destroy() }
        try #require(input.focus(harness.window))
        let hold = try #require(Self.controller(of: harness.rowsView, ofType: gtk_gesture_long_press_get_type()))
        func pressMiddle(ofRowShowing text: String) throws {
            let row = try #require(
                GtkTest.wait(for: "\(text) on screen") { harness.rowWidget(showing: text) != nil }
                    ? harness.rowWidget(showing: text) : nil)
            var bounds = graphene_rect_t()
            try #require(gtk_widget_compute_bounds(row, harness.rowsView, &bounds) != 0)
            Self.emitPressed(
                hold, x: Double(bounds.origin.x + bounds.size.width / 2), y: Double(bounds.origin.y + bounds.size.height / 2))
        }
        try pressMiddle(ofRowShowing: "6: a")
        try #require(GtkTest.wait(for: "entry 6's menu open") { harness.menuLabel("Open 6") != nil })
        // Over the open menu (a finger's long press reaches the view itself), another row's.
        try pressMiddle(ofRowShowing: "8: a")
        try #require(GtkTest.wait(for: "entry 8's menu open") { harness.menuLabel("Open 8") != nil })
        GtkTest.drain()
        let open = try #require(harness.menuLabel("Open 8"))
        #expect(
            GtkTest.wait(for: "its first item usable") { gtk_widget_is_sensitive(open) != 0 && harness.openMenu() != nil },
            "the new menu's actions are there")
        input.press("Return")
        #expect(GtkTest.wait(for: "the item's closure run") { harness.opened == [8] }, "picked: \(harness.opened)")
    }

    /// The first event controller of `widget` of type `type`.
    private static func controller(of widget: UnsafeMutablePointer<GtkWidget>, ofType type: GType) -> OpaquePointer? {
        let controllers = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(GtkPointer.raw(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            let controller = g_list_model_get_item(controllers, index)!  // an owned reference
            defer { g_object_unref(controller) }
            if g_type_is_a(rows_type_of(controller), type) != 0 { return OpaquePointer(controller) }
        }
        return nil
    }

    /// Emits `gesture`'s `pressed` signal (x, y), as GTK's long-press gesture does.
    private static func emitPressed(_ gesture: OpaquePointer, x: Double, y: Double) {
        // G_TYPE_DOUBLE is a macro: the fundamental type 15, shifted as G_TYPE_MAKE_FUNDAMENTAL does.
        let doubleType = GType(15 << 2)
        var values = [GValue](repeating: GValue(), count: 3)
        g_value_init(&values[0], rows_type_of(UnsafeMutableRawPointer(gesture)))
        g_value_set_object(&values[0], UnsafeMutableRawPointer(gesture))
        g_value_init(&values[1], doubleType)
        g_value_set_double(&values[1], x)
        g_value_init(&values[2], doubleType)
        g_value_set_double(&values[2], y)
        g_signal_emitv(&values, g_signal_lookup("pressed", rows_type_of(UnsafeMutableRawPointer(gesture))), 0, nil)
        for index in values.indices { g_value_unset(&values[index]) }
    }

    @Test("a right-click on a section's header opens no menu and selects nothing", arguments: TabTestView.allCases)
    func headersHaveNoMenu(kind: TabTestView) throws {
        let input = try #require(InputDisplay.shared())
        let harness = MenuHarness(kind, input: input)
        defer { harness.destroy() }
        try #require(input.focus(harness.window))
        let header = try #require(
            GtkTest.wait(for: "the header on screen") { harness.rowWidget(showing: "a") != nil }
                ? harness.rowWidget(showing: "a") : nil)
        #expect(input.click(header, in: harness.window, button: 3))
        GtkTest.waitForFrames(3, of: harness.rowsView)
        #expect(harness.openMenu() == nil)
        #expect(harness.viewModel.selectedIDs.isEmpty)
    }

    @Test("a right-click on an entry in a row opens the entry's own menu, not the row's, and selects nothing")
    func controlsKeepTheirOwnMenu() throws {
        let input = try #require(InputDisplay.shared())
        let harness = MenuHarness(.list, withEntries: true, input: input)
        defer { harness.destroy() }
        try #require(input.focus(harness.window))
        let row = try #require(
            GtkTest.wait(for: "row 4 on screen") { harness.rowWidget(showing: "6: a") != nil }
                ? harness.rowWidget(showing: "6: a") : nil)
        let field = try #require(Self.descendant(of: row, ofType: gtk_entry_get_type()))
        #expect(input.click(field, in: harness.window, button: 3))
        #expect(
            GtkTest.wait(for: "the entry's own menu open") { Self.openPopover(under: field) != nil }, "GTK's entry menu")
        #expect(harness.openMenu() == nil, "the row's menu stays closed")
        #expect(harness.viewModel.selectedIDs.isEmpty, "nothing selected")
        input.press("Escape")
        #expect(GtkTest.wait(for: "the entry's menu closed") { Self.openPopover(under: field) == nil })
    }

    /// Whether `widget` shows whole inside the scrolled window around it (a menu's items are in one).
    private static func isWhollyShown(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var around = gtk_widget_get_parent(widget)
        while let current = around,
            g_type_is_a(rows_type_of(UnsafeMutableRawPointer(current)), gtk_scrolled_window_get_type()) == 0
        {
            around = gtk_widget_get_parent(current)
        }
        guard let around else { return false }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, around, &bounds) != 0 else { return false }
        return bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= Float(gtk_widget_get_height(around))
    }

    /// The first widget of type `type` below `widget` (only those mapped, when `mapped`).
    private static func descendant(
        of widget: UnsafeMutablePointer<GtkWidget>, ofType type: GType, mapped: Bool = false
    ) -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if g_type_is_a(rows_type_of(UnsafeMutableRawPointer(current)), type) != 0,
                !mapped || gtk_widget_get_mapped(current) != 0
            {
                return current
            }
            if let found = descendant(of: current, ofType: type, mapped: mapped) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// A popover below `widget` that is shown, if one is.
    private static func openPopover(under widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var found: UnsafeMutablePointer<GtkWidget>?
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if g_type_is_a(rows_type_of(UnsafeMutableRawPointer(widget)), gtk_popover_get_type()) != 0,
                gtk_widget_get_visible(widget) != 0
            {
                found = widget
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child, found == nil {
                walk(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        walk(widget)
        return found
    }

    @Test(
        "the Menu key on the focused row scrolled out of view scrolls it back into view and opens its menu there",
        arguments: TabTestView.allCases)
    func menuOfARowScrolledAway(kind: TabTestView) throws {
        let input = try #require(InputDisplay.shared())
        let harness = try MenuHarness.focusing(row: 3, in: kind, input: input)
        defer { harness.destroy() }
        harness.scrollToRow(150)
        // GTK 4.8 keeps the focused row's widget, hidden, where it was last laid out.
        let row = try #require(gtk_window_get_focus(harness.window))
        try #require(GtkTest.wait(for: "row 3 scrolled out of view") { gtk_widget_get_child_visible(row) == 0 })
        try #require(harness.focusIsOn(row: 3), "the row scrolled away keeps the keyboard")
        input.press("Menu")
        let menu = try #require(
            GtkTest.wait(for: "row 3's menu open (entry 4)") { harness.menuLabel("Open 4") != nil } ? harness.openMenu() : nil)
        #expect(gtk_widget_get_child_visible(row) != 0, "the row shows again")
        #expect(harness.menusMade == 1, "one key press, one menu made")
        var bounds = graphene_rect_t()
        #expect(gtk_widget_compute_bounds(row, harness.rowsView, &bounds) != 0)
        var pointing = GdkRectangle()
        #expect(gtk_popover_get_pointing_to(GtkPointer.cast(menu, to: GtkPopover.self), &pointing) != 0)
        let height = gtk_widget_get_height(harness.rowsView)
        #expect(
            pointing.y >= 0 && pointing.y + pointing.height <= height
                && abs(Float(pointing.y) - max(bounds.origin.y, 0)) <= 1,
            "the menu points at the row, in the view (\(height) high): \(pointing), the row at \(bounds)")
        input.press("Escape")
        #expect(GtkTest.wait(for: "the menu closed") { harness.openMenu() == nil })
        #expect(GtkTest.wait(for: "the keyboard back on row 3") { harness.focusIsOn(row: 3) })
    }

    @Test("a menu whose sections are all empty is empty, however they were set")
    func emptySections() {
        var menu = ContextMenu([[ContextMenu.Action("Open") {}]])
        #expect(!menu.isEmpty)
        menu.sections = [[], []]
        #expect(menu.isEmpty, "a view shows no menu for it")
        #expect(ContextMenu([[], []]).isEmpty)
    }

    @Test(
        "a menu's closures are let go of once it closes, and with the view when it is destroyed with a menu open",
        arguments: TabTestView.allCases)
    func closuresReleased(kind: TabTestView) throws {
        final class Token {}
        let input = try #require(InputDisplay.shared())
        weak var closedWith: Token?
        weak var destroyedWith: Token?
        do {
            let harness = try MenuHarness.focusing(row: 1, in: kind, input: input)
            defer { harness.destroy() }
            do {
                let token = Token()
                closedWith = token
                harness.setMenu { _ in ContextMenu([.init("Keep") { _ = token }]) }
            }
            input.press("Menu")
            try #require(GtkTest.wait(for: "the menu open") { harness.menuLabel("Keep") != nil })
            // Only the open menu's item holds the token now.
            harness.setMenu { _ in nil }
            input.press("Escape")
            #expect(GtkTest.wait(for: "the menu closed") { harness.openMenu() == nil })
            #expect(GtkTest.wait(for: "the closed menu's closures let go of") { closedWith == nil })

            do {
                let token = Token()
                destroyedWith = token
                harness.setMenu { _ in ContextMenu([.init("Keep") { _ = token }]) }
            }
            try #require(GtkTest.wait(for: "row 1 focused again") { harness.focusIsOn(row: 1) })
            input.press("Menu")
            try #require(GtkTest.wait(for: "the menu open again") { harness.menuLabel("Keep") != nil })
        }
        GtkTest.drain()
        #expect(destroyedWith == nil, "the view destroyed with its menu open let go of its closures")
    }
}
