import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

/// Where the keyboard goes when the window folds, when a page is picked folded, when a search is
/// closed from its results and when a search starts on a Settings sub-page: real keys and clicks,
/// the focus read from GTK after each.
@MainActor
@Suite(
    "The keyboard through folding, picking pages and closing searches", .serialized, .enabled(if: GtkTest.hasDisplay),
    .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
struct KeyboardPathsTests {
    /// A window of `width` px on `page` (as if closed at that width last time), on the input display.
    private static func openWindow(_ app: AppHarness, on page: PageName, width: Int, input: InputDisplay) throws -> DemoWindow {
        try WindowSize(width: width, height: 640, isMaximized: false).save(
            to: app.folders.state.appendingPathComponent("window.json"))
        return app.openWindow(on: page, remembersSize: true, input: input)
    }

    static func isMapped(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_get_mapped(widget) != 0 }

    /// Whether the keyboard focus is on a row of `view` (a widget inside it, not the view itself).
    static func isOnRow(of view: UnsafeMutablePointer<GtkWidget>, in window: DemoWindow) -> Bool {
        guard let focus = gtk_window_get_focus(window.window) else { return false }
        return focus != view && gtk_widget_is_ancestor(focus, view) != 0
    }

    /// The sidebar's rows, one per page.
    static func sidebarRows(_ window: DemoWindow) -> [UnsafeMutablePointer<GtkWidget>] {
        var rows: [UnsafeMutablePointer<GtkWidget>] = []
        func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if String(cString: gtk_widget_get_css_name(widget)) == "row",
                gtk_widget_is_ancestor(widget, window.shell.sidebarPane) != 0
            {
                rows.append(widget)
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                walk(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        walk(window.shell.sidebarPane)
        return rows
    }

    /// Waits until the search bar is open and drawn with its entry holding the keyboard.
    private static func waitForSearchEntry(_ window: DemoWindow) -> Bool {
        let open = GtkTest.wait(for: "the search entry open, with the keyboard") {
            window.isSearching && gtk_widget_get_mapped(window.searchEntry) != 0
                && gtk_window_get_focus(window.window).map { gtk_widget_is_ancestor($0, window.searchEntry) != 0 } ?? false
        }
        return open && GtkTest.waitForFrames(of: window.widget)
    }

    @Test("narrowed while the keyboard is on a row, the window folds onto the page, the keyboard still on the row")
    func foldingKeepsThePage() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = try Self.openWindow(app, on: .people, width: 900, input: input)
        defer { app.close(window) }
        let shell = window.shell!
        let view = try #require(window.pages[.people]?.rowsView)
        try #require(input.focus(window.window))
        try #require(GtkTest.wait(for: "the keyboard on a row") { Self.isOnRow(of: view, in: window) })
        let focused = gtk_window_get_focus(window.window)

        #expect(input.resize(window.window, width: 360, height: 640))
        #expect(GtkTest.wait(for: "the leaflet folded") { shell.isFolded })
        #expect(
            GtkTest.wait(for: "the page alone on screen") {
                Self.isMapped(shell.contentPane) && !Self.isMapped(shell.sidebarPane)
            })
        #expect(gtk_window_get_focus(window.window) == focused, "the same row keeps the keyboard")
        input.press("Down")
        #expect(
            GtkTest.wait(for: "Down to move along the rows") {
                Self.isOnRow(of: view, in: window) && gtk_window_get_focus(window.window) != focused
            })
    }

    @Test("a window opening folded puts the keyboard on the sidebar's row of the page, where Down goes to the next page")
    func openingFoldedFocusesTheSidebar() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = try Self.openWindow(app, on: .settings, width: 360, input: input)
        defer { app.close(window) }
        let shell = window.shell!
        try #require(
            GtkTest.wait(for: "the leaflet folded, on the sidebar") { shell.isFolded && Self.isMapped(shell.sidebarPane) })
        let rows = Self.sidebarRows(window)
        try #require(rows.count == PageName.allCases.count)
        let settingsRow = try #require(PageName.allCases.firstIndex(of: .settings))
        #expect(
            GtkTest.wait(for: "the keyboard on the Settings row") { gtk_window_get_focus(window.window) == rows[settingsRow] },
            "focus: \(gtk_window_get_focus(window.window).map { String(cString: rows_type_name_of($0)) } ?? "none")")
        try #require(input.focus(window.window))
        input.press("Down")
        #expect(GtkTest.wait(for: "Down to the next page's row") { gtk_window_get_focus(window.window) == rows[settingsRow + 1] })
    }

    @Test(
        "folded on a page, F10 opens the main menu (its button is hidden with the sidebar): the sidebar shows with the menu open; closed, the page comes back"
    )
    func f10OpensTheMenuFolded() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = try Self.openWindow(app, on: .people, width: 360, input: input)
        defer { app.close(window) }
        let shell = window.shell!
        try #require(GtkTest.wait(for: "the leaflet folded") { shell.isFolded && Self.isMapped(shell.sidebarPane) })
        shell.showContent()
        let view = try #require(window.pages[.people]?.rowsView)
        try #require(GtkTest.wait(for: "the page shown") { Self.isMapped(shell.contentPane) && !Self.isMapped(shell.menuButton) })
        window.pages[.people]?.focusFirstRow()
        try #require(GtkTest.wait(for: "the keyboard on a row") { Self.isOnRow(of: view, in: window) })
        try #require(input.focus(window.window))
        input.press("F10")
        let popover = try #require(gtk_menu_button_get_popover(OpaquePointer(shell.menuButton)))
        #expect(
            GtkTest.wait(for: "the main menu open") { gtk_widget_get_visible(popover.cast(to: GtkWidget.self)) != 0 },
            "sidebar mapped: \(Self.isMapped(shell.sidebarPane))")
        // Closed at once: an open menu holds the shared display's keyboard and pointer, which the
        // real-input tests running meanwhile need.
        gtk_popover_popdown(popover)
        #expect(GtkTest.wait(for: "the main menu closed") { gtk_widget_get_visible(popover.cast(to: GtkWidget.self)) == 0 })
        // Closed (as Escape closes it), the menu gives the page back, with the keyboard on its row.
        #expect(GtkTest.wait(for: "the page shown again") { shell.isShowingContent && Self.isMapped(shell.contentPane) })
        #expect(GtkTest.wait(for: "the keyboard back on a row") { Self.isOnRow(of: view, in: window) })
    }

    @Test(
        "folded, a page picked in the sidebar gets the keyboard on a row, not the back button, so its keys work at once",
        arguments: [(3, PageName.people), (1, PageName.settings)])
    func pickingAPageFoldedFocusesItsRows(sidebarRow: Int, page: PageName) throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = try Self.openWindow(app, on: .peoplePets, width: 360, input: input)
        defer { app.close(window) }
        let shell = window.shell!
        try #require(
            GtkTest.wait(for: "the leaflet folded, on the sidebar") { shell.isFolded && Self.isMapped(shell.sidebarPane) })
        let rows = Self.sidebarRows(window)
        try #require(rows.count == PageName.allCases.count)
        try #require(input.focus(window.window))
        #expect(input.click(rows[sidebarRow], in: window.window))
        #expect(GtkTest.wait(for: "\(page) shown") { window.currentPage == page && Self.isMapped(shell.contentPane) })
        let view = try #require(window.pages[page]?.rowsView)
        #expect(
            GtkTest.wait(for: "the keyboard on a row of \(page)") { Self.isOnRow(of: view, in: window) },
            "focus: \(gtk_window_get_focus(window.window).map { String(cString: rows_type_name_of($0)) } ?? "none")")
        #expect(gtk_window_get_focus(window.window) != shell.backButton)
    }

    @Test(
        "Escape in the rows a search found closes the search; the keyboard stays on the row, in view (Natasha's is far down)",
        arguments: ["Bruce", "Natasha"])
    func escapeInResultsClosesTheSearch(firstName: String) throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = try Self.openWindow(app, on: .people, width: 900, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.people] as? PeoplePage)
        let list = page.panel.list
        try #require(input.focus(window.window))
        input.press("ctrl+f")
        try #require(Self.waitForSearchEntry(window))
        input.type(firstName.lowercased())
        try #require(
            GtkTest.wait(for: "the search to show \(firstName)") { list.viewModel.filter?.query == firstName.lowercased() })
        input.press("Return")
        try #require(GtkTest.wait(for: "the keyboard on the result") { Self.isOnRow(of: list.listView, in: window) })

        input.press("Escape")
        #expect(GtkTest.wait(for: "the search closed") { !window.isSearching && list.viewModel.filter == nil })
        let person = try #require(list.viewModel.snapshot.items.first { $0.firstName == firstName })
        let row = try #require(list.viewModel.rows.row(ofItem: person.id))
        #expect(
            GtkTest.wait(for: "the keyboard still on \(firstName)'s row") { list.focusedRow() == row },
            "focused: \(String(describing: list.focusedRow())), \(firstName) at \(row)")
        GtkTest.waitForFrames(of: list.listView)
        #expect(list.visibleRows?.contains(row) == true, "on screen: \(String(describing: list.visibleRows)), row \(row)")
    }

    @Test(
        "a search closed with Escape, nothing picked: the keyboard and the selection are back on the row that had them, the header above the first row in view again",
        arguments: ["zzz", "an"])
    func escapeWithNothingPicked(query: String) throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = try Self.openWindow(app, on: .peoplePets, width: 900, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.peoplePets] as? PeoplePetsPage)
        let list = page.panel.list
        try #require(input.focus(window.window))
        try #require(GtkTest.wait(for: "the keyboard on the first row") { list.focusedRow() == 1 })
        input.press("Down")
        input.press("Down")
        let grace = try #require(list.viewModel.rows[3].item)
        try #require(
            GtkTest.wait(for: "the keyboard on row 3, selected") {
                list.focusedRow() == 3 && list.viewModel.selectedIDs == [grace.id]
            })
        input.press("ctrl+f")
        try #require(Self.waitForSearchEntry(window))
        input.type(query)
        try #require(GtkTest.wait(for: "the search for \(query) shown") { list.viewModel.filter?.query == query })
        #expect(list.viewModel.selectedIDs.isEmpty, "the row selected is not among the results")
        input.press("Escape")
        #expect(GtkTest.wait(for: "the search closed") { !window.isSearching && list.viewModel.filter == nil })
        #expect(
            GtkTest.wait(for: "the keyboard back on row 3") { list.focusedRow() == 3 },
            "focused: \(String(describing: list.focusedRow()))")
        #expect(list.viewModel.selectedIDs == [grace.id], "selected again")
        GtkTest.waitForFrames(3, of: list.listView)
        #expect(list.visibleRows?.lowerBound == 0, "the Users header in view: \(String(describing: list.visibleRows))")
        input.press("Down")
        #expect(GtkTest.wait(for: "Down to row 4") { list.focusedRow() == 4 })
    }

    @Test("Down from the search goes to the first result and selects it: Delete removes that person")
    func firstResultIsSelected() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = try Self.openWindow(app, on: .people, width: 900, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.people] as? PeoplePage)
        let viewModel = page.panel.list.viewModel
        let bruce = try #require(viewModel.snapshot.items.first { $0.firstName == "Bruce" })
        try #require(input.focus(window.window))
        input.press("ctrl+f")
        try #require(Self.waitForSearchEntry(window))
        input.type("bruce")
        try #require(GtkTest.wait(for: "the search to show Bruce") { viewModel.filter?.query == "bruce" })
        input.press("Down")
        #expect(GtkTest.wait(for: "Bruce selected") { viewModel.selectedIDs == [bruce.id] })
        input.press("Delete")
        #expect(GtkTest.wait(for: "Delete to remove Bruce") { viewModel.snapshot.item(withID: bruce.id) == nil })
    }

    @Test("Enter pressed as the words are typed, before their results show, goes to the first result and selects it")
    func enterBeforeTheResultsShow() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = try Self.openWindow(app, on: .people, width: 900, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.people] as? PeoplePage)
        let list = page.panel.list
        let viewModel = list.viewModel
        let bruce = try #require(viewModel.snapshot.items.first { $0.lastName == "Banner" })
        let someoneElse = try #require(viewModel.snapshot.items.first { $0.id != bruce.id })
        try #require(input.focus(window.window))
        // The entry says typed words only after 5 s, whatever the machine's speed: Enter comes first.
        gtk_search_entry_set_search_delay(OpaquePointer(window.searchEntry), 5_000)
        // Searched on the main thread, then off it (as a long list is): Enter comes before the
        // search entry has said the words (it waits for a pause in typing), and then before the
        // results found off the main thread show.
        for (round, threshold) in [Int.max, 1].enumerated() {
            viewModel.backgroundSearchThreshold = threshold
            viewModel.select([someoneElse.id])
            input.press("ctrl+f")
            try #require(Self.waitForSearchEntry(window))
            input.press("b", "a", "n", "n", "e", "r", "Return")
            #expect(
                GtkTest.wait(for: "round \(round): Bruce selected, with the keyboard") {
                    viewModel.selectedIDs == [bruce.id] && list.focusedRow() == viewModel.rows.row(ofItem: bruce.id)
                }, "selected \(viewModel.selectedIDs), focused row \(String(describing: list.focusedRow()))")
            #expect(viewModel.filter?.query == "banner")
            input.press("Escape")
            try #require(
                GtkTest.wait(for: "round \(round): the search closed") { !window.isSearching && viewModel.filter == nil })
            #expect(viewModel.selectedIDs == [bruce.id], "round \(round): the pick kept as the search ends")
        }
    }

    @Test(
        "a folder opened from the search's results shows its entries: the search ends, as in GNOME Files; Backspace goes back up unfiltered"
    )
    func openingAFolderEndsTheSearch() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = try Self.openWindow(app, on: .files, width: 900, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let names = { page.viewModel.rows.compactMap(\.item?.name) }
        try #require(GtkTest.wait(for: "the folder listed") { names() == ["Projects", "notes.txt"] })
        try #require(input.focus(window.window))
        input.press("ctrl+f")
        try #require(Self.waitForSearchEntry(window))
        input.type("proj")
        try #require(GtkTest.wait(for: "the search to show Projects alone") { names() == ["Projects"] })
        input.press("Down")
        input.press("Return")
        #expect(
            GtkTest.wait(for: "Projects opened, its entries shown") { names() == ["rows", "plan.md"] && !page.isListing },
            "shows \(names()) of \(page.folder)")
        #expect(!window.isSearching && page.viewModel.filter == nil, "the search ended")
        #expect(GtkTexts.text(of: window.searchEntry).isEmpty)
        input.press("BackSpace")
        #expect(
            GtkTest.wait(for: "back up, every entry shown") { names() == ["Projects", "notes.txt"] && !page.isListing },
            "shows \(names())")
    }

    @Test("with no result, Down stays in the search entry (GTK moved the keyboard to the toolbar's sort button)")
    func downWithNoResultStaysInTheSearch() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = try Self.openWindow(app, on: .files, width: 900, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        try #require(input.focus(window.window))
        input.press("ctrl+f")
        try #require(Self.waitForSearchEntry(window))
        input.type("zebra")
        try #require(GtkTest.wait(for: "the search to find nothing") { page.viewModel.filter?.query == "zebra" })
        input.press("Down")
        GtkTest.waitForFrames(of: window.widget)
        let focus = gtk_window_get_focus(window.window)
        #expect(focus.map { gtk_widget_is_ancestor($0, window.searchEntry) != 0 || $0 == window.searchEntry } == true)
        #expect(page.viewModel.filter?.query == "zebra")
    }

    @Test("a search started on a Settings sub-page searches the settings list; Escape then leaves the keyboard in the page")
    func searchFromASubpage() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = try Self.openWindow(app, on: .settings, width: 900, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.settings] as? SettingsPage)
        let list = page.panel.list
        let account = try #require(list.viewModel.snapshot.items.first { $0.setting.opens != nil })
        page.openSubpage(try #require(account.setting.opens), title: account.setting.title)
        try #require(page.openSubpage != nil)
        try #require(input.focus(window.window))

        input.press("ctrl+f")
        try #require(Self.waitForSearchEntry(window))
        input.type("cache")
        #expect(GtkTest.wait(for: "the settings list searched") { list.viewModel.filter?.query == "cache" })
        #expect(page.openSubpage == nil, "the sub-page gave way to the list searched")
        #expect(GtkTest.wait(for: "the list on screen") { Self.isMapped(list.listView) })
        input.press("Escape")
        #expect(GtkTest.wait(for: "the search closed") { !window.isSearching })
        #expect(
            GtkTest.wait(for: "the keyboard on a settings row") { Self.isOnRow(of: list.listView, in: window) },
            "focus: \(gtk_window_get_focus(window.window).map { String(cString: rows_type_name_of($0)) } ?? "none")")
    }

    @Test("a search opened and closed on a Settings sub-page leaves the keyboard in the sub-page, where Escape goes back")
    func searchClosedOnASubpage() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = try Self.openWindow(app, on: .settings, width: 900, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.settings] as? SettingsPage)
        let account = try #require(page.panel.list.viewModel.snapshot.items.first { $0.setting.opens != nil })
        page.openSubpage(try #require(account.setting.opens), title: account.setting.title)
        try #require(input.focus(window.window))

        input.press("ctrl+f")
        try #require(Self.waitForSearchEntry(window))
        input.press("Escape")
        #expect(GtkTest.wait(for: "the search closed") { !window.isSearching })
        #expect(
            GtkTest.wait(for: "the keyboard in the sub-page") {
                gtk_window_get_focus(window.window).map { gtk_widget_is_ancestor($0, page.widget) != 0 } ?? false
            })
        let focus = gtk_window_get_focus(window.window).map { String(cString: rows_type_name_of($0)) } ?? "none"
        input.press("Escape")
        #expect(GtkTest.wait(for: "Escape to go back to the list") { page.openSubpage == nil }, "focus was on \(focus)")
    }
}
