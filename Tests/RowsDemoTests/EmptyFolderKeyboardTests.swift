import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

/// A list that empties while it has the keyboard focus (the Files page entering an empty folder)
/// hands the focus to its empty state, so the page's keys keep working, and takes it back when rows
/// come again; and the Files page's Ctrl+H.
@MainActor
@Suite(
    "The keyboard in an empty folder, and Ctrl+H", .serialized, .enabled(if: GtkTest.hasDisplay),
    .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
struct EmptyFolderKeyboardTests {
    @Test("Enter on an empty folder leaves the focus in the page: a real Alt+Up goes back up, the focus in the list again")
    func altUpWorksInAnEmptyFolder() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let list = page.panel.list
        let projects = app.filesFolder.appendingPathComponent("Projects").path
        try #require(input.focus(window.window))
        page.open(projects)
        page.waitUntilListed()
        let rows = try #require(page.viewModel.rows.row(ofItem: "rows"))
        list.focus(row: rows)
        try #require(GtkTest.wait(for: "the empty folder's row focused") { list.focusedRow() == rows })

        input.press("Return")
        #expect(GtkTest.wait(for: "the empty folder open") { page.folder == projects + "/rows" && !page.isListing })
        #expect(GtkTest.wait(for: "its empty state shown") { page.panel.emptyState == .noItems })
        let focusIsInPage = {
            gtk_window_get_focus(window.window).map { gtk_widget_is_ancestor($0, page.widget) != 0 } ?? false
        }
        #expect(GtkTest.wait(for: "the focus still in the page (\(Self.focusPath(in: window)))") { focusIsInPage() })

        input.press("alt+Up")
        #expect(GtkTest.wait(for: "Alt+Up back in Projects") { page.folder == projects })
        page.waitUntilListed()
        let folderLeft = try #require(page.viewModel.rows.row(ofItem: "rows"))
        #expect(
            GtkTest.wait(for: "the focus on the folder left, in the list (\(Self.focusPath(in: window)))") {
                list.focusedRow() == folderLeft
            })
    }

    @Test("Ctrl+H shows the hidden files and hides them again, as in GNOME Files")
    func ctrlHTogglesHiddenFiles() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let names = { page.viewModel.displayed.items.map(\.name) }
        try #require(GtkTest.wait(for: "the folder listed") { names() == ["Projects", "notes.txt"] })
        try #require(input.focus(window.window))
        input.press("ctrl+h")
        #expect(GtkTest.wait(for: "Ctrl+H to show .hidden") { names() == ["Projects", ".hidden", "notes.txt"] })
        input.press("ctrl+h")
        #expect(GtkTest.wait(for: "Ctrl+H again to hide it") { names() == ["Projects", "notes.txt"] })
    }

    /// The type names of the focused widget and its ancestors, for a failure's message.
    private static func focusPath(in window: DemoWindow) -> String {
        var names: [String] = []
        var widget = gtk_window_get_focus(window.window)
        while let current = widget, names.count < 6 {
            names.append(String(cString: g_type_name(rows_type_of(UnsafeMutableRawPointer(current)))))
            widget = gtk_widget_get_parent(current)
        }
        return names.isEmpty ? "no focus" : names.joined(separator: " in ")
    }
}
