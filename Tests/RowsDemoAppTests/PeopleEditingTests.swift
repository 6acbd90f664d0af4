import Foundation
import Testing

extension RealInputApp {
    /// Editing the People Directory with the keyboard, and what is saved after each edit.
    @Suite("Editing people")
    struct PeopleEditingTests {
        @Test("Delete removes the selected person and saves without them; Ctrl+Z puts them back and saves with them")
        func deleteThenUndo() throws {
            let app = try AppSession(page: "people")
            let shown = try #require(app.wait(for: "the People Directory") { $0.itemNames.contains("Peter Parker") }).pageRowNames
            let everyone = try app.folders.bundledPeopleNames()
            #expect(try app.folders.savedPeopleNames() == nil, "nothing saved before an edit")

            try app.clickRow(named: "Peter Parker")
            app.wait(for: "Peter Parker selected") { $0.selectedNames == ["Peter Parker"] }
            try app.input.press("Delete")
            let removed = app.wait(for: "Delete to remove Peter Parker and say so") {
                !$0.itemNames.contains("Peter Parker") && $0.shows("Removed Peter Parker")
            }
            #expect(removed?.shows("Undo") == true, "an Undo is offered")
            let savedWithout = try #require(try app.folders.savedPeopleNames(), "saved after the removal")
            #expect(!savedWithout.contains("Peter Parker"))
            #expect(Set(savedWithout) == Set(everyone).subtracting(["Peter Parker"]), "everyone else saved")

            try app.input.press("ctrl+z")
            app.wait(for: "Ctrl+Z to bring Peter Parker back") { $0.pageRowNames == shown }
            let savedWith = try #require(try app.folders.savedPeopleNames())
            #expect(Set(savedWith) == Set(everyone), "saved with Peter Parker again")
        }

        @Test(
            "the page's shortcuts work with the keyboard on the sidebar: Ctrl+N opens the form, its buttons named without underscores"
        )
        func pageShortcutsFromTheSidebar() throws {
            let app = try AppSession(page: "people")
            _ = try app.require("the People Directory") { $0.itemNames.count >= 6 }
            let state = try app.state()
            let row = try #require(state.sidebarRows.first { $0.name == "People Directory" })
            try app.click(row, in: state)
            _ = try app.require("the keyboard on the sidebar") { $0.focus?.name == "People Directory" }
            try app.input.press("ctrl+n")
            let form = try app.require("Ctrl+N to open the form") { $0.dialogTitles.count == 1 }
            #expect(form.dialogTitles == ["Add Person"])
            // Its controls are named for a screen reader as they read, without the mnemonics'
            // underscores (GTK 4.8 said "_Cancel Cancel").
            let names = form.texts.filter { $0.window == 1 }.map(\.name)
            #expect(names.contains("Cancel") && names.contains("Add") && names.contains("VIP"), "\(names)")
            #expect(!names.contains { $0.contains("_") }, "\(names)")
        }

        @Test(
            "a screen reader reads each button once: the form's \"Cancel\" and \"Add\", the toast's \"Undo\" (GTK 4.8 said \"Cancel Cancel\" and \"_Undo Undo\")"
        )
        func buttonsAreNamedOnce() throws {
            let app = try AppSession(page: "people")
            _ = try app.require("the People Directory") { $0.itemNames.contains("Peter Parker") }
            let buttons = { (state: AppState, window: Int) in
                state.texts.filter { $0.window == window && $0.role == "push button" }.map(\.name)
            }
            try app.clickRow(named: "Peter Parker")
            app.wait(for: "Peter Parker selected") { $0.selectedNames == ["Peter Parker"] }
            try app.input.press("Delete")
            // (The header bar's Undo is named by its tooltip: "Undo the last addition, …".)
            let isToastUndo = { (name: String) in name == "Undo" || name.hasSuffix("Undo Undo") }
            let removed = try app.require("Delete to say so, with Undo") {
                $0.shows("Removed Peter Parker") && buttons($0, 0).contains(where: isToastUndo)
            }
            let undo = buttons(removed, 0).filter(isToastUndo)
            #expect(undo == ["Undo"], "\(undo)")

            try app.input.press("ctrl+n")
            let form = try app.require("Ctrl+N to open the form") { $0.dialogTitles == ["Add Person"] }
            let formButtons = buttons(form, 1)
            #expect(formButtons.contains("Cancel") && formButtons.contains("Add"), "\(formButtons)")
            #expect(!formButtons.contains { $0.contains("Cancel Cancel") || $0.contains("Add Add") }, "\(formButtons)")
        }

        @Test(
            "Ctrl+N, a bad age and Enter: the form says what is wrong and nobody is added or saved; a good age and Enter add the person, shown and saved"
        )
        func addFormRefusesABadAgeThenAdds() throws {
            let app = try AppSession(page: "people")
            let before = try #require(app.wait(for: "the People Directory") { $0.itemNames.count >= 6 }).itemNames
            try app.clickRow(named: before[0])

            try app.input.press("ctrl+n")
            let form = try app.require("Ctrl+N to open the form") { $0.dialogTitles.count == 1 }
            try app.focus(windowTitled: form.dialogTitles[0])
            app.wait(for: "the form's first field focused") { $0.entries.contains { $0.window == 1 && $0.focused == true } }
            try app.input.type("Ada")
            try app.input.press("Tab")
            try app.input.type("Lovelace")
            try app.input.press("Tab")
            try app.input.type("200")
            try app.input.press("Return")
            let refused = app.wait(for: "the age's problem said") { $0.shows("Age must be between 0 and 150") }
            #expect(refused?.dialogTitles.count == 1, "the form stays open")
            #expect(
                refused?.shows("Enter a first name") == false && refused?.shows("Enter a last name") == false,
                "only the age is wrong")
            #expect(refused?.itemNames == before, "nobody added")
            #expect(try app.folders.savedPeopleNames() == nil, "nothing saved")

            // The keyboard is on the age, the field to put right.
            try app.input.press("ctrl+a")
            try app.input.type("36")
            try app.input.press("Return")
            // The toast may reach the accessibility tree a moment after the row: waited for too.
            app.wait(for: "Enter to add Ada Lovelace, close the form and say so") {
                $0.dialogTitles.isEmpty && $0.itemNames.contains("Ada Lovelace") && $0.shows("Added Ada Lovelace")
            }
            let saved = try #require(try app.folders.savedPeopleRecords(), "saved after adding")
            let ada = saved.filter { $0["firstName"] as? String == "Ada" && $0["lastName"] as? String == "Lovelace" }
            #expect(ada.count == 1 && ada.first?["age"] as? Int == 36, "Ada Lovelace saved, aged 36: \(ada)")
            #expect(saved.count == (try app.folders.bundledPeopleNames()).count + 1, "everyone else saved too")
        }
    }
}
