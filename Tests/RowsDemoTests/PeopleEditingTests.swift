import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

@MainActor
@Suite("Editing the people directory, saved across restarts", .enabled(if: GtkTest.hasDisplay), .serialized)
struct PeopleEditingTests {
    private func peoplePage(_ window: DemoWindow) throws -> PeoplePage {
        try #require(window.pages[.people] as? PeoplePage)
    }

    @Test(
        "the add form refuses bad fields, naming each; a field told of a problem is checked again as typed; a valid person is added, saved and there after a restart"
    )
    func addPersonIsSavedAndSurvivesRestart() throws {
        let app = try AppHarness()
        let bundled = try Data(contentsOf: app.dataFolder.appendingPathComponent("people.json"))
        var window = app.openWindow(on: .people)
        var page = try peoplePage(window)
        page.openAddForm()
        let form = try #require(page.form)
        let dialog = form.dialog.window.cast(to: GtkWidget.self)
        GtkTest.waitForFrames(of: dialog)
        let width = gtk_widget_get_width(dialog)
        form.fill(PersonDraft(firstName: "Ada", lastName: "", age: "two hundred"))
        form.submit()
        #expect(form.shownProblems == [.lastName: "Enter a last name", .age: "Age must be a whole number"])
        // A screen reader meets a dialog, and hears which fields are invalid and why.
        #expect(gtk_accessible_get_accessible_role(OpaquePointer(dialog)) == GTK_ACCESSIBLE_ROLE_DIALOG)
        func markedInvalid() -> [PersonDraft.Field] {
            PersonDraft.Field.allCases.filter { field in
                let entry = OpaquePointer(form.entry(for: field))
                let invalid = gtk_test_accessible_has_state(entry, GTK_ACCESSIBLE_STATE_INVALID) != 0
                #expect(gtk_test_accessible_has_property(entry, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) == (invalid ? 1 : 0))
                return invalid
            }
        }
        #expect(markedInvalid() == [.lastName, .age])
        GtkTest.waitForFrames(of: dialog)
        #expect(gtk_widget_get_width(dialog) == width, "the messages wrap in the fields' width: the dialog keeps its width")
        #expect(page.form != nil, "the form stays open")
        // A field told of a problem is checked again as it is typed in; the others are left alone.
        form.fill(PersonDraft(firstName: "Ada", lastName: "", age: "-3"))
        #expect(
            form.shownProblems == [.lastName: "Enter a last name", .age: "Age must be between 0 and 150"], "wrong another way")
        form.fill(PersonDraft(firstName: "Ada", lastName: "", age: "36"))
        #expect(form.shownProblems == [.lastName: "Enter a last name"], "the age's message went once it was right")
        #expect(markedInvalid() == [.lastName])
        form.fill(PersonDraft(firstName: "Ada", lastName: "Lovelace", age: "36", isVIP: true, department: "d-research"))
        form.submit()
        #expect(page.form == nil, "the form closed")
        let added = try #require(page.panel.list.viewModel.snapshot.items.first { $0.fullName == "Ada Lovelace" })
        #expect(try page.panel.list.viewModel.snapshot.items(inSection: "Research").contains(added))
        #expect(page.toastMessage == "Added Ada Lovelace.")
        #expect(page.toastTexts == ["Added Ada Lovelace.", "Undo"], "an addition can be undone too")
        app.close(window)

        window = app.openWindow(on: .people)
        defer { app.close(window) }
        page = try peoplePage(window)
        #expect(page.panel.list.viewModel.snapshot.item(withID: added.id) == added)
        #expect(try Data(contentsOf: app.dataFolder.appendingPathComponent("people.json")) == bundled, "data/ is never written")
    }

    @Test("the add form starts in the department of the person selected; with nobody selected, in no department")
    func addFormStartsInTheSelectedDepartment() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .people)
        defer { app.close(window) }
        let page = try peoplePage(window)
        page.panel.list.viewModel.select(["h-tony"])
        let tony = try #require(page.panel.list.viewModel.snapshot.item(withID: "h-tony"))
        page.openAddForm()
        #expect(try #require(page.form).draft.department == tony.department)
        try #require(page.form).dialog.close()
        page.panel.list.viewModel.select([])
        page.openAddForm()
        #expect(try #require(page.form).draft.department == nil)
        try #require(page.form).dialog.close()
    }

    @Test("a person added is selected and focused; undoing the addition removes them, saves, and says so")
    func undoAddition() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .people)
        defer { app.close(window) }
        let page = try peoplePage(window)
        let viewModel = page.panel.list.viewModel
        let before = viewModel.snapshot
        page.add(PersonDraft(firstName: "Ada", lastName: "Lovelace", age: "36", department: "d-research"))
        #expect(viewModel.snapshot.itemCount == before.itemCount + 1)
        // The new person is selected and has the keyboard.
        let ada = try #require(viewModel.snapshot.items.first { $0.fullName == "Ada Lovelace" })
        #expect(viewModel.selectedIDs == [ada.id])
        #expect(
            GtkTest.wait(for: "the keyboard on Ada's row") { page.panel.list.focusedRow() == viewModel.rows.row(ofItem: ada.id) })
        #expect(page.undoLastEdit())
        #expect(viewModel.snapshot == before)
        #expect(page.toastMessage == "Removed Ada Lovelace again.")
        let saved = try DataFile.loadList(Person.self, from: app.folders.data.appendingPathComponent("people.json"))
        #expect(saved.map(\.id) == before.items.map(\.id))
        #expect(!page.undoLastEdit(), "nothing more to undo")
    }

    @Test("a person added while a search does not find them ends the search: they show, selected, focused, on screen")
    func additionDuringASearch() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .people)
        defer { app.close(window) }
        let page = try peoplePage(window)
        let viewModel = page.panel.list.viewModel
        window.beginSearch()
        gtk_editable_set_text(OpaquePointer(window.searchEntry), "bruce")
        GtkTest.wait(for: "the search to show") { viewModel.filter?.query == "bruce" }
        page.add(PersonDraft(firstName: "Quentin", lastName: "Quill", age: "40", department: "d-research"))
        let quentin = try #require(viewModel.snapshot.items.first { $0.fullName == "Quentin Quill" })
        #expect(viewModel.filter == nil, "the search ended")
        #expect(!window.isSearching)
        #expect(GtkTexts.text(of: window.searchEntry) == "")
        let row = try #require(viewModel.rows.row(ofItem: quentin.id))
        #expect(viewModel.selectedIDs == [quentin.id])
        #expect(GtkTest.wait(for: "the keyboard on Quentin's row") { page.panel.list.focusedRow() == row })
        GtkTest.waitForFrames(of: page.panel.list.listView)
        #expect(
            page.panel.list.visibleRows?.contains(row) == true, "\(String(describing: page.panel.list.visibleRows)), row \(row)")
    }

    @Test(
        "the Delete key removes the selected people, saves and selects the next; Ctrl+Z puts them back where they were, selected and focused",
        .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
    func removeSelectedAndUndo() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .people, input: input)
        defer { app.close(window) }
        let page = try peoplePage(window)
        let viewModel = page.panel.list.viewModel
        let before = viewModel.snapshot
        let tonysRow = try #require(viewModel.rows.row(ofItem: "h-tony"))
        viewModel.select(["h-tony", "h-peter"])
        try #require(input.focus(window.window))
        gtk_widget_grab_focus(page.panel.list.listView)
        input.press("Delete")
        GtkTest.wait(for: "Delete to remove the selected people") { viewModel.snapshot.itemCount == before.itemCount - 2 }
        #expect(viewModel.snapshot.item(withID: "h-tony") == nil)
        #expect(viewModel.snapshot.item(withID: "h-peter") == nil)
        #expect(page.toastMessage == "Removed 2 people.")
        #expect(page.toastTexts == ["Removed 2 people.", "Undo"], "the button's mnemonic underscore is not shown")
        // The person now where Tony was is selected and focused, so Delete again goes on.
        let next = try #require(viewModel.rows[tonysRow].item)
        #expect(viewModel.selectedIDs == [next.id])
        #expect(GtkTest.wait(for: "the keyboard on \(next.fullName)") { page.panel.list.focusedRow() == tonysRow })
        let saved = try DataFile.loadList(Person.self, from: app.folders.data.appendingPathComponent("people.json"))
        #expect(saved.count == before.itemCount - 2)

        input.press("ctrl+z")
        GtkTest.wait(for: "Ctrl+Z to put them back") { viewModel.snapshot == before }
        #expect(viewModel.snapshot == before)
        #expect(page.toastMessage == "Restored 2 people.")
        #expect(viewModel.selectedIDs == ["h-tony", "h-peter"], "the people put back are selected")
        let firstRestored = try #require(["h-tony", "h-peter"].compactMap { viewModel.rows.row(ofItem: $0) }.min())
        #expect(
            GtkTest.wait(for: "the keyboard on the first person put back") { page.panel.list.focusedRow() == firstRestored })
        let restored = try DataFile.loadList(Person.self, from: app.folders.data.appendingPathComponent("people.json"))
        #expect(restored.count == before.itemCount)
    }

    @Test(
        "Enter on a person opens the edit form filled with them; Save changes them, saved, in the department picked; Ctrl+Z changes them back, Shift+Ctrl+Z again",
        .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
    func editAPersonAndUndo() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .people, input: input)
        defer { app.close(window) }
        let page = try peoplePage(window)
        let viewModel = page.panel.list.viewModel
        let list = page.panel.list
        let savedFile = app.folders.data.appendingPathComponent("people.json")
        func saved(_ id: String) -> Person? { (try? DataFile.loadList(Person.self, from: savedFile))?.first { $0.id == id } }
        let tony = try #require(viewModel.snapshot.item(withID: "h-tony"))
        let before = viewModel.snapshot
        viewModel.select([tony.id])
        try #require(input.focus(window.window))
        list.focus(row: try #require(viewModel.rows.row(ofItem: tony.id)))
        try #require(GtkTest.wait(for: "the keyboard on Tony") { list.focusedRow() == viewModel.rows.row(ofItem: tony.id) })

        input.press("Return")
        try #require(GtkTest.wait(for: "Enter to open the edit form") { page.form != nil })
        let form = try #require(page.form)
        #expect(form.editing == tony)
        #expect(form.draft == PersonDraft(tony), "the form starts with Tony as he is")
        #expect(String(cString: gtk_window_get_title(form.dialog.window)) == "Edit Person")
        var draft = PersonDraft(tony)
        draft.lastName = "Starkk"
        draft.department = "d-research"
        form.fill(draft)
        try #require(input.focus(form.dialog.window))
        gtk_widget_grab_focus(form.entry(for: .lastName))
        input.press("Return")  // the default button, Save
        try #require(GtkTest.wait(for: "Enter in the form to save") { page.form == nil })
        let changed = try #require(draft.person(id: tony.id))
        #expect(viewModel.snapshot.item(withID: tony.id) == changed)
        #expect(try viewModel.snapshot.items(inSection: "Research").contains(changed), "in the department picked")
        #expect(viewModel.snapshot.itemCount == before.itemCount, "changed, not added")
        #expect(page.toastTexts == ["Changed Tony Stark to Tony Starkk, now in Research.", "Undo"])
        #expect(viewModel.selectedIDs == [tony.id], "still selected")
        #expect(saved(tony.id) == changed)
        let row = try #require(viewModel.rows.row(ofItem: tony.id))
        GtkTest.waitForFrames(of: list.listView)
        let cell = try #require(list.boundCells.first { $0.row == row }?.cell as? PersonCell)
        #expect(cell.lastName.text == "Starkk", "the row shows the change")

        try #require(input.focus(window.window))
        input.press("ctrl+z")
        #expect(GtkTest.wait(for: "Ctrl+Z to change Tony back") { viewModel.snapshot == before })
        #expect(page.toastTexts == ["Changed Tony Starkk back to Tony Stark.", "Redo"])
        #expect(saved(tony.id) == tony)
        input.press("shift+ctrl+z")
        #expect(GtkTest.wait(for: "Shift+Ctrl+Z to change him again") { viewModel.snapshot.item(withID: tony.id) == changed })
        #expect(page.toastTexts == ["Changed Tony Starkk again.", "Undo"])
        #expect(saved(tony.id) == changed)

        // Saved unchanged, the form makes no edit to undo.
        let undoable = page.history.undoable.count
        page.openEditForm(for: changed)
        try #require(page.form).submit()
        #expect(page.history.undoable.count == undoable)
    }

    @Test("removing everyone in a department takes its header away; undo brings both back where they were, redo takes them again")
    func removingADepartmentsLastPeopleRemovesItsHeader() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .people)
        defer { app.close(window) }
        let page = try peoplePage(window)
        let viewModel = page.panel.list.viewModel
        let before = viewModel.snapshot
        let operations = try before.items(inSection: "Operations").map(\.id)
        try #require(operations.count == 2)
        func shownSections() -> [String] { viewModel.snapshot.sections.map(\.id) }
        func emptySections() -> [String] { viewModel.snapshot.sections.filter(\.items.isEmpty).map(\.id) }

        viewModel.select(operations)
        #expect(page.removeSelected())
        #expect(!shownSections().contains("Operations"), "its header went with its people: \(shownSections())")
        #expect(emptySections().isEmpty)
        #expect(!viewModel.rows.contains { $0.id == .header("Operations") }, "no row shows the header")
        #expect(page.toastMessage == "Removed 2 people.")

        #expect(page.undoLastEdit())
        #expect(viewModel.snapshot == before, "the department and its people are back where they were")
        #expect(page.redoLastUndone())
        #expect(!shownSections().contains("Operations"))
        #expect(emptySections().isEmpty)
    }

    @Test(
        "Ctrl+Z undoes a removal, an addition and a move one after the other, each saved; Shift+Ctrl+Z makes them again; a new edit ends the redo",
        .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
    func undoAndRedoSeveralEdits() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .people, input: input)
        defer { app.close(window) }
        let page = try peoplePage(window)
        let viewModel = page.panel.list.viewModel
        let list = page.panel.list
        let savedFile = app.folders.data.appendingPathComponent("people.json")
        func saved() -> [String] { (try? DataFile.loadList(Person.self, from: savedFile).map(\.id)) ?? [] }
        try #require(input.focus(window.window))

        // Three edits, with the keyboard in the list: Delete, an addition, Alt+Down.
        var states = [viewModel.snapshot]
        let tony = try #require(viewModel.snapshot.item(withID: "h-tony"))
        viewModel.select([tony.id])
        list.focus(row: try #require(viewModel.rows.row(ofItem: tony.id)))
        input.press("Delete")
        try #require(GtkTest.wait(for: "Delete to remove Tony") { viewModel.snapshot.item(withID: tony.id) == nil })
        states.append(viewModel.snapshot)
        page.add(PersonDraft(firstName: "Ada", lastName: "Lovelace", age: "36", department: "d-research"))
        let ada = try #require(viewModel.snapshot.items.first { $0.fullName == "Ada Lovelace" })
        states.append(viewModel.snapshot)
        try #require(GtkTest.wait(for: "the keyboard on Ada") { list.focusedRow() == viewModel.rows.row(ofItem: ada.id) })
        input.press("alt+Down")
        try #require(GtkTest.wait(for: "Alt+Down to move Ada") { viewModel.snapshot != states[2] })
        states.append(viewModel.snapshot)

        // Back, one edit at a time, to where they began.
        for (step, expected) in states.dropLast().reversed().enumerated() {
            input.press("ctrl+z")
            #expect(GtkTest.wait(for: "Ctrl+Z number \(step + 1)") { viewModel.snapshot == expected })
            #expect(saved() == expected.items.map(\.id), "saved after undo \(step + 1)")
        }
        #expect(page.toastTexts == ["Restored \(tony.fullName).", "Redo"])
        #expect(viewModel.selectedIDs == [tony.id], "the person put back is selected")
        #expect(!page.history.canUndo)
        input.press("ctrl+z")
        GtkTest.waitForFrames(of: list.listView)
        #expect(viewModel.snapshot == states[0], "nothing more to undo")

        // Forward again, one edit at a time.
        for (step, expected) in states.dropFirst().enumerated() {
            input.press("shift+ctrl+z")
            #expect(GtkTest.wait(for: "Shift+Ctrl+Z number \(step + 1)") { viewModel.snapshot == expected })
            #expect(saved() == expected.items.map(\.id), "saved after redo \(step + 1)")
        }
        #expect(page.toastTexts.last == "Undo", "what was made again can be undone: \(page.toastTexts)")
        #expect(viewModel.selectedIDs == [ada.id], "the person moved again is selected")
        #expect(!page.history.canRedo)

        // Two back, then a new edit: what was undone cannot be made again.
        input.press("ctrl+z", "ctrl+z")
        #expect(GtkTest.wait(for: "two undos") { viewModel.snapshot == states[1] })
        page.add(PersonDraft(firstName: "Grace", lastName: "Hopper", age: "85"))
        #expect(!page.history.canRedo)
        let withGrace = viewModel.snapshot
        input.press("shift+ctrl+z")
        GtkTest.waitForFrames(of: list.listView)
        #expect(viewModel.snapshot == withGrace, "nothing to make again after a new edit")
    }

    @Test(
        "importing updates changes people in place and adds the new ones, and can be undone; a bad file names the key and changes nothing"
    )
    func importUpdatesOrInserts() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .people)
        defer { app.close(window) }
        let page = try peoplePage(window)
        let viewModel = page.panel.list.viewModel
        let updates = app.root.appendingPathComponent("updates.json")
        try Data(
            """
            [{"id": "h-tony", "firstName": "Tony", "lastName": "Stark", "age": 46, "isVIP": true, "department": "d-eng"},
             {"id": "h-new", "firstName": "Kamala", "lastName": "Khan", "age": 17, "isVIP": false, "department": "d-design"}]
            """.utf8
        ).write(to: updates)
        let original = viewModel.snapshot
        let rebindsBefore = page.panel.list.statistics.rebinds
        page.importPeople(from: updates)
        #expect(viewModel.snapshot.item(withID: "h-tony")?.age == 46)
        #expect(viewModel.snapshot.item(withID: "h-new")?.fullName == "Kamala Khan")
        #expect(page.toastMessage == "Imported updates.json: 1 updated, 1 added.")
        #expect(page.panel.list.statistics.rebinds > rebindsBefore, "Tony's row was reconfigured in place")
        #expect(page.toastTexts.last == "Undo", "an import can be undone")

        // Ctrl+Z after an import undoes the import, not the change before it.
        #expect(page.undoLastEdit())
        #expect(viewModel.snapshot == original)
        #expect(page.toastMessage == "Undid the import of updates.json.")
        let saved = try DataFile.loadList(Person.self, from: app.folders.data.appendingPathComponent("people.json"))
        #expect(saved.map(\.id) == original.items.map(\.id))
        #expect(saved.first { $0.id == "h-tony" }?.age == original.item(withID: "h-tony")?.age)

        let broken = app.root.appendingPathComponent("broken.json")
        try Data(#"[{"id": "h-x", "firstName": "X", "lastName": "Y", "age": "old", "isVIP": false}]"#.utf8).write(to: broken)
        let snapshot = viewModel.snapshot
        page.importPeople(from: broken)
        #expect(viewModel.snapshot == snapshot)
        let message = try #require(page.toastMessage)
        #expect(message.contains("broken.json: [0].age: expected a whole number"))

        // A department the directory has not: refused, not filed under "No department" and saved.
        let stranger = app.root.appendingPathComponent("stranger.json")
        try Data(#"[{"id": "h-y", "firstName": "Y", "lastName": "Z", "age": 30, "isVIP": false, "department": "d-nope"}]"#.utf8)
            .write(to: stranger)
        page.importPeople(from: stranger)
        #expect(viewModel.snapshot == snapshot)
        let refusal = try #require(page.toastMessage)
        #expect(refusal.contains("stranger.json: [0].department: no department “d-nope” (known: d-eng, d-design"), "\(refusal)")
        #expect(
            try DataFile.loadList(Person.self, from: app.folders.data.appendingPathComponent("people.json")).map(\.id)
                == saved.map(\.id))

        // A file that changes no one is no edit: no undo step, and the import undone can be redone still.
        #expect(page.history.canRedo, "the import undone above")
        for (name, text) in [("empty.json", "[]"), ("same.json", String(decoding: try Data(contentsOf: updates), as: UTF8.self))]
        {
            let file = app.root.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            if name == "same.json" { #expect(page.redoLastUndone(), "everyone in same.json as they are now") }
            let before = viewModel.snapshot
            let couldUndo = page.history.canUndo
            page.importPeople(from: file)
            #expect(viewModel.snapshot == before)
            #expect(page.toastMessage?.hasPrefix("Nothing was imported: \(name)") == true, "\(page.toastMessage ?? "")")
            #expect(page.toastTexts.last != "Undo")
            #expect(page.history.canUndo == couldUndo)
            if name == "empty.json" { #expect(page.history.canRedo, "what could be redone still can") }
        }
    }

    @Test(
        "people saved by another program meanwhile: an edit here asks what to keep; Not Now keeps both, Reload shows theirs and ends the undo history, Save Over It writes ours"
    )
    func changesElsewhereAreResolved() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .people)
        defer { app.close(window) }
        let page = try peoplePage(window)
        let viewModel = page.viewModel
        let file = app.folders.data.appendingPathComponent("people.json")
        func saved() throws -> [String] { try DataFile.loadList(Person.self, from: file).map(\.id) }
        func names() -> Set<String> { Set(viewModel.snapshot.items.map(\.firstName)) }
        var theirs = PageLoader(context: app.context).peopleStore
        let theirPeople = Array(try theirs.load().dropFirst(2))
        try theirs.save(theirPeople)

        page.add(PersonDraft(firstName: "Grace", lastName: "Hopper", age: "85"))
        let dialog = try #require(page.changeElsewhereDialog, "the edit asks what to keep")
        #expect(String(cString: gtk_window_get_title(dialog.window)) == "People Changed Elsewhere")
        #expect(try saved() == theirPeople.map(\.id), "their save is kept")
        page.answerChangeElsewhere(.notNow)
        #expect(page.changeElsewhereDialog == nil)
        #expect(names().contains("Grace"), "ours is still shown")
        page.add(PersonDraft(firstName: "Alan", lastName: "Turing", age: "41"))
        #expect(page.changeElsewhereDialog != nil, "the next edit asks again")
        #expect(try saved() == theirPeople.map(\.id))

        page.answerChangeElsewhere(.reload)
        #expect(page.changeElsewhereDialog == nil)
        #expect(Set(viewModel.snapshot.items.map(\.id)) == Set(theirPeople.map(\.id)), "theirs is shown")
        #expect(!page.history.canUndo && !page.history.canRedo, "no undo of edits to a list no longer shown")
        #expect(page.toastMessage == "Reloaded people.json.")
        page.add(PersonDraft(firstName: "Ada", lastName: "Lovelace", age: "36"))
        #expect(page.changeElsewhereDialog == nil, "read again, the file is saved over without asking")
        #expect(try saved().count == theirPeople.count + 1)

        _ = try theirs.load()
        try theirs.save(theirPeople)
        page.add(PersonDraft(firstName: "Edsger", lastName: "Dijkstra", age: "72"))
        #expect(page.changeElsewhereDialog != nil)
        page.answerChangeElsewhere(.saveOver)
        #expect(try saved() == viewModel.snapshot.items.map(\.id), "ours is saved over theirs")
        #expect(page.toastMessage == "Saved over the changes made elsewhere.")
        page.add(PersonDraft(firstName: "Barbara", lastName: "Liskov", age: "86"))
        #expect(page.changeElsewhereDialog == nil)
        #expect(try saved() == viewModel.snapshot.items.map(\.id))

        // Left broken by the other program: Reload says why and changes nothing; the next edit asks
        // again rather than saving over it.
        try Data("[{".utf8).write(to: file)
        let shown = viewModel.snapshot
        page.add(PersonDraft(firstName: "Frances", lastName: "Allen", age: "88"))
        page.answerChangeElsewhere(.reload)
        #expect(page.toastMessage?.hasPrefix("The people were not reloaded: \(file.path)") == true, "\(page.toastMessage ?? "")")
        #expect(viewModel.snapshot.itemCount == shown.itemCount + 1, "what shows stays")
        page.add(PersonDraft(firstName: "Radia", lastName: "Perlman", age: "75"))
        #expect(page.changeElsewhereDialog != nil, "asked again")
        #expect(try Data(contentsOf: file) == Data("[{".utf8), "their file is left as it is")
    }

    @Test("the row layout and the VIP theme picked in the toolbar are still picked after a restart")
    func decorationSurvivesRestart() throws {
        let app = try AppHarness()
        var window = app.openWindow(on: .people)
        var page = try peoplePage(window)
        #expect(page.decoration.layout == .horizontal && page.decoration.emphasizesVIPs, "the defaults at first")
        gtk_drop_down_set_selected(OpaquePointer(page.layoutMenu), 1)  // as picking "Vertical" does
        page.setEmphasizesVIPs(false)
        #expect(page.decoration.layout == .vertical)
        app.close(window)

        window = app.openWindow(on: .people)
        defer { app.close(window) }
        page = try peoplePage(window)
        #expect(page.decoration.layout == .vertical)
        #expect(!page.decoration.emphasizesVIPs)
        #expect(gtk_drop_down_get_selected(OpaquePointer(page.layoutMenu)) == 1, "the drop-down shows the layout")
        let cell = try #require(page.panel.list.boundCells.lazy.compactMap { $0.cell as? PersonCell }.first)
        let texts = try #require(gtk_widget_get_parent(cell.age.widget))
        #expect(gtk_orientable_get_orientation(OpaquePointer(texts)) == GTK_ORIENTATION_VERTICAL, "the rows are laid out so")
    }

    @Test("a saved file that cannot be read shows an error page naming it, and is never overwritten")
    func unreadableSavedFileIsKept() throws {
        let app = try AppHarness()
        let saved = app.folders.data.appendingPathComponent("people.json")
        try FileManager.default.createDirectory(at: app.folders.data, withIntermediateDirectories: true)
        let damaged = Data(#"[{"id": "h-1", "firstName": "Half"#.utf8)
        try damaged.write(to: saved)
        let window = app.openWindow(on: .people)
        let page = try #require(window.pages[.people] as? UnavailablePage)
        #expect(page.message.hasPrefix("\(saved.path): is not valid JSON"))
        #expect(GtkTexts.labels(under: page.widget).contains(page.message))
        app.close(window)
        #expect(try Data(contentsOf: saved) == damaged)
    }
}
