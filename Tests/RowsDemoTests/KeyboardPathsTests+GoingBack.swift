import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsDemoKit
import Testing

@testable import RowsDemo

/// Going back from a folded page to the sidebar: the keyboard lands on the page's row.
extension KeyboardPathsTests {
    /// How a folded window came to show the Files page before going back.
    enum FoldedOnPage: String, CustomTestStringConvertible, Sendable {
        /// Opened narrow on the page (`rows-demo --page files --width 400`).
        case openedThere
        /// Opened wide, the keyboard on a row, then narrowed: it folded onto the page.
        case narrowedOntoIt

        var testDescription: String { rawValue }
    }

    /// How the person goes back to the sidebar.
    enum GoingBack: String, CustomTestStringConvertible, Sendable {
        case altLeft
        case backButton

        var testDescription: String { rawValue }
    }

    @Test(
        "folded on a page, going back (Alt+Left, the back button) puts the keyboard on the sidebar's row of that page, ringed; Down goes to the next page's row",
        arguments: [
            (FoldedOnPage.openedThere, GoingBack.altLeft), (.narrowedOntoIt, .altLeft), (.openedThere, .backButton),
        ])
    func goingBackFocusesThePagesRow(start: FoldedOnPage, way: GoingBack) throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        try WindowSize(width: start == .openedThere ? 400 : 900, height: 800, isMaximized: false).save(
            to: app.folders.state.appendingPathComponent("window.json"))
        let window = app.openWindow(on: .files, remembersSize: true, opensPage: start == .openedThere, input: input)
        defer { app.close(window) }
        let shell = window.shell!
        let view = try #require(window.pages[.files]?.rowsView)
        try #require(input.focus(window.window))
        try #require(GtkTest.wait(for: "the keyboard on a row") { Self.isOnRow(of: view, in: window) })
        input.press("Down")
        if start == .narrowedOntoIt {
            #expect(input.resize(window.window, width: 400, height: 800))
        }
        try #require(
            GtkTest.wait(for: "folded on the page") {
                shell.isFolded && Self.isMapped(shell.contentPane) && !Self.isMapped(shell.sidebarPane)
            })
        try #require(Self.isOnRow(of: view, in: window), "the keyboard still on a row of the page")

        switch way {
        case .altLeft: input.press("alt+Left")
        case .backButton: #expect(input.click(shell.backButton, in: window.window))
        }
        let rows = Self.sidebarRows(window)
        try #require(rows.count == PageName.allCases.count)
        let files = try #require(PageName.allCases.firstIndex(of: .files))
        #expect(
            GtkTest.wait(for: "the keyboard on the Files row") { gtk_window_get_focus(window.window) == rows[files] },
            "focus: \(gtk_window_get_focus(window.window).map { String(cString: rows_type_name_of($0)) } ?? "none")")
        if way == .altLeft { #expect(gtk_window_get_focus_visible(window.window) != 0, "its focus ring shows") }
        input.press("Down")
        #expect(GtkTest.wait(for: "Down to the next page's row") { gtk_window_get_focus(window.window) == rows[files + 1] })
    }
}
