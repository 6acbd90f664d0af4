import Adwaita
import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

/// The Settings page as GNOME's preferences: its groups' titles over cards of rows, one Rows list.
@MainActor
@Suite("Settings in boxed-list groups", .serialized, .enabled(if: GtkTest.hasDisplay))
struct SettingsGroupsTests {
    /// The shown rows' edge classes, by setting id, for the rows GTK has bound.
    private func edgeClasses(_ list: ListView<String, SettingRow>) -> [String: [String]] {
        var classes: [String: [String]] = [:]
        for (row, cell) in list.boundCells {
            guard let item = list.viewModel.rows[row].item, let widget = gtk_widget_get_parent(cell.root) else { continue }
            classes[item.id] = ["first-in-section", "last-in-section"].filter { gtk_widget_has_css_class(widget, $0) != 0 }
        }
        return classes
    }

    /// The group titles shown on screen, top to bottom.
    private func shownTitles(_ list: ListView<String, SettingRow>) -> [String] {
        list.boundCells.sorted { $0.row < $1.row }.compactMap { row, cell in
            guard list.viewModel.rows[row].isSupplementary, gtk_widget_get_mapped(cell.root) != 0 else { return nil }
            return GtkTexts.labels(under: cell.root).first
        }
    }

    @Test("the settings show under their groups' titles, each group a card: its first and last rows rounded, at most 600 px wide")
    func groupsAreTitledCards() throws {
        let app = try AppHarness()
        try app.loadStylesheet()
        let window = app.openWindow(on: .settings)
        defer { app.close(window) }
        let page = try #require(window.pages[.settings] as? SettingsPage)
        let list = page.panel.list
        #expect(list.viewModel.snapshot.sections.map(\.id) == ["Account", "Storage", "Lists", "About"])
        #expect(shownTitles(list).prefix(3) == ["Account", "Storage", "Lists"], "\(shownTitles(list))")
        let classes = edgeClasses(list)
        #expect(classes["s-account"] == ["first-in-section", "last-in-section"])
        #expect(classes["s-cache"] == ["first-in-section"])
        #expect(classes["s-data"] == [])
        #expect(classes["s-clear-cache"] == ["last-in-section"])
        #expect(classes["s-density"] == ["first-in-section"])
        #expect(classes["s-sort"] == ["last-in-section"])
        #expect(gtk_widget_has_css_class(list.listView, "rows-boxed-list") != 0)
        let clamp = try #require(gtk_widget_get_parent(list.listView))
        #expect(String(cString: rows_type_name_of(UnsafeMutableRawPointer(clamp))) == "AdwClampScrollable")
        #expect(adw_clamp_scrollable_get_maximum_size(OpaquePointer(clamp)) == 600)
        #expect(gtk_widget_get_width(list.listView) <= 600 && gtk_widget_get_width(list.listView) > 300)
    }

    @Test("a search runs over every group; the groups with matches keep their titles and their matching rows form a card")
    func searchKeepsGroupedCards() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .settings)
        defer { app.close(window) }
        let page = try #require(window.pages[.settings] as? SettingsPage)
        let list = page.panel.list
        page.search("a")  // Account, Cache, Saved data, Clear cache…, About, Sort … (Last name, As arranged)
        GtkTest.wait(for: "the search") { list.viewModel.filter != nil && !list.viewModel.isSearchPending }
        page.search("cache")
        GtkTest.wait(for: "the search for “cache”") { list.viewModel.filter?.query == "cache" && !list.viewModel.isSearchPending }
        GtkTest.waitForFrames(of: list.listView)
        #expect(list.viewModel.displayed.items.map(\.id) == ["s-cache", "s-clear-cache"])
        #expect(shownTitles(list) == ["Storage"])
        #expect(edgeClasses(list) == ["s-cache": ["first-in-section"], "s-clear-cache": ["last-in-section"]])
        page.search("")
        GtkTest.wait(for: "every setting back") { list.viewModel.filter == nil && !list.viewModel.isSearchPending }
        GtkTest.waitForFrames(of: list.listView)
        #expect(edgeClasses(list)["s-clear-cache"] == ["last-in-section"])
        #expect(edgeClasses(list)["s-cache"] == ["first-in-section"])
    }

    @Test(
        "one real click on a row opens its sub-page with the keyboard on Back; Escape comes back with the focus on that row",
        .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
    func clickOpensSubpageAndEscapeComesBack() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .settings, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.settings] as? SettingsPage)
        let list = page.panel.list
        let account = try #require(list.viewModel.rows.firstIndex { $0.item?.id == "s-account" })
        try #require(GtkTest.wait(for: "the account row bound") { list.boundCells.contains { $0.row == account } })
        let cell = try #require(list.boundCells.first { $0.row == account }?.cell)
        try #require(input.focus(window.window))

        #expect(input.click(cell.root, in: window.window))
        #expect(GtkTest.wait(for: "one click to open the account page") { page.openSubpage == "account" })
        let focusedTooltip = {
            gtk_window_get_focus(window.window).flatMap { gtk_widget_get_tooltip_text($0) }.map { String(cString: $0) }
        }
        #expect(
            GtkTest.wait(for: "the keyboard on Back (\(String(describing: focusedTooltip())))") {
                focusedTooltip() == "Back to Settings"
            })
        input.press("Escape")
        #expect(GtkTest.wait(for: "Escape to go back to the list") { page.openSubpage == nil })
        #expect(GtkTest.wait(for: "the focus on the account row again") { list.focusedRow() == account })
    }

    /// Where each shown row's cell is in the list, in row order: the row, its top and its height.
    private func cellFrames(_ list: ListView<String, SettingRow>) -> [[Float]] {
        list.boundCells.compactMap { row, cell in
            var bounds = graphene_rect_t()
            guard gtk_widget_get_mapped(cell.root) != 0, gtk_widget_compute_bounds(cell.root, list.listView, &bounds) != 0
            else { return nil }
            return [Float(row), bounds.origin.y, bounds.size.height]
        }
    }

    @Test("a group's title stays put with the pointer over it (:hover), at every row density: nothing below it moves")
    func groupTitlesStayPutUnderThePointer() throws {
        // The About title moved 12 px down on the first key press in the app at 1280 × 800: Xvfb's
        // pointer, at the screen's middle, was over it, and the first event GTK picked it with (a
        // motion after the key) made it :hover, whose rule out-weighed the density's padding.
        let app = try AppHarness()
        try app.loadStylesheet()
        let window = app.openWindow(on: .settings)
        defer { app.close(window) }
        let page = try #require(window.pages[.settings] as? SettingsPage)
        let list = page.panel.list
        let densities = ["density-compact", "density-comfortable", "density-spacious"]
        defer {
            for name in densities { gtk_widget_remove_css_class(window.widget, name) }
            gtk_widget_add_css_class(window.widget, "density-comfortable")
        }
        for density in densities {
            for name in densities { gtk_widget_remove_css_class(window.widget, name) }
            gtk_widget_add_css_class(window.widget, density)
            GtkTest.waitForFrames(of: window.widget)
            let headers = list.boundCells.filter { list.viewModel.rows[$0.row].isSupplementary }
            try #require(headers.count == 4, "\(density): \(headers.count) titles bound")
            for (row, cell) in headers {
                let rowWidget = try #require(gtk_widget_get_parent(cell.root))
                let before = cellFrames(list)
                gtk_widget_set_state_flags(rowWidget, GTK_STATE_FLAG_PRELIGHT, 0)
                GtkTest.waitForFrames(of: window.widget)
                let hovered = cellFrames(list)
                gtk_widget_unset_state_flags(rowWidget, GTK_STATE_FLAG_PRELIGHT)
                GtkTest.waitForFrames(of: window.widget)
                #expect(hovered == before, "\(density), the title of row \(row) hovered: \(before) → \(hovered)")
                #expect(cellFrames(list) == before, "\(density), the title of row \(row) left")
            }
        }
    }

    @Test(
        "the saved-data page says when nothing is saved, and lists saved files as a card; account and about are preferences groups"
    )
    func subpages() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .settings)
        defer { app.close(window) }
        let page = try #require(window.pages[.settings] as? SettingsPage)
        try? FileManager.default.removeItem(at: app.folders.data)
        page.openSubpage("data", title: "Saved data")
        GtkTest.waitForFrames(of: window.widget)
        #expect(GtkTexts.labels(under: page.widget).contains("Nothing saved yet"), "\(GtkTexts.labels(under: page.widget))")
        page.closeSubpage()
        try FileManager.default.createDirectory(at: app.folders.data, withIntermediateDirectories: true)
        try Data("[]".utf8).write(to: app.folders.data.appendingPathComponent("people.json"))
        page.openSubpage("data", title: "Saved data")
        GtkTest.waitForFrames(of: window.widget)
        #expect(GtkTexts.labels(under: page.widget).contains("people.json"), "\(GtkTexts.labels(under: page.widget))")
        let savedList = LazyPagesTests.widgets(ofType: "GtkListView", under: page.widget).first {
            GtkTexts.labels(under: $0).contains("people.json")
        }
        #expect(savedList.map { gtk_widget_has_css_class($0, "rows-boxed-list") != 0 } == true)
        page.closeSubpage()
        page.openSubpage("about", title: "About Rows")
        GtkTest.waitForFrames(of: window.widget)
        let rows = LazyPagesTests.widgets(ofType: "AdwActionRow", under: page.widget)
        #expect(rows.count == 4)
        #expect(GtkTexts.labels(under: page.widget).contains("Version"))
    }

    @Test("Tab walks out of the account and about sub-pages' rows, each row saying its value; their values stay selectable")
    func subpageFactsLetTabThrough() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .settings)
        defer { app.close(window) }
        let page = try #require(window.pages[.settings] as? SettingsPage)
        for (name, title) in [("account", "User and folders"), ("about", "About Rows")] {
            page.openSubpage(name, title: title)
            GtkTest.waitForFrames(of: window.widget)
            let rows = LazyPagesTests.widgets(ofType: "AdwActionRow", under: page.widget).filter {
                gtk_widget_get_mapped($0) != 0
            }
            let first = try #require(rows.first, "\(title): no rows")
            // Tab as GtkWindow moves the focus (from the top again past the last widget): it must
            // leave the row (GTK 4.8 kept it there, its selectable value label saying it took it).
            for direction in [GTK_DIR_TAB_FORWARD, GTK_DIR_TAB_BACKWARD] {
                #expect(gtk_widget_grab_focus(first) != 0)
                if gtk_widget_child_focus(window.widget, direction) == 0 {
                    gtk_root_set_focus(OpaquePointer(window.widget), nil)
                    _ = gtk_widget_child_focus(window.widget, direction)
                }
                let focus = gtk_root_get_focus(OpaquePointer(window.widget))
                #expect(
                    focus.map { $0 != first && gtk_widget_is_ancestor($0, first) == 0 } ?? false,
                    "\(title): Tab (\(direction)) stayed on the row")
            }
            for row in rows {
                #expect(
                    gtk_test_accessible_has_property(OpaquePointer(row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) != 0,
                    "\(title): a row without its value")
            }
            let values = LazyPagesTests.widgets(ofType: "GtkLabel", under: first).filter {
                gtk_label_get_selectable(OpaquePointer($0)) != 0
            }
            #expect(!values.isEmpty, "\(title): the value can still be selected and copied")
            page.closeSubpage()
            GtkTest.waitForFrames(of: window.widget)
        }
    }

    @Test("the sub-pages' rows follow the row density picked: compact lower, spacious higher than comfortable")
    func subpagesFollowTheDensity() throws {
        let app = try AppHarness()
        try app.loadStylesheet()
        let window = app.openWindow(on: .settings)
        defer { app.close(window) }
        let page = try #require(window.pages[.settings] as? SettingsPage)
        page.openSubpage("about", title: "About Rows")
        GtkTest.waitForFrames(of: window.widget)
        let row = try #require(LazyPagesTests.widgets(ofType: "AdwActionRow", under: page.widget).first)
        var heights: [Int32] = []
        let densities = ["density-compact", "density-comfortable", "density-spacious"]
        for density in densities {
            for name in densities { gtk_widget_remove_css_class(window.widget, name) }
            gtk_widget_add_css_class(window.widget, density)
            GtkTest.waitForFrames(of: window.widget)
            heights.append(gtk_widget_get_height(row))
        }
        #expect(heights[0] < heights[1] && heights[1] < heights[2], "\(heights)")
    }

    @Test("on screen, light and dark, a row is drawn on the card's colour, apart from the page's background beside it")
    func cardsAreDrawnApartFromTheBackground() throws {
        let app = try AppHarness()
        try app.loadStylesheet()
        let window = app.openWindow(on: .settings)
        let styleManager = adw_style_manager_get_default()
        defer {
            adw_style_manager_set_color_scheme(styleManager, ADW_COLOR_SCHEME_DEFAULT)
            app.close(window)
        }
        let page = try #require(window.pages[.settings] as? SettingsPage)
        let list = page.panel.list
        for scheme in [ADW_COLOR_SCHEME_FORCE_LIGHT, ADW_COLOR_SCHEME_FORCE_DARK] {
            adw_style_manager_set_color_scheme(styleManager, scheme)
            GtkTest.waitForFrames(of: window.widget)
            let row = try #require(list.viewModel.rows.row(ofItem: "s-cache"))
            let cell = try #require(list.boundCells.first { $0.row == row }?.cell)
            let rowWidget = try #require(gtk_widget_get_parent(cell.root))
            var origin = graphene_point_t()
            var point = graphene_point_t()
            #expect(gtk_widget_compute_point(rowWidget, window.widget, &origin, &point) != 0)
            let file = app.root.appendingPathComponent("settings-\(scheme.rawValue).png").path
            try WidgetSnapshot.savePNG(of: window.widget, to: file)
            let texture = try #require(gdk_texture_new_from_filename(file, nil))
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            let pixels = PagesTests.TexturePixels(texture)
            func color(_ x: Float, _ y: Float) -> [UInt8] {
                let offset = (Int(y) * Int(pixels.width) + Int(x)) * 4
                return Array(pixels.bytes[offset..<offset + 3])  // grey: the channels' order does not matter
            }
            let middleY = point.y + Float(gtk_widget_get_height(rowWidget)) / 2
            let card = color(point.x + Float(gtk_widget_get_width(rowWidget)) / 2, middleY)
            // 20 px left of the row's content: past the row's 12 px padding, in the list's own.
            let beside = color(point.x - 20, middleY)
            let isDark = scheme == ADW_COLOR_SCHEME_FORCE_DARK
            #expect(adw_style_manager_get_dark(styleManager) == (isDark ? 1 : 0))
            // Light: a white card on the light grey window; dark: a lighter card on the dark window.
            #expect(card != beside, "\(isDark ? "dark" : "light"): card \(card), beside \(beside)")
            if isDark {
                #expect(card.allSatisfy { $0 < 90 } && card.allSatisfy { $0 > beside[0] }, "dark card \(card), beside \(beside)")
            } else {
                #expect(
                    card == [255, 255, 255] && beside.allSatisfy { $0 > 200 && $0 < 255 }, "light card \(card), beside \(beside)")
            }
        }
    }
}
