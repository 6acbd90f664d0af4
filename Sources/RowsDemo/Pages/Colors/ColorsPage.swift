import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// Article 002 as a grid of cards: red, green and blue, each family's title on a grid row of its
/// own, then items that each name their cell (a strip of the family's colours, then one card per
/// colour). A search shows the matching cards one after the other, without titles. A card opened
/// (a double click, Enter) copies its colour's code, or the family's codes for a strip, and says so.
@MainActor
final class ColorsPage: DemoPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    let searchPlaceholder = "Search colors by name or code"
    /// The grid and its empty states.
    let panel: GridPanel<ColorSection, ColorItem>
    /// The toasts over the grid: what a card opened copied.
    let toasts: Toasts
    /// The colours shown.
    private let swatches: [ColorSwatch]
    /// The column count the titled layout is made for; the grid reports it once laid out.
    private var columns = 4
    /// Whether a search is shown (its cards without titles).
    private var isSearching = false

    init(swatches: [ColorSwatch]) {
        self.swatches = swatches
        let grid = GridView(ListViewModel(ColorItem.snapshot(of: swatches, columns: columns)), minColumns: 2, maxColumns: 8) {
            cells, item in item.cell(from: cells)
        }
        gtk_widget_add_css_class(grid.gridView, "rows-cards")
        panel = GridPanel(
            grid, emptyIcon: "applications-graphics-symbolic", emptyTitle: "No colors",
            emptyDetail: "colors.json lists no colors.")
        toasts = Toasts(over: panel.widget)
        widget = toasts.widget
        grid.headers(using: CellRegistration(ColorSectionTitleCell.self) { cell, section in cell.show(section.id) })
        grid.onColumnCountChange = { [weak self] columns in self?.layOut(columns: columns) }
        grid.onActivate = { [weak self] item in self?.copy(item) }
    }

    /// Copies `item`'s colour code as the card shows it ("#DC143C") to the clipboard (a strip's, its
    /// family's codes, comma separated), and says so: opening a card did nothing.
    func copy(_ item: ColorItem) {
        let (text, message) =
            switch item {
            case .swatch(let swatch): (swatch.hex.uppercased(), "Copied \(swatch.name), \(swatch.hex.uppercased()).")
            case .strip(let family, let swatches):
                (
                    swatches.map { $0.hex.uppercased() }.joined(separator: ", "),
                    "Copied the \(swatches.count) \(family.rawValue) codes."
                )
            }
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), text)
        toasts.show(message)
    }

    func focusFirstRow() { panel.focusFirstRow() }
    var rowsView: UnsafeMutablePointer<GtkWidget>? { panel.grid.gridView }
    var isSearchPending: Bool { panel.grid.viewModel.isSearchPending }

    /// Searches the cards. The layout changes while the rows are filtered (titles go once the search
    /// shows, come back before it goes): no update shows the untitled layout unfiltered, and the
    /// place the grid returns to when the search ends is noted with its titles.
    func search(_ text: String) {
        let searching = !text.allSatisfy(\.isWhitespace)
        let changesLayout = searching != isSearching
        isSearching = searching
        if searching { panel.grid.viewModel.search(text) { $0.searchableText } }
        if changesLayout { showSwatches() }
        if !searching { panel.grid.viewModel.search(text) { $0.searchableText } }
    }

    /// Lays the families out for `columns` columns, each title on a row of its own.
    private func layOut(columns: Int) {
        // Results that fill no more than a grid row are counted as the columns they take, not
        // GTK's: the titles would come back laid out for too few columns, then again for GTK's,
        // losing the place the grid returns to. (The grid tells GTK's count again once a full row
        // shows it.)
        if isSearching, panel.grid.viewModel.rows.count <= columns { return }
        guard columns != self.columns else { return }
        self.columns = columns
        if !isSearching { showSwatches() }
    }

    /// Shows the swatches titled by family for the grid's columns, or, while searching, untitled.
    private func showSwatches() {
        panel.grid.viewModel.apply(ColorItem.snapshot(of: swatches, columns: isSearching ? nil : columns))
    }
}
