import CGtk
import Foundation
import GtkTestSupport
import Testing

@testable import Rows

@MainActor
@Suite("ColumnView's layout and custom sorts on a real GtkColumnView", .enabled(if: GtkTest.hasDisplay), .serialized)
struct ColumnLayoutTests {
    @Test("the layout reads GTK's widths and order; a resize or reorder as GTK's drags make them is told once the loop is idle")
    func layoutFollowsTheUser() throws {
        let harness = ColumnHarness(ColumnHarness.rows(50))
        defer { harness.destroy() }
        #expect(harness.view.layout == ColumnLayout(order: [0, 1, 2], widths: [nil, 90, nil]))
        var told: [ColumnLayout] = []
        harness.view.onLayoutChange = { told.append($0) }

        // What GTK's header drag does: set the fixed width at each motion.
        for width in [100, 120, 140] { gtk_column_view_column_set_fixed_width(harness.gtkColumn(1), Int32(width)) }
        harness.waitForFrames()
        #expect(told == [ColumnLayout(order: [0, 1, 2], widths: [nil, 140, nil])], "motions in one loop turn are told once")

        // A reorder drop: a removal and an insertion in the columns list.
        gtk_column_view_insert_column(GtkPointer.opaque(harness.view.columnView), 0, harness.gtkColumn(2))
        harness.waitForFrames()
        #expect(told.last == ColumnLayout(order: [2, 0, 1], widths: [nil, 140, nil]))
        #expect(told.count == 2)
        #expect(harness.titleWidgets().count == 3)

        // A column put back where it is: items-changed, but the same layout, so nothing is told.
        gtk_column_view_insert_column(GtkPointer.opaque(harness.view.columnView), 0, harness.gtkColumn(0))
        harness.waitForFrames()
        #expect(told.count == 2)
    }

    @Test("a restored layout shows the columns in its order and widths, and is not told back")
    func setLayoutRestores() throws {
        let harness = ColumnHarness(ColumnHarness.rows(50))
        defer { harness.destroy() }
        var told: [ColumnLayout] = []
        harness.view.onLayoutChange = { told.append($0) }
        let saved = ColumnLayout(order: [1, 2, 0], widths: [200, nil, 60])
        harness.view.setLayout(saved)
        harness.waitForFrames()
        #expect(harness.view.layout == saved)
        #expect(String(cString: gtk_column_view_column_get_title(harness.gtkColumn(0))) == "Size", "GTK shows Size first")
        #expect(gtk_column_view_column_get_fixed_width(harness.gtkColumn(2)) == 200, "and Name last, 200 wide")
        #expect(told.isEmpty)

        // A layout for another number of columns keeps the order; its widths apply where they can.
        harness.view.setLayout(ColumnLayout(order: [0, 1], widths: [250]))
        #expect(harness.view.layout == ColumnLayout(order: [1, 2, 0], widths: [250, nil, 60]))
        // Sorting still follows the columns' own indices after a reorder.
        harness.view.sort(byColumn: 0)
        harness.waitForFrames()
        #expect(harness.names == harness.names.sorted())
    }

    @Test("a custom sort order is told the direction and used as given in both directions")
    func customSortOrder() throws {
        // Even ids first in both directions, then by name in the direction asked.
        let order = ColumnSortOrder<FileRow>.custom { rows, descending in
            let evens = rows.indices.filter { rows[$0].id % 2 == 0 }.sorted { rows[$0].name < rows[$1].name }
            let odds = rows.indices.filter { rows[$0].id % 2 != 0 }.sorted { rows[$0].name < rows[$1].name }
            return descending ? evens.reversed() + odds.reversed() : evens + odds
        }
        let rows = (0..<6).map { FileRow(id: $0, name: "n\($0)", size: 0) }
        #expect(order.sorted(rows).map(\.id) == [0, 2, 4, 1, 3, 5])
        #expect(order.sorted(rows, descending: true).map(\.id) == [4, 2, 0, 5, 3, 1])
    }
}

@MainActor
@Suite("Views made over a view model that has a selection", .enabled(if: GtkTest.hasDisplay), .serialized)
struct LateViewSelectionTests {
    @Test("a column view and a list view made after the selection show it selected in GTK")
    func viewsShowAnExistingSelection() throws {
        GtkTest.initialize()
        let rows = (0..<10).map { FileRow(id: $0, name: "n\($0)", size: $0) }
        let viewModel = ListViewModel(
            ListSnapshot<String, FileRow>(sections: [.init(id: "s", items: rows, showsHeader: false)]), selectionMode: .multiple)
        #expect(viewModel.select([2, 7]))
        let names = CellRegistration<TestLabelCell, String> { cell, name in cell.label.text = name }
        let columns = ColumnView(viewModel, columns: [.init("Name", using: names, value: \.name)])
        let list = ListView(viewModel) { cells, row in cells.cell(using: names, for: row.name) }
        let window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(GtkPointer.cast(box, to: GtkBox.self), columns.widget)
        gtk_box_append(GtkPointer.cast(box, to: GtkBox.self), list.widget)
        gtk_window_set_child(window, box)
        defer {
            gtk_window_destroy(window)
            GtkTest.drain()
        }
        for selection in [columns.selectionModel, list.selectionModel] {
            let model = try #require(selection)
            #expect((0..<10).filter { gtk_selection_model_is_selected(model, guint($0)) != 0 } == [2, 7])
        }
    }
}
