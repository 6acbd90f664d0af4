import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import Testing

@testable import RowsDemo

/// Pages are built the first time they are shown: start-up pays for the page opened only.
@MainActor
@Suite("Pages are built when first shown", .enabled(if: GtkTest.hasDisplay), .serialized)
struct LazyPagesTests {
    @Test("at start-up only the page opened is built; the million rows' list does not exist until its page is shown")
    func onlyTheOpenedPageIsBuilt() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .peoplePets)
        defer { app.close(window) }
        #expect(Set(window.pages.keys) == [.peoplePets])
        #expect(Self.widgets(ofType: "GtkListView", under: window.widget).count == 1, "one list: People & Pets'")
        let sidebar = try #require(Self.widgets(ofType: "GtkStackSidebar", under: window.widget).first)
        #expect(GtkTexts.labels(under: sidebar) == PageName.allCases.map(\.title), "the sidebar lists every page")

        window.show(.million)
        let million = try #require(window.pages[.million] as? MillionPage)
        #expect(million.panel.list.viewModel.displayed.itemCount == 1_000_000)
        GtkTest.wait(for: "the million rows' list on screen") { gtk_widget_get_mapped(million.panel.list.listView) != 0 }
        #expect(Self.widgets(ofType: "GtkListView", under: window.widget).count == 2)
        #expect(Set(window.pages.keys) == [.peoplePets, .million])
    }

    @Test("showing a page builds it once; shown again it is the same page, with what it had")
    func aPageIsBuiltOnce() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .settings)
        defer { app.close(window) }
        window.show(.files)
        let files = try #require(window.pages[.files] as? FilesPage)
        files.setShowsHidden(true)
        let listsOnce = Self.widgets(ofType: "GtkListView", under: window.widget).count
        for name in PageName.allCases where name != .million { window.show(name) }
        let listsAll = Self.widgets(ofType: "GtkListView", under: window.widget).count
        #expect(listsAll > listsOnce)
        for name in PageName.allCases.reversed() where name != .million { window.show(name) }
        #expect(window.pages[.files] === files)
        #expect(files.showsHidden, "the page kept its state")
        #expect(window.currentPage == .peoplePets)
        #expect(Self.widgets(ofType: "GtkListView", under: window.widget).count == listsAll, "nothing was built twice")
        #expect(!window.pages.keys.contains(.million))
    }

    @Test("a page whose data cannot be read becomes an error page naming the file and key when first shown; the others work")
    func badDataOfAPageBuiltLater() throws {
        let app = try AppHarness()
        try Data(##"[{"id": "c-1", "name": "Ink", "hex": "#12", "family": "red"}]"##.utf8)
            .write(to: app.dataFolder.appendingPathComponent("colors.json"))
        let window = app.openWindow(on: .peoplePets)
        defer { app.close(window) }
        #expect(!(try #require(window.pages[.peoplePets]) is UnavailablePage))
        window.show(.colors)
        let page = try #require(window.pages[.colors] as? UnavailablePage)
        #expect(page.message == ##"data/colors.json: [0].hex: expected a color like "#ff8800", found "#12""##)
        GtkTest.wait(for: "the error on screen") {
            gtk_widget_get_mapped(page.widget) != 0 && GtkTexts.labels(under: window.widget).contains(page.message)
        }
        #expect(String(cString: gtk_window_get_title(window.window)) == "Rows — Colors")
        window.show(.settings)
        #expect(window.pages[.settings] is SettingsPage)
    }

    @Test("a sort order picked before the people page exists is the order it is built in")
    func pickedOrderReachesAPageBuiltLater() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .settings)
        defer { app.close(window) }
        let settings = try #require(window.pages[.settings] as? SettingsPage)
        let sort = try #require(try app.context.data.settings().first { $0.id == PageLoader.sortSetting })
        settings.pick(2, for: sort)  // "Age"
        #expect(window.pages[.people] == nil)
        window.show(.people)
        let people = try #require(window.pages[.people] as? PeoplePage)
        let ages = try people.panel.list.viewModel.snapshot.items(inSection: "Engineering").map(\.age)
        #expect(ages.count > 1)
        #expect(ages == ages.sorted(), "people are ordered by age")
    }

    @Test("a row density picked before a page exists applies to that page's cells when it is built")
    func pickedDensityReachesAPageBuiltLater() throws {
        let compact = try Self.crimsonCellHeight(density: 0)
        let spacious = try Self.crimsonCellHeight(density: 2)
        #expect(compact > 0)
        // style.css pads the colour grid's cells by 12 px on each side when spacious and by 2 when compact.
        #expect(spacious >= compact + 20, "Crimson's cell is 20 px taller")
    }

    /// Picks density `index` on the settings page, then shows the colours page for the first time and
    /// returns the height of Crimson's cell in the grid, padding included.
    private static func crimsonCellHeight(density index: Int) throws -> Int32 {
        let app = try AppHarness()
        let window = app.openWindow(on: .settings)
        defer { app.close(window) }
        try app.loadStylesheet()
        let settings = try #require(window.pages[.settings] as? SettingsPage)
        let density = try #require(try app.context.data.settings().first { $0.id == PageLoader.densitySetting })
        settings.pick(index, for: density)
        #expect(window.pages[.colors] == nil)
        window.show(.colors)
        let colors = try #require(window.pages[.colors] as? ColorsPage)
        let gridView = colors.panel.grid.gridView
        let crimsonCell = {
            widgets(ofType: "GtkListItemWidget", under: gridView).first { GtkTexts.labels(under: $0).contains("Crimson") }
        }
        try #require(
            GtkTest.wait(for: "Crimson's cell on screen") { crimsonCell().map { gtk_widget_get_mapped($0) != 0 } == true })
        GtkTest.waitForFrames(of: gridView)  // laid out with the density's CSS
        // Allocated: padding included (gtk_widget_get_height leaves it out).
        let cell = try #require(crimsonCell())
        return gtk_widget_get_allocated_height(cell)
    }

    /// The widgets under `widget` (itself included) whose GType is named `typeName`, depth first.
    static func widgets(ofType typeName: String, under widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<
        GtkWidget
    >] {
        var found = String(cString: rows_type_name_of(GtkPointer.raw(widget))) == typeName ? [widget] : []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            found += widgets(ofType: typeName, under: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }
}
