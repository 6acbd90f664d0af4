import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

/// Going up on the Files page: the folder left comes back selected, where it was.
@MainActor
@Suite("Files: going up shows the folder left where it was", .serialized, .enabled(if: GtkTest.hasDisplay))
struct FilesGoingUpTests {
    /// A folder "Many" of 150 subfolders, "folder 000" to "folder 149", in the app's files folder.
    private static func makeManyFolders(in app: AppHarness) throws -> URL {
        let many = app.filesFolder.appendingPathComponent("Many")
        for number in 0..<150 {
            try FileManager.default.createDirectory(
                at: many.appendingPathComponent(String(format: "folder %03d", number)), withIntermediateDirectories: true)
        }
        return many
    }

    /// `window`'s Files page showing, in `mode`, the folder "Many" (``makeManyFolders(in:)``), listed,
    /// with the app's stylesheet: the padding around the grid and its cells' margins (with them, a
    /// cell at the top leaves the grid row above partly drawn in the padding, which is not a row on
    /// screen). The page and the folder.
    private static func showManyFolders(
        in window: DemoWindow, of app: AppHarness, mode: FilesViewMode
    ) throws -> (page: FilesPage, many: URL) {
        try app.loadStylesheet()
        let many = try makeManyFolders(in: app)
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(mode)
        page.open(many.path)
        try #require(page.waitUntilListed())
        return (page, many)
    }

    @Test("the search's placeholder names the folder shown, as folders are opened and left")
    func searchPlaceholderNamesTheFolderShown() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let (page, many) = try Self.showManyFolders(in: window, of: app, mode: .list)
        let placeholder = { window.searchPlaceholder }
        #expect(placeholder() == "Search in Many")
        page.open(many.appendingPathComponent("folder 007").path)
        #expect(placeholder() == "Search in folder 007")
        _ = page.openParent()
        #expect(placeholder() == "Search in Many")
    }

    @Test(
        "a folder opened from the middle of the view comes back at the same row of the view, selected, in the list, the columns and the grid",
        arguments: [FilesViewMode.list, .columns, .grid])
    func backWhereItWas(mode: FilesViewMode) throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let (page, many) = try Self.showManyFolders(in: window, of: app, mode: mode)
        try #require(GtkTest.wait(for: "rows on screen") { page.shownVisibleRows != nil })
        // Scroll down a way, and open a folder a few rows below the top.
        Self.scroll(page, toRow: 90)
        try #require(GtkTest.wait(for: "row 90 on screen") { page.shownVisibleRows?.contains(90) == true })
        GtkTest.waitForFrames(of: window.widget)
        // The place is that of the rows shown whole (the first row on screen may be cut at the top).
        let shown = try #require(page.shownFullyVisibleRows)
        let row = shown.lowerBound + min(4, shown.count - 1)
        let entry = try #require(page.viewModel.rows[row].item)
        try Self.openAndGoBackUp(entry, in: page, of: window, until: "at row \(row - shown.lowerBound) of the view again") {
            $0?.lowerBound == shown.lowerBound
        }
        #expect(page.folder == many.path)
    }

    @Test(
        "a folder opened at the end of the list comes back whole at the bottom, in the list, the columns and the grid",
        arguments: [FilesViewMode.list, .columns, .grid])
    func backWholeFromTheEnd(mode: FilesViewMode) throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let (page, _) = try Self.showManyFolders(in: window, of: app, mode: mode)
        let last = page.viewModel.rows.count - 1
        let entry = try #require(page.viewModel.rows[last].item)
        // At the end, the last row at the bottom leaves the first row on screen cut at the top.
        Self.scroll(page, toRow: last, at: .bottom)
        try #require(GtkTest.wait(for: "the last row whole on screen") { page.shownFullyVisibleRows?.contains(last) == true })
        try Self.openAndGoBackUp(entry, in: page, of: window, until: "whole on screen") { $0?.contains(last) == true }
    }

    @Test(
        "a folder cut at the bottom of the view when opened comes back whole, in the list, the columns and the grid (a line up)",
        arguments: [FilesViewMode.list, .columns, .grid])
    func backWholeFromACutRow(mode: FilesViewMode) throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let (page, _) = try Self.showManyFolders(in: window, of: app, mode: mode)
        try #require(GtkTest.wait(for: "rows on screen") { page.shownVisibleRows != nil })
        // A row beginning a line of the grid at the top (once the scroll bar has taken its width).
        GtkTest.waitForFrames(of: window.widget)
        let top = mode == .grid ? 3 * (page.grid?.view.columnCount ?? 1) : 60
        Self.scroll(page, toRow: top, at: .top)
        try #require(
            GtkTest.wait(for: "row \(top) at the top") { page.shownFullyVisibleRows?.lowerBound == top },
            "rows whole: \(String(describing: page.shownFullyVisibleRows))")
        GtkTest.waitForFrames(of: window.widget)
        if page.shownVisibleRows?.upperBound == page.shownFullyVisibleRows?.upperBound {
            // A view a whole number of rows tall: half a row further down, its bottom cuts one.
            let view = try #require(Self.rowsWidget(of: page))
            let adjustment = try #require(gtk_scrollable_get_vadjustment(OpaquePointer(view)))
            let rowHeight = try #require(Self.rowHeight(of: page, row: top))
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + Double(rowHeight) / 2)
            GtkTest.waitForFrames(of: window.widget)
        }
        let (shown, whole) = (try #require(page.shownVisibleRows), try #require(page.shownFullyVisibleRows))
        try #require(shown.upperBound > whole.upperBound, "the view's bottom cuts no row: \(shown), whole \(whole)")
        // The first cell of the line cut at the bottom (in the grid, the first of its line).
        let row = whole.upperBound + 1
        if mode == .grid { try #require(row % (page.grid?.view.columnCount ?? 0) == 0, "row \(row) begins no line") }
        let entry = try #require(page.viewModel.rows[row].item)
        try Self.openAndGoBackUp(entry, in: page, of: window, until: "whole on screen") { $0?.contains(row) == true }
    }

    /// Scrolls the view `page` shows (not the tree) so that `row` comes to `position`.
    private static func scroll(_ page: FilesPage, toRow row: Int, at position: ScrollPosition = .nearest) {
        switch page.mode {
        case .columns: page.columnView?.scroll(toRow: row, at: position)
        case .grid: page.grid?.view.scroll(toRow: row, at: position)
        case .list, .tree: page.panel.list.scroll(toRow: row, at: position)
        }
    }

    /// The widget the view `page` shows (not the tree) lays its rows out in, which scrolls them.
    private static func rowsWidget(of page: FilesPage) -> UnsafeMutablePointer<GtkWidget>? {
        switch page.mode {
        case .columns: page.columnView?.innerListView
        case .grid: page.grid?.view.gridView
        case .list, .tree: page.panel.list.listView
        }
    }

    /// The height of the widget showing `row` in the view `page` shows (a grid's cell: its line's).
    private static func rowHeight(of page: FilesPage, row: Int) -> Int32? {
        let bound: [(row: Int, cell: any ListCell)]? =
            switch page.mode {
            case .columns: page.columnView?.boundCells(inColumn: 0)
            case .grid: page.grid?.view.boundCells
            case .list, .tree: page.panel.list.boundCells
            }
        return bound?.first { $0.row == row }.flatMap { gtk_widget_get_parent($0.cell.root) }.map(gtk_widget_get_height)
    }

    /// Opens the folder `entry` from `page`, goes back up, and expects the folder selected again and,
    /// once drawn, the rows shown whole to be as `isInPlace` wants them (`place` says how).
    private static func openAndGoBackUp(
        _ entry: FileEntry, in page: FilesPage, of window: DemoWindow, until place: String,
        _ isInPlace: (ClosedRange<Int>?) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let folder = page.folder
        page.activate(entry)
        try #require(page.folder != folder && page.waitUntilListed(), sourceLocation: sourceLocation)
        page.openParent()
        try #require(page.waitUntilListed(), sourceLocation: sourceLocation)
        #expect(
            GtkTest.wait(for: "\(entry.name) selected") { page.viewModel.selectedIDs == [entry.id] },
            sourceLocation: sourceLocation)
        var now: ClosedRange<Int>?
        #expect(
            GtkTest.wait(for: "\(entry.name) \(place)") {
                GtkTest.waitForFrames(of: window.widget)
                now = page.shownFullyVisibleRows
                return isInPlace(now)
            }, "rows on screen whole: \(String(describing: now))", sourceLocation: sourceLocation)
    }

    @Test("a folder left that was not opened from its parent comes back in the middle of the view")
    func middleWhenNotOpenedFromIt() throws {
        let app = try AppHarness()
        let many = try Self.makeManyFolders(in: app)
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.open(many.appendingPathComponent("folder 100").path)
        try #require(page.waitUntilListed())
        page.openParent()
        try #require(page.waitUntilListed())
        let row = try #require(page.viewModel.rows.row(ofItem: "folder 100"))
        #expect(GtkTest.wait(for: "folder 100 selected") { page.viewModel.selectedIDs == ["folder 100"] })
        var now: ClosedRange<Int>?
        #expect(
            GtkTest.wait(for: "folder 100 in the middle of the view") {
                GtkTest.waitForFrames(of: window.widget)
                now = page.shownVisibleRows
                guard let now, now.contains(row) else { return false }
                return abs((row - now.lowerBound) - (now.upperBound - row)) <= 1
            }, "row \(row), on screen \(String(describing: now))")
    }
}
