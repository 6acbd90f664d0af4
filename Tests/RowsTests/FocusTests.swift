import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// `focus(row:)` on a real list, column view and grid: a row far from the view is scrolled to and
/// focused once GTK has made its widget; the selection stays; a row out of range changes nothing.
@MainActor
@Suite("focus(row:) scrolls to a row and gives it keyboard focus", .enabled(if: GtkTest.hasDisplay, "needs Xvfb"), .serialized)
struct FocusTests {
    /// One section of `count` entries, no header: rows are items.
    private static func entries(_ count: Int) -> ListSnapshot<String, Entry> {
        ListSnapshot(sections: [.init(id: "a", items: (0..<count).map { Entry(id: $0, text: "a") }, showsHeader: false)])
    }

    @Test("a list focuses a row far below the view and one back at the top; the selection stays")
    func listFocusesRows() throws {
        let harness = ListHarness(Self.entries(2_000), selectionMode: .single)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        harness.viewModel.selectRow(3)
        #expect(!harness.boundRows().map(\.position).contains(1_500), "the row is not made before it is asked for")

        list.focus(row: 1_500)
        #expect(GtkTest.wait(for: "row 1500 focused") { list.focusedRow() == 1_500 })
        #expect(harness.boundRows().map(\.position).contains(1_500))
        list.focus(row: 2)
        #expect(GtkTest.wait(for: "row 2 focused") { list.focusedRow() == 2 })
        #expect(harness.viewModel.selectedIDs == [3], "focus does not select")

        list.focus(row: 2_000)
        list.focus(row: -1)
        harness.waitForFrames()
        #expect(list.focusedRow() == 2)
    }

    @Test(
        "an update removing the focused row leaves the keyboard in the list at once, where a row focused then keeps it"
    )
    func removedFocusedRowKeepsTheKeyboardInTheList() throws {
        let harness = ListHarness(Self.entries(80))
        defer { harness.destroy() }
        let list = try #require(harness.list)
        let window = UnsafeMutablePointer<GtkWindow>(try #require(gtk_widget_get_root(list.listView)))
        gtk_window_present(window)
        list.focus(row: 79)
        try #require(GtkTest.wait(for: "row 79 focused") { list.focusedRow() == 79 })

        // Another folder's 40 rows: the focused row's widget goes.
        harness.viewModel.apply(
            ListSnapshot(sections: [.init(id: "a", items: (100..<140).map { Entry(id: $0, text: "b") }, showsHeader: false)]))
        let focus = try #require(gtk_root_get_focus(OpaquePointer(window)))
        #expect(
            gtk_widget_is_ancestor(focus, list.listView) != 0,
            "right after the update, the window's focus is in the list (GTK 4.8 left it on the removed row until its next frame)")
        list.focus(row: 5)
        harness.waitForFrames()
        #expect(list.focusedRow() == 5, "the row focused right after the update keeps the keyboard")
    }

    @Test("an update removing a row whose entry has the keyboard leaves the keyboard in the list at once")
    func removedRowWithFocusedEntryKeepsTheKeyboardInTheList() throws {
        GtkTest.initialize()
        let viewModel = ListViewModel(Self.entries(40))
        let entries = CellRegistration<EntryCell, Entry> { cell, entry in cell.label.text = entry.shownText }
        let list = ListView(viewModel) { cells, entry in cells.cell(using: entries, for: entry) }
        let window = GtkTest.window(showing: list.widget)
        defer {
            gtk_window_destroy(window)
            GtkTest.drain()
        }
        try #require(GtkTest.wait(for: "row 30 bound") { list.boundCells.contains { $0.row == 30 } })
        let cell = try #require(list.boundCells.first { $0.row == 30 }?.cell as? EntryCell)
        gtk_widget_grab_focus(cell.entry)
        // GtkEntry passes the focus on to the text widget inside it.
        try #require(
            GtkTest.wait(for: "the entry focused") {
                gtk_root_get_focus(OpaquePointer(window)).map { gtk_widget_is_ancestor($0, cell.entry) != 0 } ?? false
            })

        // Three rows are left: the entry's row widget goes.
        viewModel.apply(
            ListSnapshot(sections: [.init(id: "a", items: (100..<103).map { Entry(id: $0, text: "b") }, showsHeader: false)]))
        let focus = try #require(gtk_root_get_focus(OpaquePointer(window)))
        #expect(
            gtk_widget_is_ancestor(focus, list.listView) != 0,
            "right after the update, the window's focus is in the list, not in the removed row's entry")
    }

    @Test("the focused row is still known while another window has the keyboard, in a list and a column view")
    func focusedRowWhileInactive() throws {
        let harness = ListHarness(Self.entries(50))
        defer { harness.destroy() }
        let list = try #require(harness.list)
        list.focus(row: 4)
        try Self.whileAnotherWindowIsActive(over: list.listView) {
            #expect(GtkTest.wait(for: "row 4 focused") { list.focusedRow() == 4 })
        } check: {
            #expect(list.focusedRow() == 4)
        }
        let columns = ColumnHarness(ColumnHarness.rows(50))
        defer { columns.destroy() }
        columns.view.focus(row: 6)
        try Self.whileAnotherWindowIsActive(over: columns.view.columnView) {
            #expect(GtkTest.wait(for: "row 6 focused") { columns.view.focusedRow() == 6 })
        } check: {
            #expect(columns.view.focusedRow() == 6)
        }
    }

    /// Runs `before` once the window of `view` is active, then `check` once another window has taken
    /// the keyboard (as another program's window would): GTK then clears the chain of focus
    /// children, while the window keeps its focus widget.
    private static func whileAnotherWindowIsActive(
        over view: UnsafeMutablePointer<GtkWidget>, before: () -> Void, check: () -> Void
    ) throws {
        let window = UnsafeMutablePointer<GtkWindow>(try #require(gtk_widget_get_root(view)))
        gtk_window_present(window)
        GtkTest.wait(for: "the view's window active") { gtk_window_is_active(window) != 0 }
        before()
        let other = UnsafeMutablePointer<GtkWindow>(OpaquePointer(gtk_window_new()!))
        defer { gtk_window_destroy(other) }
        gtk_window_present(other)
        GtkTest.wait(for: "the view's window inactive") { gtk_window_is_active(window) == 0 }
        check()
    }

    @Test("a column view focuses a row far below the view")
    func columnViewFocusesRows() throws {
        let harness = ColumnHarness(ColumnHarness.rows(2_000))
        defer { harness.destroy() }
        harness.view.focus(row: 1_200)
        #expect(GtkTest.wait(for: "row 1200 focused") { harness.view.focusedRow() == 1_200 })
        harness.view.focus(row: 5_000)
        GtkTest.waitForFrames(of: harness.view.columnView)
        #expect(harness.view.focusedRow() == 1_200)
    }

    @Test("a grid focuses a cell far below the view")
    func gridFocusesCells() throws {
        let harness = GridHarness(Self.entries(3_000), selectionMode: .single)
        defer { harness.destroy() }
        harness.grid.focus(row: 2_500)
        #expect(GtkTest.wait(for: "cell 2500 focused") { harness.grid.focusedRow() == 2_500 })
        #expect(harness.viewModel.selectedIDs.isEmpty, "focus does not select")
    }
}
