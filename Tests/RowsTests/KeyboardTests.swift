import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// Real key presses and clicks (xdotool through a private X server) on a real GtkListView.
@MainActor
@Suite(
    "Real keys and clicks on a GtkListView",
    .enabled(if: GtkTest.hasDisplay && InputDisplay.isAvailable, "needs Xvfb and xdotool"),
    .serialized)
struct KeyboardTests {
    /// Sections a (items 0–2), b (3–5, with a footer) and c (6–8): rows 0 [a], 1–3, 4 [b], 5–7,
    /// 8 (b), 9 [c], 10–12.
    private static let snapshot = ListSnapshot(sections: [
        .init(id: "a", items: (0..<3).map { Entry(id: $0, text: "a") }),
        .init(id: "b", items: (3..<6).map { Entry(id: $0, text: "b") }, showsFooter: true),
        .init(id: "c", items: (6..<9).map { Entry(id: $0, text: "c") }),
    ])

    @Test("Down and Up skip header and footer rows; single selection follows the focus and never holds a header")
    func arrowKeysSkipHeaders() throws {
        let keyboard = try #require(InputDisplay.shared())
        let harness = ListHarness(Self.snapshot, selectionMode: .single, input: keyboard)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        let selection = try #require(list.selectionModel)
        let rows = harness.viewModel.rows
        let watch = SupplementarySelectionWatch(selection, rows: rows)
        try #require(keyboard.focus(harness.window))
        let first = try #require(harness.slot(at: 1)?.rowWidget)
        try #require(gtk_widget_grab_focus(first) != 0)
        try #require(list.focusedRow() == 1)

        // (key, the row focused after it, the item selected)
        let steps: [(String, Int, Int)] = [
            ("Down", 2, 1), ("Down", 3, 2), ("Down", 5, 3), ("Down", 6, 4), ("Down", 7, 5), ("Down", 10, 6),
            ("Down", 11, 7), ("Up", 10, 6), ("Up", 7, 5), ("Up", 6, 4), ("Up", 5, 3), ("Up", 3, 2), ("Up", 2, 1),
            ("Up", 1, 0),
        ]
        for (number, (key, row, item)) in steps.enumerated() {
            keyboard.press(key)
            let reached = GtkTest.wait(for: "step \(number): \(key) to focus row \(row)", seconds: 20) {
                list.focusedRow() == row && harness.viewModel.selectedIDs == [item]
            }
            #expect(list.focusedRow() == row, "step \(number): \(key)")
            #expect(harness.viewModel.selectedIDs == [item], "step \(number): \(key)")
            let selectedRows = (0..<rows.count).filter { gtk_selection_model_is_selected(selection, guint($0)) != 0 }
            #expect(selectedRows == [row], "step \(number): GTK's selection")
            try #require(reached, "the steps after depend on this one")
        }
        // Up on the first item: nothing above but the header; focus and selection stay.
        keyboard.press("Up")
        GtkTest.waitForFrames(of: list.listView)
        #expect(list.focusedRow() == 1)
        #expect(harness.viewModel.selectedIDs == [0])
        #expect(watch.rows == [], "GTK's selection held header or footer rows \(watch.rows)")
    }

    @Test(
        "Shift+Down and Shift+Up extend the selection across a section's header, and from where Home went; GTK's selection ends with no header"
    )
    func shiftExtendsAcrossHeaders() throws {
        let keyboard = try #require(InputDisplay.shared())
        let harness = ListHarness(Self.snapshot, selectionMode: .multiple, input: keyboard)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        let selection = try #require(list.selectionModel)
        try #require(keyboard.focus(harness.window))
        list.focus(row: 3)
        try #require(GtkTest.wait(for: "row 3 (item 2) focused") { list.focusedRow() == 3 })
        keyboard.press("Down")
        keyboard.press("Up")
        try #require(GtkTest.wait(for: "item 2 selected") { harness.viewModel.selectedIDs == [2] && list.focusedRow() == 3 })

        // (key, the row focused after it, the items selected)
        let steps: [(String, Int, Set<Int>)] = [
            ("shift+Down", 5, [2, 3]), ("shift+Down", 6, [2, 3, 4]), ("shift+Up", 5, [2, 3]), ("shift+Up", 3, [2]),
            ("shift+Up", 2, [1, 2]), ("Down", 3, [2]), ("Home", 1, [0]), ("shift+Down", 2, [0, 1]), ("End", 12, [8]),
            ("shift+Up", 11, [7, 8]),
        ]
        for (number, (key, row, items)) in steps.enumerated() {
            keyboard.press(key)
            let reached = GtkTest.wait(for: "step \(number): \(key) to focus row \(row)", seconds: 20) {
                list.focusedRow() == row && Set(harness.viewModel.selectedIDs) == items
            }
            #expect(list.focusedRow() == row, "step \(number): \(key)")
            #expect(Set(harness.viewModel.selectedIDs) == items, "step \(number): \(key)")
            try #require(reached, "the steps after depend on this one")
        }
        GtkTest.waitForFrames(of: list.listView)
        let rows = harness.viewModel.rows
        let selectedSupplementary = (0..<rows.count).filter {
            rows[$0].isSupplementary && gtk_selection_model_is_selected(selection, guint($0)) != 0
        }
        #expect(selectedSupplementary == [], "GTK's selection holds header or footer rows")
    }

    @Test("Across rows, Tab and Shift+Tab go from item to item, passing over header and footer rows, and select nothing")
    func tabPassesOverHeadersAndFooters() throws {
        let keyboard = try #require(InputDisplay.shared())
        let harness = ListHarness(Self.snapshot, selectionMode: .single, input: keyboard)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        list.tabBehavior = .acrossRows
        try #require(keyboard.focus(harness.window))
        try #require(gtk_widget_grab_focus(try #require(harness.slot(at: 1)?.rowWidget)) != 0)

        // (key, the row focused after it): GTK alone stops at row 3, the last before the header.
        let steps: [(String, Int)] = [
            ("Tab", 2), ("Tab", 3), ("Tab", 5), ("Tab", 6), ("Tab", 7), ("Tab", 10), ("Tab", 11),
            ("shift+Tab", 10), ("shift+Tab", 7), ("shift+Tab", 6), ("shift+Tab", 5), ("shift+Tab", 3),
        ]
        for (number, (key, row)) in steps.enumerated() {
            keyboard.press(key)
            let reached = GtkTest.wait(for: "step \(number): \(key) to focus row \(row)", seconds: 20) {
                list.focusedRow() == row
            }
            try #require(reached, "step \(number): \(key); the steps after depend on it")
        }
        #expect(harness.viewModel.selectedIDs.isEmpty, "Tab moves the focus only")
    }

    @Test("End and Home go to the last and first item when the list ends in a footer and starts with a header")
    func homeAndEndPassOverHeadersAndFooters() throws {
        // Rows 0 [a], 1–3, 4 [b], 5–7, 8 (b): a header first, a footer last.
        let snapshot = ListSnapshot(sections: [
            .init(id: "a", items: (0..<3).map { Entry(id: $0, text: "a") }),
            .init(id: "b", items: (3..<6).map { Entry(id: $0, text: "b") }, showsFooter: true),
        ])
        let keyboard = try #require(InputDisplay.shared())
        let harness = ListHarness(snapshot, selectionMode: .single, input: keyboard)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        try #require(keyboard.focus(harness.window))
        try #require(gtk_widget_grab_focus(try #require(harness.slot(at: 2)?.rowWidget)) != 0)

        keyboard.press("End")
        #expect(GtkTest.wait(for: "End to focus the last item", seconds: 20) { list.focusedRow() == 7 })
        #expect(harness.viewModel.selectedIDs == [5])
        keyboard.press("Home")
        #expect(GtkTest.wait(for: "Home to focus the first item", seconds: 20) { list.focusedRow() == 1 })
        #expect(harness.viewModel.selectedIDs == [0])
    }

    @Test("Home, and Up or Shift+Tab onto a section's first item, bring the section's header into view above it")
    func movingUpShowsTheSectionHeader() throws {
        // Rows 0 [a], 1–40, 41 [b], 42–81, 82 [c], 83–122: a section is taller than the window.
        let snapshot = ListSnapshot(
            sections: ["a", "b", "c"].enumerated().map { index, id in
                .init(id: id, items: (index * 40..<(index + 1) * 40).map { Entry(id: $0, text: id) })
            })
        let keyboard = try #require(InputDisplay.shared())
        let harness = ListHarness(snapshot, selectionMode: .single, height: 400, input: keyboard)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        list.tabBehavior = .acrossRows  // for Shift+Tab onto the row above
        try #require(keyboard.focus(harness.window))
        /// The top of `row`'s widget in the list's viewport, once GTK has laid out what is pending;
        /// nil when the row is not built or not shown.
        func top(ofRow row: Int) -> Float? {
            harness.waitForFrames()
            guard let widget = harness.slot(at: row)?.rowWidget, gtk_widget_get_child_visible(widget) != 0 else { return nil }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(widget, list.widget, &bounds) != 0 else { return nil }
            return bounds.origin.y
        }
        func shows(header row: Int) -> Bool { (top(ofRow: row) ?? -1) >= 0 }

        // Up, a row at a time, from deep in section b to its first item: GTK scrolls as little as
        // shows each row, which would leave the title of b above the view.
        list.focus(row: 70)
        try #require(GtkTest.wait(for: "row 70 focused", seconds: 20) { list.focusedRow() == 70 })
        for row in stride(from: 69, through: 42, by: -1) {
            keyboard.press("Up")
            try #require(GtkTest.wait(for: "Up to focus row \(row)", seconds: 20) { list.focusedRow() == row })
        }
        #expect(
            GtkTest.wait(for: "the header of b in view", seconds: 5) { shows(header: 41) },
            "at \(String(describing: top(ofRow: 41)))")
        #expect(list.focusedRow() == 42)

        // Shift+Tab onto b's first item from the row below it, come to the top of the view by Down.
        list.scroll(toRow: 80)
        try #require(GtkTest.wait(for: "the header of b scrolled away", seconds: 5) { !shows(header: 41) })
        keyboard.press("Down")
        try #require(GtkTest.wait(for: "Down to row 43", seconds: 20) { list.focusedRow() == 43 })
        try #require(GtkTest.wait(for: "the header of b still away", seconds: 5) { !shows(header: 41) })
        keyboard.press("shift+Tab")
        try #require(GtkTest.wait(for: "Shift+Tab to row 42", seconds: 20) { list.focusedRow() == 42 })
        #expect(
            GtkTest.wait(for: "the header of b in view again", seconds: 5) { shows(header: 41) },
            "at \(String(describing: top(ofRow: 41)))")

        // Home from the end: the first item, the list's first header above it.
        keyboard.press("End")
        try #require(GtkTest.wait(for: "End to focus the last item", seconds: 20) { list.focusedRow() == 122 })
        keyboard.press("Home")
        try #require(GtkTest.wait(for: "Home to focus the first item", seconds: 20) { list.focusedRow() == 1 })
        #expect(
            GtkTest.wait(for: "the first header in view", seconds: 5) { shows(header: 0) },
            "at \(String(describing: top(ofRow: 0)))")
    }

    @Test("clicks on header and footer rows select nothing in single selection; a click on an item selects it")
    func clicksNeverSelectHeaders() throws {
        let input = try #require(InputDisplay.shared())
        let harness = ListHarness(Self.snapshot, selectionMode: .single, input: input)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        let selection = try #require(list.selectionModel)
        let rows = harness.viewModel.rows
        let watch = SupplementarySelectionWatch(selection, rows: rows)
        try #require(input.focus(harness.window))
        let widget = { (row: Int) throws -> UnsafeMutablePointer<GtkWidget> in
            try #require(harness.slot(at: row)?.rowWidget, "row \(row) on screen")
        }
        // (row clicked, the item selected after: a header or footer leaves the selection as it was)
        let steps: [(row: Int, item: Int?)] = [(4, nil), (5, 3), (0, 3), (8, 3), (11, 7), (9, 7)]
        for (number, step) in steps.enumerated() {
            try #require(input.click(try widget(step.row), in: harness.window))
            if rows[step.row].isSupplementary {
                GtkTest.waitForFrames(of: list.listView)  // the click handled, and drawn
            } else {
                GtkTest.wait(for: "step \(number): a click on row \(step.row) to select item \(step.item!)") {
                    harness.viewModel.selectedIDs == [step.item!]
                }
            }
            #expect(harness.viewModel.selectedIDs == Set(step.item.map { [$0] } ?? []), "step \(number): row \(step.row)")
            let selectedRows = (0..<rows.count).filter { gtk_selection_model_is_selected(selection, guint($0)) != 0 }
            #expect(selectedRows.allSatisfy { !rows[$0].isSupplementary }, "step \(number): GTK's selection \(selectedRows)")
        }
        #expect(!harness.viewModel.selectRow(4), "the view model refuses a header too")
        #expect(watch.rows == [], "GTK's selection held header or footer rows \(watch.rows)")
    }
}

/// The header and footer rows GTK's selection model held, checked whenever the selection changes: it
/// must never hold one.
@MainActor
private final class SupplementarySelectionWatch {
    private(set) var rows: [Int] = []

    init(_ selection: OpaquePointer, rows shown: FlatRows<String, Entry>) {
        Signal.connect(
            UnsafeMutableRawPointer(selection), "selection-changed",
            twoPositions: { [weak self] _, _ in
                for row in 0..<shown.count
                where shown[row].isSupplementary && gtk_selection_model_is_selected(selection, guint(row)) != 0 {
                    self?.rows.append(row)
                }
            })
    }
}
