import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

/// Moving through lists and pages with real keys and clicks, and activating rows, as a person does.
@MainActor
@Suite(
    "Real input: moving and activating", .serialized, .enabled(if: GtkTest.hasDisplay),
    .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
struct RealInputKeyboardTests {
    /// The row widget of flat row `row` of `list`, once bound and on screen.
    private static func rowWidget<Section, Item>(_ list: ListView<Section, Item>, _ row: Int) throws
        -> UnsafeMutablePointer<GtkWidget>
    {
        var widget: UnsafeMutablePointer<GtkWidget>?
        GtkTest.wait(for: "row \(row) on screen") {
            guard let cell = list.boundCells.first(where: { $0.row == row })?.cell, let parent = gtk_widget_get_parent(cell.root),
                gtk_widget_get_mapped(parent) != 0, gtk_widget_get_width(parent) > 0
            else { return false }
            widget = parent
            return true
        }
        return try #require(widget)
    }

    /// The flat row whose widget has the window's keyboard focus.
    private static func focusedRow<Section, Item>(_ list: ListView<Section, Item>, in window: DemoWindow) -> Int? {
        guard let focus = gtk_window_get_focus(window.window) else { return nil }
        return list.boundCells.first { gtk_widget_get_parent($0.cell.root) == focus || $0.cell.root == focus }?.row
    }

    @Test(
        "Down from a department's last person lands on the next department's first, not its header; Up comes back; Home and End go to the first and last person"
    )
    func arrowsSkipHeadersHomeAndEndReachTheEnds() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .people, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.people] as? PeoplePage)
        let list = page.panel.list
        let viewModel = list.viewModel
        let count = viewModel.rows.count
        try #require(viewModel.item(atRow: 0) == nil, "the list starts with a header")
        let header = try #require((1..<count).first { viewModel.item(atRow: $0) == nil }, "a second department")
        let last = try #require(viewModel.item(atRow: header - 1)).id
        let next = try #require(viewModel.item(atRow: header + 1)).id
        try #require(input.focus(window.window))
        #expect(input.click(try Self.rowWidget(list, header - 1), in: window.window))
        #expect(GtkTest.wait(for: "the click to select the department's last person") { viewModel.selectedIDs == [last] })

        input.press("Down")
        #expect(GtkTest.wait(for: "Down to select the next department's first person") { viewModel.selectedIDs == [next] })
        #expect(GtkTest.wait(for: "the focus on that person's row") { Self.focusedRow(list, in: window) == header + 1 })
        input.press("Up")
        #expect(GtkTest.wait(for: "Up to come back over the header") { viewModel.selectedIDs == [last] })
        #expect(GtkTest.wait(for: "the focus back on the row") { Self.focusedRow(list, in: window) == header - 1 })

        let lastPerson = try #require(viewModel.item(atRow: count - 1)).id
        input.press("End")
        #expect(GtkTest.wait(for: "End to select the last person") { viewModel.selectedIDs == [lastPerson] })
        #expect(GtkTest.wait(for: "the focus on the last row") { Self.focusedRow(list, in: window) == count - 1 })
        let firstPerson = try #require(viewModel.item(atRow: 1)).id
        input.press("Home")
        #expect(GtkTest.wait(for: "Home to select the first person") { viewModel.selectedIDs == [firstPerson] })
        #expect(GtkTest.wait(for: "the focus on the first person's row") { Self.focusedRow(list, in: window) == 1 })
    }

    @Test("Enter on a row and a double click on another each say under the list who it is")
    func enterAndDoubleClickActivate() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .peoplePets, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.peoplePets] as? PeoplePetsPage)
        let list = page.panel.list
        let viewModel = list.viewModel
        let alan = try #require(viewModel.rows.row(ofItem: "user/u-alan"))
        let rex = try #require(viewModel.rows.row(ofItem: "pet/p-rex"))
        try #require(input.focus(window.window))
        #expect(GtkTexts.labels(under: page.widget).contains("Activate a row to see who it is."))

        #expect(input.click(try Self.rowWidget(list, alan), in: window.window))
        #expect(GtkTest.wait(for: "the click to select Alan") { viewModel.selectedIDs == ["user/u-alan"] })
        #expect(
            !GtkTexts.labels(under: page.widget).contains { $0.hasPrefix("Alan Turing is") }, "a single click does not activate")
        input.press("Return")
        #expect(
            GtkTest.wait(for: "Enter to say who Alan is") {
                GtkTexts.labels(under: page.widget).contains("Alan Turing is a user, known as “Prof”.")
            })

        #expect(input.click(try Self.rowWidget(list, rex), in: window.window, count: 2))
        #expect(
            GtkTest.wait(for: "the double click to say who Rex is") {
                GtkTexts.labels(under: page.widget).contains("Rex is a German Shepherd living with Alan Turing.")
            })
    }

    @Test("the page sidebar by keyboard: a click on its row, then Down shows the next page and Up the one before")
    func sidebarByKeyboard() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .peoplePets, input: input)
        defer { app.close(window) }
        let sidebar = try #require(Self.descendant(of: window.widget) { gtk_widget_has_css_class($0, "rows-sidebar") != 0 })
        let rows = Self.descendants(of: sidebar) { String(cString: gtk_widget_get_css_name($0)) == "row" }
        try #require(rows.count == PageName.allCases.count)
        try #require(input.focus(window.window))
        #expect(input.click(rows[0], in: window.window))
        #expect(
            GtkTest.wait(for: "the sidebar's first row focused") {
                gtk_window_get_focus(window.window).map { $0 == rows[0] } ?? false
            })

        input.press("Down")
        #expect(GtkTest.wait(for: "Down to show Settings") { window.currentPage == .settings })
        #expect(String(cString: gtk_window_get_title(window.window)) == "Rows — Settings")
        input.press("Down")
        #expect(GtkTest.wait(for: "Down to show Colors") { window.currentPage == .colors })
        #expect(window.pages[.colors] != nil, "the page is built when first shown")
        input.press("Up")
        #expect(GtkTest.wait(for: "Up to show Settings again") { window.currentPage == .settings })
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
