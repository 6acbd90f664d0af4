import Adwaita
import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

/// The window's libadwaita shell, driven with real input: the leaflet folding into back navigation,
/// the shortcuts window, the About window, light and dark.
@MainActor
@Suite(
    "The window shell: folding, shortcuts, about, light and dark", .serialized, .enabled(if: GtkTest.hasDisplay),
    .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
struct WindowShellTests {
    /// A window of `width` px (as if closed at that width last time), shown on the input display.
    private static func openWindow(_ app: AppHarness, width: Int, input: InputDisplay) throws -> DemoWindow {
        try WindowSize(width: width, height: 640, isMaximized: false).save(
            to: app.folders.state.appendingPathComponent("window.json"))
        return app.openWindow(on: .peoplePets, remembersSize: true, input: input)
    }

    private static func isMapped(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_get_mapped(widget) != 0 }

    @Test("at 360 px the window folds: the sidebar first, a picked page in its place, the back button back to the sidebar")
    func foldsWhenNarrow() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = try Self.openWindow(app, width: 360, input: input)
        defer { app.close(window) }
        let shell = window.shell!
        #expect(GtkTest.wait(for: "the leaflet folded") { shell.isFolded })
        #expect(
            GtkTest.wait(for: "the sidebar alone on screen") {
                Self.isMapped(shell.sidebarPane) && !Self.isMapped(shell.contentPane)
            })
        #expect(gtk_widget_get_width(window.widget) <= 380, "the window stays narrow (\(gtk_widget_get_width(window.widget)) px)")

        let sidebar = try #require(Self.descendant(of: shell.sidebarPane) { gtk_widget_has_css_class($0, "rows-sidebar") != 0 })
        let rows = Self.descendants(of: sidebar) { String(cString: gtk_widget_get_css_name($0)) == "row" }
        try #require(rows.count == PageName.allCases.count)
        try #require(input.focus(window.window))
        #expect(input.click(rows[2], in: window.window))
        #expect(GtkTest.wait(for: "Colors shown") { window.currentPage == .colors })
        #expect(
            GtkTest.wait(for: "the page alone on screen") {
                Self.isMapped(shell.contentPane) && !Self.isMapped(shell.sidebarPane)
            })
        #expect(GtkTexts.labels(under: shell.contentPane).contains("Colors"), "the page's header bar names it")
        #expect(String(cString: gtk_window_get_title(window.window)) == "Rows — Colors")

        try #require(Self.isMapped(shell.backButton), "folded, the page has a back button")
        #expect(input.click(shell.backButton, in: window.window))
        #expect(GtkTest.wait(for: "the sidebar back") { Self.isMapped(shell.sidebarPane) && !Self.isMapped(shell.contentPane) })
        #expect(window.currentPage == .colors, "going back keeps the page picked")
    }

    @Test("wide, the window unfolds: sidebar and page side by side, no back button; narrowed, it folds again")
    func unfoldsWhenWide() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = try Self.openWindow(app, width: 360, input: input)
        defer { app.close(window) }
        let shell = window.shell!
        try #require(GtkTest.wait(for: "the leaflet folded") { shell.isFolded })

        #expect(input.resize(window.window, width: 900, height: 640))
        #expect(GtkTest.wait(for: "the leaflet unfolded") { !shell.isFolded })
        #expect(
            GtkTest.wait(for: "both panes on screen") { Self.isMapped(shell.sidebarPane) && Self.isMapped(shell.contentPane) })
        #expect(!Self.isMapped(shell.backButton), "no back button side by side")

        #expect(input.resize(window.window, width: 560, height: 640))
        #expect(GtkTest.wait(for: "folded again below 601 px") { shell.isFolded })
    }

    @Test("the keyboard starts in the page side by side, and in the sidebar when folded on it, not on a header bar button")
    func keyboardStartsInThePane() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        for (width, pane) in [(900, \WindowShell.contentPane), (360, \WindowShell.sidebarPane)] {
            let window = try Self.openWindow(app, width: width, input: input)
            defer { app.close(window) }
            let shell = window.shell!
            #expect(
                GtkTest.wait(for: "the focus in the pane at \(width) px") {
                    gtk_window_get_focus(window.window).map { gtk_widget_is_ancestor($0, shell[keyPath: pane]) != 0 } ?? false
                })
        }
    }

    @Test("Alt+1 to Alt+6 show the pages in sidebar order with the keyboard in the page, side by side and folded")
    func altNumberShowsThePages() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        for width in [900, 360] {
            let window = try Self.openWindow(app, width: width, input: input)
            defer { app.close(window) }
            let shell = window.shell!
            try #require(input.focus(window.window))
            for (index, name) in PageName.allCases.enumerated().reversed() {
                input.press("alt+\(index + 1)")
                #expect(
                    GtkTest.wait(for: "Alt+\(index + 1) to show \(name) at \(width) px, the keyboard in it", seconds: 20) {
                        guard window.currentPage == name, Self.isMapped(shell.contentPane), let page = window.pages[name],
                            let focus = gtk_window_get_focus(window.window)
                        else { return false }
                        return gtk_widget_is_ancestor(focus, page.widget) != 0
                    })
            }
        }
    }

    @Test(
        "Tab walks the Settings rows and their drop-downs, the header bars and the sidebar's page once, without switching pages, and comes back to the rows"
    )
    func tabWalksTheWindowWithoutSwitchingPages() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        try WindowSize(width: 900, height: 640, isMaximized: false).save(
            to: app.folders.state.appendingPathComponent("window.json"))
        let window = app.openWindow(on: .settings, remembersSize: true, input: input)
        defer { app.close(window) }
        let shell = window.shell!
        try #require(input.focus(window.window))
        // What has the focus after each Tab: a row, a drop-down in a row, the sidebar, a header bar button.
        var visited: [String] = []
        for _ in 0..<24 {
            input.press("Tab")
            GtkTest.waitForFrames(of: window.widget)
            #expect(window.currentPage == .settings, "Tab switched the page after \(visited)")
            let focus = try #require(gtk_window_get_focus(window.window))
            let inside = { (type: GType) in Self.ancestor(of: focus, ofType: type) != nil }
            visited.append(
                inside(gtk_drop_down_get_type())
                    ? "drop-down"
                    : inside(gtk_stack_sidebar_get_type())
                        ? "sidebar"
                        : inside(gtk_list_view_get_type())
                            ? "row"
                            : gtk_widget_is_ancestor(focus, shell.contentPane) != 0 ? "page header" : "sidebar header")
        }
        #expect(visited.contains("drop-down"), "\(visited)")
        #expect(visited.filter { $0 == "row" }.count >= 5, "\(visited)")
        // Each time round: the rows, the sidebar's header, the sidebar (one stop), the page's header, the rows.
        for (index, place) in visited.enumerated().dropLast() where place == "sidebar" {
            #expect(visited[index + 1] == "page header", "\(visited)")
        }
        #expect(visited.contains("sidebar"), "\(visited)")
    }

    @Test(
        "after a page is picked in the sidebar, Tab reaches the page's rows: a row gets the focus, never the list itself",
        arguments: [PageName.people, .colors])
    func tabReachesRowsAfterSwitchingPages(page: PageName) throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        try WindowSize(width: 1000, height: 700, isMaximized: false).save(
            to: app.folders.state.appendingPathComponent("window.json"))
        let window = app.openWindow(on: .settings, remembersSize: true, input: input)
        defer { app.close(window) }
        try #require(input.focus(window.window))
        window.show(page)
        let sidebar = try #require(
            Self.descendant(of: window.shell.sidebarPane) { gtk_widget_has_css_class($0, "rows-sidebar") != 0 })
        gtk_widget_child_focus(sidebar, GTK_DIR_TAB_FORWARD)
        GtkTest.waitForFrames(of: window.widget)
        let view = try #require(window.pages[page]?.rowsView)
        var visited: [String] = []
        for _ in 0..<12 {
            input.press("Tab")
            GtkTest.waitForFrames(of: window.widget)
            let focus = try #require(gtk_window_get_focus(window.window))
            visited.append(
                focus == view
                    ? "the view itself"
                    : gtk_widget_is_ancestor(focus, view) != 0 ? "row" : String(cString: rows_type_name_of(focus)))
            if visited.last == "row" { break }
        }
        #expect(visited.last == "row", "\(visited)")
        #expect(!visited.contains("the view itself"), "\(visited)")
    }

    @Test("on A Million Rows the list is one Tab stop: Tab from a row leaves the list, Shift+Tab comes back to that row")
    func millionRowsAreOneTabStop() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        try WindowSize(width: 900, height: 600, isMaximized: false).save(
            to: app.folders.state.appendingPathComponent("window.json"))
        let window = app.openWindow(on: .million, remembersSize: true, input: input)
        defer { app.close(window) }
        let list = try #require((window.pages[.million] as? MillionPage)?.panel.list)
        try #require(input.focus(window.window))
        try #require(GtkTest.wait(for: "the keyboard on the first row") { list.focusedRow() == 0 })
        input.press("Down")
        input.press("Down")
        try #require(GtkTest.wait(for: "Down twice to row 2") { list.focusedRow() == 2 })
        input.press("Tab")
        #expect(
            GtkTest.wait(for: "Tab to leave the list") {
                guard let focus = gtk_window_get_focus(window.window) else { return false }
                return gtk_widget_is_ancestor(focus, list.widget) == 0 && focus != list.widget
            }, "the focus stayed in the list, on row \(String(describing: list.focusedRow()))")
        input.press("shift+Tab")
        #expect(GtkTest.wait(for: "Shift+Tab back to row 2") { list.focusedRow() == 2 })
        #expect(window.currentPage == .million)
    }

    /// `widget` or its nearest ancestor of `type`.
    private static func ancestor(of widget: UnsafeMutablePointer<GtkWidget>, ofType type: GType) -> UnsafeMutablePointer<
        GtkWidget
    >? {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let candidate = current {
            if g_type_is_a(rows_type_of(UnsafeMutableRawPointer(candidate)), type) != 0 { return candidate }
            current = gtk_widget_get_parent(candidate)
        }
        return nil
    }

    @Test("Ctrl+? opens the shortcuts window, titled, listing every shortcut of the table")
    func shortcutsWindowListsTheTable() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .peoplePets, input: input)
        defer { app.close(window) }
        try #require(input.focus(window.window))
        #expect(Self.toplevel(named: "GtkShortcutsWindow") == nil)
        input.press("ctrl+question")
        var shortcuts: UnsafeMutablePointer<GtkWidget>?
        #expect(
            GtkTest.wait(for: "the shortcuts window") {
                shortcuts = Self.toplevel(named: "GtkShortcutsWindow")
                return shortcuts.map(Self.isMapped) ?? false
            })
        let shown = try #require(shortcuts)
        defer { gtk_window_destroy(shown.cast(to: GtkWindow.self)) }
        #expect(gtk_window_get_title(shown.cast(to: GtkWindow.self)).map { String(cString: $0) } == "Keyboard Shortcuts")
        // The window's sections (its search pages hold copies of every shortcut).
        let sections = Self.descendants(of: shown) { String(cString: rows_type_name_of($0)) == "GtkShortcutsSection" }
        #expect(sections.map { Self.string($0, "title") } == AppShortcuts.sections.map(\.title))
        let listed = sections.flatMap { section in
            Self.descendants(of: section) { String(cString: rows_type_name_of($0)) == "GtkShortcutsShortcut" }.map {
                "\(Self.string($0, "title")) = \(Self.string($0, "accelerator"))"
            }
        }
        let table = AppShortcuts.all.map { "\($0.title) = \($0.accelerator)" }
        #expect(listed == table, "each once, in the table's order")
        #expect(listed.contains("Keyboard shortcuts = <Control>question"))
        #expect(listed.contains("Quit = <Control>q"))
        // It fits a 1280 × 800 screen: every section's page no higher than 800 px with the header.
        var height: Int32 = 0
        gtk_widget_measure(shown, GTK_ORIENTATION_VERTICAL, -1, nil, &height, nil, nil)
        #expect(height <= 800, "the window wants \(height) px")
    }

    @Test("every key a page or the window binds is in the shortcuts table, and every bound entry of the table is bound")
    func tableMatchesTheBoundShortcuts() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .peoplePets)
        defer { app.close(window) }
        for page in PageName.allCases { window.show(page) }
        let bound = Shortcut.boundTriggers
        let listed = Set(AppShortcuts.all.flatMap(\.triggers))
        #expect(bound.subtracting(listed).isEmpty, "bound but not listed: \(bound.subtracting(listed).sorted())")
        let boundByTheApp = AppShortcuts.all.filter { $0.binding == .page || $0.binding == .window }.flatMap(\.triggers)
        #expect(
            Set(boundByTheApp).subtracting(bound).isEmpty,
            "listed but not bound: \(Set(boundByTheApp).subtracting(bound).sorted())")
        for trigger in listed {
            #expect(gtk_shortcut_trigger_parse_string(trigger) != nil, "\(trigger) is a key GTK knows")
        }
    }

    @Test("the main menu's About Rows opens libadwaita's About window with the app's name, icon, version and licence")
    func aboutFromTheMenu() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .peoplePets)
        defer { app.close(window) }
        let menu = try #require(gtk_menu_button_get_menu_model(OpaquePointer(window.shell.menuButton)))
        let items = (0..<g_menu_model_get_n_items(menu)).map { index in
            (Self.attribute(menu, index, "label"), Self.attribute(menu, index, "action"))
        }
        #expect(items.map(\.0) == ["_Keyboard Shortcuts", "_About Rows"])
        let about = try #require(items.first { $0.0 == "_About Rows" }?.1)
        #expect(gtk_widget_activate_action_variant(window.shell.menuButton, about, nil) != 0)
        var shown: UnsafeMutablePointer<GtkWidget>?
        #expect(
            GtkTest.wait(for: "the About window") {
                shown = Self.toplevel(named: "AdwAboutWindow")
                return shown.map(Self.isMapped) ?? false
            })
        let window2 = try #require(shown)
        defer { gtk_window_destroy(window2.cast(to: GtkWindow.self)) }
        let aboutWindow = OpaquePointer(window2)
        #expect(String(cString: adw_about_window_get_application_name(aboutWindow)) == "Rows")
        #expect(String(cString: adw_about_window_get_application_icon(aboutWindow)) == "org.rows.Demo")
        #expect(String(cString: adw_about_window_get_version(aboutWindow)) == RowsDemoCommand.configuration.version)
        #expect(adw_about_window_get_license_type(aboutWindow) == GTK_LICENSE_MIT_X11)
        #expect(gtk_window_get_transient_for(window2.cast(to: GtkWindow.self)) == window.window)
    }

    @Test("--color-scheme dark and light set libadwaita's style manager; without one it follows the desktop")
    func colorSchemeThroughTheStyleManager() throws {
        _ = try AppHarness()
        let manager = adw_style_manager_get_default()
        defer { ColorScheme.apply(nil) }
        ColorScheme.apply(.dark)
        #expect(adw_style_manager_get_dark(manager) != 0)
        #expect(adw_style_manager_get_color_scheme(manager) == ADW_COLOR_SCHEME_FORCE_DARK)
        ColorScheme.apply(.light)
        #expect(adw_style_manager_get_dark(manager) == 0)
        ColorScheme.apply(nil)
        #expect(adw_style_manager_get_color_scheme(manager) == ADW_COLOR_SCHEME_DEFAULT)
        let gtkSettings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
        ColorScheme.apply(.dark)
        #expect(ColorScheme.isDark)
        #expect(rows_object_get_boolean(gtkSettings, "gtk-application-prefer-dark-theme") != 0, "libadwaita tells GTK itself")
    }

    // MARK: Helpers

    /// The shown toplevel window of the GType `name`, if one is open.
    private static func toplevel(named name: String) -> UnsafeMutablePointer<GtkWidget>? {
        let windows = gtk_window_get_toplevels()!
        for index in 0..<g_list_model_get_n_items(windows) {
            let item = g_list_model_get_item(windows, index)!
            defer { g_object_unref(item) }
            if String(cString: rows_type_name_of(item)) == name { return item.assumingMemoryBound(to: GtkWidget.self) }
        }
        return nil
    }

    /// The string property `name` of `object`.
    private static func string(_ object: UnsafeMutablePointer<GtkWidget>, _ name: String) -> String {
        var value = GValue()
        g_object_get_property(UnsafeMutablePointer(OpaquePointer(object)), name, &value)
        defer { g_value_unset(&value) }
        return rows_value_get_string(&value).map { String(cString: $0) } ?? ""
    }

    /// The string attribute `name` of item `index` of `menu`.
    private static func attribute(_ menu: UnsafeMutablePointer<GMenuModel>, _ index: Int32, _ name: String) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(menu, index, name, nil) else { return nil }
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }

    private static func descendants(
        of widget: UnsafeMutablePointer<GtkWidget>, where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool
    ) -> [UnsafeMutablePointer<GtkWidget>] {
        GtkTest.children(of: widget).flatMap { child in (matches(child) ? [child] : []) + descendants(of: child, where: matches) }
    }

    private static func descendant(
        of widget: UnsafeMutablePointer<GtkWidget>, where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool
    ) -> UnsafeMutablePointer<GtkWidget>? {
        descendants(of: widget, where: matches).first
    }
}
