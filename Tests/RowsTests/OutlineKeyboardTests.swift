import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// Real key presses and clicks (xdotool through a private X server) on outlines.
@MainActor
@Suite(
    "Real keys and clicks on an outline",
    .enabled(if: GtkTest.hasDisplay && InputDisplay.isAvailable, "needs Xvfb and xdotool"),
    .serialized)
struct OutlineKeyboardTests {
    /// 1 (2 (3), 4), 5 (6), 7.
    private static func roots() -> [OutlineNode<Folder>] {
        [folder(1, .loaded([folder(2, .loaded([folder(3)])), folder(4)])), folder(5, .loaded([folder(6)])), folder(7)]
    }

    @Test(
        "Right expands then moves to the first child, Left goes to the parent then collapses, * and KP_Multiply expand all; a move selects as Up and Down do"
    )
    func keys() throws {
        let keyboard = try #require(InputDisplay.shared())
        let harness = OutlineHarness(OutlineViewModel(roots: Self.roots(), selectionMode: .single), input: keyboard)
        defer { harness.destroy() }
        try #require(keyboard.focus(harness.window))
        harness.focus(row: 0)
        try #require(harness.focusedRow() == 0)
        _ = harness.takeItemsChanged()

        // (key, the rows after it, the focused row, what GTK's model emitted, the selected item):
        // a move to a child or a parent selects it, as GTK's Down selects; expanding and
        // collapsing leave the selection alone.
        let steps: [(String, [Int], Int, [[UInt32]], Int?)] = [
            ("Right", [1, 2, 4, 5, 7], 0, [[1, 0, 2]], nil),
            ("Right", [1, 2, 4, 5, 7], 1, [], 2),
            ("Right", [1, 2, 3, 4, 5, 7], 1, [[2, 0, 1]], 2),
            ("Left", [1, 2, 4, 5, 7], 1, [[2, 1, 0]], 2),
            ("Left", [1, 2, 4, 5, 7], 0, [], 1),
            ("Left", [1, 5, 7], 0, [[1, 2, 0]], 1),
            ("asterisk", [1, 2, 3, 4, 5, 7], 0, [[1, 0, 3]], 1),
            ("Down", [1, 2, 3, 4, 5, 7], 1, [], 2),
            ("Down", [1, 2, 3, 4, 5, 7], 2, [], 3),
            ("Down", [1, 2, 3, 4, 5, 7], 3, [], 4),
            ("Down", [1, 2, 3, 4, 5, 7], 4, [], 5),
            ("KP_Multiply", [1, 2, 3, 4, 5, 6, 7], 4, [[5, 0, 1]], 5),
        ]
        for (number, (key, ids, row, emitted, selected)) in steps.enumerated() {
            keyboard.press(key)
            let reached = GtkTest.wait(for: "step \(number): \(key) to show \(ids) with row \(row) focused", seconds: 20) {
                harness.outline.rows.map(\.id) == ids.map { .item($0) } && harness.focusedRow() == row
            }
            harness.waitForFrames()
            #expect(harness.focusedRow() == row, "step \(number): \(key)")
            #expect(harness.takeItemsChanged() == emitted, "step \(number): \(key)")
            #expect(
                harness.disclosure(at: row)?.expanded == harness.outline.rows[row].isExpanded, "step \(number): \(key)")
            #expect(
                harness.outline.rowsViewModel.selectedIDs == Set([selected].compactMap { $0.map { .item($0) } }),
                "step \(number): \(key)")
            try #require(reached, "the steps after depend on this one")
        }
    }

    @Test("Right from an expanded node onto its error row selects nothing: only items are selected")
    func rightOntoAnErrorRowSelectsNothing() throws {
        let keyboard = try #require(InputDisplay.shared())
        let outline = OutlineViewModel(
            roots: [folder(1, .failed("unreadable")), folder(2)], expanded: [1], selectionMode: .single)
        let harness = OutlineHarness(outline, input: keyboard)
        defer { harness.destroy() }
        harness.waitForRows([.item(1), .failure(parent: 1), .item(2)])
        try #require(keyboard.focus(harness.window))
        harness.focus(row: 0)
        try #require(harness.focusedRow() == 0)
        keyboard.press("Right")
        harness.waitForFrames()
        GtkTest.drain()
        // GTK's list.select-item selects any row it is given; an error row is no item to select.
        #expect(!outline.rowsViewModel.selectedIDs.contains(.failure(parent: 1)))
        #expect(outline.rowsViewModel.selectedIDs.allSatisfy { if case .item = $0 { true } else { false } })
    }

    @Test("a click on the disclosure expands the row, another collapses it")
    func clickToggles() throws {
        let input = try #require(InputDisplay.shared())
        let harness = OutlineHarness(OutlineViewModel(roots: Self.roots()), input: input)
        defer { harness.destroy() }
        try #require(input.focus(harness.window))
        let expander = try #require(harness.slot(at: 1)?.chrome?.expander)
        try #require(input.click(expander, in: harness.window))
        harness.waitForRows([.item(1), .item(5), .item(6), .item(7)])
        #expect(harness.disclosure(at: 1)?.expanded == true)
        try #require(input.click(expander, in: harness.window))
        harness.waitForRows([.item(1), .item(5), .item(7)])
        #expect(harness.disclosure(at: 1)?.expanded == false)
    }

    @Test(
        "keys in a ColumnView's outline: Right expands, Left collapses, the focus stays; a move to a child or the parent selects it"
    )
    func columnViewKeys() throws {
        let keyboard = try #require(InputDisplay.shared())
        let harness = OutlineHarness(
            OutlineViewModel(roots: Self.roots(), selectionMode: .single), inColumns: true, input: keyboard)
        defer { harness.destroy() }
        try #require(keyboard.focus(harness.window))
        harness.focus(row: 1)
        _ = harness.takeItemsChanged()
        keyboard.press("Right")
        harness.waitForRows([.item(1), .item(5), .item(6), .item(7)])
        harness.waitForFrames()
        #expect(harness.focusedRow() == 1)
        #expect(harness.takeItemsChanged() == [[2, 0, 1]])
        keyboard.press("Right")
        #expect(GtkTest.wait(for: "Right to move to the first child") { harness.focusedRow() == 2 })
        #expect(harness.outline.rowsViewModel.selectedIDs == [.item(6)])
        keyboard.press("Left")
        #expect(GtkTest.wait(for: "Left to move to the parent") { harness.focusedRow() == 1 })
        #expect(harness.outline.rowsViewModel.selectedIDs == [.item(5)])
        keyboard.press("Left")
        harness.waitForRows([.item(1), .item(5), .item(7)])
        harness.waitForFrames()
        #expect(harness.focusedRow() == 1)
        #expect(harness.takeItemsChanged() == [[2, 1, 0]])
        #expect(harness.outline.rowsViewModel.selectedIDs == [.item(5)], "collapsing leaves the selection")
    }

    @Test("with the focus in a text field of a row, Left and Right are the field's: the outline does not change")
    func keysInATextFieldAreItsOwn() throws {
        let keyboard = try #require(InputDisplay.shared())
        GtkTest.initialize()
        let outline = OutlineViewModel(roots: Self.roots(), expanded: [1])
        let fields = CellRegistration<EntryCell, Folder> { cell, folder in
            gtk_editable_set_text(OpaquePointer(cell.entry), folder.name)
        }
        let list = ListView(outline: outline) { cells, folder in cells.cell(using: fields, for: folder) }
        let window = GtkTest.window(showing: list.widget)
        defer {
            gtk_window_destroy(window)
            GtkTest.drain()
        }
        keyboard.take(window)
        try #require(keyboard.focus(window))
        try #require(GtkTest.wait(for: "row 0 bound") { list.boundCells.contains { $0.row == 0 } })
        let cell = try #require(list.boundCells.first { $0.row == 0 }?.cell as? EntryCell)
        try #require(gtk_widget_grab_focus(cell.entry) != 0)
        keyboard.press("Left", "Left")
        GtkTest.waitForFrames(of: list.listView)
        #expect(outline.rows.map(\.id) == [.item(1), .item(2), .item(4), .item(5), .item(7)], "1 stays expanded")
        keyboard.press("Right", "asterisk")
        GtkTest.waitForFrames(of: list.listView)
        #expect(outline.rows.count == 5, "nothing expanded")
    }

    @Test(
        "Down, Up, Tab and Shift+Tab pass over an error row (children that could not be loaded) as over a header, in a list and in a column view: GTK kept the focus where it was",
        arguments: [false, true])
    func arrowsPassOverAnErrorRow(inColumns: Bool) throws {
        let keyboard = try #require(InputDisplay.shared())
        let outline = OutlineViewModel(roots: [folder(1, .notLoaded), folder(5)])
        struct Unreadable: Error, CustomStringConvertible { var description: String { "Permission denied" } }
        outline.loadChildren = { _ in throw Unreadable() }
        let harness = OutlineHarness(outline, inColumns: inColumns, input: keyboard)
        defer { harness.destroy() }
        // Tab goes on from row to row (by default it leaves the view).
        harness.list?.tabBehavior = .acrossRows
        harness.columns?.tabBehavior = .acrossRows
        try #require(keyboard.focus(harness.window))
        harness.focus(row: 0)
        keyboard.press("Right")
        harness.waitForRows([.item(1), .failure(parent: 1), .item(5)])
        harness.waitForFrames()
        #expect(harness.focusedRow() == 0)

        for (key, row) in [("Down", 2), ("Up", 0), ("Tab", 2), ("shift+Tab", 0)] {
            keyboard.press(key)
            #expect(
                GtkTest.wait(for: "\(key) to pass over the error row to row \(row)") { harness.focusedRow() == row },
                "\(String(describing: harness.focusedRow()))")
        }
    }

}
