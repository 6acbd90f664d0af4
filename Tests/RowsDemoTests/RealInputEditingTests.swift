import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

/// Adding a person with real keys: Ctrl+N, typing in the form, Enter.
@MainActor
@Suite(
    "Real input: adding a person", .serialized, .enabled(if: GtkTest.hasDisplay),
    .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
struct RealInputEditingTests {
    @Test("Ctrl+N, a bad age and Enter: the form names the field and nobody is added; a good age and Enter add and save")
    func addFormRefusesABadAgeThenAdds() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .people, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.people] as? PeoplePage)
        let viewModel = page.panel.list.viewModel
        let before = viewModel.snapshot
        let savedFile = app.folders.data.appendingPathComponent("people.json")
        try #require(input.focus(window.window))
        gtk_widget_grab_focus(page.panel.list.listView)

        input.press("ctrl+n")
        let form = try #require(GtkTest.wait(for: "Ctrl+N to open the form") { page.form != nil } ? page.form : nil)
        let dialog = form.dialog.window.cast(to: GtkWidget.self)
        #expect(GtkTest.wait(for: "the form on screen") { gtk_widget_get_mapped(dialog) != 0 })
        try #require(input.focus(form.dialog.window))
        input.type("Ada")
        input.press("Tab")
        input.type("Lovelace")
        input.press("Tab")
        input.type("200")
        input.press("Return")
        #expect(
            GtkTest.wait(for: "the age's problem shown") {
                GtkTexts.labels(under: dialog).contains("Age must be between 0 and 150")
            })
        #expect(form.shownProblems == [.age: "Age must be between 0 and 150"], "only the age is wrong")
        #expect(page.form != nil, "the form stays open")
        #expect(viewModel.snapshot == before, "nobody added")
        #expect(!FileManager.default.fileExists(atPath: savedFile.path), "nothing saved")

        // The focus is on the age, the field to put right.
        input.press("ctrl+a")
        input.type("36")
        input.press("Return")
        #expect(GtkTest.wait(for: "Enter to add and close the form") { page.form == nil })
        let added = try #require(viewModel.snapshot.items.first { $0.fullName == "Ada Lovelace" })
        #expect(viewModel.snapshot.itemCount == before.itemCount + 1)
        #expect(added.age == 36)
        #expect(page.toastTexts.first == "Added Ada Lovelace.")
        let saved = try DataFile.loadList(Person.self, from: savedFile)
        #expect(saved.count == before.itemCount + 1)
        #expect(saved.first { $0.id == added.id } == added, "saved as shown")
    }
}
