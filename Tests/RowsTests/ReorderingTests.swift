import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// Reordering on a real GtkListView: drags made with real pointer events (xdotool on a private
/// Xvfb, GDK's X11 backend), Alt+Up / Alt+Down with real keys.
@MainActor
@Suite(
    "Reordering rows by drag and drop and by keyboard", .serialized,
    .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
struct ReorderingTests {
    /// Sections a (0, 2, 4, 6, 8) and b (1, 3, 5, 7, 9). Rows: [a] 0 2 4 6 8 [b] 1 3 5 7 9.
    private func harness(_ input: InputDisplay, ids: [Int] = Array(0..<10), height: Int32 = 600) -> ListHarness {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a", "b"], ids: ids), height: height, input: input)
        harness.list?.reordersItems()
        return harness
    }

    private func ids(_ harness: ListHarness, _ section: String) -> [Int] {
        ((try? harness.viewModel.snapshot.items(inSection: section)) ?? []).map(\.id)
    }

    @Test("a row dragged with the pointer lands where the indicator showed, as one move that keeps its widget")
    func dragMovesTheRow() throws {
        let input = try #require(InputDisplay.shared())
        let harness = harness(input)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        try #require(input.focus(harness.window))
        var updates: [ListUpdate<String, Entry>] = []
        let observation = harness.viewModel.observe { updates.append($0) }
        defer { observation.cancel() }
        let dragged = try #require(harness.slot(at: 1)?.rowWidget)  // item 0
        let target = try #require(harness.slot(at: 3)?.rowWidget)  // item 4
        let height = Double(gtk_widget_get_height(target))
        let width = Double(gtk_widget_get_width(target))

        input.pressMouse(on: dragged, at: (width / 2, height / 2), in: harness.window)
        input.moveMouse(to: dragged, at: (width / 2, height), in: harness.window)
        // The lower half of item 4's row: just after item 4.
        input.moveMouse(to: target, at: (width / 2, height * 0.75), in: harness.window)
        GtkTest.wait(for: "the drop indicator under item 4") { list.dropIndicator == DropIndicator(row: 3, edge: .bottom) }
        #expect(list.dropIndicator == DropIndicator(row: 3, edge: .bottom))
        #expect(list.showsDropIndicator(onRow: 3))
        #expect(gtk_widget_has_css_class(target, "drop-below") != 0)
        #expect(ids(harness, "a") == [0, 2, 4, 6, 8], "nothing moves before the drop")
        harness.itemsChanged.removeAll()
        input.releaseMouse()

        GtkTest.wait(for: "the drop to move item 0") { ids(harness, "a") == [2, 4, 0, 6, 8] }
        harness.waitForFrames()
        #expect(ids(harness, "a") == [2, 4, 0, 6, 8])
        #expect(ids(harness, "b") == [1, 3, 5, 7, 9])
        // The diff: one move, one splice pair; GTK: one emission over it, so the row keeps its widget.
        try #require(updates.count == 1)
        #expect(updates[0].splices.map { [$0.position, $0.removed, $0.added] } == [[1, 1, 0], [3, 0, 1]])
        #expect(harness.itemsChanged.map { [$0.position, $0.removed, $0.added] } == [[1, 3, 3]])
        #expect(harness.slot(at: 3)?.rowWidget == dragged, "the dragged row keeps its widget")
        #expect(harness.mismatchedRows().isEmpty)
        #expect(list.dropIndicator == nil && !list.showsDropIndicator(onRow: 3), "the indicator goes with the drop")
    }

    @Test("a row dropped on a section's header goes first in that section; dropped on itself, nowhere")
    func dragAcrossSections() throws {
        let input = try #require(InputDisplay.shared())
        let harness = harness(input)
        defer { harness.destroy() }
        try #require(input.focus(harness.window))
        let dragged = try #require(harness.slot(at: 2)?.rowWidget)  // item 2
        let header = try #require(harness.slot(at: 6)?.rowWidget)  // [b]
        let (width, height) = (Double(gtk_widget_get_width(dragged)), Double(gtk_widget_get_height(dragged)))
        // On itself: a drag that ends where it began moves nothing.
        input.pressMouse(on: dragged, at: (width / 2, height / 2), in: harness.window)
        input.moveMouse(to: dragged, at: (width / 2 + 30, height * 0.3), in: harness.window)
        input.releaseMouse()
        GtkTest.wait(for: "the drag on itself to end") { harness.list?.isDraggingRow == false }
        harness.waitForFrames()
        #expect(ids(harness, "a") == [0, 2, 4, 6, 8])
        // Past the double-click time, or GTK takes the second press for a double click (activation).
        _ = GtkTest.spin(seconds: 0.6) { false }

        input.pressMouse(on: dragged, at: (width / 2, height / 2), in: harness.window)
        input.moveMouse(to: header, at: (width / 2, Double(gtk_widget_get_height(header)) * 0.8), in: harness.window)
        input.releaseMouse()
        GtkTest.wait(for: "item 2 to move into b") { ids(harness, "b").first == 2 }
        #expect(ids(harness, "a") == [0, 4, 6, 8])
        #expect(ids(harness, "b") == [2, 1, 3, 5, 7, 9])
        harness.waitForFrames()
        #expect(harness.mismatchedRows().isEmpty)
    }

    @Test("while GTK scrolls the list under a pointer resting at its edge, the indicator follows; the row lands where it shows")
    func indicatorFollowsTheScroll() throws {
        let input = try #require(InputDisplay.shared())
        let harness = harness(input, ids: Array(0..<200), height: 300)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        try #require(input.focus(harness.window))
        let adjustment = try #require(gtk_scrollable_get_vadjustment(OpaquePointer(list.listView)))
        #expect(gtk_adjustment_get_value(adjustment) == 0)
        let dragged = try #require(harness.slot(at: 1)?.rowWidget)  // item 0
        let (width, height) = (Double(gtk_widget_get_width(dragged)), Double(gtk_widget_get_height(dragged)))
        let listHeight = Double(gtk_widget_get_height(list.listView))
        input.pressMouse(on: dragged, at: (width / 2, height / 2), in: harness.window)
        input.moveMouse(to: list.listView, at: (width / 2, listHeight / 2), in: harness.window)
        input.moveMouse(to: list.listView, at: (width / 2, listHeight - 4), in: harness.window)
        GtkTest.wait(for: "the indicator at the bottom edge") { list.dropIndicator != nil }
        let first = try #require(list.dropIndicator).row
        // The pointer rests: no motion comes, GTK scrolls, and the indicator moves down with the rows.
        let followed = GtkTest.wait(for: "the list to scroll and the indicator to follow") {
            gtk_adjustment_get_value(adjustment) > 3 * height && (list.dropIndicator?.row ?? 0) > first + 3
        }
        #expect(followed)
        if let row = list.dropIndicator?.row { #expect(list.showsDropIndicator(onRow: row)) }
        // Away from the edge the scrolling stops; the row lands where the indicator shows.
        input.moveMouse(to: list.listView, at: (width / 2, listHeight / 2), in: harness.window)
        harness.waitForFrames()
        let shown = try #require(list.dropIndicator)
        let rowsBefore = harness.viewModel.rows.map(\.id)
        input.releaseMouse()
        GtkTest.wait(for: "item 0 to move") { harness.viewModel.rows.row(ofItem: 0) != 1 }
        let gap = shown.row + (shown.edge == .bottom ? 1 : 0)
        var expected = rowsBefore
        expected.remove(at: 1)
        expected.insert(.item(0), at: gap - 1)
        #expect(harness.viewModel.rows.map(\.id) == expected)
        harness.waitForFrames()
        #expect(harness.mismatchedRows().isEmpty)
    }

    @Test("Alt+Up and Alt+Down move the focused row one place, across sections at their edges, and keep the focus")
    func altArrowsMoveTheFocusedRow() throws {
        let input = try #require(InputDisplay.shared())
        let harness = harness(input)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        try #require(input.focus(harness.window))
        let row = try #require(harness.slot(at: 4)?.rowWidget)  // item 6
        try #require(gtk_widget_grab_focus(row) != 0)
        input.press("alt+Down")
        GtkTest.wait(for: "item 6 to move down") { ids(harness, "a") == [0, 2, 4, 8, 6] }
        #expect(ids(harness, "a") == [0, 2, 4, 8, 6])
        input.press("alt+Down")  // the last of a: first of b
        GtkTest.wait(for: "item 6 to move into b") { ids(harness, "b").first == 6 }
        #expect(ids(harness, "a") == [0, 2, 4, 8])
        #expect(ids(harness, "b") == [6, 1, 3, 5, 7, 9])
        GtkTest.wait(for: "the focus to follow item 6") { list.focusedRow() == 6 }
        #expect(list.focusedRow() == 6)
        input.press("alt+Up")  // back to the end of a
        GtkTest.wait(for: "item 6 to move back into a") { ids(harness, "a").last == 6 }
        #expect(ids(harness, "a") == [0, 2, 4, 8, 6])
        // Plain arrows still only move the focus.
        input.press("Up")
        harness.waitForFrames()
        #expect(ids(harness, "a") == [0, 2, 4, 8, 6])
        #expect(harness.mismatchedRows().isEmpty)
    }
}
