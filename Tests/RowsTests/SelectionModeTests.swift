import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// The view model owns the selection mode; a list follows it with GTK's selection model.
@MainActor
@Suite("Selection mode on a real GtkListView", .enabled(if: GtkTest.hasDisplay), .serialized)
struct SelectionModeTests {
    /// The type of GTK's selection model the list view holds, e.g. "GtkMultiSelection".
    private func gtkSelectionKind(of list: ListView<String, Entry>) -> String {
        guard let model = gtk_list_view_get_model(OpaquePointer(list.listView)) else { return "none" }
        return String(cString: rows_type_name_of(UnsafeMutableRawPointer(model)))
    }

    /// The rows GTK's selection model has selected.
    private func gtkSelectedRows(of list: ListView<String, Entry>) -> [Int] {
        guard let model = gtk_list_view_get_model(OpaquePointer(list.listView)) else { return [] }
        return (0..<list.viewModel.rows.count).filter { gtk_selection_model_is_selected(model, guint($0)) != 0 }
    }

    @Test("setting the view model's selection mode swaps GTK's selection model, which then selects what the view model does")
    func viewModelModeSwapsGtkSelectionModel() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<10)))
        defer { harness.destroy() }
        let list = try #require(harness.list)
        let viewModel = harness.viewModel
        #expect(gtkSelectionKind(of: list) == "GtkNoSelection")

        viewModel.selectionMode = .multiple
        #expect(gtkSelectionKind(of: list) == "GtkMultiSelection")
        // The user selects rows 2 and 5 (items 1 and 4) in GTK's new model: the view model hears it.
        let multiple = try #require(gtk_list_view_get_model(OpaquePointer(list.listView)))
        gtk_selection_model_select_item(multiple, 2, 0)
        gtk_selection_model_select_item(multiple, 5, 0)
        harness.waitForFrames()
        #expect(viewModel.selectedIDs == [1, 4])

        viewModel.selectionMode = .single
        #expect(gtkSelectionKind(of: list) == "GtkSingleSelection")
        #expect(viewModel.selectedIDs == [1], "single mode keeps the first shown")
        #expect(gtkSelectedRows(of: list) == [2], "GTK's single selection shows it")
        viewModel.select([7])
        #expect(gtkSelectedRows(of: list) == [8])

        viewModel.selectionMode = .none
        #expect(gtkSelectionKind(of: list) == "GtkNoSelection")
        #expect(viewModel.selectedIDs.isEmpty && gtkSelectedRows(of: list).isEmpty)
        harness.waitForFrames()
        #expect(harness.mismatchedRows().isEmpty, "the rows shown survive the swaps")
    }
}
