import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

/// Searching with real keys, as a person does: typing in the window, Ctrl+F, Escape.
@MainActor
@Suite(
    "Real input: searching", .serialized, .enabled(if: GtkTest.hasDisplay),
    .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
struct RealInputSearchTests {
    @Test("typing a letter in the list opens the search bar with it and filters; Escape closes the search and every row returns")
    func typingSearchesAndEscapeClears() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .people, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.people] as? PeoplePage)
        let viewModel = page.panel.list.viewModel
        let everyone = viewModel.displayed
        try #require(input.focus(window.window))
        gtk_widget_grab_focus(page.panel.list.listView)
        #expect(!window.isSearching)

        input.type("bruce")
        #expect(GtkTest.wait(for: "typing to open the search bar") { window.isSearching })
        GtkTest.wait(for: "the people searched for “bruce”") { viewModel.filter?.query == "bruce" && !viewModel.isSearchPending }
        #expect(GtkTexts.text(of: window.searchEntry) == "bruce", "the first letter typed is in the entry, not lost")
        #expect(Set(viewModel.displayed.items.map(\.id)) == ["h-bruce", "h-bruce-b"])

        input.press("Escape")
        #expect(GtkTest.wait(for: "Escape to close the search") { !window.isSearching })
        GtkTest.wait(for: "every person back") { viewModel.filter == nil && !viewModel.isSearchPending }
        #expect(GtkTexts.text(of: window.searchEntry).isEmpty)
        #expect(viewModel.displayed == everyone)
    }

    @Test("Ctrl+F opens the search in the entry; typing filters, an unmatched word says so; Escape brings every row back")
    func ctrlFSearchesAndEscapeClears() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .peoplePets, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.peoplePets] as? PeoplePetsPage)
        let viewModel = page.panel.list.viewModel
        let everyone = viewModel.displayed
        try #require(input.focus(window.window))

        input.press("ctrl+f")
        #expect(GtkTest.wait(for: "Ctrl+F to open the search") { window.isSearching })
        #expect(
            GtkTest.wait(for: "the entry to have the keyboard focus") {
                gtk_window_get_focus(window.window).map { gtk_widget_is_ancestor($0, window.searchEntry) != 0 } ?? false
            })
        input.type("grace")
        GtkTest.wait(for: "a search for “grace”") { viewModel.filter?.query == "grace" && !viewModel.isSearchPending }
        #expect(viewModel.displayed.items.map(\.id) == ["user/u-grace", "pet/p-pip"], "Grace, and Pip who lives with her")
        input.press("ctrl+a")
        input.type("qqq")
        GtkTest.wait(for: "a search for “qqq”") { viewModel.filter?.query == "qqq" && !viewModel.isSearchPending }
        #expect(viewModel.displayed.itemCount == 0)
        #expect(
            GtkTest.wait(for: "the no-results state on screen") { page.panel.emptyStateTexts.contains("No results for “qqq”") })

        input.press("Escape")
        #expect(GtkTest.wait(for: "Escape to close the search") { !window.isSearching })
        GtkTest.wait(for: "every row back") { viewModel.filter == nil && !viewModel.isSearchPending }
        #expect(viewModel.displayed == everyone)
    }
}
