import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

@MainActor
@Suite("The demo's pages, driven in a real window", .enabled(if: GtkTest.hasDisplay), .serialized)
struct PagesTests {
    @Test("every page opens on the bundled data and shows rows, none shows an error")
    func everyPageOpens() throws {
        let app = try AppHarness()
        let window = app.openWindow()
        defer { app.close(window) }
        for name in PageName.allCases {
            window.show(name)
            #expect(window.currentPage == name)
            let page = try #require(window.pages[name])
            #expect(!(page is UnavailablePage), "\(name.rawValue): \((page as? UnavailablePage)?.message ?? "")")
            GtkTest.wait(for: "\(name.rawValue) on screen, showing text") {
                gtk_widget_get_mapped(page.widget) != 0 && !GtkTexts.labels(under: page.widget).isEmpty
            }
        }
    }

    @Test("activating a pet says who it is; the pet's row shows its avatar, a user's row none")
    func activatingPeopleAndPets() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .peoplePets)
        defer { app.close(window) }
        let page = try #require(window.pages[.peoplePets] as? PeoplePetsPage)
        let list = page.panel.list
        let rows = list.viewModel.rows
        let rex = try #require(rows.firstIndex { $0.item?.id == "pet/p-rex" })
        GtkTest.activate(row: rex, of: list.listView)
        let detail = String(cString: gtk_label_get_text(GtkPointer.opaque(page.detail)))
        #expect(detail == "Rex is a German Shepherd living with Alan Turing.")

        // The user shown nearest Rex, so that both rows are on screen together.
        let user = try #require(rows[..<rex].lastIndex { $0.item?.id.hasPrefix("user/") == true })
        list.scroll(toRow: rex)
        let cells = { (row: Int) in list.boundCells.first { $0.row == row }?.cell as? RowCell }
        try #require(
            GtkTest.wait(for: "Rex's row and a user's row drawn") {
                [rex, user].allSatisfy { cells($0).map { gtk_widget_get_mapped($0.root) != 0 } == true }
            })
        let petImages = Self.shownImages(under: try #require(cells(rex)).root)
        try #require(petImages.count == 1, "Rex's row shows \(petImages.count) images")
        let avatar = repositoryRoot.appendingPathComponent("Resources/avatars/dog.png").path
        // Decoded off the main loop, scaled to the 32 pixels shown: wait for it to land.
        GtkTest.wait(for: "Rex's avatar decoded") { Self.pixels(ofImage: petImages[0]) != nil }
        #expect(
            Self.pixels(ofImage: petImages[0]) == Self.pixels(ofFile: avatar, fittingIn: 32),
            "Rex's row shows avatars/dog.png at 32 pixels, pixel for pixel")
        #expect(gtk_widget_get_width(petImages[0]) >= 32 && gtk_widget_get_height(petImages[0]) >= 32, "at its 32-pixel size")
        #expect(Self.shownImages(under: try #require(cells(user)).root).isEmpty, "a user's row shows no image")
    }

    /// The images under `widget` that are on screen with something to show.
    private static func shownImages(under widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        LazyPagesTests.widgets(ofType: "GtkImage", under: widget).filter { image in
            gtk_widget_get_mapped(image) != 0 && gtk_widget_get_width(image) > 0
                && gtk_image_get_storage_type(GtkPointer.opaque(image)) != GTK_IMAGE_EMPTY
        }
    }

    /// The size and RGBA bytes of the texture a GtkImage shows; nil when it shows no texture.
    static func pixels(ofImage image: UnsafeMutablePointer<GtkWidget>) -> TexturePixels? {
        guard gtk_image_get_storage_type(GtkPointer.opaque(image)) == GTK_IMAGE_PAINTABLE,
            let paintable = gtk_image_get_paintable(GtkPointer.opaque(image)),
            g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(paintable), gdk_texture_get_type()) != 0
        else { return nil }
        return TexturePixels(paintable)
    }

    /// The size and RGBA bytes of an image file, decoded here scaled to fit a square of `side` pixels.
    static func pixels(ofFile path: String, fittingIn side: Int32) -> TexturePixels? {
        guard let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, side, side, 1, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        guard let texture = gdk_texture_new_for_pixbuf(pixbuf) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return TexturePixels(texture)
    }

    /// A texture's size and bytes.
    struct TexturePixels: Equatable, CustomStringConvertible {
        let width: Int32
        let height: Int32
        let bytes: [UInt8]

        init(_ texture: OpaquePointer) {
            width = gdk_texture_get_width(texture)
            height = gdk_texture_get_height(texture)
            let stride = Int(width) * 4
            var bytes = [UInt8](repeating: 0, count: stride * Int(height))
            bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(stride)) }
            self.bytes = bytes
        }

        var description: String { "\(width)×\(height) texture" }
    }

    @Test("activating a disclosure row opens its sub-page; Back returns to the list")
    func settingsDisclosureOpensSubpage() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .settings)
        defer { app.close(window) }
        let page = try #require(window.pages[.settings] as? SettingsPage)
        let account = try #require(page.panel.list.viewModel.rows.firstIndex { $0.item?.id == "s-account" })
        GtkTest.activate(row: account, of: page.panel.list.listView)
        #expect(page.openSubpage == "account")
        #expect(GtkTexts.labels(under: page.widget).contains(app.folders.data.path))
        page.closeSubpage()
        #expect(page.openSubpage == nil)
    }

    @Test("activating a folder opens it; going up comes back; hidden files show on demand")
    func filesNavigateAndShowHidden() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let names = { page.panel.list.viewModel.snapshot.items.map(\.name) }
        #expect(names() == ["Projects", "notes.txt"])
        // Subfolders' entries are counted off the main thread, and filled in when counted.
        #expect(
            GtkTest.wait(for: "Projects' entries counted") {
                page.panel.list.viewModel.snapshot.items.map(\.detail) == ["2 items", "2.0 kB"]
            })
        GtkTest.activate(row: 0, of: page.panel.list.listView)
        #expect(page.folder == app.filesFolder.appendingPathComponent("Projects").path)
        page.waitUntilListed()
        #expect(names() == ["rows", "plan.md"])
        page.openParent()
        page.waitUntilListed()
        #expect(
            GtkTest.wait(for: "the folder left selected, as GNOME Files does") {
                page.panel.list.viewModel.selectedIDs == ["Projects"] && page.folderLeft == nil
            })
        page.setShowsHidden(true)
        #expect(names() == ["Projects", ".hidden", "notes.txt"], "folders first")
        // A hidden file is dimmed, as in GNOME Files; the others are not.
        let opacities = {
            Dictionary(
                page.panel.list.boundCells.compactMap { _, cell in
                    (cell as? FileCell).map { ($0.title, gtk_widget_get_opacity($0.root)) }
                }, uniquingKeysWith: { $1 })
        }
        #expect(GtkTest.wait(for: "the rows bound") { opacities().keys.contains(".hidden") })
        #expect(opacities()[".hidden"].map { $0 < 1 } == true && opacities()["notes.txt"] == 1, "\(opacities())")
    }

    @Test("refresh shows a new file and a changed size through the diff, in place")
    func filesRefreshByDiff() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let list = page.panel.list
        var splicesBefore = list.statistics.splices
        let rebindsBefore = list.statistics.rebinds
        try Data(count: 5_000).write(to: app.filesFolder.appendingPathComponent("notes.txt"))
        page.refresh()
        page.waitUntilListed()
        #expect(list.statistics.splices == splicesBefore, "a changed size is no insertion or removal")
        #expect(list.statistics.rebinds - rebindsBefore == 1, "notes.txt reconfigured in place")
        #expect(GtkTexts.labels(under: list.widget).contains("5.0 kB"), "shown at once, in the row's widget")

        splicesBefore = list.statistics.splices
        try Data(count: 1).write(to: app.filesFolder.appendingPathComponent("new.txt"))
        page.refresh()
        page.waitUntilListed()
        #expect(list.viewModel.snapshot.items.map(\.name) == ["Projects", "new.txt", "notes.txt"])
        #expect(list.statistics.splices - splicesBefore == 1, "one insertion")
        GtkTest.wait(for: "new.txt's row showing “1 byte”") { GtkTexts.labels(under: list.widget).contains("1 byte") }
    }

    @Test(
        "Ctrl+F and typing search the page through the diff; no match says what was searched; the next page gets the search",
        .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
    func searchFiltersAndExplainsEmptyResults() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        let window = app.openWindow(on: .colors, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.colors] as? ColorsPage)
        let viewModel = page.panel.grid.viewModel
        try #require(input.focus(window.window))
        input.press("ctrl+f")
        try #require(GtkTest.wait(for: "Ctrl+F to open the search") { window.isSearching })
        input.type("mint")
        GtkTest.wait(for: "the colours searched for “mint”") { viewModel.filter?.query == "mint" }
        #expect(viewModel.displayed.items.map(\.id) == ["c-mint"])
        input.press("ctrl+a")
        input.type("zebra")
        GtkTest.wait(for: "the colours searched for “zebra”") { viewModel.filter?.query == "zebra" }
        #expect(page.panel.emptyState == .noMatches(query: "zebra"))
        GtkTest.wait(for: "the empty state on screen") { page.panel.emptyStateTexts.contains("No results for “zebra”") }
        // Another page gets the search; the page left shows everything again.
        window.show(.peoplePets)
        #expect(viewModel.filter == nil)
        let pets = try #require(window.pages[.peoplePets] as? PeoplePetsPage)
        input.press("ctrl+a")
        input.type("rex")
        GtkTest.wait(for: "people and pets searched for “rex”") { pets.panel.list.viewModel.filter?.query == "rex" }
        #expect(pets.panel.list.viewModel.displayed.items.map(\.id) == ["pet/p-rex"])
    }

    @Test("a colour card opened copies its code to the clipboard and says so; a strip copies the family's codes")
    func openingAColourCopiesIt() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .colors)
        defer { app.close(window) }
        let page = try #require(window.pages[.colors] as? ColorsPage)
        let grid = page.panel.grid
        let rows = grid.viewModel.rows
        let crimson = try #require(rows.firstIndex { $0.item?.id == "c-crimson" })
        GtkTest.activate(row: crimson, of: grid.gridView)
        #expect(page.toasts.message == "Copied Crimson, #DC143C.")
        #expect(GtkTest.clipboardText(of: page.widget) == "#DC143C")
        let strip = try #require(rows.firstIndex { $0.item?.id == "strip/red" })
        GtkTest.activate(row: strip, of: grid.gridView)
        #expect(page.toasts.message == "Copied the 4 red codes.")
        #expect(GtkTest.clipboardText(of: page.widget) == "#DC143C, #FF6347, #B22222, #FA8072")
    }

    @Test("the million-row page applies live random changes, some on the rows on screen, and GTK's model follows exactly")
    func millionRowsGoLive() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .million)
        defer { app.close(window) }
        let page = try #require(window.pages[.million] as? MillionPage)
        let list = page.panel.list
        let viewModel = list.viewModel
        #expect(viewModel.displayed.itemCount == 1_000_000)
        // GTK's list view reads the selection model over Rows' model; a copy of the row ids GTK holds
        // is kept in step only by the items-changed GTK is told.
        let gtkModel = try #require(gtk_list_view_get_model(GtkPointer.opaque(list.listView)))
        var mirror = viewModel.rows.map(\.id)
        var emissions = 0
        let handler = Signal.connect(
            UnsafeMutableRawPointer(gtkModel),
            itemsChanged: { position, removed, added in
                let (position, removed, added) = (Int(position), Int(removed), Int(added))
                let rows = viewModel.rows
                mirror.replaceSubrange(position..<(position + removed), with: (position..<(position + added)).map { rows[$0].id })
                emissions += 1
            })
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(gtkModel), handler) }
        // In the middle, so that rows removed and inserted above move every row shown.
        list.scroll(toRow: 500_000)
        try #require(
            GtkTest.wait(for: "rows around 500,000 bound") {
                list.boundCells.contains { abs($0.row - 500_000) < 20 } && list.boundCells.count > 10
            })
        let rebindsBefore = list.statistics.rebinds
        // Where the list starts in the window: the counters' live figures take a second line.
        func listTop() -> Float {
            var bounds = graphene_rect_t()
            _ = gtk_widget_compute_bounds(list.widget, window.widget, &bounds)
            return bounds.origin.y
        }
        let top = listTop()
        page.setLive(true)
        for burst in 1...4 {
            let applied = page.updatesApplied
            try #require(GtkTest.wait(for: "live burst \(burst)", seconds: 120) { page.updatesApplied > applied })
            #expect(Self.differences(gtkModel, mirror, list) == [], "after burst \(burst)")
            // Further down between bursts, so that GTK binds its list items to other rows meanwhile.
            list.scroll(toRow: 500_000 + burst * 100)
        }
        page.setLive(false)
        GtkTest.waitForFrames(of: list.listView)
        #expect(Self.differences(gtkModel, mirror, list) == [], "once drawn")
        #expect(emissions > 0, "the bursts reached GTK as items-changed")
        // Part of each burst lands on the rows on screen, changed in place: the list is seen live.
        #expect(list.statistics.rebinds > rebindsBefore, "rows on screen changed in place")
        #expect(list.statistics.cellsBuilt < 400, "GTK keeps a few hundred rows whatever the list's size")
        #expect(page.countersText.contains("cells built"))
        #expect(page.countersText.contains("last diff") && page.countersText.contains("cells configured/s"))
        #expect(listTop() == top, "the list did not move down when the counters took a second line")
        // Leaving the page stops the updates.
        page.setLive(true)
        window.show(.colors)
        #expect(!page.isLive)
    }

    @Test("A Million Rows' counters keep room for two of their lines in a larger font too")
    func millionCountersKeepTwoLinesAtAnyFont() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .million)
        defer { app.close(window) }
        let page = try #require(window.pages[.million] as? MillionPage)
        let room = try #require(gtk_widget_get_parent(page.counters))
        // Twice the usual size, for the counters' widgets alone (a class no other test's widget has).
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, ".rows-test-large-text label { font-size: 22pt; }", -1)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        defer {
            gtk_style_context_remove_provider_for_display(gdk_display_get_default(), OpaquePointer(provider))
            g_object_unref(UnsafeMutableRawPointer(provider))
        }
        for size in ["usual", "large"] {
            if size == "large" { gtk_widget_add_css_class(room, "rows-test-large-text") }
            GtkTest.waitForFrames(of: window.widget)
            // Two lines in the counters' own font now.
            let layout = gtk_widget_create_pango_layout(page.counters, "0\n0")
            var twoLines: Int32 = 0
            pango_layout_get_pixel_size(layout, nil, &twoLines)
            g_object_unref(layout.map { UnsafeMutableRawPointer($0) })
            // As tall even where the counters fit on one line (a window wide enough).
            var height: Int32 = 0
            gtk_widget_measure(room, GTK_ORIENTATION_VERTICAL, 10_000, &height, nil, nil, nil)
            #expect(height >= twoLines, "\(size) text: \(height) px at least, for two lines of \(twoLines)")
        }
    }

    @Test(
        "A Million Rows' counters, live, stay two lines tall in a narrow window (the rest ellipsized); during a search they say of how many rows"
    )
    func millionCountersNarrowAndSearched() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .million)
        defer { app.close(window) }
        let page = try #require(window.pages[.million] as? MillionPage)
        let room = try #require(gtk_widget_get_parent(page.counters))
        page.setLive(true)
        try #require(GtkTest.wait(for: "a live burst") { page.updatesApplied > 0 })
        page.setLive(false)
        #expect(page.countersText.contains("live: last diff"))
        let layout = gtk_widget_create_pango_layout(page.counters, "0\n0")
        var twoLines: Int32 = 0
        pango_layout_get_pixel_size(layout, nil, &twoLines)
        g_object_unref(layout.map { UnsafeMutableRawPointer($0) })
        for width: Int32 in [10_000, 300, 120] {
            var height: Int32 = 0
            gtk_widget_measure(room, GTK_ORIENTATION_VERTICAL, width, &height, nil, nil, nil)
            #expect(height == twoLines, "\(width) px wide: \(height) px tall, two lines being \(twoLines)")
        }

        page.search("row 12345")
        let model = page.panel.list.viewModel
        #expect(
            GtkTest.wait(for: "the search's rows counted") {
                model.filter != nil && page.countersText.hasPrefix("\(model.displayed.itemCount) of 1,000,000 rows")
            }, "\(page.countersText)")
        #expect((1..<1_000).contains(model.displayed.itemCount))
    }

    @Test("A Million Rows says “Searching…” while a search runs longer than a moment, and no more once its rows show")
    func millionSaysItIsSearching() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .million)
        defer { app.close(window) }
        let page = try #require(window.pages[.million] as? MillionPage)
        let model = page.panel.list.viewModel
        // The search is held off the main thread until the test lets it go.
        let held = HeldWork()
        model.scheduler = WorkScheduler(background: held.hold, main: { MainLoop.post($0) })
        page.search("row 12345")
        #expect(model.isSearchPending)
        #expect(!page.countersText.contains("Searching"), "not at once: \(page.countersText)")
        #expect(
            GtkTest.wait(for: "the notice") { page.countersText.hasPrefix("Searching… · 1,000,000 rows") },
            "\(page.countersText)")
        // Typing on keeps it.
        page.search("row 123456")
        #expect(page.countersText.hasPrefix("Searching…"))
        var rounds = 0
        while model.isSearchPending, rounds < 10 {
            held.runAll()
            GtkTest.waitForFrames(of: window.widget)
            rounds += 1
        }
        #expect(!model.isSearchPending)
        #expect(page.countersText.hasPrefix("\(model.displayed.itemCount) of 1,000,000 rows"), "\(page.countersText)")
        #expect(!page.countersText.contains("Searching"))
    }

    /// How GTK's rows differ from the view model's: GTK's count, the rows its items-changed gave
    /// (`mirror`), and the text each bound row shows.
    private static func differences(
        _ gtkModel: OpaquePointer, _ mirror: [ListRow<Int, GeneratedRow>.ID], _ list: ListView<Int, GeneratedRow>
    ) -> [String] {
        let rows = list.viewModel.rows
        var problems = [String]()
        let count = Int(g_list_model_get_n_items(gtkModel))
        if count != rows.count { problems.append("GTK's model has \(count) rows, the view model \(rows.count)") }
        if mirror.count != rows.count {
            problems.append("GTK was told of \(mirror.count) rows")
        } else if let first = rows.indices.first(where: { mirror[$0] != rows[$0].id }) {
            problems.append("GTK was told row \(first) is \(mirror[first]), the view model shows \(rows[first].id)")
        }
        let bound = list.boundCells
        if bound.count <= 10 { problems.append("only \(bound.count) rows bound") }
        for (row, cell) in bound {
            guard row < rows.count, let item = rows[row].item else {
                problems.append("bound row \(row) is past the end")
                continue
            }
            let shown = shownTexts(cell)
            let expected = expectedTexts(item)
            if shown != expected { problems.append("row \(row) shows \(shown), the snapshot has \(expected)") }
        }
        return problems
    }

    /// What a million-row cell shows, by its type.
    private static func shownTexts(_ cell: any ListCell) -> [String] {
        switch cell {
        case let cell as MetricCell: ["metric", cell.title.text ?? "", cell.value.text ?? ""]
        case let cell as TagCell: ["tag", cell.title.text ?? "", cell.tag.text ?? ""]
        case let cell as NoteCell: ["note", cell.title.text ?? "", cell.subtitle.text ?? ""]
        default: ["\(type(of: cell))"]
        }
    }

    /// What the cell of `row` must show.
    private static func expectedTexts(_ row: GeneratedRow) -> [String] {
        switch row.kind {
        case .metric: ["metric", row.title, row.valueText]
        case .tag: ["tag", row.title, row.tagName]
        case .note: ["note", row.title, "Note \(row.valueText) · kept in 16 bytes, texts made at bind"]
        }
    }
}
