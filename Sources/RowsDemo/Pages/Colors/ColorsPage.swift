import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// Article 002: red, green and blue sections with headers, built from items that each name their cell.
@MainActor
final class ColorsPage: DemoPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    let searchPlaceholder = "Search colours by name or code"
    /// The list and its empty states.
    let panel: ListPanel<ColorSwatch.Family, ColorItem>

    init(swatches: [ColorSwatch]) {
        let list = ListView(ListViewModel(ColorItem.snapshot(of: swatches)))
        list.headers(
            using: CellRegistration(SectionHeaderCell.self) { cell, section in
                let count = section.items.count { if case .swatch = $0 { true } else { false } }
                cell.title = "\(section.id.rawValue.capitalized) · \(count)"
            })
        panel = ListPanel(
            list, emptyIcon: "applications-graphics-symbolic", emptyTitle: "No colours",
            emptyDetail: "colors.json lists no colours.")
        widget = panel.widget
    }

    func search(_ text: String) {
        panel.list.viewModel.search(text) { $0.searchableText }
    }
}
