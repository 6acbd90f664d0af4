import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// Article 002 as a grid of cards: red, green and blue sections, each titled by a title cell, built
/// from items that each name their cell (a strip of the section's colours, then one card per colour).
@MainActor
final class ColorsPage: DemoPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    let searchPlaceholder = "Search colors by name or code"
    /// The grid and its empty states.
    let panel: GridPanel<ColorSwatch.Family, ColorItem>

    init(swatches: [ColorSwatch]) {
        let grid = GridView(ListViewModel(ColorItem.snapshot(of: swatches)), minColumns: 2, maxColumns: 8) { cells, item in
            item.cell(from: cells)
        }
        grid.headers(using: CellRegistration(ColorSectionTitleCell.self) { cell, section in cell.show(section) })
        gtk_widget_add_css_class(grid.gridView, "rows-cards")
        panel = GridPanel(
            grid, emptyIcon: "applications-graphics-symbolic", emptyTitle: "No colors",
            emptyDetail: "colors.json lists no colors.")
        widget = panel.widget
    }

    func focusFirstRow() { panel.focusFirstRow() }
    var rowsView: UnsafeMutablePointer<GtkWidget>? { panel.grid.gridView }

    func search(_ text: String) {
        panel.grid.viewModel.search(text) { $0.searchableText }
    }
}
