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
        #expect(texts.first == "“\(name)” cannot be read")
        #expect(texts.last?.contains(file.path) == true && texts.last?.contains("Not a directory") == true, "\(texts)")
        #expect(page.panel.emptyStateIcon == "dialog-error-symbolic")
    }

    @Test("a data file that cannot be read shows the error page, an AdwStatusPage naming the file and the key")
    func unreadableDataShowsAnErrorStatusPage() throws {
        let app = try AppHarness()
        let pets = app.dataFolder.appendingPathComponent("pets.json")
        let text = try String(contentsOf: pets, encoding: .utf8).replacingOccurrences(
            of: "\"weight\": 34.5", with: "\"weight\": \"heavy\"")
        try text.write(to: pets, atomically: true, encoding: .utf8)
        let window = app.openWindow(on: .peoplePets)
        defer { app.close(window) }
        let page = try #require(window.pages[.peoplePets] as? UnavailablePage)
        #expect(String(cString: rows_type_name_of(UnsafeMutableRawPointer(page.widget))) == "AdwStatusPage")
        #expect(gtk_widget_has_css_class(page.widget, "error-page") != 0)
        #expect(adw_status_page_get_icon_name(OpaquePointer(page.widget)).map { String(cString: $0) } == "dialog-error-symbolic")
        #expect(GtkTexts.labels(under: page.widget) == ["The data cannot be read", page.message], "\(page.message)")
    }
}
