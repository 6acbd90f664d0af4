import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

@MainActor
@Suite(
    "The Files page's grid: icons, thumbnails, activation, remembered", .enabled(if: GtkTest.hasDisplay), .serialized,
    .enabled(if: InputDisplay.isAvailable, "needs Xvfb and xdotool"))
struct FilesGridTests {
    @Test("Ctrl+4 shows the grid over the list's view model, selection and search kept; it is the view after a restart")
    func ctrl4ShowsTheGridAndIsRemembered() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        try Data(count: 5).write(to: app.filesFolder.appendingPathComponent("notes.md"))
        do {
            let window = app.openWindow(on: .files, input: input)
            let page = try #require(window.pages[.files] as? FilesPage)
            #expect(page.mode == .list && page.grid == nil, "the grid is made when first shown")
            page.search("note")
            #expect(page.viewModel.select(["notes.txt"]))
            try #require(input.focus(window.window))
            input.press("ctrl+4")
            #expect(GtkTest.wait(for: "Ctrl+4 to show the grid") { page.mode == .grid && Self.visibleView(of: page) == "grid" })
            let grid = try #require(page.grid).view
            #expect(GtkTest.wait(for: "the grid on screen") { gtk_widget_get_mapped(grid.gridView) != 0 })
            #expect(page.switcher.selected == .grid, "the switcher's buttons follow the shortcut")
            let button = try #require(page.switcher.buttons[.grid])
            #expect(String(cString: gtk_widget_get_tooltip_text(button)) == "Grid view (Ctrl+4)")
            #expect(grid.viewModel === page.viewModel, "the list's view model")
            #expect(page.viewModel.displayed.items.map(\.name) == ["notes.md", "notes.txt"], "the search is kept")
            #expect(page.viewModel.selectedIDs == ["notes.txt"])
            let selection = try #require(grid.selectionModel)
            #expect(gtk_selection_model_is_selected(selection, 1) != 0, "GTK's grid shows notes.txt selected")
            GtkTest.wait(for: "the two cells drawn") { Self.cell(named: "notes.txt", in: grid) != nil }
            // A tile shows a name and an icon; a screen reader hears the kind and size after the name.
            let tile = try #require(Self.cell(named: "notes.md", in: grid).flatMap { gtk_widget_get_parent($0.root) })
            #expect(gtk_test_accessible_has_property(OpaquePointer(tile), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) != 0)
            app.close(window)
        }
        let saved = try FilesViewChoices.load(from: app.folders.state.appendingPathComponent("files-view.json"))
        #expect(saved.mode == .grid)

        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        #expect(page.mode == .grid && Self.visibleView(of: page) == "grid", "the grid opened again")
        let grid = try #require(page.grid).view
        #expect(GtkTest.wait(for: "the reopened grid's cells") { Self.cell(named: "Projects", in: grid) != nil })
    }

    @Test("the grid's tiles keep off its edges: the first tile is inset from the toolbar and the sidebar")
    func tilesAreInset() throws {
        let app = try AppHarness()
        try app.loadStylesheet()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.grid)
        let grid = try #require(page.grid).view
        #expect(GtkTest.wait(for: "the grid's first tile on screen") { grid.boundCells.contains { $0.row == 0 } })
        GtkTest.waitForFrames(of: grid.gridView)
        let first = try #require(grid.boundCells.first { $0.row == 0 }.flatMap { gtk_widget_get_parent($0.cell.root) })
        var bounds = graphene_rect_t()
        #expect(gtk_widget_compute_bounds(first, grid.widget, &bounds) != 0)
        #expect(bounds.origin.x >= 6 && bounds.origin.y >= 6, "the first tile at \(bounds.origin.x), \(bounds.origin.y)")
    }

    @Test(
        "image files show thumbnails of their pixels at the size shown, named or known by their bytes; other files and folders their content type's icon (text for a source file GIO does not know)"
    )
    func thumbnailsAndIcons() throws {
        let app = try AppHarness()
        let pictures: [(name: String, width: Int32, height: Int32)] = [
            ("beach.png", 200, 120), ("forest.png", 90, 160), ("tiny.png", 24, 24),
            ("scan", 60, 100),  // no extension: known by its first bytes
        ]
        for (index, picture) in pictures.enumerated() {
            try Self.writePNG(
                to: app.filesFolder.appendingPathComponent(picture.name).path, width: picture.width, height: picture.height,
                seed: index)
        }
        try Data("not a picture".utf8).write(to: app.filesFolder.appendingPathComponent("broken.png"))
        try Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]).write(to: app.filesFolder.appendingPathComponent("backup"))
        // A name GIO does not know but the Kind column knows as text.
        try Data("let x = 1\n".utf8).write(to: app.filesFolder.appendingPathComponent("Package.swift"))
        try Self.saveGridChoice(in: app)
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let grid = try #require(page.grid, "the saved view is the grid").view

        var shown: [PagesTests.TexturePixels] = []
        for picture in pictures {
            let path = app.filesFolder.appendingPathComponent(picture.name).path
            let cell = try #require(
                GtkTest.wait(for: "\(picture.name)'s cell") { Self.cell(named: picture.name, in: grid) != nil }
                    ? Self.cell(named: picture.name, in: grid) : nil)
            #expect(gtk_widget_get_visible(cell.icon) == 0 && gtk_widget_get_visible(cell.thumbnail.widget) != 0)
            // Decoded off the main loop, scaled to the 64 pixels shown: wait for it to land.
            GtkTest.wait(for: "\(picture.name)'s thumbnail decoded") { PagesTests.pixels(ofImage: cell.thumbnail.widget) != nil }
            let pixels = try #require(PagesTests.pixels(ofImage: cell.thumbnail.widget))
            #expect(pixels == PagesTests.pixels(ofFile: path, fittingIn: 64), "\(picture.name), pixel for pixel")
            let scale = 64 / Double(max(picture.width, picture.height))  // gdk-pixbuf scales small pictures up too
            #expect(
                pixels.width == Int32((Double(picture.width) * scale).rounded())
                    && pixels.height == Int32((Double(picture.height) * scale).rounded()),
                "\(picture.name) fits 64 pixels: \(pixels)")
            shown.append(pixels)
        }
        #expect(Set(shown.map(\.bytes)).count == pictures.count, "each cell shows its own picture")

        let broken = try #require(Self.cell(named: "broken.png", in: grid))
        GtkTest.wait(for: "broken.png's decode to fail") {
            GtkTest.iconName(broken.thumbnail.widget) == ImageView.fallbackIconName
        }
        #expect(GtkTest.iconName(broken.thumbnail.widget) == ImageView.fallbackIconName, "a file that cannot be decoded")

        let others = [
            ("notes.txt", "text/plain"), ("Projects", "inode/directory"), ("backup", "application/gzip"),
            ("Package.swift", "text/plain"),
        ]
        for (name, contentType) in others {
            let cell = try #require(Self.cell(named: name, in: grid))
            #expect(gtk_widget_get_visible(cell.thumbnail.widget) == 0 && gtk_widget_get_visible(cell.icon) != 0)
            #expect(gtk_image_get_storage_type(OpaquePointer(cell.icon)) == GTK_IMAGE_GICON)
            let expected = g_content_type_get_icon(contentType)!
            defer { g_object_unref(UnsafeMutableRawPointer(expected)) }
            #expect(g_icon_equal(gtk_image_get_gicon(OpaquePointer(cell.icon)), expected) != 0, "\(name): \(contentType)'s icon")
            #expect(gtk_image_get_pixel_size(OpaquePointer(cell.icon)) == 64)
        }
    }

    @Test("a real click then Left and Enter in the grid open the folder; a click and Backspace come back up")
    func activatingAFolderOpensIt() throws {
        let input = try #require(InputDisplay.shared())
        let app = try AppHarness()
        try Self.saveGridChoice(in: app)
        let window = app.openWindow(on: .files, input: input)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let grid = try #require(page.grid).view
        try #require(input.focus(window.window))
        let notes = try #require(
            GtkTest.wait(for: "notes.txt's cell") { Self.cell(named: "notes.txt", in: grid) != nil }
                ? Self.cell(named: "notes.txt", in: grid) : nil)
        #expect(input.click(notes.root, in: window.window))
        #expect(GtkTest.wait(for: "the click to select notes.txt") { page.viewModel.selectedIDs == ["notes.txt"] })
        let projectsCell = try #require(Self.cell(named: "Projects", in: grid))
        input.press("Left")  // Projects is before notes.txt, folders first
        #expect(
            GtkTest.wait(for: "Left to reach Projects") {
                gtk_window_get_focus(window.window).map { gtk_widget_get_parent(projectsCell.root) == $0 } ?? false
            })
        input.press("Return")
        let projects = app.filesFolder.appendingPathComponent("Projects").path
        #expect(GtkTest.wait(for: "Enter to open Projects") { page.folder == projects })
        page.waitUntilListed()  // read off the main thread
        #expect(page.viewModel.displayed.items.map(\.name) == ["rows", "plan.md"])
        #expect(page.mode == .grid)
        // Not plan.md: it is where notes.txt was, and a second click there can make a double click.
        let rows = try #require(
            GtkTest.wait(for: "Projects' cells") { Self.cell(named: "rows", in: grid) != nil }
                ? Self.cell(named: "rows", in: grid) : nil)
        // Clicked once the new folder's cells are drawn where they stay (the toasts' overlay around
        // the views can take a frame more to lay them out).
        GtkTest.waitForFrames(of: window.widget)
        #expect(input.click(rows.root, in: window.window))
        #expect(
            GtkTest.wait(for: "the click to focus rows") {
                gtk_window_get_focus(window.window).map { gtk_widget_get_parent(rows.root) == $0 } ?? false
            })
        input.press("BackSpace")
        #expect(GtkTest.wait(for: "Backspace to go back up") { page.folder == app.filesFolder.path })
    }

    @Test("opening a folder whose picture has the same name, size and date shows the new folder's picture, not the old one's")
    func anotherFolderNeverShowsTheOldThumbnail() throws {
        let app = try AppHarness()
        let (red, blue) = (app.filesFolder.appendingPathComponent("Red"), app.filesFolder.appendingPathComponent("Blue"))
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        for (folder, pixel) in [(red, [UInt8(220), 20, 60]), (blue, [UInt8(30), 60, 200])] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // A PPM's size depends only on its dimensions: the two files differ in their pixels alone.
            let file = folder.appendingPathComponent("a.ppm")
            try (Data("P6\n8 8\n255\n".utf8) + Data(Array([[UInt8]](repeating: pixel, count: 64).joined()))).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file.path)
        }
        try Self.saveGridChoice(in: app)
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let grid = try #require(page.grid).view
        for folder in [red, blue] {
            page.open(folder.path)
            page.waitUntilListed()
            let path = folder.appendingPathComponent("a.ppm").path
            let expected = try #require(PagesTests.pixels(ofFile: path, fittingIn: 64))
            #expect(
                GtkTest.wait(for: "\(folder.lastPathComponent)'s a.ppm in the cell") {
                    Self.cell(named: "a.ppm", in: grid).flatMap { PagesTests.pixels(ofImage: $0.thumbnail.widget) } == expected
                })
        }
    }

    @Test("a picture written again while the grid shows it shows its new pixels")
    func pictureWrittenAgainShowsAnew() throws {
        let app = try AppHarness()
        let file = app.filesFolder.appendingPathComponent("a.ppm")
        /// An 8×8 picture of one colour: a PPM's size depends only on its dimensions.
        func write(_ pixel: [UInt8], modified: Date) throws {
            try (Data("P6\n8 8\n255\n".utf8) + Data(Array([[UInt8]](repeating: pixel, count: 64).joined()))).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file.path)
        }
        try write([220, 20, 60], modified: Date(timeIntervalSince1970: 1_700_000_000))
        try Self.saveGridChoice(in: app)
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let grid = try #require(page.grid).view
        page.waitUntilListed()
        for (pixel, seconds) in [([UInt8(30), 60, 200], 1_700_000_100.0), ([UInt8(220), 20, 60], 1_700_000_200.0)] {
            let expected = try #require(PagesTests.pixels(ofFile: file.path, fittingIn: 64))
            try #require(
                GtkTest.wait(for: "a.ppm's pixels in its tile") {
                    Self.cell(named: "a.ppm", in: grid).flatMap { PagesTests.pixels(ofImage: $0.thumbnail.widget) } == expected
                })
            // Written again, the same size, by another program: the folder's watch sees it.
            try write(pixel, modified: Date(timeIntervalSince1970: seconds))
        }
        let expected = try #require(PagesTests.pixels(ofFile: file.path, fittingIn: 64))
        #expect(
            GtkTest.wait(for: "the picture's last pixels in its tile") {
                Self.cell(named: "a.ppm", in: grid).flatMap { PagesTests.pixels(ofImage: $0.thumbnail.widget) } == expected
            })
    }

    @Test(
        "two pictures whose names differ only in composed and decomposed accents show their own thumbnails; one whose path is not UTF-8 shows its type's icon, not a broken image"
    )
    func picturesNamedAlikeShowTheirOwnThumbnails() throws {
        let app = try AppHarness()
        let names = [FileName("Caf\u{E9}.ppm"), FileName("Cafe\u{301}.ppm")]
        for (name, pixel) in zip(names, [[UInt8(220), 20, 60], [UInt8(30), 60, 200]]) {
            let data = Data("P6\n8 8\n255\n".utf8) + Data(Array([[UInt8]](repeating: pixel, count: 64).joined()))
            let path = String(
                decoding: name.path(in: app.filesFolder.path).dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            try data.write(to: URL(fileURLWithPath: path))
        }
        let odd = FileName(bytes: Array("odd".utf8) + [0xFF] + Array(".ppm".utf8))
        let descriptor = open(odd.path(in: app.filesFolder.path), O_CREAT | O_WRONLY, 0o644)
        try #require(descriptor >= 0)
        let header = Array("P6\n1 1\n255\n".utf8) + [1, 2, 3]
        #expect(write(descriptor, header, header.count) == header.count)
        close(descriptor)
        try Self.saveGridChoice(in: app)
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let grid = try #require(page.grid).view
        page.waitUntilListed()
        // The cell of the name of these bytes (Swift's strings compare the two names equal).
        let cell = { (name: FileName) in
            grid.boundCells.lazy.compactMap { $0.cell as? FileGridCell }.first {
                Array(($0.nameLabel.text ?? "").utf8) == Array(name.description.utf8) && gtk_widget_get_mapped($0.root) != 0
            }
        }
        for name in names {
            let path = String(
                decoding: name.path(in: app.filesFolder.path).dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let expected = try #require(PagesTests.pixels(ofFile: path, fittingIn: 64))
            #expect(
                GtkTest.wait(for: "\(name.bytes)'s own thumbnail") {
                    cell(name).flatMap { PagesTests.pixels(ofImage: $0.thumbnail.widget) } == expected
                })
        }
        let oddCell = try #require(GtkTest.wait(for: "the odd name's cell") { cell(odd) != nil } ? cell(odd) : nil)
        #expect(gtk_widget_get_visible(oddCell.icon) != 0 && gtk_widget_get_visible(oddCell.thumbnail.widget) == 0)
    }

    @Test("a long name wraps inside a word with no hyphen added: the name shows as it is")
    func longNamesWrapWithoutHyphens() throws {
        GtkTest.initialize()
        let cell = FileGridCell()
        let window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        defer { gtk_window_destroy(window) }
        gtk_window_set_child(window, cell.root)
        for name in ["my_photo_collection_backup.tar", "Jahresabschlussberichtentwurf.pdf"] {
            cell.nameLabel.text = name
            gtk_window_present(window)
            GtkTest.waitForFrames(of: cell.root)
            let layout = try #require(gtk_label_get_layout(OpaquePointer(cell.nameLabel.widget)))
            try #require(pango_layout_get_line_count(layout) == 2, "\(name) wraps onto two lines")
            // Where the second line starts, as a character offset into the text.
            let text = try #require(pango_layout_get_text(layout))
            let start = Int(pango_layout_get_line_readonly(layout, 1).pointee.start_index)
            let offset = String(decoding: UnsafeRawBufferPointer(start: text, count: start), as: UTF8.self).count
            var count: Int32 = 0
            let attributes = try #require(pango_layout_get_log_attrs_readonly(layout, &count))
            try #require(offset < Int(count))
            // Inside a word: a break between characters, where Pango would add a hyphen.
            #expect(attributes[offset].is_char_break == 1, "\(name) breaks at character \(offset)")
            #expect(attributes[offset].break_inserts_hyphen == 0, "no hyphen where \(name) breaks")
        }
    }

    /// Saves the grid as the Files page's view, as a person who chose it before would have.
    private static func saveGridChoice(in app: AppHarness) throws {
        try FileManager.default.createDirectory(at: app.folders.state, withIntermediateDirectories: true)
        try FilesViewChoices(mode: .grid).save(to: app.folders.state.appendingPathComponent("files-view.json"))
    }

    /// The grid's cell showing the entry named `name`, when bound and on screen.
    private static func cell(named name: String, in grid: GridView<Int, FileEntry>) -> FileGridCell? {
        grid.boundCells.lazy.compactMap { $0.cell as? FileGridCell }.first {
            $0.nameLabel.text == name && gtk_widget_get_mapped($0.root) != 0
        }
    }

    /// The name of the view the page's stack shows.
    private static func visibleView(of page: FilesPage) -> String? {
        gtk_stack_get_visible_child_name(OpaquePointer(page.views)).map { String(cString: $0) }
    }

    /// Writes a PNG of `width` × `height` pixels: a gradient whose colours depend on `seed`.
    private static func writePNG(to path: String, width: Int32, height: Int32, seed: Int) throws {
        let pixbuf = try #require(gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, width, height))
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let pixels = try #require(gdk_pixbuf_get_pixels(pixbuf))
        for y in 0..<Int(height) {
            for x in 0..<Int(width) {
                let pixel = pixels + y * stride + x * 3
                pixel[0] = UInt8((x * 255 / Int(width) + seed * 80) % 256)
                pixel[1] = UInt8((y * 255 / Int(height) + seed * 40) % 256)
                pixel[2] = UInt8((seed * 90 + (x + y) % 64) % 256)
            }
        }
        var error: UnsafeMutablePointer<GError>?
        let saved = gdk_pixbuf_savev(pixbuf, path, "png", nil, nil, &error)
        defer { g_clear_error(&error) }
        try #require(saved != 0, "\(path): \(error.map { String(cString: $0.pointee.message) } ?? "")")
    }
}
