import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// A list taken out of its window and shown in another (or put back): GTK 4.8 tears its list items
/// down when the rows leave the window and makes new ones when they come back, but keeps the row
/// widgets, with whatever Rows set on them.
@MainActor
@Suite("A list moved to another window", .enabled(if: GtkTest.hasDisplay), .serialized)
struct MovedListTests {
    @Test(
        "rows that changed while the list was out of any window show their state as it is now: no section edge, usable again, no header style"
    )
    func rowStateFollowsWhatChangedMeanwhile() throws {
        let sections = ["a", "b"].map { name in
            ListSnapshot<String, Entry>.Section(
                id: name, items: (0..<6).map { Entry(id: (name == "a" ? 0 : 10) + $0, text: "t") })
        }
        let harness = ListHarness(ListSnapshot(sections: sections))
        defer { harness.destroy() }
        let list = try #require(harness.list)
        list.marksSectionEdges = true
        list.isItemEnabled = { $0.id != 2 }
        harness.waitForFrames()
        let headerRow = try #require(harness.slot(at: 0)?.rowWidget, "a header")
        #expect(gtk_widget_has_css_class(headerRow, "header") != 0 && gtk_widget_get_focusable(headerRow) == 0)
        let disabledRow = try #require(harness.slot(at: 3)?.rowWidget)
        #expect(gtk_widget_get_sensitive(disabledRow) == 0)
        #expect(gtk_widget_has_css_class(try #require(harness.slot(at: 1)?.rowWidget), "first-in-section") != 0)

        // Out of the window: the headers go, every item becomes usable, edges are no longer marked.
        let widget = list.widget
        g_object_ref(widget)
        defer { g_object_unref(widget) }
        gtk_window_set_child(harness.window, nil)
        GtkTest.drain()
        harness.viewModel.apply(
            ListSnapshot(
                sections: sections.map { section in
                    var section = section
                    section.showsHeader = false
                    return section
                }))
        list.isItemEnabled = nil
        list.marksSectionEdges = false
        let other = GtkTest.window(showing: widget)
        defer { gtk_window_destroy(other) }
        harness.waitForFrames()

        #expect(harness.mismatchedRows().isEmpty, "\(harness.mismatchedRows())")
        let rows = list.recycler.bound.filter { !$0.isPending && $0.position < harness.viewModel.rows.count }
        try #require(rows.count >= 12)
        for slot in rows {
            let row = try #require(slot.rowWidget)
            let names: [String] = ["header", "footer", "first-in-section", "last-in-section"]
            let classes = names.filter { gtk_widget_has_css_class(row, $0) != 0 }
            #expect(classes.isEmpty, "row \(slot.position) has \(classes)")
            #expect(gtk_widget_get_focusable(row) != 0, "row \(slot.position) takes the keyboard")
            #expect(gtk_widget_get_sensitive(row) != 0, "row \(slot.position) can be used")
        }
        #expect(rows.contains { $0.rowWidget == disabledRow }, "GTK kept the row widgets of the rows still there")
    }
}
