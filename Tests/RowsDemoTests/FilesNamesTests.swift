import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

@MainActor
@Suite("The Files page with any name and any folder", .enabled(if: GtkTest.hasDisplay), .serialized)
struct FilesNamesTests {
    @Test("a file whose name is not UTF-8 shows its size and is opened by its bytes")
    func invalidUTF8NameShowsAndOpens() throws {
        let app = try AppHarness()
        let bytes = Array("bad".utf8) + [0xFF] + Array("name.txt".utf8)
        let descriptor = open(FileName(bytes: bytes).path(in: app.filesFolder.path), O_CREAT | O_WRONLY, 0o644)
        try #require(descriptor >= 0)
        #expect(write(descriptor, "hello", 5) == 5)
        close(descriptor)
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let list = page.panel.list
        let names = list.viewModel.snapshot.items.map(\.name)
        #expect(names == ["Projects", "bad\u{FFFD}name.txt", "notes.txt"])
        #expect(list.viewModel.snapshot.items[1].detail == "5 bytes")
        GtkTest.wait(for: "its row showing “5 bytes”") { GtkTexts.labels(under: list.widget).contains("5 bytes") }

        GtkTest.activate(row: 1, of: list.listView)
        #expect(page.lastOpenedURI == "file://\(app.filesFolder.path)/bad%FFname.txt")
    }

    @Test(
        "a symbolic link shows a link sign saying where it points, in the list, the Name column and the grid; Kind says what it links to"
    )
    func symbolicLinksShowWhereTheyPoint() throws {
        let app = try AppHarness()
        let files = FileManager.default
        try files.createSymbolicLink(
            atPath: app.filesFolder.appendingPathComponent("to_notes").path, withDestinationPath: "notes.txt")
        try files.createSymbolicLink(
            atPath: app.filesFolder.appendingPathComponent("lost").path, withDestinationPath: "gone.txt")
        try files.createSymbolicLink(
            atPath: app.filesFolder.appendingPathComponent("soon").path, withDestinationPath: "soon-folder")
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let list = page.panel.list
        func cell(_ name: String) -> FileCell? {
            guard let row = list.viewModel.rows.row(ofItem: name) else { return nil }
            return list.boundCells.first { $0.row == row }?.cell as? FileCell
        }
        func tooltip(_ widget: UnsafeMutablePointer<GtkWidget>) -> String? {
            gtk_widget_get_tooltip_text(widget).map { String(cString: $0) }
        }
        try #require(
            GtkTest.wait(for: "the three files' rows") { ["to_notes", "lost", "notes.txt"].allSatisfy { cell($0) != nil } })
        let link = try #require(cell("to_notes"))
        #expect(gtk_widget_get_visible(link.linkIcon) != 0)
        #expect(tooltip(link.linkIcon) == "Link to notes.txt")
        #expect(link.detailLabel.text == "2.0 kB", "the size of the file it points to")
        let lost = try #require(cell("lost"))
        #expect(tooltip(lost.linkIcon) == "Link to gone.txt, which is not there")
        #expect(gtk_widget_get_visible(try #require(cell("notes.txt")).linkIcon) == 0, "a file is no link")
        #expect(list.viewModel.snapshot.items.first { $0.name == "to_notes" }?.kind == "Link to Text")
        #expect(list.viewModel.snapshot.items.first { $0.name == "lost" }?.kind == "Link (broken)")
        // In the grid too, on the icon's corner.
        page.show(.grid)
        let grid = try #require(page.grid).view
        func tile(_ name: String) -> FileGridCell? {
            guard let row = grid.viewModel.rows.row(ofItem: name) else { return nil }
            return grid.boundCells.first { $0.row == row }?.cell as? FileGridCell
        }
        try #require(
            GtkTest.wait(for: "the three files' tiles") { ["to_notes", "lost", "notes.txt"].allSatisfy { tile($0) != nil } })
        #expect(gtk_widget_get_visible(try #require(tile("to_notes")).linkIcon) != 0)
        #expect(tooltip(try #require(tile("lost")).linkIcon) == "Link to gone.txt, which is not there")
        #expect(gtk_widget_get_visible(try #require(tile("notes.txt")).linkIcon) == 0, "a file is no link")
        page.show(.list)

        // Opened, the broken link says why it does not open (GLib would say no application is
        // registered for it), and is not handed to an application.
        GtkTest.activate(row: try #require(list.viewModel.rows.row(ofItem: "lost")), of: list.listView)
        #expect(
            GtkTest.wait(for: "a toast saying the link is broken") {
                page.toasts.shownTexts.first == "lost cannot be opened: it links to gone.txt, which is not there"
            }, "\(page.toasts.shownTexts)")
        #expect(page.lastOpenedURI == nil)

        // Its target made since (the row still says it is broken: nothing told the page), it opens.
        try Data("found".utf8).write(to: app.filesFolder.appendingPathComponent("gone.txt"))
        let lostEntry = try #require(list.viewModel.snapshot.items.first { $0.name == "lost" })
        page.openFile(lostEntry, at: lostEntry.fileName.path(in: app.filesFolder.path))
        #expect(page.lastOpenedURI == "file://\(app.filesFolder.path)/lost")
        // A link that goes round in a loop says so.
        try files.createSymbolicLink(atPath: app.filesFolder.appendingPathComponent("loop").path, withDestinationPath: "loop")
        var loop = FileEntry(name: "loop", isFolder: false)
        loop.linkTarget = "loop"
        page.openFile(loop, at: loop.fileName.path(in: app.filesFolder.path))
        #expect(
            page.toasts.shownTexts.contains("loop cannot be opened: Too many levels of symbolic links"),
            "\(page.toasts.shownTexts)")
        // Gone itself since it was listed, the link is said to be gone, not its target.
        try files.removeItem(at: app.filesFolder.appendingPathComponent("lost"))
        page.openFile(lostEntry, at: lostEntry.fileName.path(in: app.filesFolder.path))
        #expect(page.toasts.shownTexts.contains("lost cannot be opened: it is not there any more"), "\(page.toasts.shownTexts)")
        // A link whose folder was made since it was listed opens as a folder, in the page.
        let soon = try #require(list.viewModel.snapshot.items.first { $0.name == "soon" })
        try files.createDirectory(at: app.filesFolder.appendingPathComponent("soon-folder"), withIntermediateDirectories: true)
        page.activate(soon)
        #expect(page.folder == app.filesFolder.appendingPathComponent("soon").path)
    }

    @Test(
        "in the tree, a file in a subfolder whose name is not UTF-8 shows its size, has an id of its own and opens by its bytes")
    func invalidUTF8NameInTheTree() throws {
        let app = try AppHarness()
        let projects = app.filesFolder.appendingPathComponent("Projects")
        let bytes = Array("bad".utf8) + [0xFF] + Array("name.txt".utf8)
        // The same name in the folder and in Projects: two rows, with ids of their own.
        for (folder, size) in [(app.filesFolder, 5), (projects, 7)] {
            let descriptor = open(FileName(bytes: bytes).path(in: folder.path), O_CREAT | O_WRONLY, 0o644)
            try #require(descriptor >= 0)
            #expect(write(descriptor, "1234567", size) == size)
            close(descriptor)
        }
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.tree)
        let tree = try #require(page.tree)
        tree.outline.expand(projects.path)
        let isInProjects = { (row: OutlineRow<FileEntry>) in
            row.content.item.map { $0.folder == projects.path && $0.name == "bad\u{FFFD}name.txt" } ?? false
        }
        #expect(GtkTest.wait(for: "Projects expanded") { tree.outline.rows.contains(where: isInProjects) })
        let rows = tree.outline.rows
        #expect(Set(rows.map(\.id)).count == rows.count, "ids unique: \(rows.map(\.id))")
        let index = try #require(rows.firstIndex(where: isInProjects))
        #expect(rows[index].content.item?.detail == "7 bytes")

        GtkTest.activate(row: index, of: tree.view.listView)
        #expect(page.lastOpenedURI == "file://\(projects.path)/bad%FFname.txt")
    }

    @Test(
        "a folder whose name is not UTF-8 opens on activation: its entries, its name shown GLib's way, watched; going up selects it; in the tree it expands"
    )
    func folderWhoseNameIsNotUTF8Opens() throws {
        let app = try AppHarness()
        let bytes = Array("Été".utf8) + [0xFF]
        let folderPath = FileName(bytes: bytes).path(in: app.filesFolder.path)
        try #require(mkdir(folderPath, 0o755) == 0)
        let inner = FileName("inside.txt").path(in: FilePathText.text(of: folderPath.dropLast().map { UInt8(bitPattern: $0) }))
        let descriptor = open(inner, O_CREAT | O_WRONLY, 0o644)
        try #require(descriptor >= 0)
        close(descriptor)
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let list = page.panel.list
        let row = try #require(list.viewModel.snapshot.items.firstIndex { $0.name == "Été\u{FFFD}" })

        GtkTest.activate(row: row, of: list.listView)
        page.waitUntilListed()
        #expect(page.panel.problem == nil, "opened")
        #expect(list.viewModel.snapshot.items.map(\.name) == ["inside.txt"])
        #expect(
            String(cString: gtk_label_get_text(OpaquePointer(page.pathLabel))) == app.filesFolder.path + "/Été\u{FFFD}",
            "its name shown as GLib shows it")
        // Watched by its bytes: a file created in it shows.
        let later = FileName("later.txt").path(in: page.folder)
        #expect(creat(later, 0o644) >= 0)
        #expect(
            GtkTest.wait(for: "later.txt listed") { list.viewModel.snapshot.items.map(\.name) == ["inside.txt", "later.txt"] })

        #expect(page.openParent())
        #expect(
            GtkTest.wait(for: "the folder left selected") {
                list.viewModel.selectedIDs.compactMap { id in list.viewModel.snapshot.items.first { $0.id == id }?.name } == [
                    "Été\u{FFFD}"
                ]
            })

        page.show(.tree)
        let tree = try #require(page.tree)
        #expect(GtkTest.wait(for: "the tree listed") { tree.outline.rows.contains { $0.content.item?.name == "Été\u{FFFD}" } })
        let id = try #require(tree.outline.rows.first { $0.content.item?.name == "Été\u{FFFD}" }?.content.item?.id)
        tree.outline.expand(id)
        #expect(
            GtkTest.wait(for: "its children listed") {
                tree.outline.rows.contains { $0.content.item?.name == "inside.txt" }
            }, "\(tree.outline.rows.map { $0.content.item?.name ?? "-" })")
    }

    @Test(
        "while a folder is being read no \"This folder is empty\" shows; an empty folder says so once read, and tells of Ctrl+H only while it holds hidden files, hidden (made or removed while shown)"
    )
    func noEmptyPageWhileReading() throws {
        let app = try AppHarness()
        let empty = app.filesFolder.appendingPathComponent("Projects/rows")
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.open(app.filesFolder.appendingPathComponent("Projects").path)
        // Nothing has run the main loop since `open` returned: the rows are cleared, the folder is being read.
        #expect(page.isListing && page.panel.list.viewModel.snapshot.itemCount == 0)
        #expect(!page.panel.showsEmptyPage, "the empty page shows while the folder is read")
        page.waitUntilListed()
        #expect(!page.panel.showsEmptyPage)
        page.open(empty.path)
        page.waitUntilListed()
        // Nothing in it at all: nothing to show with Ctrl+H.
        #expect(page.panel.showsEmptyPage)
        #expect(page.panel.emptyStateTexts == ["This folder is empty", "Nothing is in it, hidden files included."])
        // Hidden files made in it meanwhile: the page says so, and how to show them.
        for name in [".cache", ".config"] {
            #expect(FileManager.default.createFile(atPath: empty.appendingPathComponent(name).path, contents: nil))
        }
        #expect(
            GtkTest.wait(for: "the page to tell of the hidden files") {
                page.panel.emptyStateTexts == ["This folder is empty", "It holds 2 hidden files: Ctrl+H shows them."]
            }, "\(page.panel.emptyStateTexts)")
        page.setShowsHidden(true)
        #expect(GtkTest.wait(for: "the hidden files shown") { !page.panel.showsEmptyPage })
        try FileManager.default.removeItem(at: empty.appendingPathComponent(".config"))
        page.setShowsHidden(false)
        #expect(
            GtkTest.wait(for: "the page to tell of the hidden file") {
                page.panel.emptyStateTexts == ["This folder is empty", "It holds 1 hidden file: Ctrl+H shows it."]
            }, "\(page.panel.emptyStateTexts)")
    }

    @Test("a folder's row counts what opening it shows: its hidden files once Ctrl+H shows them, not before")
    func folderCountsFollowHiddenFiles() throws {
        let app = try AppHarness()
        let music = app.filesFolder.appendingPathComponent("Music")
        try FileManager.default.createDirectory(at: music, withIntermediateDirectories: true)
        for name in ["song.mp3", ".secret"] { try Data(count: 1).write(to: music.appendingPathComponent(name)) }
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.waitUntilListed()
        let shown = {
            page.panel.list.boundCells.compactMap { $0.cell as? FileCell }.first { $0.title == "Music" }?.detailLabel.text
        }
        #expect(GtkTest.wait(for: "Music's row bound") { shown() != nil })
        #expect(shown() == "1 item")
        page.setShowsHidden(true)
        #expect(GtkTest.wait(for: "Music's row to count its hidden file") { shown() == "2 items" }, "\(shown() ?? "-")")
        page.setShowsHidden(false)
        #expect(GtkTest.wait(for: "Music's row to count it no more") { shown() == "1 item" }, "\(shown() ?? "-")")
    }

    @Test("a folder that cannot be read shows a page naming it and why; going up comes back")
    func unreadableFolderShowsAnErrorPage() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.open(app.filesFolder.appendingPathComponent("notes.txt").path)
        page.waitUntilListed()
        #expect(page.panel.emptyStateTexts.first == "“notes.txt” is not a folder", "\(page.panel.emptyStateTexts)")
        #expect(page.monitor == nil, "nothing to watch")
        #expect(page.openParent())
        page.waitUntilListed()
        #expect(page.panel.problem == nil)
        #expect(page.panel.list.viewModel.snapshot.items.map(\.name) == ["Projects", "notes.txt"])
        #expect(page.monitor?.path == app.filesFolder.path)
    }

    @Test("a start folder that is missing opens the page anyway: its problem under the toolbar, the up button going on")
    func missingStartFolder() throws {
        let app = try AppHarness()
        let missing = FilesPage(folder: app.filesFolder.appendingPathComponent("gone").path)
        let shown = GtkTest.window(showing: missing.widget)
        defer { gtk_window_destroy(shown) }
        missing.waitUntilListed()
        #expect(
            missing.panel.emptyStateTexts == [
                "“gone” is not there", "It may have been moved or deleted. Go up to the folder around it (Alt+Up).",
            ],
            "\(missing.panel.emptyStateTexts)")
        GtkTest.waitForFrames(of: missing.widget)
        #expect(gtk_widget_get_sensitive(missing.upButton) != 0 && gtk_widget_get_mapped(missing.upButton) != 0)
        #expect(missing.openParent())
        missing.waitUntilListed()
        #expect(missing.panel.problem == nil)
        #expect(missing.panel.list.viewModel.snapshot.items.map(\.name) == ["Projects", "notes.txt"])
    }

    @Test("symbolic-link loops are listed without hanging: a link to itself is a file of unknown size")
    func symbolicLinkLoops() throws {
        let app = try AppHarness()
        let folder = app.filesFolder
        #expect(symlink("loop", folder.appendingPathComponent("loop").path) == 0)
        #expect(symlink(".", folder.appendingPathComponent("here").path) == 0)
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let items = page.panel.list.viewModel.snapshot.items
        #expect(items.map(\.name) == ["here", "Projects", "loop", "notes.txt"])
        #expect(items.first { $0.name == "loop" }?.detail == ByteCount.unknown)
        // Opening the link to the folder itself shows the same entries, one level down, and no deeper.
        page.open(folder.appendingPathComponent("here").path)
        page.waitUntilListed()
        #expect(page.folder == folder.appendingPathComponent("here").path)
        #expect(page.panel.list.viewModel.snapshot.items.map(\.name) == ["here", "Projects", "loop", "notes.txt"])
    }

    @Test(
        "names alike but in their bytes (accents composed or not, invalid bytes shown alike) are told apart: the selection carried between the list and the tree, and the folder left by going up"
    )
    func namesAlikeButInTheirBytes() throws {
        let app = try AppHarness()
        let folder = app.filesFolder.path
        // Swift's strings compare these equal, and GLib shows both invalid names as "x\u{FFFD}".
        let (composed, decomposed) = (FileName("Caf\u{E9}"), FileName("Cafe\u{301}"))
        let invalid = [FileName(bytes: Array("x".utf8) + [0xFE]), FileName(bytes: Array("x".utf8) + [0xFF])]
        for name in [composed, decomposed] {
            #expect(mkdir(name.path(in: folder), 0o755) == 0)
            close(
                creat(
                    FileName("a.txt").path(
                        in: FilePathText.text(of: name.path(in: folder).dropLast().map { UInt8(bitPattern: $0) })), 0o644))
        }
        for name in invalid {
            let descriptor = open(name.path(in: folder), O_CREAT | O_WRONLY, 0o644)
            #expect(descriptor >= 0)
            close(descriptor)
        }
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let viewModel = page.viewModel
        #expect(page.waitUntilListed() && viewModel.snapshot.itemCount == 6)
        let id = { (name: FileName) in viewModel.snapshot.items.first { $0.fileName == name }?.id }
        page.show(.tree)
        let tree = try #require(page.tree)
        #expect(GtkTest.wait(for: "the tree listed") { tree.outline.rows.count == 6 })
        let selectedInTree = {
            tree.outline.rows.filter { tree.outline.rowsViewModel.selectedIDs.contains($0.id) }.compactMap {
                $0.content.item?.fileName
            }
        }

        for name in [decomposed, composed, invalid[0], invalid[1]] {
            page.show(.list)
            viewModel.select([try #require(id(name))])
            page.show(.tree)
            #expect(selectedInTree() == [name], "\(selectedInTree()) selected in the tree for \(name.bytes)")
            let row = try #require(tree.outline.rows.first { $0.content.item?.fileName == name })
            tree.outline.rowsViewModel.select([row.id])
            page.show(.list)
            #expect(viewModel.selectedIDs == [try #require(id(name))], "selected in the list for \(name.bytes)")
        }

        // Both folders expanded: their files' ids differ too (two nodes with one id stop the app).
        for name in [composed, decomposed] {
            let folderRow = try #require(tree.outline.rows.first { $0.content.item?.fileName == name })
            tree.outline.expand(try #require(folderRow.content.item?.id))
        }
        #expect(
            GtkTest.wait(for: "both folders' a.txt listed") {
                tree.outline.rows.filter { $0.content.item?.name == "a.txt" }.count == 2
            })

        page.show(.list)
        for name in [composed, decomposed] {
            page.open(FilePathText.text(of: name.path(in: folder).dropLast().map { UInt8(bitPattern: $0) }))
            page.waitUntilListed()
            #expect(page.openParent())
            page.waitUntilListed()
            let left = try #require(id(name))
            #expect(
                GtkTest.wait(for: "the folder left selected") { viewModel.selectedIDs == [left] },
                "\(viewModel.selectedIDs) selected, not \(left)")
        }
    }
}
