import Adwaita
import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

/// The empty, no-results and error states, as libadwaita status pages: the icon and the texts a
/// person sees, user text shown as written.
@MainActor
@Suite("Status pages: empty, no results, errors", .serialized, .enabled(if: GtkTest.hasDisplay))
struct StatusPageTests {
    @Test("a search with no match shows a status page with the search icon and the query as typed: “<b>&” is not markup")
    func noResultsShowsTheQueryAsTyped() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .people)
        defer { app.close(window) }
        let page = try #require(window.pages[.people] as? PeoplePage)
        let viewModel = page.panel.list.viewModel
        page.search("<b>&")
        GtkTest.wait(for: "the search for “<b>&”") { viewModel.filter?.query == "<b>&" && !viewModel.isSearchPending }
        #expect(page.panel.showsEmptyPage)
        #expect(
            page.panel.emptyStateTexts == ["No results for “<b>&”", "Try other words, or press Escape to clear the search."])
        #expect(page.panel.emptyStateIcon == "edit-find-symbolic")
        page.search("")
        GtkTest.wait(for: "every person back") { viewModel.filter == nil && !viewModel.isSearchPending }
        #expect(!page.panel.showsEmptyPage)
    }

    @Test("the empty page gets its icon when it shows: a list with rows loads no theme icon (an SVG, which maps librsvg) for it")
    func emptyPageIconWhenShown() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .people)
        defer { app.close(window) }
        let page = try #require(window.pages[.people] as? PeoplePage)
        #expect(!page.panel.showsEmptyPage)
        #expect(page.panel.emptyStateIcon == nil)
        let viewModel = page.panel.list.viewModel
        viewModel.apply(ListSnapshot(sections: []))
        GtkTest.wait(for: "the empty page") { page.panel.showsEmptyPage }
        #expect(page.panel.emptyStateIcon == "system-users-symbolic")
        #expect(page.panel.emptyStateTexts.first == "Nobody here")
    }

    @Test("a folder that cannot be read shows an error status page; its name and the error show as written, not as markup")
    func unreadableFolderNameIsNotMarkup() throws {
        let app = try AppHarness()
        let name = "a <b> & c"
        let file = app.filesFolder.appendingPathComponent(name)
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8)))
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.open(file.path)
        page.waitUntilListed()
        let texts = page.panel.emptyStateTexts
        #expect(texts.count == 2, "\(texts)")
        #expect(texts.first == "“\(name)” is not a folder")
        #expect(texts.last == "It is a file. Go up to the folder around it (Alt+Up) to open it.", "\(texts)")
        #expect(page.panel.emptyStateIcon == "dialog-error-symbolic")
    }
}
