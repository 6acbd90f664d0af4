import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// Where a `ColumnView` and a `GridView` go when a search ends, on real GTK widgets: back to the rows
/// shown before it, or to the row picked among the results (`SearchTests` shows the same on a
/// `ListView`).
@Suite(
    "Search return on a real GtkColumnView and GtkGridView",
    .enabled(if: GtkTest.hasDisplay, "needs a display (run under xvfb-run)"), .serialized)
@MainActor
struct SearchReturnTests {
    /// Searches `model` for `query` and waits until GTK shows its result.
    private func search<Item>(
        _ query: String, in model: ListViewModel<String, Item>, text: @escaping @Sendable (Item) -> String,
        framesOf view: UnsafeMutablePointer<GtkWidget>, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        model.search(query, in: text)
        GtkTest.wait(for: "the search for “\(query)” to come back", sourceLocation: sourceLocation) {
            model.filter?.query == (query.isEmpty ? nil : query) && !model.isSearchPending
        }
        GtkTest.waitForFrames(of: view, sourceLocation: sourceLocation)
    }

    /// Puts a search entry above `view` in `window`, with the keyboard, as in an app; returns it.
    private func entryAbove(_ view: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWindow>)
        -> UnsafeMutablePointer<GtkWidget>
    {
        let entry = gtk_entry_new()!
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        g_object_ref(GtkPointer.raw(view))
        gtk_window_set_child(window, nil)
        gtk_window_set_child(window, box)
        gtk_box_append(GtkPointer.cast(box, to: GtkBox.self), entry)
        gtk_box_append(GtkPointer.cast(box, to: GtkBox.self), view)
        g_object_unref(GtkPointer.raw(view))
        gtk_widget_grab_focus(entry)
        return entry
    }

    @Test("a column view comes back to the rows it showed before the search, above or below where the results left it")
    func columnViewGoesBack() throws {
        let harness = ColumnHarness(ColumnHarness.rows(100_000))
        defer { harness.destroy() }
        let view = harness.view
        let model = harness.viewModel
        let name: @Sendable (FileRow) -> String = { $0.name }
        view.scroll(toRow: 40_000)
        harness.waitForFrames()
        let before = try #require(view.visibleRows)
        #expect(before.contains(40_000))

        search("file 099999", in: model, text: name, framesOf: view.columnView)
        #expect(model.displayed.itemCount == 1)
        search("", in: model, text: name, framesOf: view.columnView)
        let after = try #require(view.visibleRows)
        #expect(after.lowerBound == before.lowerBound, "\(before) before the search, \(after) after")
        #expect(harness.mismatchedCells() == [])

        // Results scrolled to their top, the rows before the search far below it.
        view.scroll(toRow: 90_000)
        harness.waitForFrames()
        let top = try #require(view.visibleRows).lowerBound
        search("file 0001", in: model, text: name, framesOf: view.columnView)
        #expect(model.displayed.itemCount >= 100 && model.displayed.items.allSatisfy { $0.name.contains("0001") })
        view.scroll(toRow: 0)
        harness.waitForFrames()
        search("", in: model, text: name, framesOf: view.columnView)
        #expect(try #require(view.visibleRows).lowerBound == top, "the top row before the search")
    }

    @Test("a row of a column view focused among the results keeps the focus, in view, when the search ends")
    func columnViewKeepsThePick() throws {
        let harness = ColumnHarness(ColumnHarness.rows(100_000), selectionMode: .single)
        defer { harness.destroy() }
        let view = harness.view
        let model = harness.viewModel
        let name: @Sendable (FileRow) -> String = { $0.name }
        let entry = entryAbove(view.widget, in: harness.window)
        view.scroll(toRow: 20_000)
        harness.waitForFrames()

        // The keyboard goes from the entry to a row found.
        search("file 09999", in: model, text: name, framesOf: view.columnView)
        let found = try #require(model.rows.lastIndex { $0.item != nil })
        let id = try #require(model.rows[found].item?.id)
        view.focus(row: found)
        try #require(GtkTest.wait(for: "the found row to take the focus") { view.focusedRow() == found })
        search("", in: model, text: name, framesOf: view.columnView)
        let row = try #require(model.rows.row(ofItem: id))
        #expect(
            GtkTest.wait(for: "row \(row) in view") { view.visibleRows?.contains(row) ?? false },
            "\(String(describing: view.visibleRows))")
        #expect(view.focusedRow() == row)

        // Selected while the search shows, the keyboard in the entry: the selected row comes into view.
        gtk_widget_grab_focus(entry)
        view.scroll(toRow: 0)
        harness.waitForFrames()
        search("file 05", in: model, text: name, framesOf: view.columnView)
        let picked = try #require(model.rows.last?.item)
        model.select([picked.id])
        search("", in: model, text: name, framesOf: view.columnView)
        let pickedRow = try #require(model.rows.row(ofItem: picked.id))
        #expect(try #require(view.visibleRows).contains(pickedRow), "the selected row \(pickedRow) in view")
    }

    @Test("a grid comes back to the cells it showed before the search; a cell focused among the results stays in view")
    func gridGoesBack() throws {
        let harness = GridHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<100_000)), selectionMode: .single)
        defer { harness.destroy() }
        let grid = harness.grid
        let model = harness.viewModel
        let text: @Sendable (Entry) -> String = { $0.shownText }
        _ = entryAbove(grid.widget, in: harness.window)
        grid.scroll(toRow: 40_000)
        harness.waitForFrames()
        let before = try #require(grid.visibleRows)
        #expect(before.contains(40_000))

        search("99999", in: model, text: text, framesOf: grid.gridView)
        #expect(model.displayed.itemCount == 1)
        search("", in: model, text: text, framesOf: grid.gridView)
        let after = try #require(grid.visibleRows)
        // The same line of cells first: GTK's grid scrolls by lines.
        #expect(abs(after.lowerBound - before.lowerBound) < harness.columnCount(), "\(before) before the search, \(after) after")
        #expect(harness.mismatchedRows() == [])

        // The keyboard goes from the entry to a cell found.
        search("9999", in: model, text: text, framesOf: grid.gridView)
        let found = try #require(model.rows.lastIndex { $0.item != nil })
        let id = try #require(model.rows[found].item?.id)
        grid.focus(row: found)
        try #require(GtkTest.wait(for: "the found cell to take the focus") { grid.focusedRow() == found })
        search("", in: model, text: text, framesOf: grid.gridView)
        let row = try #require(model.rows.row(ofItem: id))
        #expect(
            GtkTest.wait(for: "cell \(row) in view") { grid.visibleRows?.contains(row) ?? false },
            "\(String(describing: grid.visibleRows))")
        #expect(grid.focusedRow() == row)
    }
}
