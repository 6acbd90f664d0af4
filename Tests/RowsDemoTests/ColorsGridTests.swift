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
    @Test("each family shows as an inert title cell, then its strip, then a card per swatch with its name and hex code")
    func titleCellsAndEverySwatch() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .colors)
        defer { app.close(window) }
        let page = try #require(window.pages[.colors] as? ColorsPage)
        let grid = page.panel.grid
        let swatches = try app.context.data.colors()
        try #require(!swatches.isEmpty)
        let rows = grid.viewModel.rows
        #expect(
            grid.viewModel.displayed.items.count == ColorSwatch.Family.allCases.count + swatches.count,
            "a strip per family, a card per swatch")

        var titles: [String] = []
        var cards: [String] = []
        for (row, listRow) in rows.enumerated() {
            let cell = try Self.shownCell(ofRow: row, in: grid)
            let child = try #require(gtk_widget_get_parent(cell.root), "the cell is in GTK's grid child")
            switch listRow.item {
            case nil:
                let title = try #require(cell as? ColorSectionTitleCell, "row \(row) is a title cell")
                if let text = title.titleLabel.text { titles.append(text) }
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
        #expect(titles == ["Red", "Green", "Blue"], "the cells filling a title's row show nothing")
        #expect(cards.sorted() == swatches.map(\.name).sorted(), "every swatch has its card")
    }

    /// Sets the window's width, and waits until GTK has resized it and drawn it so.
    private static func resize(
        _ window: UnsafeMutablePointer<GtkWindow>, to width: Int32, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let widget = window.cast(to: GtkWidget.self)
        let before = gtk_widget_get_width(widget)
        gtk_window_set_default_size(window, width, 720)
        #expect(
            GtkTest.wait(for: "the window resized to \(width) px", sourceLocation: sourceLocation) {
                gtk_widget_get_width(widget) != before
            }, sourceLocation: sourceLocation)
        GtkTest.waitForFrames(3, of: widget, sourceLocation: sourceLocation)
    }

    @Test("every family's title and strip start a grid row, at any window width, and a search shows the matches untitled")
    func familiesStartGridRows() throws {
        let app = try AppHarness()
        try app.loadStylesheet()
        let window = app.openWindow(on: .colors)
        defer { app.close(window) }
        let grid = try #require(window.pages[.colors] as? ColorsPage).panel.grid
        var columnsSeen: Set<Int> = []
        for width: Int32 in [1_200, 420, 890] {
            Self.resize(window.window, to: width)
            #expect(GtkTest.wait(for: "the grid \(width) px wide laid out") { Self.familiesStartRows(in: grid) })
            columnsSeen.insert(grid.columnCount)
        }
        #expect(columnsSeen.count == 3, "three widths, three column counts: \(columnsSeen)")

        let page = try #require(window.pages[.colors] as? ColorsPage)
        page.search("o")
        #expect(GtkTest.wait(for: "the search shown") { grid.viewModel.filter?.query == "o" })
        #expect(grid.viewModel.rows.allSatisfy { !$0.isSupplementary }, "no title cells in a search's result")
        page.search("")
        #expect(GtkTest.wait(for: "the titles back") { Self.familiesStartRows(in: grid) })
    }

    @Test(
        "a window narrowed while a search finds nothing, or after it, starts every family on a grid row of its own once the search ends",
        arguments: [true, false])
    func familiesStartRowsAfterAnEmptySearch(narrowedWhileSearching: Bool) throws {
        let app = try AppHarness()
        try app.loadStylesheet()
        let window = app.openWindow(on: .colors)
        defer { app.close(window) }
        let page = try #require(window.pages[.colors] as? ColorsPage)
        let grid = page.panel.grid
        let windowWidget = window.window.cast(to: GtkWidget.self)
        gtk_window_set_default_size(window.window, 900, 720)
        #expect(GtkTest.wait(for: "the grid 900 px wide laid out") { Self.familiesStartRows(in: grid) })
        let wide = grid.columnCount
        for query in ["z", "ze", "zeb", "zebra"] { page.search(query) }
        #expect(GtkTest.wait(for: "the search shown") { grid.viewModel.filter?.query == "zebra" })
        #expect(grid.viewModel.rows.isEmpty)
        // "No results" shows in the grid's place.
        GtkTest.waitForFrames(3, of: windowWidget)
        if narrowedWhileSearching { Self.resize(window.window, to: 420) }
        for query in ["zeb", "ze", "z", ""] { page.search(query) }
        #expect(GtkTest.wait(for: "the titles back") { grid.viewModel.filter == nil && Self.familiesStartRows(in: grid) })
        for width: Int32 in narrowedWhileSearching ? [360] : [420, 360] {
            Self.resize(window.window, to: width)
            #expect(
                GtkTest.wait(for: "the grid \(width) px wide laid out") { Self.familiesStartRows(in: grid) },
                "\(grid.columnCount) columns (\(wide) at 900 px)")
        }
    }

    @Test("a search ended shows the grid as it was, its top family's title and all", arguments: [ColorSwatch.Family.red, .green])
    func searchEndsOnTheTitleShownBefore(family: ColorSwatch.Family) throws {
        let app = try AppHarness()
        try app.loadStylesheet()
        let window = app.openWindow(on: .colors)
        defer { app.close(window) }
        let page = try #require(window.pages[.colors] as? ColorsPage)
        let grid = page.panel.grid
        let titleRow = try #require(
            grid.viewModel.rows.firstIndex {
                if case .header(.title(let shown)) = $0 { shown == family } else { false }
            })
        grid.scroll(toRow: titleRow, at: .top)
        #expect(GtkTest.wait(for: "\(family)'s title at the top") { grid.fullyVisibleRows?.lowerBound == titleRow })

        page.search("mint")
        #expect(GtkTest.wait(for: "the search shown") { grid.viewModel.filter?.query == "mint" })
        GtkTest.waitForFrames(3, of: grid.gridView)
        page.search("")
        #expect(GtkTest.wait(for: "the titles back") { grid.viewModel.filter == nil && Self.familiesStartRows(in: grid) })
        #expect(
            GtkTest.wait(for: "\(family)'s title at the top again") { grid.fullyVisibleRows?.lowerBound == titleRow },
            "shown first: \(String(describing: grid.fullyVisibleRows))")
    }

    /// Whether every title and strip cell is in the grid's first column, each strip the grid row just
    /// below its title, and the grid's rows are full (it is laid out for GTK's column count).
    private static func familiesStartRows(in grid: GridView<ColorSection, ColorItem>) -> Bool {
        let rows = grid.viewModel.rows
        let columns = grid.columnCount
        guard rows.count % columns == 0 else { return false }
        let lefts = grid.boundCells.compactMap { row, cell in left(of: cell, in: grid).map { (row, $0) } }
        guard let firstColumn = lefts.map(\.1).min() else { return false }
        for (row, left) in lefts {
            switch rows[row] {
            case .header(let section) where !section.isFiller: break
            case .item(.strip(let family, _)):
                // No grid row of empty cells between: the layout is made for GTK's column count.
                guard row >= columns, rows[row - columns] == .header(.title(family)) else { return false }
            default: continue
            }
            guard row % columns == 0, abs(left - firstColumn) < 1 else { return false }
        }
        return true
    }

    /// Where GTK put the grid child showing `cell`, across the grid; nil while it is not laid out.
    private static func left(of cell: any ListCell, in grid: GridView<ColorSection, ColorItem>) -> Float? {
        guard let child = gtk_widget_get_parent(cell.root), gtk_widget_get_child_visible(child) != 0 else { return nil }
        var origin = graphene_point_t(x: 0, y: 0)
        var point = graphene_point_t()
        return gtk_widget_compute_point(child, grid.gridView, &origin, &point) != 0 ? point.x : nil
    }

    /// The cell GTK shows for `row`, scrolled to.
    private static func shownCell(ofRow row: Int, in grid: GridView<ColorSection, ColorItem>) throws -> any ListCell {
        grid.scroll(toRow: row)
        let shown = { grid.boundCells.first { $0.row == row && gtk_widget_get_mapped($0.cell.root) != 0 }?.cell }
        return try #require(GtkTest.wait(for: "row \(row) on screen") { shown() != nil } ? shown() : nil)
    }
}
