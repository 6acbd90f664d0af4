import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// `scroll(toRow:at:)` on real GTK views: where the row's widget is once laid out.
@MainActor
@Suite("Scrolling a row to the top, middle or bottom of a real view", .enabled(if: GtkTest.hasDisplay), .serialized)
struct ScrollPositionViewTests {
    /// Whether a row whose widget spans `bounds` in a view `height` high is at `position` (within
    /// a pixel and a half).
    private static func isAt(_ position: ScrollPosition, _ bounds: graphene_rect_t, inViewOf height: Int32) -> Bool {
        let (top, rowHeight, view) = (Double(bounds.origin.y), Double(bounds.size.height), Double(height))
        let off: Double =
            switch position {
            case .nearest: top >= 0 && top + rowHeight <= view ? 0 : 99
            case .top: top
            case .middle: top + rowHeight / 2 - view / 2
            case .bottom: top + rowHeight - view
            }
        return abs(off) <= 1.5
    }

    /// The bounds of `widget` in `view`, when shown.
    private static func bounds(
        of widget: UnsafeMutablePointer<GtkWidget>?, in view: UnsafeMutablePointer<GtkWidget>
    ) -> graphene_rect_t? {
        guard let widget, gtk_widget_get_child_visible(widget) != 0 else { return nil }
        var bounds = graphene_rect_t()
        return gtk_widget_compute_bounds(widget, view, &bounds) != 0 ? bounds : nil
    }

    @Test(
        "a list's row comes to the top, middle or bottom, from far below, from near, from far above",
        arguments: [ScrollPosition.top, .middle, .bottom, .nearest])
    func list(position: ScrollPosition) throws {
        // Rows 0 [a], 1–1000, 1001 [b], …: the rows below are items.
        let harness = ListHarness(ListHarness.snapshot(sections: ["a", "b", "c"], ids: Array(0..<3_000)), height: 600)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        for row in [1_500, 1_510, 300] {
            list.scroll(toRow: row, at: position)
            var last: graphene_rect_t?
            let landed = GtkTest.wait(for: "row \(row) at \(position)", seconds: 10) {
                harness.waitForFrames()
                guard let bounds = Self.bounds(of: harness.slot(at: row)?.rowWidget, in: list.listView) else { return false }
                last = bounds
                return Self.isAt(position, bounds, inViewOf: gtk_widget_get_height(list.listView))
            }
            #expect(landed, "row \(row) at y \(String(describing: last?.origin.y)) in \(gtk_widget_get_height(list.listView))")
        }
    }

    /// Gives `view` 12 px of CSS padding (a provider for the display, matching only the class added).
    private static func pad(_ view: UnsafeMutablePointer<GtkWidget>) {
        if !stylesPadding {
            let provider = gtk_css_provider_new()!
            gtk_css_provider_load_from_data(
                provider, "listview.rows-test-padded, gridview.rows-test-padded { padding: 12px; }", -1)
            gtk_style_context_add_provider_for_display(
                gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            g_object_unref(UnsafeMutableRawPointer(provider))
            stylesPadding = true
        }
        gtk_widget_add_css_class(view, "rows-test-padded")
    }

    private static var stylesPadding = false

    @Test(
        "in a view with CSS padding, a row brought to the top is the first on screen: the row above, drawn in the padding, is not"
    )
    func paddedViews() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<3_000)), height: 600)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        Self.pad(list.listView)
        let grid = GridHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<6_000)), cellWidth: 80)
        defer { gtk_window_destroy(grid.window) }
        Self.pad(grid.grid.gridView)
        for row in [1_500, 300] {
            list.scroll(toRow: row, at: .top)
            var above: graphene_rect_t?
            #expect(
                GtkTest.wait(for: "row \(row) at the top, first on screen", seconds: 10) {
                    harness.waitForFrames()
                    above = Self.bounds(of: harness.slot(at: row - 1)?.rowWidget, in: list.widget)
                    return list.visibleRows?.lowerBound == row
                }, "on screen \(String(describing: list.visibleRows)); the row above at \(String(describing: above))")
            // The row above shows in the padding, within the scrolled window.
            #expect((above?.origin.y ?? 0) + (above?.size.height ?? 0) > 0)
        }
        let columns = grid.grid.columnCount
        let cell = 3_000 + columns
        grid.grid.scroll(toRow: cell, at: .top)
        #expect(
            GtkTest.wait(for: "cell \(cell)'s grid row at the top, first on screen", seconds: 10) {
                grid.waitForFrames()
                return grid.grid.visibleRows?.lowerBound == cell - cell % columns
            }, "on screen \(String(describing: grid.grid.visibleRows)) in \(columns) columns")
    }

    @Test("a column view's row comes to the middle of the rows below the headers")
    func columnView() throws {
        let harness = ColumnHarness(ColumnHarness.rows(20_000))
        defer { gtk_window_destroy(harness.window) }
        let list = try #require(harness.view.innerListView)
        for row in [10_000, 10_004, 2_000] {
            harness.view.scroll(toRow: row, at: .middle)
            var last: graphene_rect_t?
            let landed = GtkTest.wait(for: "row \(row) in the middle", seconds: 10) {
                GtkTest.waitForFrames(of: harness.view.columnView)
                // The row widget: the parent of the cell's list item widget.
                let cell = harness.view.boundCells(inColumn: 0).first { $0.row == row }?.cell.root
                let rowWidget = cell.flatMap(gtk_widget_get_parent).flatMap(gtk_widget_get_parent)
                guard let bounds = Self.bounds(of: rowWidget, in: list) else { return false }
                last = bounds
                return Self.isAt(.middle, bounds, inViewOf: gtk_widget_get_height(list))
            }
            #expect(landed, "row \(row) at y \(String(describing: last?.origin.y)) in \(gtk_widget_get_height(list))")
        }
    }

    @Test("a grid's cell comes to the top; near the end the grid goes no further than its last cells")
    func grid() throws {
        let harness = GridHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<6_000)), cellWidth: 80)
        defer { gtk_window_destroy(harness.window) }
        let grid = harness.grid
        for row in [3_001, 3_050, 500] {
            grid.scroll(toRow: row, at: .top)
            var last: graphene_rect_t?
            let landed = GtkTest.wait(for: "cell \(row) at the top", seconds: 10) {
                harness.waitForFrames()
                guard let bounds = Self.bounds(of: harness.slot(at: row)?.rowWidget, in: grid.gridView) else { return false }
                last = bounds
                return Self.isAt(.top, bounds, inViewOf: gtk_widget_get_height(grid.gridView))
            }
            #expect(landed, "cell \(row) at y \(String(describing: last?.origin.y))")
        }
        // The last cell asked to the top: the grid ends at the bottom of the view instead.
        grid.scroll(toRow: 6_000, at: .top)
        let ended = GtkTest.wait(for: "the last cell at the bottom", seconds: 10) {
            harness.waitForFrames()
            guard let bounds = Self.bounds(of: harness.slot(at: 6_000)?.rowWidget, in: grid.gridView) else { return false }
            return abs(Double(bounds.origin.y + bounds.size.height) - Double(gtk_widget_get_height(grid.gridView))) <= 1.5
        }
        #expect(ended)
    }
}
