import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

@MainActor
@Suite("The Colors page as a grid of cards", .enabled(if: GtkTest.hasDisplay), .serialized)
struct ColorsGridTests {
    @Test("each section shows as an inert title cell, then its strip, then a card per swatch with its name and hex code")
    func titleCellsAndEverySwatch() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .colors)
        defer { app.close(window) }
        let page = try #require(window.pages[.colors] as? ColorsPage)
        let grid = page.panel.grid
        let swatches = try app.context.data.colors()
        try #require(!swatches.isEmpty)
        let rows = grid.viewModel.rows
        #expect(rows.count == ColorSwatch.Family.allCases.count * 2 + swatches.count, "a title and a strip per family")

        var titles: [String] = []
        var cards: [String] = []
        for (row, listRow) in rows.enumerated() {
            grid.scroll(toRow: row)
            let shown = {
                grid.boundCells.first { $0.row == row && gtk_widget_get_mapped($0.cell.root) != 0 }?.cell
            }
            let cell = try #require(GtkTest.wait(for: "row \(row) on screen") { shown() != nil } ? shown() : nil)
            let child = try #require(gtk_widget_get_parent(cell.root), "the cell is in GTK's grid child")
            switch listRow.item {
            case nil:
                let title = try #require(cell as? ColorSectionTitleCell, "row \(row) is a title cell")
                titles.append(title.title)
                #expect(gtk_widget_has_css_class(child, "header") != 0, "styled as a title, not a card")
                #expect(gtk_widget_get_focusable(child) == 0, "never focused")
            case .strip(let family, let members)?:
                let strip = try #require(cell as? StripCell, "row \(row) is \(family)'s strip")
                #expect(strip.countLabel.text == "\(members.count) colors")
                #expect(gtk_widget_has_css_class(strip.root, "rows-card") != 0)
            case .swatch(let swatch)?:
                let card = try #require(cell as? SwatchCell, "row \(row) is \(swatch.name)'s card")
                #expect(card.title == swatch.name && card.hexLabel.text == swatch.hex.uppercased())
                #expect(gtk_widget_has_css_class(card.root, "rows-card") != 0)
                #expect(gtk_widget_has_css_class(child, "header") == 0)
                cards.append(card.title)
            }
        }
        #expect(titles == ["Red", "Green", "Blue"])
        #expect(cards.sorted() == swatches.map(\.name).sorted(), "every swatch has its card")
    }
}
