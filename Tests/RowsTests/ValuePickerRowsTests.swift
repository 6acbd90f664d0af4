import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// Rows whose cell is a ``ValuePickerTrait``, in a real GtkListView.
@MainActor
@Suite("Rows showing a value picker", .enabled(if: GtkTest.hasDisplay), .serialized)
struct ValuePickerRowsTests {
    @Test(
        "activating a row whose cell is a value picker opens the picker, as GNOME's combo rows do; other rows still reach onActivate"
    )
    func activatingAPickerRowOpensIt() throws {
        GtkTest.initialize()
        // Rows: 0 the header, 1 a picker, 2 a plain row.
        let viewModel = ListViewModel(
            ListSnapshot(sections: [.init(id: "a", items: [Entry(id: 0, text: "picker"), Entry(id: 1, text: "plain")])]))
        let pickers = CellRegistration<ValuePickerLabelCell, Entry> { cell, _, scope in
            cell.title = "Density"
            cell.showChoices(["Compact", "Comfortable"], selected: 0, scope: scope) { _ in }
        }
        let plain = CellRegistration<EvenCell, Entry> { cell, entry in cell.label.text = entry.text }
        let list = ListView(viewModel) { cells, entry in
            entry.text == "picker" ? cells.cell(using: pickers, for: entry) : cells.cell(using: plain, for: entry)
        }
        let window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        defer { gtk_window_destroy(window) }
        gtk_window_set_default_size(window, 360, 300)
        gtk_window_set_child(window, list.widget)
        gtk_window_present(window)
        let cell = { list.boundCells.first { $0.row == 1 }?.cell as? ValuePickerLabelCell }
        try #require(GtkTest.wait(for: "the picker row bound") { cell() != nil })
        let picker = try #require(cell()?.picker)
        let popover = try #require(gtk_widget_get_last_child(picker))
        try #require(String(cString: rows_type_name_of(popover)) == "GtkPopover")
        var activated: [Int] = []
        list.onActivate = { activated.append($0.id) }

        GtkTest.activate(row: 1, of: list.listView)
        #expect(GtkTest.wait(for: "the picker's list open") { gtk_widget_get_visible(popover) != 0 })
        #expect(activated.isEmpty, "the row's activation is the picker's")
        gtk_popover_popdown(GtkPointer.cast(popover, to: GtkPopover.self))
        GtkTest.activate(row: 2, of: list.listView)
        #expect(activated == [1])
    }
}
