import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// `ListView.isItemEnabled` on a real GtkListView, with real key presses (xdotool through a private
/// X server).
@MainActor
@Suite(
    "Rows that cannot be used: dimmed, unselectable, passed over by the keyboard",
    .enabled(if: GtkTest.hasDisplay && InputDisplay.isAvailable, "needs Xvfb and xdotool"),
    .serialized)
struct DisabledRowsTests {
    /// One section of items 0–4 (rows 1–5 under the header at row 0); the items of `off` say "off".
    private static func snapshot(off: Set<Int>) -> ListSnapshot<String, Entry> {
        ListSnapshot(sections: [.init(id: "a", items: (0..<5).map { Entry(id: $0, text: off.contains($0) ? "off" : "on") })])
    }

    /// Whether GTK draws `row` as usable.
    private func isSensitive(_ row: UnsafeMutablePointer<GtkWidget>?) -> Bool {
        row.map { gtk_widget_get_sensitive($0) != 0 } ?? false
    }

    @Test(
        "a row the list says cannot be used is insensitive, unselectable and not activatable; Down and Up pass over it; enabled by an update, it takes the keyboard"
    )
    func disabledRowsArePassedOver() throws {
        let keyboard = try #require(InputDisplay.shared())
        let harness = ListHarness(Self.snapshot(off: [2]), selectionMode: .single, input: keyboard)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        list.isItemEnabled = { $0.text != "off" }
        harness.waitForFrames()
        let off = try #require(harness.slot(at: 3))
        #expect(!isSensitive(off.rowWidget))
        #expect(gtk_list_item_get_selectable(off.listItem) == 0 && gtk_list_item_get_activatable(off.listItem) == 0)
        let on = try #require(harness.slot(at: 2))
        #expect(isSensitive(on.rowWidget) && gtk_list_item_get_selectable(on.listItem) != 0)

        try #require(keyboard.focus(harness.window))
        let onRow = try #require(on.rowWidget)
        try #require(gtk_widget_grab_focus(onRow) != 0)
        keyboard.press("Down")
        #expect(GtkTest.wait(for: "Down past the row that cannot be used", seconds: 20) { list.focusedRow() == 4 })
        #expect(harness.viewModel.selectedIDs == [3])
        keyboard.press("Up")
        #expect(GtkTest.wait(for: "Up past it", seconds: 20) { list.focusedRow() == 2 })
        #expect(harness.viewModel.selectedIDs == [1])

        harness.viewModel.apply(Self.snapshot(off: []))
        #expect(GtkTest.wait(for: "the row usable again") { isSensitive(harness.slot(at: 3)?.rowWidget) })
        keyboard.press("Down")
        #expect(GtkTest.wait(for: "Down onto it", seconds: 20) { list.focusedRow() == 3 })
        #expect(harness.viewModel.selectedIDs == [2])
    }

    @Test("the row with the keyboard that can no longer be used gives it to the next usable row; the last row, to the one above")
    func focusLeavesARowThatBecomesUnusable() throws {
        let keyboard = try #require(InputDisplay.shared())
        let harness = ListHarness(Self.snapshot(off: []), input: keyboard)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        list.isItemEnabled = { $0.text != "off" }
        try #require(keyboard.focus(harness.window))
        try #require(gtk_widget_grab_focus(try #require(harness.slot(at: 3)?.rowWidget)) != 0)

        harness.viewModel.apply(Self.snapshot(off: [2]))
        #expect(GtkTest.wait(for: "the keyboard on the row below") { list.focusedRow() == 4 })
        #expect(!isSensitive(harness.slot(at: 3)?.rowWidget))

        try #require(gtk_widget_grab_focus(try #require(harness.slot(at: 5)?.rowWidget)) != 0)
        harness.viewModel.apply(Self.snapshot(off: [2, 4]))
        #expect(GtkTest.wait(for: "the keyboard on the row above the last") { list.focusedRow() == 4 })
        #expect(gtk_root_get_focus(GtkPointer.opaque(harness.window)) != nil, "the window keeps a focus")
    }

    @Test("select-all leaves out the rows that cannot be used, in the view model and in GTK's selection")
    func selectAllLeavesDisabledRowsOut() throws {
        let harness = ListHarness(Self.snapshot(off: [1, 3]), selectionMode: .multiple)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        list.isItemEnabled = { $0.text != "off" }
        let selection = try #require(list.selectionModel)
        gtk_selection_model_select_all(selection)
        #expect(GtkTest.wait(for: "the usable rows selected") { Set(harness.viewModel.selectedIDs) == [0, 2, 4] })
        harness.waitForFrames()
        let selectedRows = (0..<harness.viewModel.rows.count).filter {
            gtk_selection_model_is_selected(selection, guint($0)) != 0
        }
        #expect(selectedRows == [1, 3, 5], "GTK's selection: the items' rows, no header, none that cannot be used")
    }

    @Test("in a grid and a column view too, the items refused are insensitive and select-all leaves them out")
    func gridsAndColumnsTooLeaveDisabledItemsOut() throws {
        let grid = GridHarness(Self.snapshot(off: [1, 3]), selectionMode: .multiple)
        defer { grid.destroy() }
        grid.grid.isItemEnabled = { $0.text != "off" }
        grid.waitForFrames()
        let gridCells = grid.grid.boundCells.filter { grid.viewModel.rows[$0.row].item != nil }
        #expect(gridCells.count == 5)
        for (row, cell) in gridCells {
            let isOff = grid.viewModel.rows[row].item?.text == "off"
            #expect((gtk_widget_is_sensitive(cell.root) == 0) == isOff, "grid row \(row)")
        }
        let gridSelection = try #require(grid.grid.selectionModel)
        gtk_selection_model_select_all(gridSelection)
        #expect(GtkTest.wait(for: "the grid's usable items selected") { Set(grid.viewModel.selectedIDs) == [0, 2, 4] })

        let columns = ColumnHarness(ColumnHarness.rows(6))
        defer { columns.destroy() }
        columns.view.isItemEnabled = { $0.id % 2 == 0 }
        GtkTest.waitForFrames(of: columns.view.columnView)
        for column in 0..<ColumnHarness.columnCount {
            for bound in columns.view.boundCells(inColumn: column) {
                guard let id = columns.viewModel.rows[bound.row].item?.id else { continue }
                #expect((gtk_widget_is_sensitive(bound.cell.root) == 0) == (id % 2 != 0), "column \(column), item \(id)")
            }
        }
        let columnsSelection = try #require(columns.view.selectionModel)
        gtk_selection_model_select_all(columnsSelection)
        #expect(GtkTest.wait(for: "the columns' usable rows selected") { Set(columns.viewModel.selectedIDs) == [0, 2, 4] })
    }
}
