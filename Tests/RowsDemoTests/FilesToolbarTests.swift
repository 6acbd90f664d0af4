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
    let page = try FilesPage(folder: folder.path)
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

/// The widgets under `widget` whose GType is named `typeName`.
@MainActor
private func widgets(named typeName: String, under widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    GtkTest.children(of: widget).flatMap { child in
        (String(cString: g_type_name(rows_type_of(GtkPointer.raw(child)))) == typeName ? [child] : [])
            + widgets(named: typeName, under: child)
    }
}

@MainActor
private func isMapped(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_get_mapped(widget) != 0 }

@MainActor
@Suite(
    "The Files page's toolbar, wide and narrow", .enabled(if: GtkTest.hasDisplay), .serialized,
    .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
struct FilesToolbarTests {
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

        // The focus is back on the menu button: the keyboard opens it again.
        #expect(
            GtkTest.wait(for: "the focus on the menu button") {
                gtk_window_get_focus(window).map { gtk_widget_is_ancestor($0, menuButton) != 0 || $0 == menuButton } ?? false
            })
        input.press("Return")
        try #require(GtkTest.wait(for: "the menu open again") { isMapped(popover) })
        input.press("Down", "Down", "Down", "Down", "Down", "Down", "Down", "Down", "Return")
        #expect(GtkTest.wait(for: "hidden files shown") { page.showsHidden })
        #expect(GtkTest.wait(for: ".secret listed") { page.viewModel.rows.contains { $0.item?.name == ".secret" } })
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
                gtk_widget_get_tooltip_text($0).map { String(cString: $0) } == "Show hidden files"
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
}
