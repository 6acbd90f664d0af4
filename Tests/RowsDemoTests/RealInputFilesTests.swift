import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

/// F5 on the Files page's list, with real keys and clicks, in a window of the test's own: a real-input
/// check the built app cannot have (RowsDemoAppTests drives the app for everything else). The test
/// stops the page's folder watch, as on a file system GFileMonitor cannot watch, so that only the
/// list's refresh can show a change; in the built app the folder shown is always watched (its F5 test
/// refreshes a folder expanded in the tree, which is not).
@MainActor
@Suite(
    "Real input: Files' refresh and opening folders", .serialized, .enabled(if: GtkTest.hasDisplay),
    .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
struct RealInputFilesTests {
    /// The row widget showing the entry named `name`, once bound and on screen.
    private static func rowWidget(named name: String, in page: FilesPage) throws -> UnsafeMutablePointer<GtkWidget> {
        let list = page.panel.list
        var widget: UnsafeMutablePointer<GtkWidget>?
        GtkTest.wait(for: "\(name)'s row on screen") {
            guard let row = page.viewModel.rows.row(ofItem: name),
                let cell = list.boundCells.first(where: { $0.row == row })?.cell, let parent = gtk_widget_get_parent(cell.root),
                gtk_widget_get_mapped(parent) != 0, gtk_widget_get_width(parent) > 0,
                GtkTexts.labels(under: parent).contains(name)
            else { return false }
            widget = parent
            return true
        }
        return try #require(widget)
    }

    private static func shownNames(_ page: FilesPage) -> [String] { page.viewModel.displayed.items.map(\.name) }

    @Test("F5 shows a file created meanwhile that no folder watch reported")
    func f5ShowsANewFile() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        try #require(GtkTest.wait(for: "the folder listed") { Self.shownNames(page) == ["Projects", "notes.txt"] })
        try #require(input.focus(window.window))
        #expect(input.click(try Self.rowWidget(named: "notes.txt", in: page), in: window.window))
        #expect(GtkTest.wait(for: "the click to select notes.txt") { page.viewModel.selectedIDs == ["notes.txt"] })
        // As on a file system GFileMonitor cannot watch (a network share): only a refresh shows changes.
        page.monitor?.stop()
        try Data(count: 1).write(to: app.filesFolder.appendingPathComponent("added.txt"))
        GtkTest.spin(seconds: 0.5) { false }
        try #require(Self.shownNames(page) == ["Projects", "notes.txt"], "nothing else shows the new file")

        input.press("F5")
        #expect(GtkTest.wait(for: "F5 to show added.txt") { Self.shownNames(page) == ["Projects", "added.txt", "notes.txt"] })
        #expect(GtkTest.wait(for: "its row on screen") { GtkTexts.labels(under: page.widget).contains("added.txt") })
        #expect(page.viewModel.selectedIDs == ["notes.txt"], "the selection kept")
    }

    @Test(
        "Enter in the search selects the first result, in the list, the columns, the grid and the tree (its first match); Escape keeps it selected and focused"
    )
    func enterInTheSearchSelectsTheFirstResult() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        for name in ["omega.txt", "zero.txt"] { try Data(count: 1).write(to: app.filesFolder.appendingPathComponent(name)) }
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let all = ["Projects", "notes.txt", "omega.txt", "zero.txt"]
        try #require(GtkTest.wait(for: "the folder listed") { Self.shownNames(page) == all })
        try #require(input.focus(window.window))
        for (mode, key) in [(FilesViewMode.list, "ctrl+1"), (.columns, "ctrl+2"), (.grid, "ctrl+4")] {
            input.press(key)
            try #require(GtkTest.wait(for: "the \(mode) view") { page.mode == mode })
            page.viewModel.select(["notes.txt"])
            input.press("ctrl+f")
            input.type("zero")
            #expect(GtkTest.wait(for: "the search for zero in the \(mode) view") { Self.shownNames(page) == ["zero.txt"] })
            input.press("Return")
            #expect(
                GtkTest.wait(for: "Enter to select zero.txt in the \(mode) view") { page.viewModel.selectedIDs == ["zero.txt"] },
                "\(page.viewModel.selectedIDs)")
            input.press("Escape")
            #expect(GtkTest.wait(for: "the search to end") { Self.shownNames(page) == all })
            #expect(page.viewModel.selectedIDs == ["zero.txt"], "still selected after the search, in the \(mode) view")
            let row = try #require(page.viewModel.rows.row(ofItem: "zero.txt"))
            let focused: () -> Int? = {
                switch mode {
                case .columns: page.columnView?.focusedRow()
                case .grid: page.grid?.view.focusedRow()
                default: page.panel.list.focusedRow()
                }
            }
            #expect(GtkTest.wait(for: "the keyboard on zero.txt in the \(mode) view") { focused() == row })
        }

        // The tree: the first match, not a folder leading to it.
        input.press("ctrl+3")
        let tree = try #require(GtkTest.wait(for: "the tree view") { page.mode == .tree } ? page.tree : nil)
        let zeroInTree = { tree.outline.rows.firstIndex { $0.item?.name == "zero.txt" } }
        input.press("ctrl+f")
        input.type("zero")
        #expect(GtkTest.wait(for: "the search in the tree") { tree.outline.rows.count == 1 && zeroInTree() == 0 })
        input.press("Return")
        #expect(GtkTest.wait(for: "Enter to select zero.txt in the tree") { tree.selectedRootNames == [FileName("zero.txt")] })
        input.press("Escape")
        #expect(GtkTest.wait(for: "the search to end in the tree") { tree.outline.rows.count == all.count })
        #expect(tree.selectedRootNames == [FileName("zero.txt")], "still selected after the search, in the tree")
        #expect(GtkTest.wait(for: "the keyboard on zero.txt in the tree") { tree.view.focusedRow() == zeroInTree() })
    }

    @Test("Enter on a folder opens it with the keyboard on its first entry, so Enter and the arrows go on from there")
    func enterOpensAFolderWithTheKeyboardInIt() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let projects = app.filesFolder.appendingPathComponent("Projects")
        for name in ["alpha.txt", "beta.txt", "gamma.txt"] { try Data(count: 1).write(to: projects.appendingPathComponent(name)) }
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        try #require(GtkTest.wait(for: "the folder listed") { Self.shownNames(page) == ["Projects", "notes.txt"] })
        try #require(input.focus(window.window))
        #expect(input.click(try Self.rowWidget(named: "Projects", in: page), in: window.window))
        #expect(GtkTest.wait(for: "the click to select Projects") { page.viewModel.selectedIDs == ["Projects"] })

        input.press("Return")
        let listed = { Self.shownNames(page).contains("alpha.txt") }
        #expect(GtkTest.wait(for: "Projects listed") { listed() })
        #expect(GtkTest.wait(for: "the keyboard on the first entry") { page.panel.list.focusedRow() == 0 })
        input.press("Down")
        #expect(GtkTest.wait(for: "Down to go to the second") { page.panel.list.focusedRow() == 1 })
    }

    @Test(
        "Enter on a folder of files only (read in one batch) opens it with the keyboard on its first entry, ringed, in the list, the columns and the grid: Down (Right in the grid) goes to the second",
        arguments: [(FilesViewMode.list, "ctrl+1"), (.columns, "ctrl+2"), (.grid, "ctrl+4")])
    func enterOpensAFolderOfFilesWithTheKeyboardOnItsFirstEntry(mode: FilesViewMode, key: String) throws {
        let next = mode == .grid ? "Right" : "Down"
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        // No folder inside: the first batch is the whole folder, and no second arrangement follows.
        let letters = app.filesFolder.appendingPathComponent("Letters")
        try FileManager.default.createDirectory(at: letters, withIntermediateDirectories: true)
        for name in ["alpha.txt", "beta.txt", "gamma.txt"] { try Data(count: 1).write(to: letters.appendingPathComponent(name)) }
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        try #require(GtkTest.wait(for: "the folder listed") { Self.shownNames(page) == ["Letters", "Projects", "notes.txt"] })
        try #require(input.focus(window.window))
        input.press(key)
        try #require(GtkTest.wait(for: "the \(mode) view") { page.mode == mode })
        let focused: () -> Int? = {
            switch mode {
            case .columns: page.columnView?.focusedRow()
            case .grid: page.grid?.view.focusedRow()
            default: page.panel.list.focusedRow()
            }
        }
        page.focusFirstRow()
        try #require(GtkTest.wait(for: "the keyboard on Letters") { focused() == 0 })

        input.press("Return")
        #expect(GtkTest.wait(for: "Letters listed") { Self.shownNames(page) == ["alpha.txt", "beta.txt", "gamma.txt"] })
        #expect(
            GtkTest.wait(for: "the keyboard on alpha.txt, the first entry, in the \(mode) view") { focused() == 0 },
            "focus: \(gtk_window_get_focus(window.window).map { String(cString: rows_type_name_of($0)) } ?? "none")")
        #expect(gtk_window_get_focus_visible(window.window) != 0, "its focus ring shows")
        input.press(next)
        #expect(
            GtkTest.wait(for: "\(next) to go to beta.txt, the second") { focused() == 1 },
            "on row \(String(describing: focused()))")
    }

    @Test("a file's menu, on a right-click, selects it; its Copy Location puts the file's path on the clipboard and says so")
    func contextMenuCopiesTheLocation() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        try #require(GtkTest.wait(for: "the folder listed") { Self.shownNames(page) == ["Projects", "notes.txt"] })
        try #require(input.focus(window.window))
        #expect(input.click(try Self.rowWidget(named: "notes.txt", in: page), in: window.window, button: 3))
        try #require(GtkTest.wait(for: "the menu open") { page.panel.list.openContextMenu != nil })
        #expect(page.viewModel.selectedIDs == ["notes.txt"])
        input.press("Down")  // from Open to Copy Location
        input.press("Return")
        #expect(GtkTest.wait(for: "the toast") { page.toasts.message == "Copied the location of “notes.txt”." })
        #expect(GtkTest.clipboardText(of: page.widget) == app.filesFolder.appendingPathComponent("notes.txt").path)
    }
}
