import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// A row of the Tab tests: its text, and a button (a control of the row, as a switch or a
/// drop-down in a settings row).
final class ControlCell: TestLabelCell {
    let button = gtk_button_new_with_label("Edit")!

    required init() {
        super.init()
        gtk_box_append(GtkPointer.cast(root, to: GtkBox.self), button)
    }
}

/// Which of Rows' views a Tab test shows.
enum TabTestView: String, CustomTestStringConvertible, CaseIterable {
    case list, grid, columns
    var testDescription: String { rawValue }
}

/// A window of a button "before", one of Rows' views of 500 rows (each a ``ControlCell`` when
/// `controls`, else a label), and a button "after", on the private input display.
@MainActor
private final class TabHarness {
    let window: UnsafeMutablePointer<GtkWindow>
    let before = gtk_button_new_with_label("Before")!
    let after = gtk_button_new_with_label("After")!
    /// The view, kept alive by the window.
    private let owner: AnyObject
    /// The GtkListView or GtkGridView whose children are the rows.
    let rowsView: UnsafeMutablePointer<GtkWidget>
    let focusRow: @MainActor (Int) -> Void
    let focusedRow: @MainActor () -> Int?
    let setTabBehavior: @MainActor (TabBehavior) -> Void

    init(_ kind: TabTestView, controls: Bool, input: InputDisplay) {
        GtkTest.initialize()
        let viewModel = ListViewModel(ListSnapshot(items: (0..<500).map { Entry(id: $0, text: "row") }))
        let withControl = CellRegistration<ControlCell, Entry> { cell, entry in cell.label.text = entry.shownText }
        let plain = CellRegistration<EvenCell, Entry> { cell, entry in cell.label.text = entry.shownText }
        let viewWidget: UnsafeMutablePointer<GtkWidget>
        switch kind {
        case .list:
            let list = ListView(viewModel) { cells, entry in
                controls ? cells.cell(using: withControl, for: entry) : cells.cell(using: plain, for: entry)
            }
            (owner, viewWidget, rowsView) = (list, list.widget, list.listView)
            (focusRow, focusedRow) = ({ list.focus(row: $0) }, { list.focusedRow() })
            setTabBehavior = { list.tabBehavior = $0 }
        case .grid:
            let grid = GridView(viewModel, minColumns: 3, maxColumns: 3) { cells, entry in
                controls ? cells.cell(using: withControl, for: entry) : cells.cell(using: plain, for: entry)
            }
            (owner, viewWidget, rowsView) = (grid, grid.widget, grid.gridView)
            (focusRow, focusedRow) = ({ grid.focus(row: $0) }, { grid.focusedRow() })
            setTabBehavior = { grid.tabBehavior = $0 }
        case .columns:
            let texts = CellRegistration<OddCell, Int> { cell, id in cell.label.text = "#\(id)" }
            let first: ColumnView<SingleSection, Entry>.Column =
                controls
                ? .init("Row", using: withControl, width: .expanding) : .init("Row", using: plain, width: .expanding)
            let columns = ColumnView(viewModel, columns: [first, .init("ID", using: texts, value: \.id)])
            (owner, viewWidget, rowsView) = (columns, columns.widget, columns.innerListView!)
            (focusRow, focusedRow) = ({ columns.focus(row: $0) }, { columns.focusedRow() })
            setTabBehavior = { columns.tabBehavior = $0 }
        }
        window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        gtk_window_set_default_size(window, 480, 500)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_vexpand(viewWidget, 1)
        for widget in [before, viewWidget, after] { gtk_box_append(GtkPointer.cast(box, to: GtkBox.self), widget) }
        gtk_window_set_child(window, box)
        input.take(window)
        gtk_window_present(window)
        GtkTest.waitForFrames(of: rowsView)
    }

    /// The window's focus widget.
    var focus: UnsafeMutablePointer<GtkWidget>? { gtk_window_get_focus(window) }

    /// Where the focus is, in words: "before", "after", "row N" (the row itself), "row N's control",
    /// or another widget's type.
    var place: String {
        guard let focus else { return "nothing" }
        if focus == before { return "before" }
        if focus == after { return "after" }
        if let row = focusedRow() {
            return g_type_is_a(rows_type_of(UnsafeMutableRawPointer(focus)), gtk_button_get_type()) != 0
                ? "row \(row)'s control" : "row \(row)"
        }
        return String(cString: rows_type_name_of(focus))
    }

    func destroy() {
        gtk_window_destroy(window)
        GtkTest.drain()
        _ = owner
    }
}

/// Real Tab and Shift+Tab presses (xdotool through a private X server) on Rows' three views.
@MainActor
@Suite(
    "Tab and Shift+Tab in Rows' views", .enabled(if: GtkTest.hasDisplay && InputDisplay.isAvailable, "needs Xvfb and xdotool"),
    .serialized)
struct TabBehaviorTests {
    /// Presses `keys` one at a time; after each, the place the focus is at must be the next of
    /// `places`.
    private func walk(_ keys: [String], expecting places: [String], in harness: TabHarness, input: InputDisplay) throws {
        for (number, (key, place)) in zip(keys, places).enumerated() {
            input.press(key)
            let reached = GtkTest.wait(for: "step \(number): \(key) to \(place)", seconds: 20) { harness.place == place }
            try #require(reached, "step \(number): \(key) left the focus at \(harness.place); the steps after depend on it")
        }
    }

    /// A harness of `kind` whose window has the keyboard, with `behavior`, and row `row` itself
    /// focused (the window destroyed if that fails).
    private func started(
        _ kind: TabTestView, controls: Bool, behavior: TabBehavior = .withinRow, focusing row: Int, input: InputDisplay
    ) throws -> TabHarness {
        let harness = TabHarness(kind, controls: controls, input: input)
        do {
            harness.setTabBehavior(behavior)
            try #require(input.focus(harness.window))
            harness.focusRow(row)
            try #require(GtkTest.wait(for: "row \(row) itself focused") { harness.place == "row \(row)" })
            return harness
        } catch {
            harness.destroy()
            throw error
        }
    }

    @Test(
        "by default a view is one stop: Tab goes from the focused row to its control and out of the view, Shift+Tab back in, to the row and out before it",
        arguments: TabTestView.allCases)
    func withinRowLeavesTheView(kind: TabTestView) throws {
        let input = try #require(InputDisplay.shared())
        let harness = try started(kind, controls: true, focusing: 6, input: input)
        defer { harness.destroy() }
        // Into the view again, GTK gives the focus to the row's control (`GtkListItemWidget`).
        try walk(
            ["Tab", "Tab", "shift+Tab", "shift+Tab", "shift+Tab", "Tab", "Tab"],
            expecting: [
                "row 6's control", "after", "row 6's control", "row 6", "before", "row 6's control", "after",
            ],
            in: harness, input: input)
        #expect(gtk_widget_get_can_focus(harness.rowsView) != 0, "the view takes the focus again")
    }

    @Test(
        "by default Tab from a row with no control leaves the view at once, and comes back to the same row",
        arguments: TabTestView.allCases)
    func withinRowWithoutControls(kind: TabTestView) throws {
        let input = try #require(InputDisplay.shared())
        let harness = try started(kind, controls: false, focusing: 4, input: input)
        defer { harness.destroy() }
        try walk(
            ["Tab", "shift+Tab", "shift+Tab", "Tab", "Tab"], expecting: ["after", "row 4", "before", "row 4", "after"],
            in: harness, input: input)
    }

    @Test(
        "across rows, Tab goes on to the next row and Shift+Tab back to the row before, as GTK 4.8 does",
        arguments: TabTestView.allCases)
    func acrossRowsWalksTheRows(kind: TabTestView) throws {
        let input = try #require(InputDisplay.shared())
        let harness = try started(kind, controls: false, behavior: .acrossRows, focusing: 4, input: input)
        defer { harness.destroy() }
        try walk(
            ["Tab", "Tab", "shift+Tab", "shift+Tab", "shift+Tab"], expecting: ["row 5", "row 6", "row 5", "row 4", "row 3"],
            in: harness, input: input)
    }

    @Test(
        "across rows, Tab past a section's title goes into the next row as GTK goes into a row: to its control, as within a section"
    )
    func acrossRowsPastATitleGoesToTheControl() throws {
        let input = try #require(InputDisplay.shared())
        GtkTest.initialize()
        // Rows 0 [a], 1–3, 4 [b], 5–7: every item a row with a button.
        let viewModel = ListViewModel(ListHarness.snapshot(sections: ["a", "b"], ids: Array(0..<6)))
        let cells = CellRegistration<ControlCell, Entry> { cell, entry in cell.label.text = entry.shownText }
        let list = ListView(viewModel) { make, entry in make.cell(using: cells, for: entry) }
        list.headers(
            using: CellRegistration<HeaderTestCell, ListView<String, Entry>.Section> { cell, section in
                cell.label.text = "[\(section.id)]"
            })
        list.tabBehavior = .acrossRows
        let window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        gtk_window_set_default_size(window, 360, 600)
        gtk_window_set_child(window, list.widget)
        input.take(window)
        gtk_window_present(window)
        defer { gtk_window_destroy(window) }
        try #require(input.focus(window))
        GtkTest.waitForFrames(of: list.listView)
        let place: () -> String = {
            guard let focus = gtk_window_get_focus(window), let row = list.focusedRow() else { return "elsewhere" }
            return g_type_is_a(rows_type_of(UnsafeMutableRawPointer(focus)), gtk_button_get_type()) != 0
                ? "row \(row)'s control" : "row \(row)"
        }
        list.focus(row: 3)
        try #require(GtkTest.wait(for: "row 3 focused") { place() == "row 3" })
        for (key, expected) in [
            ("Tab", "row 3's control"), ("Tab", "row 5's control"), ("Tab", "row 6's control"), ("shift+Tab", "row 5's control"),
            ("shift+Tab", "row 3's control"),
        ] {
            input.press(key)
            #expect(GtkTest.wait(for: "\(key) to \(expected)") { place() == expected }, "the focus is on \(place())")
        }
    }
}
