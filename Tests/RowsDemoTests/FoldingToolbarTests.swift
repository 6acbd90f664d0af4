import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsDemoKit
import Testing

@testable import RowsDemo

/// A Files page of a new folder holding a.txt (1 byte), b.txt (100 bytes) and .secret, shown in a
/// window `width` pixels wide on the input display; the folder, for removal.
@MainActor
private func shownPage(width: Int32, input: InputDisplay) throws -> (FilesPage, UnsafeMutablePointer<GtkWindow>, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-toolbar-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, size) in [("a.txt", 1), ("b.txt", 100), (".secret", 5)] {
        try Data(count: size).write(to: folder.appendingPathComponent(name))
    }
    let page = FilesPage(folder: folder.path)
    let window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
    gtk_window_set_default_size(window, width, 500)
    gtk_window_set_child(window, page.widget)
    input.take(window)
    gtk_window_present(window)
    GtkTest.wait(for: "the page on screen") { gtk_widget_get_mapped(page.widget) != 0 }
    GtkTest.wait(for: "the folder listed") { !page.isListing && !page.isArranging && page.viewModel.rows.count == 2 }
    GtkTest.waitForFrames(of: page.widget)
    return (page, window, folder)
}

/// The widgets under `widget` for which `matches` holds, depth first.
@MainActor
private func widgets(
    under widget: UnsafeMutablePointer<GtkWidget>, where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool
) -> [UnsafeMutablePointer<GtkWidget>] {
    GtkTest.children(of: widget).flatMap { child in (matches(child) ? [child] : []) + widgets(under: child, where: matches) }
}

/// The widgets under `widget` whose GType is named `typeName`.
@MainActor
private func widgets(named typeName: String, under widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    widgets(under: widget) { String(cString: g_type_name(rows_type_of(GtkPointer.raw($0)))) == typeName }
}

/// Whether the focus of `window` is `widget` or in it (the button inside a menu button, say).
@MainActor
private func hasFocus(_ widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWindow>) -> Bool {
    gtk_window_get_focus(window).map { $0 == widget || gtk_widget_is_ancestor($0, widget) != 0 } ?? false
}

@MainActor
private func isMapped(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_get_mapped(widget) != 0 }

@MainActor
@Suite(
    "Toolbars, wide and narrow: controls that fold into a menu", .enabled(if: GtkTest.hasDisplay), .serialized,
    .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
struct FoldingToolbarTests {
    @Test(
        "at 360 px the order, hidden files and refresh are a menu; opened and picked with real input, it sorts and shows hidden files"
    )
    func narrowToolbarHasAMenu() throws {
        let input = try #require(InputDisplay.shared())
        let (page, window, folder) = try shownPage(width: 360, input: input)
        defer {
            gtk_window_destroy(window)
            try? FileManager.default.removeItem(at: folder)
        }
        let menuButton = try #require(widgets(named: "GtkMenuButton", under: page.widget).first)
        #expect(
            GtkTest.wait(for: "the menu button in place of the controls") { isMapped(menuButton) && !isMapped(page.orderMenu) })
        #expect(gtk_widget_get_width(page.widget) <= 380, "nothing makes the page wider than the window")

        try #require(input.focus(window))
        // The menu opens on its first item. Sort: Name (A–Z), Name (Z–A), Size (smallest first),
        // Size (largest first), …, then Show Hidden Files after the eight orders.
        #expect(input.click(menuButton, in: window))
        let popover = try #require(widgets(named: "GtkPopoverMenu", under: menuButton).first)
        try #require(GtkTest.wait(for: "the menu open") { isMapped(popover) })
        input.press("Down", "Down", "Down", "Return")
        #expect(GtkTest.wait(for: "sorted largest first") { page.order == FileOrder(.size, descending: true) })
        #expect(GtkTest.wait(for: "the list in that order") { page.viewModel.rows.map { $0.item?.name } == ["b.txt", "a.txt"] })
        #expect(gtk_drop_down_get_selected(OpaquePointer(page.orderMenu)) == 3, "the hidden drop-down follows")

        // Opened again with a click: Return or Space on the button reopened it in only some runs of
        // the whole suite.
        #expect(
            GtkTest.wait(for: "the menu closed, the focus on its button") {
                !isMapped(popover) && hasFocus(menuButton, in: window)
            })
        #expect(input.click(menuButton, offset: 3, in: window))
        try #require(GtkTest.wait(for: "the menu open again") { isMapped(popover) })
        input.press("Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Return")
        #expect(GtkTest.wait(for: "hidden files shown") { page.showsHidden })
        #expect(GtkTest.wait(for: ".secret listed") { page.viewModel.rows.contains { $0.item?.name == ".secret" } })

        // The view switcher is in the menu too (beside it, it left the path a few letters): the View
        // section, after refresh, switches to the columns.
        #expect(!isMapped(page.switcher.widget))
        try #require(
            GtkTest.wait(for: "the menu closed, the focus on its button") {
                !isMapped(popover) && hasFocus(menuButton, in: window)
            })
        #expect(input.click(menuButton, offset: 3, in: window))
        try #require(GtkTest.wait(for: "the menu open a third time") { isMapped(popover) })
        input.press("Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Return")
        #expect(GtkTest.wait(for: "the columns shown") { page.mode == .columns })
        page.show(.list)
        #expect(page.mode == .list)
    }

    @Test("wide, the drop-down, the hidden-files toggle and refresh show, and the toggle and the action agree")
    func wideToolbarShowsTheControls() throws {
        let input = try #require(InputDisplay.shared())
        let (page, window, folder) = try shownPage(width: 900, input: input)
        defer {
            gtk_window_destroy(window)
            try? FileManager.default.removeItem(at: folder)
        }
        let menuButton = try #require(widgets(named: "GtkMenuButton", under: page.widget).first)
        let toggle = try #require(
            widgets(named: "GtkToggleButton", under: page.widget).first {
                gtk_widget_get_tooltip_text($0).map { String(cString: $0) } == "Show hidden files (Ctrl+H)"
            })
        #expect(
            GtkTest.wait(for: "the controls, not the menu") {
                isMapped(page.orderMenu) && isMapped(toggle) && !isMapped(menuButton)
            })

        try #require(input.focus(window))
        #expect(input.click(toggle, in: window))
        #expect(GtkTest.wait(for: "hidden files shown") { page.showsHidden && page.viewModel.rows.count == 3 })
        #expect(gtk_toggle_button_get_active(GtkPointer.cast(toggle, to: GtkToggleButton.self)) != 0)
        page.setShowsHidden(false)
        #expect(
            GtkTest.wait(for: "the toggle off with the page") {
                gtk_toggle_button_get_active(GtkPointer.cast(toggle, to: GtkToggleButton.self)) == 0
            })
        #expect(GtkTest.wait(for: "hidden files hidden") { page.viewModel.rows.count == 2 })
    }

    @Test("the sort drop-down keeps its width whatever order is chosen: the toolbar does not move")
    func sortDropDownKeepsItsWidth() throws {
        let input = try #require(InputDisplay.shared())
        let (page, window, folder) = try shownPage(width: 900, input: input)
        defer {
            gtk_window_destroy(window)
            try? FileManager.default.removeItem(at: folder)
        }
        #expect(GtkTest.wait(for: "the drop-down shown") { isMapped(page.orderMenu) })
        var widths: [String: Int32] = [:]
        for order in FileOrder.allCases {
            page.selectInMenu(order)
            GtkTest.waitForFrames(of: page.widget)
            widths[order.title] = gtk_widget_get_width(page.orderMenu)
        }
        #expect(Set(widths.values).count == 1, "\(widths)")
        // As wide as the widest choice: its text is not cut.
        var natural: Int32 = 0
        gtk_widget_measure(page.orderMenu, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
        #expect(widths.values.allSatisfy { $0 >= natural })
    }

    @Test("a long path gives way to the controls: at 560 px they show, the path shortened, whole in its tooltip")
    func longPathGivesWay() throws {
        let input = try #require(InputDisplay.shared())
        let (page, window, folder) = try shownPage(width: 560, input: input)
        defer {
            gtk_window_destroy(window)
            try? FileManager.default.removeItem(at: folder)
        }
        let deep = folder.appendingPathComponent("a folder with a rather long name that wants the whole toolbar")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        page.open(deep.path)
        page.waitUntilListed()
        GtkTest.waitForFrames(of: page.widget)
        let menuButton = try #require(widgets(named: "GtkMenuButton", under: page.widget).first)
        #expect(GtkTest.wait(for: "the controls, not the menu") { isMapped(page.orderMenu) && !isMapped(menuButton) })
        #expect(gtk_widget_get_tooltip_text(page.pathLabel).map { String(cString: $0) } == deep.path)
    }

    @Test("the People page's layout and VIP theme fold into a menu at 360 px; its items and the wide controls agree")
    func peopleDecoratorsFold() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .people, input: input)
        defer { app.close(window) }
        let people = try #require(window.pages[.people] as? PeoplePage)
        let menuButton = try #require(widgets(named: "GtkMenuButton", under: people.widget).first)
        let vip = try #require(widgets(named: "GtkCheckButton", under: people.widget).first)
        #expect(GtkTest.wait(for: "the wide controls") { isMapped(people.layoutMenu) && isMapped(vip) && !isMapped(menuButton) })
        try #require(input.focus(window.window))
        #expect(input.click(vip, in: window.window))
        #expect(GtkTest.wait(for: "the VIP theme off") { !people.decoration.emphasizesVIPs })

        // Narrowed with the keyboard in the page (on the check button), the window folds onto the page.
        #expect(input.resize(window.window, width: 360, height: 640))
        let shell = try #require(window.shell)
        #expect(
            GtkTest.wait(for: "the page alone, its controls a menu") {
                shell.isFolded && !isMapped(shell.sidebarPane) && isMapped(menuButton) && !isMapped(people.layoutMenu)
            })
        GtkTest.waitForFrames(of: people.widget)
        #expect(input.click(menuButton, in: window.window))
        let popover = try #require(widgets(named: "GtkPopoverMenu", under: menuButton).first)
        try #require(GtkTest.wait(for: "the menu open") { isMapped(popover) })
        // Horizontal, Vertical, then VIP Theme; the menu opens on its first item.
        input.press("Down", "Return")
        #expect(GtkTest.wait(for: "the rows vertical") { people.decoration.layout == .vertical })
        #expect(gtk_drop_down_get_selected(OpaquePointer(people.layoutMenu)) == 1, "the folded drop-down follows")
        #expect(
            GtkTest.wait(for: "the menu closed, the focus on its button") {
                !isMapped(popover) && hasFocus(menuButton, in: window.window)
            })
        #expect(input.click(menuButton, offset: 3, in: window.window))
        try #require(GtkTest.wait(for: "the menu open again") { isMapped(popover) })
        input.press("Down", "Down", "Return")
        #expect(GtkTest.wait(for: "the VIP theme on again") { people.decoration.emphasizesVIPs })
        #expect(
            gtk_check_button_get_active(GtkPointer.cast(vip, to: GtkCheckButton.self)) != 0, "the folded check button follows")
    }
}
