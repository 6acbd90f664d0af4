import Adwaita
import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

/// What the pages report in libadwaita toasts: an edit with its Undo button, a problem that stays.
@MainActor
@Suite("Toasts: undo and problems", .serialized, .enabled(if: GtkTest.hasDisplay))
struct ToastTests {
    @Test(
        "Delete shows “Removed …” with Undo in a toast; a real click on Undo brings the person back, selected, in view and saved",
        .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
    func undoButtonInTheToastRestores() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .people, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.people] as? PeoplePage)
        let viewModel = page.panel.list.viewModel
        let before = viewModel.snapshot
        let savedFile = app.folders.data.appendingPathComponent("people.json")
        let person = try #require(before.items.last)
        viewModel.select([person.id])
        try #require(input.focus(window.window))
        gtk_widget_grab_focus(page.panel.list.listView)

        input.press("Delete")
        try #require(
            GtkTest.wait(for: "Delete to remove \(person.fullName)") { viewModel.snapshot.item(withID: person.id) == nil })
        #expect(page.toastMessage == "Removed \(person.fullName).")
        #expect(
            GtkTest.wait(for: "the toast on screen") { page.toastTexts == ["Removed \(person.fullName).", "Undo"] },
            "\(page.toastTexts): the title and the button as shown, no mnemonic underscore")
        #expect(page.toasts.timeout == 5, "a confirmation goes away by itself")
        #expect(try DataFile.loadList(Person.self, from: savedFile).count == before.itemCount - 1)
        // Scrolled away from where the person was: the undo brings the row back into view.
        page.panel.list.scroll(toRow: 0)

        let button = try #require(page.toasts.button)
        try #require(
            GtkTest.wait(for: "the Undo button drawn") { gtk_widget_get_mapped(button) != 0 && gtk_widget_get_width(button) > 0 })
        // The toast slides in: clicked once it has stopped where it stays.
        var last = position(of: button, in: window.widget)
        #expect(
            GtkTest.wait(for: "the toast to stop moving") {
                GtkTest.waitForFrames(of: button)
                let now = position(of: button, in: window.widget)
                defer { last = now }
                return now == last
            })
        input.click(button, in: window.window)
        #expect(GtkTest.wait(for: "the click on Undo to put \(person.fullName) back") { viewModel.snapshot == before })
        #expect(viewModel.selectedIDs == [person.id], "the person put back is selected")
        // The person is named, as the removal's toast named them ("Restored 1 person." said less).
        #expect(page.toastMessage == "Restored \(person.fullName).")
        #expect(
            GtkTest.wait(for: "the toast saying so") { page.toastTexts == ["Restored \(person.fullName).", "Redo"] },
            "\(page.toastTexts)"
        )
        let saved = try DataFile.loadList(Person.self, from: savedFile)
        #expect(saved.count == before.itemCount && saved.contains(person), "saved")
        let row = try #require(viewModel.rows.row(ofItem: person.id))
        #expect(GtkTest.wait(for: "the restored row in view") { isInView(row, of: page.panel.list) })
    }

    @Test(
        "a save that fails says so in a toast that stays until dismissed; its text is shown as written, not as markup, and whole"
    )
    func failedSaveStaysUntilDismissed() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .people)
        defer { app.close(window) }
        let page = try #require(window.pages[.people] as? PeoplePage)
        let viewModel = page.panel.list.viewModel
        let updates = app.root.appendingPathComponent("<b>&.json")
        try Data(#"[{"id": "h-new", "firstName": "Kamala", "lastName": "Khan", "age": 17, "isVIP": false}]"#.utf8).write(
            to: updates)
        page.importPeople(from: updates)
        let imported = "Imported <b>&.json: 0 updated, 1 added."
        #expect(page.toastMessage == imported)
        #expect(
            GtkTest.wait(for: "the import's toast on screen") { page.toastTexts == [imported, "Undo"] }, "\(page.toastTexts)")

        // The data folder replaced by a file: people.json cannot be written under it.
        try FileManager.default.removeItem(at: app.folders.data)
        try Data("<b>&".utf8).write(to: app.folders.data)
        let person = try #require(viewModel.snapshot.items.first)
        viewModel.select([person.id])
        #expect(page.removeSelected())
        let message = try #require(page.toastMessage)
        #expect(message.hasPrefix("Your change is shown but was not saved: "), "\(message)")
        #expect(page.toasts.isError && page.toasts.timeout == 0, "a problem stays until the person dismisses it")
        #expect(GtkTest.wait(for: "the toast on screen") { page.toastTexts == [message] }, "\(page.toastTexts)")
        // A problem is read whole: its title wraps onto more lines instead of ending in "…".
        let toast = try #require(page.toasts.toastWidget)
        let title = try #require(Self.label(showing: message, under: toast))
        #expect(gtk_label_get_wrap(OpaquePointer(title)) != 0)
        #expect(gtk_label_get_ellipsize(OpaquePointer(title)) == PANGO_ELLIPSIZE_NONE)
        page.toasts.dismiss()
        #expect(page.toastMessage == nil)
    }

    @Test(
        "a long toast fits the window, wide or resized to 360 px: its title wraps whole inside it, its buttons in sight",
        .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
    func longToastFitsTheWindow() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        try WindowSize(width: 700, height: 640, isMaximized: false).save(
            to: app.folders.state.appendingPathComponent("window.json"))
        let window = app.openWindow(on: .people, remembersSize: true, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.people] as? PeoplePage)
        let message = "Removed Maximiliana-Alexandrina Konstantinopoulou Wolfeschlegelsteinhausenbergerdorff-Vanderbilt."
        // As a problem's toast, which stays until dismissed (a confirmation goes in 5 s).
        page.toasts.show(message, isError: true, buttonLabel: "_Undo") {}
        let overlay = page.toasts.widget
        /// What sticks out: the toast's children past the overlay's sides, and the title's lines past
        /// the height the title has (a label wraps to the width it is given).
        func overflow() -> [String] {
            guard let toast = page.toasts.toastWidget, gtk_widget_get_width(toast) > 0,
                let title = Self.label(showing: message, under: toast)
            else { return ["no toast shown"] }
            var problems: [String] = []
            var child = gtk_widget_get_first_child(toast)
            while let current = child {
                var bounds = graphene_rect_t()
                if gtk_widget_get_visible(current) != 0, gtk_widget_compute_bounds(current, overlay, &bounds) != 0,
                    bounds.origin.x < 0 || bounds.origin.x + bounds.size.width > Float(gtk_widget_get_width(overlay))
                {
                    problems.append(
                        "\(String(cString: gtk_widget_get_css_name(current))) at \(bounds.origin.x)+\(bounds.size.width)")
                }
                child = gtk_widget_get_next_sibling(current)
            }
            var needed: Int32 = 0
            let width = gtk_widget_get_width(title) + gtk_widget_get_margin_start(title) + gtk_widget_get_margin_end(title)
            gtk_widget_measure(title, GTK_ORIENTATION_VERTICAL, width, &needed, nil, nil, nil)
            let height = gtk_widget_get_height(title) + gtk_widget_get_margin_top(title) + gtk_widget_get_margin_bottom(title)
            if needed > height { problems.append("the title needs \(needed) px of height, has \(height)") }
            return problems
        }
        #expect(GtkTest.wait(for: "the toast to fit, 700 px wide") { overflow().isEmpty }, "\(overflow())")
        #expect(page.toastTexts == [message, "Undo"])
        input.resize(window.window, width: 360, height: 640)
        #expect(
            GtkTest.wait(for: "the window 360 px wide") { gtk_widget_get_width(window.widget) <= 360 },
            "\(gtk_widget_get_width(window.widget)) px")
        #expect(GtkTest.wait(for: "the toast to fit, 360 px wide") { overflow().isEmpty }, "\(overflow())")
    }

    /// The label under `widget` showing `text`.
    private static func label(showing text: String, under widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
        GtkWidget
    >? {
        if rows_type_of(UnsafeMutableRawPointer(widget)) == gtk_label_get_type(),
            String(cString: gtk_label_get_text(OpaquePointer(widget))) == text
        {
            return widget
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = label(showing: text, under: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// Where `widget` is in `window`.
    private func position(of widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>) -> [Float] {
        var origin = graphene_point_t()
        var point = graphene_point_t()
        _ = gtk_widget_compute_point(widget, window, &origin, &point)
        return [point.x, point.y]
    }

    /// Whether the row `row` is bound and its cell lies within the list's visible height.
    private func isInView(_ row: Int, of list: ListView<String, Person>) -> Bool {
        guard let cell = list.boundCells.first(where: { $0.row == row })?.cell else { return false }
        var origin = graphene_point_t()
        var point = graphene_point_t()
        guard gtk_widget_compute_point(cell.root, list.widget, &origin, &point) != 0 else { return false }
        return point.y >= 0 && point.y + Float(gtk_widget_get_height(cell.root)) <= Float(gtk_widget_get_height(list.widget))
    }

    @Test(
        "toasts replaced and dismissed in quick succession, as Ctrl+Z pressed fast makes them, do not crash libadwaita 1.2; the last message shows, in full"
    )
    func quickSuccession() throws {
        GtkTest.initialize()
        adw_init()
        let content = gtk_label_new("content")!
        let toasts = Toasts(over: content)
        let window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        gtk_window_set_default_size(window, 480, 320)
        gtk_window_set_child(window, toasts.widget)
        gtk_window_present(window)
        defer {
            gtk_window_destroy(window)
            GtkTest.drain()
        }
        GtkTest.waitForFrames(of: toasts.widget)
        // Blocks of the size of libadwaita's record of a toast (56 bytes), taken as the loop runs and
        // filled, as the app's own allocations would: a record read after it is freed then holds
        // garbage, and the read crashes here, not by chance.
        var scribbles: [UnsafeMutableRawPointer] = []
        defer { for block in scribbles { free(block) } }
        /// Runs the main loop for `milliseconds`, frames drawn meanwhile.
        func run(_ milliseconds: Int) {
            let end = Date().addingTimeInterval(Double(milliseconds) / 1000)
            GtkTest.spin(seconds: 5) {
                let block = malloc(56)!
                memset(block, 0xA5, 56)
                scribbles.append(block)
                gtk_widget_queue_draw(toasts.widget)
                return Date() >= end
            }
        }

        // A toast replacing another slides in over 500 ms, the other out over 300: dismissed 50 ms
        // after it came, libadwaita 1.2 freed it before its slide ended, which then read it.
        toasts.show("Removed Ada.", buttonLabel: "_Undo") {}
        run(100)
        toasts.show("Restored Ada.", buttonLabel: "_Redo") {}
        run(50)
        toasts.dismiss()
        #expect(toasts.message == nil)
        run(1_200)
        #expect(toasts.shownTexts == [], "dismissed once it had come in")

        for step in 1...5 {
            toasts.show("Step \(step).", buttonLabel: "_Undo") {}
            run(40)
        }
        #expect(toasts.message == "Step 5.")
        #expect(toasts.shownTexts == ["Step 5.", "Undo"], "the toast coming in says the last message")
        toasts.show("Could not save.", isError: true)
        #expect(toasts.timeout == 0, "an error stays")
        run(1_000)
        #expect(toasts.shownTexts == ["Could not save."])
        #expect(toasts.timeout == 0)
    }
}
