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
        #expect(page.message == ##"data/colors.json: [0].hex: expected a colour like "#ff8800", found "#12""##)
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

    @Test("a row density picked before a page exists applies to that page's rows when it is built")
    func pickedDensityReachesAPageBuiltLater() throws {
        let compact = try Self.firstColorRowOffset(density: 0)
        let spacious = try Self.firstColorRowOffset(density: 2)
        #expect(compact > 0)
        // style.css pads spacious rows by 12 px above and below and compact ones by 2: two rows above.
        #expect(spacious >= compact + 36, "the header and the strip above Crimson are 20 px taller each")
    }

    /// Picks density `index` on the settings page, then shows the colours page for the first time and
    /// returns how far down the list its first colour row is (below the red header and the strip).
    private static func firstColorRowOffset(density index: Int) throws -> Double {
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
        let listView = colors.panel.list.listView
        let crimsonRow = {
            widgets(ofType: "GtkListItemWidget", under: listView).first { GtkTexts.labels(under: $0).contains("Crimson") }
        }
        try #require(GtkTest.wait(for: "Crimson's row on screen") { crimsonRow().map { gtk_widget_get_mapped($0) != 0 } == true })
        GtkTest.waitForFrames(of: listView)  // laid out with the density's CSS
        let crimson = try #require(crimsonRow())
        var x = 0.0
        var y = 0.0
        #expect(gtk_widget_translate_coordinates(crimson, listView, 0, 0, &x, &y) != 0)
        return y
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
