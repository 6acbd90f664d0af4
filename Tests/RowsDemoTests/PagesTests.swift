import CGtk
import GtkTestSupport
import Foundation
import Rows
import RowsCore
import Testing

@testable import RowsDemo

@MainActor
@Suite("The demo's pages, driven in a real window", .enabled(if: GtkTest.hasDisplay), .serialized)
struct PagesTests {
    @Test("every page opens on the bundled data and shows rows, none shows an error")
    func everyPageOpens() throws {
        let app = try AppHarness()
        let window = app.openWindow()
        defer { app.close(window) }
        for name in PageName.allCases {
            window.show(name)
            GtkTest.settle()
            #expect(window.currentPage == name)
            let page = try #require(window.pages[name])
            #expect(!(page is UnavailablePage), "\(name.rawValue): \((page as? UnavailablePage)?.message ?? "")")
            #expect(gtk_widget_get_mapped(page.widget) != 0, "\(name.rawValue) is not on screen")
            #expect(!GtkTexts.labels(under: page.widget).isEmpty, "\(name.rawValue) shows no text")
        }
    }

    @Test("activating a pet says who it is; the pet's row shows its avatar, a user's row none")
    func activatingPeopleAndPets() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .peoplePets)
        defer { app.close(window) }
        let page = try #require(window.pages[.peoplePets] as? PeoplePetsPage)
        let rows = page.panel.list.viewModel.rows
        let rex = try #require(rows.firstIndex { $0.item?.id == "pet/p-rex" })
        GtkTest.activate(row: rex, of: page.panel.list.listView)
        let detail = String(cString: gtk_label_get_text(GtkPointer.opaque(page.detail)))
        #expect(detail == "Rex is a German Shepherd living with Alan Turing.")
    }

    @Test("activating a disclosure row opens its sub-page; Back returns to the list")
    func settingsDisclosureOpensSubpage() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .settings)
        defer { app.close(window) }
        let page = try #require(window.pages[.settings] as? SettingsPage)
        let account = try #require(page.panel.list.viewModel.rows.firstIndex { $0.item?.id == "s-account" })
        GtkTest.activate(row: account, of: page.panel.list.listView)
        #expect(page.openSubpage == "account")
        #expect(GtkTexts.labels(under: page.widget).contains(app.folders.data.path))
        page.closeSubpage()
        #expect(page.openSubpage == nil)
    }

    @Test("activating a folder opens it; going up comes back; hidden files show on demand")
    func filesNavigateAndShowHidden() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let names = { page.panel.list.viewModel.snapshot.items.map(\.name) }
        #expect(names() == ["Projects", "notes.txt"])
        #expect(page.panel.list.viewModel.snapshot.items.map(\.detail) == ["2 items", "2.0 kB"])
        GtkTest.activate(row: 0, of: page.panel.list.listView)
        #expect(page.folder == app.filesFolder.appendingPathComponent("Projects").path)
        #expect(names() == ["rows", "plan.md"])
        page.openParent()
        page.setShowsHidden(true)
        #expect(names() == ["Projects", ".hidden", "notes.txt"], "folders first")
    }

    @Test("refresh shows a new file and a changed size through the diff, in place")
    func filesRefreshByDiff() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let list = page.panel.list
        var splicesBefore = list.statistics.splices
        let rebindsBefore = list.statistics.rebinds
        try Data(count: 5_000).write(to: app.filesFolder.appendingPathComponent("notes.txt"))
        page.refresh()
        GtkTest.settle()
        #expect(list.statistics.splices == splicesBefore, "a changed size is no insertion or removal")
        #expect(list.statistics.rebinds - rebindsBefore == 1, "notes.txt reconfigured in place")
        #expect(GtkTexts.labels(under: list.widget).contains("5.0 kB"))

        splicesBefore = list.statistics.splices
        try Data(count: 1).write(to: app.filesFolder.appendingPathComponent("new.txt"))
        page.refresh()
        GtkTest.settle()
        #expect(list.viewModel.snapshot.items.map(\.name) == ["Projects", "new.txt", "notes.txt"])
        #expect(list.statistics.splices - splicesBefore == 1, "one insertion")
        #expect(GtkTexts.labels(under: list.widget).contains("1 byte"))
    }

    @Test("Ctrl+F search filters the page through the diff; no match says what was searched")
    func searchFiltersAndExplainsEmptyResults() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .colors)
        defer { app.close(window) }
        let page = try #require(window.pages[.colors] as? ColorsPage)
        GtkTest.search("mint", in: window)
        #expect(window.isSearching)
        #expect(page.panel.list.viewModel.displayed.items.map(\.id) == ["c-mint"])
        GtkTest.search("zebra", in: window)
        #expect(page.panel.emptyState == .noMatches(query: "zebra"))
        #expect(page.panel.emptyStateTexts.contains("No results for “zebra”"))
        // Another page gets the search; the page left shows everything again.
        window.show(.peoplePets)
        GtkTest.settle()
        #expect(page.panel.list.viewModel.filter == nil)
        gtk_editable_set_text(OpaquePointer(window.searchEntry), "rex")
        GtkTest.settle(milliseconds: 400)
        let pets = try #require(window.pages[.peoplePets] as? PeoplePetsPage)
        #expect(pets.panel.list.viewModel.displayed.items.map(\.id) == ["pet/p-rex"])
    }

    @Test("the million-row page applies live random changes and GTK's model follows exactly")
    func millionRowsGoLive() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .million)
        defer { app.close(window) }
        let page = try #require(window.pages[.million] as? MillionPage)
        #expect(page.panel.list.viewModel.displayed.itemCount == 1_000_000)
        page.setLive(true)
        #expect(GtkTest.spin(seconds: 90) { page.updatesApplied >= 3 }, "three live bursts (slow only under sanitizers)")
        page.setLive(false)
        GtkTest.settle()
        let list = page.panel.list
        #expect(list.statistics.cellsBuilt < 400, "GTK keeps a few hundred rows whatever the list's size")
        #expect(list.statistics.rebinds > 0 || list.statistics.splices > 0)
        #expect(page.countersText.contains("cells built"))
        #expect(page.countersText.contains("last diff"))
        // Leaving the page stops the updates.
        page.setLive(true)
        window.show(.colors)
        GtkTest.settle()
        #expect(!page.isLive)
    }
}
