import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

/// Reordering the people directory with real input: a drag with the pointer, Alt+Up / Alt+Down with
/// the keyboard, Ctrl+Z; each saved.
@MainActor
@Suite(
    "Reordering the people directory", .serialized, .enabled(if: GtkTest.hasDisplay),
    .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
struct PeopleReorderingTests {
    private func saved(_ app: AppHarness) throws -> [Person] {
        try DataFile.loadList(Person.self, from: app.folders.data.appendingPathComponent("people.json"))
    }

    private func savedChoices(_ app: AppHarness) throws -> [String: Int] {
        try SavedChoices(url: app.folders.data.appendingPathComponent("choices.json")).load()
    }

    /// The GTK row widget showing flat row `row`, once bound.
    private func rowWidget(_ list: ListView<String, Person>, _ row: Int) throws -> UnsafeMutablePointer<GtkWidget> {
        GtkTest.wait(for: "row \(row) bound") { list.boundCells.contains { $0.row == row } }
        let cell = try #require(list.boundCells.first { $0.row == row }?.cell)
        return try #require(gtk_widget_get_parent(cell.root))
    }

    @Test(
        "a person dragged onto another department's header joins it first, saved with the order 'As arranged'; Ctrl+Z moves them back, sorted by first name again; Shift+Ctrl+Z arranges again"
    )
    func dragToAnotherDepartmentAndUndo() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .people, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.people] as? PeoplePage)
        let list = page.panel.list
        let viewModel = list.viewModel
        #expect(page.order == .firstName)
        let before = viewModel.snapshot
        let engineering = try before.items(inSection: "Engineering")
        let person = try #require(engineering.first)
        let design = try before.items(inSection: "Design").map(\.id)
        let from = try #require(viewModel.rows.row(ofItem: person.id))
        let header = try #require(viewModel.rows.firstIndex { $0 == .header("Design") })
        try #require(input.focus(window.window))

        let dragged = try rowWidget(list, from)
        let target = try rowWidget(list, header)
        let (width, height) = (Double(gtk_widget_get_width(dragged)), Double(gtk_widget_get_height(dragged)))
        input.pressMouse(on: dragged, at: (width / 2, height / 2), in: window.window)
        input.moveMouse(to: dragged, at: (width / 2, height), in: window.window)
        input.moveMouse(to: target, at: (width / 2, Double(gtk_widget_get_height(target)) * 0.8), in: window.window)
        GtkTest.wait(for: "the drop indicator under Design's header") { list.dropIndicator?.row == header }
        #expect(list.dropIndicator == DropIndicator(row: header, edge: .bottom))
        input.releaseMouse()

        GtkTest.wait(for: "\(person.fullName) to join Design") {
            (try? viewModel.snapshot.items(inSection: "Design").first?.id) == person.id
        }
        #expect(try viewModel.snapshot.items(inSection: "Design").map(\.id) == [person.id] + design)
        #expect(viewModel.snapshot.item(withID: person.id)?.department == "d-design")
        #expect(page.toastMessage == "Moved \(person.fullName) to Design. People are now in the order “As arranged”.")
        #expect(page.order == .manual)
        let file = try saved(app)
        #expect(file.first { $0.id == person.id }?.department == "d-design")
        #expect(file.filter { $0.department == "d-design" }.map(\.id) == [person.id] + design, "saved in the order shown")
        #expect(
            try savedChoices(app)[PageLoader.sortSetting] == PersonOrder.manual.rawValue, "the order is saved as 'As arranged'")

        gtk_widget_grab_focus(list.listView)
        input.press("ctrl+z")
        GtkTest.wait(for: "Ctrl+Z to move \(person.fullName) back") { viewModel.snapshot == before }
        #expect(viewModel.snapshot == before)
        #expect(page.toastMessage == "Moved \(person.fullName) back to Engineering. People are sorted again as before.")
        #expect(try saved(app).first { $0.id == person.id }?.department == "d-eng")
        #expect(page.order == .firstName, "undone, the move that arranged the list gives back its sort")
        #expect(try savedChoices(app)[PageLoader.sortSetting] == PersonOrder.firstName.rawValue)

        input.press("shift+ctrl+z")
        GtkTest.wait(for: "Shift+Ctrl+Z to move \(person.fullName) into Design again") {
            (try? viewModel.snapshot.items(inSection: "Design").first?.id) == person.id
        }
        #expect(try viewModel.snapshot.items(inSection: "Design").map(\.id) == [person.id] + design, "not sorted back")
        #expect(page.order == .manual)
        #expect(try savedChoices(app)[PageLoader.sortSetting] == PersonOrder.manual.rawValue)
    }

    @Test(
        "Alt+Down and Alt+Up move the focused person one place, into the next department at the edge, saved; Ctrl+Z undoes the last"
    )
    func altArrowsMoveAndUndo() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .people, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.people] as? PeoplePage)
        let list = page.panel.list
        let viewModel = list.viewModel
        let engineering = try viewModel.snapshot.items(inSection: "Engineering").map(\.id)
        let design = try viewModel.snapshot.items(inSection: "Design").map(\.id)
        let last = try #require(engineering.last)
        try #require(input.focus(window.window))
        let row = try rowWidget(list, try #require(viewModel.rows.row(ofItem: last)))
        try #require(gtk_widget_grab_focus(row) != 0)

        input.press("alt+Down")  // the last of Engineering: first in Design
        GtkTest.wait(for: "Alt+Down to move the person into Design") {
            (try? viewModel.snapshot.items(inSection: "Design").first?.id) == last
        }
        #expect(try viewModel.snapshot.items(inSection: "Design").map(\.id) == [last] + design)
        #expect(try saved(app).first { $0.id == last }?.department == "d-design")
        input.press("alt+Down")  // one place down within Design
        GtkTest.wait(for: "Alt+Down to move the person down") {
            (try? viewModel.snapshot.items(inSection: "Design").map(\.id)) == [design[0], last] + design.dropFirst()
        }
        #expect(try viewModel.snapshot.items(inSection: "Design").map(\.id) == [design[0], last] + design.dropFirst())
        #expect(try saved(app).filter { $0.department == "d-design" }.map(\.id) == [design[0], last] + design.dropFirst())
        input.press("alt+Up")
        GtkTest.wait(for: "Alt+Up to move the person up") {
            (try? viewModel.snapshot.items(inSection: "Design").first?.id) == last
        }
        #expect(try viewModel.snapshot.items(inSection: "Design").map(\.id) == [last] + design)

        input.press("ctrl+z")  // undoes the last move only
        GtkTest.wait(for: "Ctrl+Z to undo Alt+Up") { (try? viewModel.snapshot.items(inSection: "Design").first?.id) == design[0] }
        #expect(try viewModel.snapshot.items(inSection: "Design").map(\.id) == [design[0], last] + design.dropFirst())
        #expect(try saved(app).filter { $0.department == "d-design" }.map(\.id) == [design[0], last] + design.dropFirst())
        #expect(try viewModel.snapshot.items(inSection: "Engineering").map(\.id) == engineering.dropLast())
        #expect(page.order == .manual, "the move undone was made in the arranged order: it stays")
    }

    @Test(
        "a person's menu, on a right-click, moves them down (Move Down, as Alt+Down), saved; on the Menu key, Remove removes the person focused, saved, and Edit… opens the form on them"
    )
    func contextMenuMovesAndRemoves() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .people, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.people] as? PeoplePage)
        let list = page.panel.list
        let viewModel = list.viewModel
        let design = try viewModel.snapshot.items(inSection: "Design").map(\.id)
        try #require(design.count >= 2)
        let person = design[0]
        try #require(input.focus(window.window))
        #expect(input.click(try rowWidget(list, try #require(viewModel.rows.row(ofItem: person))), in: window.window, button: 3))
        try #require(GtkTest.wait(for: "the menu open") { list.openContextMenu != nil })
        #expect(viewModel.selectedIDs == [person], "the right-click selected the person")
        input.press("Down", "Down")  // from Edit… over Move Up to Move Down
        input.press("Return")
        let moved = [design[1], person] + design.dropFirst(2)
        #expect(
            GtkTest.wait(for: "Move Down to move the person") {
                (try? viewModel.snapshot.items(inSection: "Design").map(\.id)) == moved
            })
        #expect(try saved(app).filter { $0.department == "d-design" }.map(\.id) == moved)
        #expect(GtkTest.wait(for: "the keyboard on the person moved") { list.focusedRow() == viewModel.rows.row(ofItem: person) })

        input.press("Menu")
        try #require(GtkTest.wait(for: "the menu open again") { list.openContextMenu != nil })
        input.press("Down", "Down", "Down")  // from Edit… to Remove
        input.press("Return")
        #expect(GtkTest.wait(for: "Remove to remove the person") { viewModel.snapshot.item(withID: person) == nil })
        #expect(try !saved(app).contains { $0.id == person }, "saved without them")
        #expect(page.toastMessage?.hasPrefix("Removed") == true)

        // Its first item, Edit…, opens the edit form on the person focused.
        let focused = try #require(
            GtkTest.wait(for: "the keyboard on a person") { list.focusedRow() != nil } ? list.focusedRow() : nil)
        let next = try #require(viewModel.rows[focused].item)
        input.press("Menu")
        try #require(GtkTest.wait(for: "the menu open on \(next.fullName)") { list.openContextMenu != nil })
        input.press("Return")
        #expect(GtkTest.wait(for: "Edit… to open the form") { page.form?.editing == next })
        page.form?.dialog.close()
    }

    @Test(
        "a person right-clicked, the menu closed with Escape: Delete removes them, the keyboard staying in the list on the next person (the first of the next department, for the last of one)",
        arguments: [false, true])
    func deleteAfterTheMenuClosed(lastOfDepartment: Bool) throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .people, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.people] as? PeoplePage)
        let list = page.panel.list
        let viewModel = list.viewModel
        let design = try viewModel.snapshot.items(inSection: "Design").map(\.id)
        try #require(design.count >= 2)
        let person = lastOfDepartment ? design[design.count - 1] : design[0]
        let personRow = try #require(viewModel.rows.row(ofItem: person))
        let next = try #require(
            viewModel.rows.nearestItemRow(from: personRow + 1, step: 1).flatMap { viewModel.rows[$0].item?.id })
        try #require(input.focus(window.window))
        #expect(input.click(try rowWidget(list, personRow), in: window.window, button: 3))
        try #require(GtkTest.wait(for: "the menu open") { list.openContextMenu != nil })
        input.press("Escape")
        try #require(
            GtkTest.wait(for: "the menu closed, the keyboard on the person") {
                list.openContextMenu == nil && list.focusedRow() == personRow
            })
        GtkTest.waitForFrames(3, of: list.listView)
        input.press("Delete")
        #expect(GtkTest.wait(for: "Delete to remove the person") { viewModel.snapshot.item(withID: person) == nil })
        let focus = { gtk_window_get_focus(window.window).map { String(cString: gtk_widget_get_name($0)) } ?? "none" }
        #expect(
            GtkTest.wait(for: "the keyboard on the next person") { list.focusedRow() == viewModel.rows.row(ofItem: next) },
            "focused row: \(String(describing: list.focusedRow())), the window's focus: \(focus())")
        #expect(viewModel.selectedIDs == [next])
    }
}
