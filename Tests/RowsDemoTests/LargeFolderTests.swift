import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

@MainActor
@Suite("A large folder on the Files page", .enabled(if: GtkTest.hasDisplay), .serialized)
struct LargeFolderTests {
    @Test(
        "a folder of 10,000 entries is read off the main thread, its first screenful shown first, sorted and diffed off it, then shown in full"
    )
    func largeFolderIsArrangedInTheBackground() throws {
        let app = try AppHarness()
        let big = try makeBigFolder(in: app, sizes: { $0 % 7 })
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let viewModel = page.panel.list.viewModel
        let shownNames = { viewModel.snapshot.items.map(\.name) }

        page.open(big.path)
        // Nothing has run the main loop since `open` returned: nothing is read on the main thread.
        #expect(viewModel.snapshot.itemCount == 0, "the folder was read on the main thread")
        #expect(page.isListing)
        #expect(
            GtkTest.wait(for: "the first screenful") { viewModel.snapshot.itemCount >= FolderContents.firstBatch },
            "shows \(viewModel.snapshot.itemCount) entries")
        let byName = FileOrder.name.arranged(try FolderListing.entries(of: big.path), showingHidden: false).map(\.name)
        #expect(GtkTest.spin(seconds: 20) { shownNames() == byName }, "shows \(viewModel.snapshot.itemCount) entries")
        #expect(shownNames().prefix(3) == ["file 0", "file 1", "file 2"], "natural order")

        page.setOrder(.size)
        let stillByName = shownNames() == byName
        #expect(stillByName, "re-sorting 10,000 entries ran on the main thread")
        let bySize = FileOrder.size.arranged(try FolderListing.entries(of: big.path), showingHidden: false).map(\.name)
        #expect(GtkTest.spin(seconds: 20) { shownNames() == bySize })
        #expect(viewModel.snapshot.items.first?.byteCount == 6, "largest first")
        let gtkCount = g_list_model_get_n_items(gtk_list_view_get_model(GtkPointer.opaque(page.panel.list.listView)))
        #expect(Int(gtkCount) == 10_000, "GTK's model follows the background diff")
    }

    @Test(
        "the tree of a folder of 10,000 entries is arranged and made off the main thread, the list's selection carried to it once shown; a change shows, arranged and made off the main thread"
    )
    func largeFolderTreeIsMadeInTheBackground() throws {
        let app = try AppHarness()
        let big = try makeBigFolder(in: app)
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.open(big.path)
        #expect(GtkTest.spin(seconds: 20) { page.viewModel.snapshot.itemCount == 10_000 && !page.isListing })
        #expect(page.viewModel.select(["file 9999"]))

        page.show(.tree)
        let tree = try #require(page.tree)
        // Nothing has run the main loop since `show` returned: nothing was arranged on the main thread.
        #expect(tree.outline.rows.isEmpty, "the tree was made on the main thread")
        #expect(tree.isMakingRoots)
        #expect(gtk_widget_get_visible(page.spinner) != 0, "the spinner shows while the tree is made")
        #expect(gtk_spinner_get_spinning(OpaquePointer(page.spinner)) != 0, "and turns")
        let selected = OutlineRow<FileEntry>.ID.item(big.path + "/file 9999")
        #expect(
            GtkTest.spin(seconds: 20) { tree.outline.rows.count == 10_000 && !tree.isMakingRoots },
            "shows \(tree.outline.rows.count) rows")
        #expect(tree.outline.rows.prefix(2).map { $0.item?.name } == ["file 0", "file 1"], "natural order")
        #expect(tree.outline.rowsViewModel.selectedIDs == [selected], "the list's selection carried over")
        #expect(gtk_widget_get_visible(page.spinner) == 0)
        #expect(gtk_spinner_get_spinning(OpaquePointer(page.spinner)) == 0, "stopped once hidden")
        let gtkCount = g_list_model_get_n_items(gtk_list_view_get_model(GtkPointer.opaque(tree.view.listView)))
        #expect(Int(gtkCount) == 10_000, "GTK's model follows the tree made off the main thread")

        // A file created elsewhere: the list's entries, arranged and made into a tree off the main thread.
        #expect(FileManager.default.createFile(atPath: big.appendingPathComponent("file 10000").path, contents: nil))
        #expect(
            GtkTest.spin(seconds: 20) { tree.outline.rows.count == 10_001 && !tree.isMakingRoots },
            "shows \(tree.outline.rows.count) rows")
        #expect(tree.outline.rowsViewModel.selectedIDs == [selected], "the selection kept")
    }

    @Test(
        "a hidden tree of another folder, shown again on a folder of 10,000 entries, shows them with the list's selection; going back to the list before keeps the list's selection"
    )
    func staleTreeOfALargeFolder() throws {
        let app = try AppHarness()
        let big = try makeBigFolder(in: app)
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.tree)
        let tree = try #require(page.tree)
        #expect(GtkTest.spin(seconds: 20) { tree.outline.rows.count == 3 && !tree.isMakingRoots }, "the small folder's tree")
        page.show(.list)
        page.open(big.path)
        #expect(GtkTest.spin(seconds: 20) { page.viewModel.snapshot.itemCount == 10_000 && !page.isListing })
        #expect(page.viewModel.select(["file 5000"]))

        page.show(.tree)
        #expect(tree.isMakingRoots, "a big folder's roots are made off the main thread")
        page.show(.list)  // before they show: the tree has no selection of this folder yet
        #expect(page.viewModel.selectedIDs == ["file 5000"], "the list's selection kept")
        page.show(.tree)
        let selected = OutlineRow<FileEntry>.ID.item(big.path + "/file 5000")
        #expect(
            GtkTest.spin(seconds: 30) {
                tree.folder == big.path && !tree.isMakingRoots && tree.outline.rows.count == 10_000
                    && tree.outline.rowsViewModel.selectedIDs == [selected]
            }, "shows \(tree.outline.rows.count) rows of \(tree.folder), selected \(tree.outline.rowsViewModel.selectedIDs)")
    }

    @Test("a window opening on a folder of 10,000 entries, still being read, ends with the focus on its first row")
    func focusWaitsForTheFirstRows() throws {
        let app = try AppHarness()
        for number in 0..<10_000 {
            let path = app.filesFolder.appendingPathComponent("file \(number)").path
            #expect(FileManager.default.createFile(atPath: path, contents: nil), "\(path) created")
        }
        let window = DemoWindow(application: nil, context: app.context, page: .files, remembersSize: false)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        #expect(page.viewModel.snapshot.itemCount == 0 && page.focusesFirstRowWhenShown, "no rows yet: the focus waits for them")
        gtk_window_present(window.window)
        #expect(GtkTest.wait(for: "the folder shown in full") { page.viewModel.snapshot.itemCount == 10_002 })
        #expect(GtkTest.wait(for: "the focus on the first row") { page.panel.list.focusedRow() == 0 })
        #expect(!page.focusesFirstRowWhenShown)
    }

    @Test("a small folder opened while a large one is still being read stays shown")
    func smallFolderOpenedWhileALargeOneArranges() throws {
        let app = try AppHarness()
        let big = try makeBigFolder(in: app)
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let viewModel = page.panel.list.viewModel
        let smallFolder = viewModel.snapshot.items.map(\.name)

        // The large folder's reading is held until the small folder is shown, then let go.
        let held = HeldWork()
        viewModel.scheduler = WorkScheduler(background: held.hold, main: { MainLoop.post($0) })
        page.open(big.path)
        #expect(page.isListing)
        page.openParent()
        // Its result, and any redo of it the view model asks for, run to the end.
        var rounds = 0
        while held.runAll() > 0, rounds < 10 {
            GtkTest.waitForFrames(of: window.widget)
            rounds += 1
        }
        #expect(rounds > 0, "the large folder was read off the main thread")
        #expect(!page.isListing, "the small folder's subfolders counted, the large folder's reading dropped")
        let shown = viewModel.snapshot.items.map(\.name)
        #expect(shown == smallFolder, "shows \(shown.count) entries, the large folder's")
        #expect(page.folder == app.filesFolder.path)
    }
}

/// A folder "Big" in the app's files folder of 10,000 files, "file 0" to "file 9999", file *n* of
/// `sizes(n)` bytes (empty by default).
@MainActor
private func makeBigFolder(in app: AppHarness, sizes: (Int) -> Int = { _ in 0 }) throws -> URL {
    let big = app.filesFolder.appendingPathComponent("Big")
    try FileManager.default.createDirectory(at: big, withIntermediateDirectories: true)
    for number in 0..<10_000 {
        let path = big.appendingPathComponent("file \(number)").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(count: sizes(number))), "\(path) created")
    }
    return big
}
