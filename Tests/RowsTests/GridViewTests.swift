import CGtk
import GtkTestSupport
import Testing

@testable import Rows

@MainActor
@Suite("GridView on a real GtkGridView", .enabled(if: GtkTest.hasDisplay), .serialized)
struct GridViewTests {
    @Test("after random sectioned updates every bound cell shows the snapshot's row, and GTK got exactly the planned emissions")
    func boundCellsMatchSnapshotAfterRandomUpdates() throws {
        let harness = GridHarness(ListHarness.snapshot(sections: ["a", "b", "c"], ids: Array(0..<600)))
        defer { harness.destroy() }
        try RandomUpdateRounds.run(harness, seed: 11, minimumItems: 500) { round in
            #expect(harness.slotsPastTheEnd() == [], "round \(round): cells past the end")
        }
    }

    @Test("rows removed at the end, from above the built cells, leave no cell bound past the end")
    func shrinkAtTheEnd() throws {
        let harness = GridHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<1_000)))
        defer { harness.destroy() }
        harness.scroll(toRow: 999)
        harness.waitForFrames()
        let built = harness.boundRows().map(\.position)
        try #require(built.contains(999) && !built.contains(700), "built \(built.first ?? -1)…\(built.last ?? -1)")
        var sections = harness.viewModel.snapshot.sections
        sections[0].items.removeLast(300)
        harness.viewModel.apply(ListSnapshot(sections: sections))
        harness.waitForFrames()
        // As one emission, GTK 4.8 kept the 225 built cells bound past the new end (hidden under
        // GTK's default theme, shown under libadwaita's): it removed from the start of the unbuilt
        // stretch the removal started in.
        #expect(harness.slotsPastTheEnd() == [])
        #expect(harness.mismatchedRows() == [])
        #expect(harness.boundRows().count > 10)
    }

    @Test("an item whose content changed is rebound in place, with its section's title cell: same cells, no items-changed")
    func reconfigureInPlace() throws {
        let harness = GridHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<200)))
        defer { harness.destroy() }
        let cellsBefore = harness.grid.boundCells.filter { $0.row == 0 || $0.row == 3 }.map(\.cell)
        try #require(cellsBefore.count == 2)
        let before = harness.grid.statistics
        harness.itemsChanged.removeAll()
        var sections = harness.viewModel.snapshot.sections
        sections[0].items[2].text = "renamed"
        harness.viewModel.apply(ListSnapshot(sections: sections))
        harness.waitForFrames()
        #expect(harness.itemsChanged.isEmpty)
        let after = harness.grid.statistics
        // The item at row 3, and the header at row 0 (configured with the section, which changed).
        #expect(after.configures - before.configures == 2)
        #expect(after.rebinds - before.rebinds == 2)
        #expect(after.binds == before.binds, "GTK bound nothing")
        let cellsAfter = harness.grid.boundCells.filter { $0.row == 0 || $0.row == 3 }.map(\.cell)
        #expect(zip(cellsBefore, cellsAfter).allSatisfy { $0 === $1 }, "a row got another cell")
        #expect((cellsAfter.last as? TestLabelCell)?.label.text == "2: renamed")
        #expect(harness.mismatchedRows().isEmpty)
    }

    @Test("the grid shows as many columns as fit, never more than maxColumns nor fewer than minColumns")
    func minAndMaxColumns() throws {
        let ids = Array(0..<300)
        let capped = GridHarness(ListHarness.snapshot(sections: ["a"], ids: ids), width: 1200, maxColumns: 3)
        #expect(capped.columnCount() == 3, "a wide window, at most 3 columns")
        capped.grid.maxColumns = 5
        capped.waitForFrames()
        #expect(capped.columnCount() == 5)
        #expect(capped.grid.maxColumns == 5 && capped.grid.minColumns == 1)
        capped.grid.maxColumns = .max  // no limit: as many as GTK takes (it trapped converting to guint)
        capped.waitForFrames()
        #expect(capped.grid.maxColumns == Int(UInt32.max) && capped.columnCount() > 5)
        capped.destroy()

        // Cells 60 px wide: 3 fit in 200 px, whichever stylesheet is loaded (the app tests load
        // libadwaita's into the process, which pads grid cells less than GTK's own).
        let crowded = GridHarness(
            ListHarness.snapshot(sections: ["a"], ids: ids), width: 200, minColumns: 6, maxColumns: 8, cellWidth: 60)
        defer { crowded.destroy() }
        #expect(crowded.columnCount() == 6, "a narrow window, at least 6 columns")
        crowded.grid.minColumns = 9
        crowded.waitForFrames()
        #expect(crowded.columnCount() == 9, "the maximum rises with the minimum")
        #expect(crowded.grid.maxColumns == 9)
    }

    @Test("onColumnCountChange reports GTK's column count once laid out and after each resize that changes it, and only then")
    func columnCountChanges() throws {
        let harness = GridHarness(
            ListHarness.snapshot(sections: ["a"], ids: Array(0..<300)), width: 400, maxColumns: 20, cellWidth: 60)
        defer { harness.destroy() }
        var reported: [Int] = []
        harness.grid.onColumnCountChange = { reported.append($0) }
        #expect(GtkTest.wait(for: "the first report") { !reported.isEmpty })
        #expect(reported == [harness.columnCount()] && harness.grid.columnCount == harness.columnCount())
        for width: Int32 in [900, 904, 300] {
            let before = gtk_widget_get_width(harness.grid.gridView)
            gtk_window_set_default_size(harness.window, width, 400)
            #expect(GtkTest.wait(for: "the window \(width) px wide") { gtk_widget_get_width(harness.grid.gridView) != before })
            harness.waitForFrames()
            harness.waitForFrames()
            #expect(reported.last == harness.columnCount(), "at \(width) px: reported \(reported)")
        }
        #expect(reported.count == 3, "900 and 904 px have the same columns: \(reported)")
        #expect(Set(reported).count == 3)
    }

    @Test(
        "onColumnCountChange reports again when the items fill more columns of a grid that was empty, and when maxColumns changes"
    )
    func columnCountChangesWithItemsAndBounds() throws {
        let harness = GridHarness(ListHarness.snapshot(sections: ["a"], ids: []), width: 400, maxColumns: 20, cellWidth: 60)
        defer { harness.destroy() }
        var reported: [Int] = []
        harness.grid.onColumnCountChange = { reported.append($0) }
        #expect(GtkTest.wait(for: "the first report") { !reported.isEmpty })
        #expect(reported == [1], "an empty grid: its minimum")
        harness.viewModel.apply(ListHarness.snapshot(sections: ["a"], ids: Array(0..<300)))
        #expect(
            GtkTest.wait(for: "a report of the columns the items fill") {
                reported.count == 2 && reported.last == harness.columnCount()
            },
            "reported \(reported), GTK lays out \(harness.columnCount())")
        #expect(harness.columnCount() > 1)
        harness.grid.maxColumns = 2
        #expect(GtkTest.wait(for: "a report of 2 columns") { reported.last == 2 }, "reported \(reported)")
        harness.waitForFrames()
        #expect(reported.count == 3, "\(reported)")
    }

    @Test("a grid resized while it is not on screen reports its new column count once it is shown again")
    func columnCountFollowsAResizeOffScreen() throws {
        let harness = GridHarness(
            ListHarness.snapshot(sections: ["a"], ids: Array(0..<300)), width: 800, maxColumns: 20, cellWidth: 60)
        defer { harness.destroy() }
        var reported: [Int] = []
        harness.grid.onColumnCountChange = { reported.append($0) }
        #expect(GtkTest.wait(for: "the first report") { reported.count == 1 })
        let wide = try #require(reported.last)
        gtk_widget_set_visible(harness.grid.widget, 0)
        gtk_window_set_default_size(harness.window, 300, 400)
        GtkTest.waitForFrames(of: GtkPointer.widget(harness.window))
        GtkTest.waitForFrames(of: GtkPointer.widget(harness.window))
        #expect(reported.count == 1, "nothing while off screen")
        gtk_widget_set_visible(harness.grid.widget, 1)
        #expect(
            GtkTest.wait(for: "a report once shown again") { reported.count == 2 && reported.last == harness.columnCount() },
            "reported \(reported), GTK lays out \(harness.columnCount())")
        #expect(reported.last.map { $0 < wide } == true)
    }

    @Test("the view model's selection mode sets GTK's selection model; selections go both ways; title cells stay unselected")
    func selectionFollowsTheViewModel() throws {
        let harness = GridHarness(ListHarness.snapshot(sections: ["a", "b"], ids: Array(0..<40)), selectionMode: .single)
        defer { harness.destroy() }
        let gridView = OpaquePointer(harness.grid.gridView)
        func kind() -> String {
            String(cString: rows_type_name_of(UnsafeMutableRawPointer(gtk_grid_view_get_model(gridView)!)))
        }
        #expect(kind() == "GtkSingleSelection")
        // Rows: [a], 0, 2, 4, … 38, [b], 1, 3, …
        harness.viewModel.select([4])
        #expect(gtk_selection_model_is_selected(harness.grid.selectionModel, 3) != 0)
        gtk_selection_model_select_item(harness.grid.selectionModel, 22, 1)
        GtkTest.drain()
        #expect(harness.viewModel.selectedIDs == [1])

        harness.viewModel.selectionMode = .multiple
        #expect(kind() == "GtkMultiSelection")
        let model = try #require(harness.grid.selectionModel)
        gtk_selection_model_select_item(model, 2, 0)
        gtk_selection_model_select_item(model, 0, 0)  // the header's title cell
        GtkTest.drain()
        #expect(Set(harness.viewModel.selectedIDs) == [1, 2])
        #expect(gtk_selection_model_is_selected(model, 0) == 0, "GTK's selection of the title cell was undone")

        harness.viewModel.selectionMode = .none
        #expect(kind() == "GtkNoSelection")
    }

    @Test("activating a cell calls onActivate with its item; a title cell cannot be activated")
    func activation() throws {
        let harness = GridHarness(ListHarness.snapshot(sections: ["a", "b"], ids: Array(0..<40)))
        defer { harness.destroy() }
        GtkTest.activate(row: 0, of: harness.grid.gridView)
        GtkTest.activate(row: 21, of: harness.grid.gridView)
        GtkTest.activate(row: 5, of: harness.grid.gridView)
        #expect(harness.activated == [8])
        harness.grid.activatesOnSingleClick = true
        #expect(gtk_grid_view_get_single_click_activate(OpaquePointer(harness.grid.gridView)) != 0)
    }

    @Test("a rubber band dragged across cells selects them, when the grid allows it and selects many")
    func rubberBandSelects() throws {
        let input = try #require(InputDisplay.shared())
        let harness = GridHarness(
            ListHarness.snapshot(sections: ["a"], ids: Array(0..<60)), selectionMode: .multiple, width: 600, maxColumns: 6,
            input: input)
        defer { harness.destroy() }
        harness.grid.isRubberBandEnabled = true
        #expect(input.focus(harness.window))
        // From the middle of the second row's first cell, across four cells of that row.
        let start = try #require(harness.slot(at: 7)?.rowWidget)
        let width = Int(gtk_widget_get_width(start))
        input.drag(start, by: width * 3, in: harness.window)
        GtkTest.wait(for: "the rubber band to select") { harness.viewModel.selectedIDs.count > 1 }
        #expect(Set(harness.viewModel.selectedIDs) == [6, 7, 8, 9])
    }

    @Test(
        "Left, Right, Up and Down pass over title cells, Up and Down in the same column; a single selection follows the focus",
        .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
    func arrowKeysPassOverTitleCells() throws {
        let keyboard = try #require(InputDisplay.shared())
        let snapshot = ListSnapshot(sections: [
            .init(id: "a", items: (0..<5).map { Entry(id: $0, text: "a") }),
            .init(id: "b", items: (5..<10).map { Entry(id: $0, text: "b") }),
        ])
        // Three columns: [a] 0 1 / 2 3 4 / [b] 5 6 / 7 8 9 (rows 0–2, 3–5, 6–8, 9–11).
        let harness = GridHarness(snapshot, selectionMode: .single, minColumns: 3, maxColumns: 3, input: keyboard)
        defer { harness.destroy() }
        try #require(harness.columnCount() == 3)
        #expect(harness.grid.columnCount == 3)
        try #require(keyboard.focus(harness.window))
        let first = try #require(harness.slot(at: 1)?.rowWidget)
        try #require(gtk_widget_grab_focus(first) != 0)
        try #require(harness.grid.focusedRow() == 1)
        keyboard.press("Left")  // only the title before: the focus stays
        harness.waitForFrames()
        #expect(harness.grid.focusedRow() == 1)

        // (key, the row focused after it, the item selected)
        let steps: [(String, Int, Int)] = [
            ("Right", 2, 1), ("Down", 5, 4), ("Right", 7, 5), ("Left", 5, 4), ("Left", 4, 3), ("Left", 3, 2),
            ("Down", 9, 7), ("Up", 3, 2), ("Down", 9, 7), ("Right", 10, 8), ("Up", 7, 5), ("Up", 4, 3),
            ("Right", 5, 4), ("Down", 8, 6),
        ]
        for (number, (key, row, item)) in steps.enumerated() {
            keyboard.press(key)
            let reached = GtkTest.wait(for: "step \(number): \(key) to focus row \(row)", seconds: 20) {
                harness.grid.focusedRow() == row && harness.viewModel.selectedIDs == [item]
            }
            #expect(harness.grid.focusedRow() == row, "step \(number): \(key)")
            #expect(harness.viewModel.selectedIDs == [item], "step \(number): \(key)")
            try #require(reached, "the steps after depend on this one")
        }
    }

    @Test(
        "Up onto a section's first grid row, in any column, brings the title cells of the grid row above into view",
        .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
    func movingUpShowsTheTitleRowAbove() throws {
        let keyboard = try #require(InputDisplay.shared())
        // Three columns; sections b and c are empty, so that d's first item starts a grid row, as
        // the Colors page fills title rows: [a] 0…28 in rows 0–29 (grid rows 0–9), then the title
        // row [b] [c] [d] (rows 30–32), then d's items 100…144 (rows 33–77, grid rows 11–25).
        let snapshot = ListSnapshot(sections: [
            .init(id: "a", items: (0..<29).map { Entry(id: $0, text: "a") }),
            .init(id: "b", items: []), .init(id: "c", items: []),
            .init(id: "d", items: (100..<145).map { Entry(id: $0, text: "d") }),
        ])
        let harness = GridHarness(
            snapshot, selectionMode: .single, height: 300, minColumns: 3, maxColumns: 3, input: keyboard)
        defer { harness.destroy() }
        try #require(harness.columnCount() == 3)
        try #require(keyboard.focus(harness.window))
        /// Whether the cell at `row` is built and shown whole within the grid's viewport, once GTK
        /// has laid out what is pending.
        func isInView(_ row: Int) -> Bool {
            harness.waitForFrames()
            guard let widget = harness.slot(at: row)?.rowWidget, gtk_widget_get_child_visible(widget) != 0 else {
                return false
            }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(widget, harness.grid.widget, &bounds) != 0 else { return false }
            return bounds.origin.y >= 0
                && bounds.origin.y + bounds.size.height <= Float(gtk_widget_get_height(harness.grid.widget))
        }
        // In the second and the third column: Up a grid row at a time from deep in d to its first
        // grid row. GTK scrolls as little as shows each cell, which left the title row above the view.
        for column in [1, 2] {
            let start = 33 + 3 * 12 + column
            harness.grid.focus(row: start)
            try #require(GtkTest.wait(for: "row \(start) focused", seconds: 20) { harness.grid.focusedRow() == start })
            try #require(GtkTest.wait(for: "the title row away", seconds: 5) { !isInView(30 + column) })
            for row in stride(from: start - 3, through: 33 + column, by: -3) {
                keyboard.press("Up")
                try #require(GtkTest.wait(for: "Up to focus row \(row)", seconds: 20) { harness.grid.focusedRow() == row })
            }
            #expect(
                GtkTest.wait(for: "the title cell above in view, column \(column)", seconds: 5) { isInView(30 + column) })
            #expect(harness.grid.focusedRow() == 33 + column)
        }
    }

    @Test(
        "Up onto a section's first grid row brings its title cell into view where the section starts mid-row",
        .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
    func movingUpShowsATitleInTheSameRow() throws {
        let keyboard = try #require(InputDisplay.shared())
        // Three columns, sections not padded: [a] 0…27 in rows 0–28 (grid rows 0–9, [b]'s row
        // begun), [b] at row 29, the last of grid row 9; b's items 100…144 in rows 30–74.
        let snapshot = ListSnapshot(sections: [
            .init(id: "a", items: (0..<28).map { Entry(id: $0, text: "a") }),
            .init(id: "b", items: (100..<145).map { Entry(id: $0, text: "b") }),
        ])
        let harness = GridHarness(snapshot, selectionMode: .single, height: 300, minColumns: 3, maxColumns: 3, input: keyboard)
        defer { harness.destroy() }
        try #require(harness.columnCount() == 3)
        try #require(keyboard.focus(harness.window))
        func isInView(_ row: Int) -> Bool {
            harness.waitForFrames()
            guard let widget = harness.slot(at: row)?.rowWidget, gtk_widget_get_child_visible(widget) != 0 else {
                return false
            }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(widget, harness.grid.widget, &bounds) != 0 else { return false }
            let height = Float(gtk_widget_get_height(harness.grid.widget))
            return bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= height
        }
        let start = 30 + 3 * 12
        harness.grid.focus(row: start)
        try #require(GtkTest.wait(for: "row \(start) focused", seconds: 20) { harness.grid.focusedRow() == start })
        try #require(GtkTest.wait(for: "the title away", seconds: 5) { !isInView(29) })
        for row in stride(from: start - 3, through: 30, by: -3) {
            keyboard.press("Up")
            try #require(GtkTest.wait(for: "Up to focus row \(row)", seconds: 20) { harness.grid.focusedRow() == row })
        }
        #expect(GtkTest.wait(for: "the title of b in view", seconds: 5) { isInView(29) })
    }

    @Test("section headers and footers are title cells: their own cell, styled, inert, as wide as an item's")
    func sectionTitleCells() throws {
        var sections = ListHarness.snapshot(sections: ["a", "b"], ids: Array(0..<10)).sections
        sections[1].showsFooter = true
        let harness = GridHarness(ListSnapshot(sections: sections))
        defer { harness.destroy() }
        #expect(harness.mismatchedRows().isEmpty)
        // Rows: [a], 0, 2, 4, 6, 8, [b], 1, 3, 5, 7, 9, (b)
        let header = try #require(harness.slot(at: 6))
        let footer = try #require(harness.slot(at: 12))
        let item = try #require(harness.slot(at: 7))
        let itemWidget = try #require(item.rowWidget)
        #expect((header.cell as? HeaderTestCell)?.label.text == "[b]")
        #expect((footer.cell as? HeaderTestCell)?.label.text == "(b)")
        for (slot, kind) in [(header, "header"), (footer, "footer")] {
            let widget = try #require(slot.rowWidget)
            #expect(gtk_widget_has_css_class(widget, kind) != 0)
            #expect(gtk_list_item_get_selectable(slot.listItem) == 0)
            #expect(gtk_list_item_get_activatable(slot.listItem) == 0)
            #expect(gtk_widget_get_focusable(widget) == 0)
            #expect(gtk_widget_get_width(widget) == gtk_widget_get_width(itemWidget))
        }
        #expect(gtk_list_item_get_selectable(item.listItem) != 0)
    }

    @Test("over a long grid scrolled about, the grid builds at most twice the cells GTK keeps bound")
    func cellsBuiltStayNearWhatGtkKeeps() throws {
        let harness = GridHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<20_000)))
        defer { harness.destroy() }
        for row in [5_000, 12_000, 19_990, 100, 9_000] {
            harness.grid.scroll(toRow: row)
            GtkTest.wait(for: "row \(row) bound") { harness.grid.boundCells.contains { $0.row == row } }
            harness.waitForFrames()
        }
        #expect(harness.mismatchedRows().isEmpty)
        let built = harness.grid.statistics.cellsBuilt
        let bound = harness.grid.boundRowCount
        #expect(bound > 10)
        #expect(built <= 2 * bound, "\(built) cells built for \(bound) bound")
    }
}
