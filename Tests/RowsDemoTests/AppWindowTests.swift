import Adwaita
import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

@MainActor
@Suite("The window, settings and bad data", .enabled(if: GtkTest.hasDisplay), .serialized)
struct AppWindowTests {
    @Test("the window opens with the keyboard focus on the first row of the page's list or grid, on every page")
    func focusStartsOnThePagesFirstRow() throws {
        let app = try AppHarness()
        for name in PageName.allCases {
            let window = app.openWindow(on: name)
            defer { app.close(window) }
            let page = window.pages[name]
            // (the row focused, the first item's row) in the page's list or grid
            let rows: () -> (focused: Int?, first: Int?) = {
                switch page {
                case let page as PeoplePetsPage: (page.panel.list.focusedRow(), Self.firstItemRow(of: page.panel.list))
                case let page as SettingsPage: (page.panel.list.focusedRow(), Self.firstItemRow(of: page.panel.list))
                case let page as ColorsPage:
                    (page.panel.grid.focusedRow(), page.panel.grid.viewModel.rows.nearestItemRow(from: 0, step: 1))
                case let page as PeoplePage: (page.panel.list.focusedRow(), Self.firstItemRow(of: page.panel.list))
                case let page as FilesPage: (page.panel.list.focusedRow(), Self.firstItemRow(of: page.panel.list))
                case let page as MillionPage: (page.panel.list.focusedRow(), Self.firstItemRow(of: page.panel.list))
                default: (nil, nil)
                }
            }
            #expect(rows().first != nil, "\(name): the page shows rows")
            #expect(GtkTest.wait(for: "\(name): the focus on its first row") { rows().focused == rows().first }, "\(name)")
        }
    }

    /// The row of `list`'s first item (after a section header, if one comes first).
    private static func firstItemRow<SectionID, Item>(of list: ListView<SectionID, Item>) -> Int? {
        list.viewModel.rows.nearestItemRow(from: 0, step: 1)
    }

    @Test("the window comes back at the size it was closed at")
    func windowRemembersItsSize() throws {
        let app = try AppHarness()
        var window = app.openWindow(remembersSize: true)
        // The size the window saves is its default size, which a person's resize sets.
        gtk_window_set_default_size(window.window, 700, 520)
        app.close(window)
        #expect(
            WindowSize.load(from: app.folders.state.appendingPathComponent("window.json"))
                == WindowSize(width: 700, height: 520, isMaximized: false))
        window = app.openWindow(remembersSize: true)
        defer { app.close(window) }
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_default_size(window.window, &width, &height)
        #expect((width, height) == (700, 520))
    }

    @Test("a data file with a wrong value shows an error page naming the file and the key")
    func badDataShowsErrorPage() throws {
        let app = try AppHarness()
        let pets = app.dataFolder.appendingPathComponent("pets.json")
        let text = try String(contentsOf: pets, encoding: .utf8).replacingOccurrences(
            of: "\"weight\": 34.5", with: "\"weight\": \"heavy\"")
        try text.write(to: pets, atomically: true, encoding: .utf8)
        let window = app.openWindow(on: .peoplePets)
        defer { app.close(window) }
        let page = try #require(window.pages[.peoplePets] as? UnavailablePage)
        #expect(page.message == "data/pets.json: [0].weight: expected a number, found a string")
        // The page is libadwaita's status page, as in GNOME apps.
        #expect(String(cString: rows_type_name_of(UnsafeMutableRawPointer(page.widget))) == "AdwStatusPage")
        #expect(gtk_widget_has_css_class(page.widget, "error-page") != 0)
        #expect(adw_status_page_get_icon_name(OpaquePointer(page.widget)).map { String(cString: $0) } == "dialog-error-symbolic")
        #expect(GtkTexts.labels(under: page.widget) == ["The data cannot be read", page.message], "\(page.message)")
        // Nothing to search there: the search button is dimmed, and Ctrl+F opens no search bar.
        #expect(gtk_widget_get_sensitive(window.shell.searchToggle) == 0)
        window.beginSearch()
        #expect(!window.isSearching)
        window.show(.colors)
        let colors = try #require(window.pages[.colors])
        #expect(!(colors is UnavailablePage), "other pages still work")
        #expect(gtk_widget_get_sensitive(window.shell.searchToggle) != 0, "and are searched")
        window.beginSearch()
        #expect(window.isSearching)
    }

    @Test(
        "a saved pick out of its setting's choices shows the settings' error page naming the file and the key; the file is kept")
    func savedPickOutOfRange() throws {
        let app = try AppHarness()
        let file = app.folders.data.appendingPathComponent("choices.json")
        try FileManager.default.createDirectory(at: app.folders.data, withIntermediateDirectories: true)
        try Data(#"{"s-density": 7}"#.utf8).write(to: file)
        let window = app.openWindow(on: .settings)
        defer { app.close(window) }
        let page = try #require(window.pages[.settings] as? UnavailablePage)
        #expect(page.message == "\(file.path): s-density: 7 is not one of the 3 choices of “Row density” (0 to 2)")
        #expect(try Data(contentsOf: file) == Data(#"{"s-density": 7}"#.utf8), "left as it was")
    }

    @Test("a picked value is saved, applied to the page already built and still picked after a restart")
    func pickedValueIsRemembered() throws {
        let app = try AppHarness()
        var window = app.openWindow(on: .people)
        let people = try #require(window.pages[.people] as? PeoplePage)
        window.show(.settings)
        let page = try #require(window.pages[.settings] as? SettingsPage)
        let sort = try #require(try app.context.data.settings().first { $0.id == PageLoader.sortSetting })
        page.pick(2, for: sort)  // "Age"
        #expect(try SavedChoices(url: app.folders.data.appendingPathComponent("choices.json")).load()[sort.id] == 2)
        let ages = try people.panel.list.viewModel.snapshot.items(inSection: "Engineering").map(\.age)
        #expect(ages == ages.sorted(), "people are ordered by age now")
        app.close(window)
        window = app.openWindow(on: .settings)
        defer { app.close(window) }
        let again = try #require(window.pages[.settings] as? SettingsPage)
        #expect(again.panel.list.viewModel.snapshot.item(withID: sort.id)?.choice == 2)
    }

    @Test(
        "another copy of the app saving the people first: this copy's edit shows, is not saved over theirs, and a toast says why; a pick keeps their other choices"
    )
    func anotherCopysSavesAreKept() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .people)
        defer { app.close(window) }
        let people = try #require(window.pages[.people] as? PeoplePage)
        let file = app.folders.data.appendingPathComponent("people.json")
        // The other copy, started at the same time, saved an edit of its own.
        var theirs = PageLoader(context: app.context).peopleStore
        let saved = try theirs.load()
        try theirs.save(Array(saved.dropFirst()))
        let written = try Data(contentsOf: file)

        people.add(PersonDraft(firstName: "Grace", lastName: "Hopper", age: "85"))
        #expect(people.viewModel.snapshot.items.contains { $0.firstName == "Grace" }, "the edit shows")
        #expect(try Data(contentsOf: file) == written, "their save is kept")
        let message = try #require(people.toasts.message)
        #expect(
            message.hasPrefix("Your change is shown but was not saved: \(file.path): changed since it was read"), "\(message)")

        // Settings: the other copy picked the people's layout meanwhile; a pick here keeps it.
        window.show(.settings)
        let settings = try #require(window.pages[.settings] as? SettingsPage)
        let choices = SavedChoices(url: app.folders.data.appendingPathComponent("choices.json"))
        try choices.save(try choices.load().merging([PageLoader.layoutChoice: 1]) { $1 })
        let sort = try #require(try app.context.data.settings().first { $0.id == PageLoader.sortSetting })
        settings.pick(2, for: sort)
        #expect(try choices.load()[PageLoader.layoutChoice] == 1 && choices.load()[sort.id] == 2)
    }

    @Test(
        "with choices.json unreadable the people keep their saved order, through an edit too, and a layout picked says it was not saved"
    )
    func unreadableChoicesKeepThePeoplesOrder() throws {
        let app = try AppHarness()
        var store = PageLoader(context: app.context).peopleStore
        let arranged = Array(try store.load().reversed())  // an order of the user's own
        try store.save(arranged)
        let choices = app.folders.data.appendingPathComponent("choices.json")
        try Data(#"{"s-sort": "by age"}"#.utf8).write(to: choices)
        let window = app.openWindow(on: .people)
        defer { app.close(window) }
        let people = try #require(window.pages[.people] as? PeoplePage)
        #expect(people.order == .manual, "the order the choices would say is unknown: the saved order shows")
        // Each department shows its people in the saved order.
        let byDepartment = { (people: [Person]) in Dictionary(grouping: people) { $0.department ?? "" }.mapValues { $0.map(\.id) }
        }
        let shown = people.viewModel.snapshot.items
        #expect(byDepartment(shown) == byDepartment(arranged))

        people.add(PersonDraft(firstName: "Grace", lastName: "Hopper", age: "85"))
        let saved = try DataFile.loadList(Person.self, from: app.folders.data.appendingPathComponent("people.json"))
        #expect(saved.filter { $0.firstName != "Grace" }.map(\.id) == shown.map(\.id), "saved as shown: in the user's order")

        people.setLayout(people.decoration.layout == .horizontal ? .vertical : .horizontal)
        let message = try #require(people.toasts.message)
        #expect(message.hasPrefix("The layout was not saved: \(choices.path): s-sort"), "\(message)")
        #expect(try Data(contentsOf: choices) == Data(#"{"s-sort": "by age"}"#.utf8), "left as it was")
    }

    @Test(
        "a move that switches the order to 'As arranged' when choices.json became unreadable says in its toast, with Undo, that the order was not saved"
    )
    func orderNotSavedIsSaidByTheMovesToast() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .people)
        defer { app.close(window) }
        let people = try #require(window.pages[.people] as? PeoplePage)
        #expect(people.order == .firstName)
        let choices = app.folders.data.appendingPathComponent("choices.json")
        try FileManager.default.createDirectory(at: app.folders.data, withIntermediateDirectories: true)
        try Data(#"{"s-sort": "by age"}"#.utf8).write(to: choices)  // damaged by another program meanwhile
        let design = try people.viewModel.snapshot.items(inSection: "Design")
        let person = try #require(design.last)
        #expect(people.move(person.id, to: .before(try #require(design.first).id)))
        let message = try #require(people.toasts.message)
        #expect(
            message.hasPrefix(
                "Moved \(person.fullName). People are now in the order “As arranged”. The order of people was not saved: \(choices.path): s-sort"
            ), "\(message)")
        #expect(people.toasts.isError && people.toasts.shownTexts.last == "Undo", "\(people.toasts.shownTexts)")
        #expect(try Data(contentsOf: choices) == Data(#"{"s-sort": "by age"}"#.utf8), "left as it was")
    }

    @Test("clearing the cache deletes its files and the size row shows the new size in place")
    func clearCache() throws {
        let app = try AppHarness()
        try FileManager.default.createDirectory(
            at: app.folders.cache.appendingPathComponent("thumbs"), withIntermediateDirectories: true)
        try Data(count: 3_000).write(to: app.folders.cache.appendingPathComponent("thumbs/a.png"))
        let window = app.openWindow(on: .settings)
        defer { app.close(window) }
        let page = try #require(window.pages[.settings] as? SettingsPage)
        #expect(page.panel.list.viewModel.snapshot.item(withID: "s-cache")?.byteCount == 3_000)
        page.clearCache()
        #expect(page.panel.list.viewModel.snapshot.item(withID: "s-cache")?.byteCount == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: app.folders.cache.path).isEmpty)
        #expect(page.toastMessage == "The cache is cleared.")
    }

    @Test(
        "asking to clear the cache asks it in a heading and names the folder on a line of its own, shortened in the middle rather than broken at a slash"
    )
    func clearCacheDialogShowsTheFolder() throws {
        let app = try AppHarness()
        try FileManager.default.createDirectory(at: app.folders.cache, withIntermediateDirectories: true)
        try Data(count: 3_000).write(to: app.folders.cache.appendingPathComponent("a.png"))
        let window = app.openWindow(on: .settings)
        defer { app.close(window) }
        let page = try #require(window.pages[.settings] as? SettingsPage)
        let list = page.panel.list
        let row = try #require(list.viewModel.rows.row(ofItem: "s-clear-cache"))
        GtkTest.activate(row: row, of: list.listView)
        let dialog = { Self.toplevels().first { gtk_window_get_title($0).map { String(cString: $0) } == "Clear the cache?" } }
        #expect(GtkTest.wait(for: "the dialog shown") { dialog() != nil })
        let shown = try #require(dialog())
        defer { gtk_window_destroy(shown) }
        #expect(
            Self.labels(under: shown.cast(to: GtkWidget.self)).first.map(Self.text(of:)) == "Clear the cache?",
            "the question is the dialog's heading, not only its window title")
        let path = try #require(
            Self.labels(under: shown.cast(to: GtkWidget.self)).first { Self.text(of: $0) == app.folders.cache.path },
            "the folder's label")
        #expect(gtk_label_get_ellipsize(OpaquePointer(path)) == PANGO_ELLIPSIZE_MIDDLE)
        #expect(gtk_label_get_wrap(OpaquePointer(path)) == 0)
    }

    @Test("with the cache empty, its Clear cache… row is dimmed and asks nothing; with files in it, it asks")
    func emptyCacheCannotBeCleared() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .settings)
        defer { app.close(window) }
        let page = try #require(window.pages[.settings] as? SettingsPage)
        let list = page.panel.list
        let row = try #require(list.viewModel.rows.row(ofItem: "s-clear-cache"))
        let cell = { list.boundCells.first { $0.row == row }?.cell.root }
        #expect(GtkTest.wait(for: "the row bound") { cell() != nil })
        let root = try #require(cell())
        #expect(gtk_widget_is_sensitive(root) == 0, "dimmed, its row too: nothing to clear")
        GtkTest.activate(row: row, of: list.listView)
        GtkTest.drain()
        #expect(!Self.toplevels().contains { gtk_window_get_title($0).map { String(cString: $0) } == "Clear the cache?" })

        try FileManager.default.createDirectory(at: app.folders.cache, withIntermediateDirectories: true)
        try Data(count: 3_000).write(to: app.folders.cache.appendingPathComponent("a.png"))
        page.refreshSizes()
        #expect(GtkTest.wait(for: "the row enabled") { cell().map { gtk_widget_is_sensitive($0) != 0 } == true })
    }

    /// The windows GTK has now.
    private static func toplevels() -> [UnsafeMutablePointer<GtkWindow>] {
        let model = gtk_window_get_toplevels()!
        return (0..<g_list_model_get_n_items(model)).compactMap { index in
            guard let object = g_list_model_get_item(model, index) else { return nil }
            g_object_unref(object)  // the list keeps its own reference
            return object.assumingMemoryBound(to: GtkWindow.self)
        }
    }

    /// Every `GtkLabel` under `widget`.
    private static func labels(under widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if String(cString: rows_type_name_of(current)) == "GtkLabel" { found.append(current) }
            found += labels(under: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    private static func text(of label: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_label_get_text(OpaquePointer(label)))
    }
}
