import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

@MainActor
@Suite("The Files page keeps up with changes made elsewhere", .enabled(if: GtkTest.hasDisplay), .serialized)
struct LiveFolderTests {
    @Test("a file created, renamed, changed and deleted by another program shows; a renamed row moves and stays selected")
    func changesMadeElsewhereShow() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let list = page.panel.list
        let viewModel = list.viewModel
        let names = { viewModel.snapshot.items.map(\.name) }
        let folder = app.filesFolder
        #expect(names() == ["Projects", "notes.txt"])

        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("zebra.txt").path, contents: nil))
        #expect(GtkTest.wait(for: "zebra.txt listed") { names() == ["Projects", "notes.txt", "zebra.txt"] })

        viewModel.select(["zebra.txt"])
        #expect(rename(folder.appendingPathComponent("zebra.txt").path, folder.appendingPathComponent("apple.txt").path) == 0)
        #expect(GtkTest.wait(for: "zebra.txt renamed apple.txt") { names() == ["Projects", "apple.txt", "notes.txt"] })
        let selected = viewModel.selectedIDs.compactMap { id in viewModel.snapshot.items.first { $0.id == id }?.name }
        #expect(selected == ["apple.txt"], "the renamed row is the same row, still selected")

        let splices = list.statistics.splices
        try Data(count: 5_000).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(GtkTest.wait(for: "notes.txt's new size") { GtkTexts.labels(under: list.widget).contains("5.0 kB") })
        #expect(list.statistics.splices == splices, "a changed size is a row reconfigured in place")

        try FileManager.default.removeItem(at: folder.appendingPathComponent("apple.txt"))
        #expect(GtkTest.wait(for: "apple.txt gone") { names() == ["Projects", "notes.txt"] })
    }

    @Test("a file renamed while shown keeps its row across a refresh (F5): same id, still selected, no splice")
    func renamedRowSurvivesRefresh() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let list = page.panel.list
        let viewModel = list.viewModel
        let folder = app.filesFolder
        #expect(rename(folder.appendingPathComponent("notes.txt").path, folder.appendingPathComponent("renamed.txt").path) == 0)
        #expect(GtkTest.wait(for: "notes.txt renamed") { viewModel.snapshot.items.map(\.name) == ["Projects", "renamed.txt"] })
        viewModel.select(["notes.txt"])
        let splices = list.statistics.splices

        page.refresh()
        page.waitUntilListed()
        GtkTest.waitForFrames(of: list.widget)
        #expect(viewModel.snapshot.items.map(\.id) == ["Projects", "notes.txt"], "the renamed row keeps its id")
        #expect(viewModel.selectedIDs == ["notes.txt"], "and stays selected")
        #expect(list.statistics.splices == splices, "GTK sees no remove and insert for it")
    }

    @Test("the watch follows the folder shown and ends with the page")
    func monitorFollowsTheFolder() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        let page = try #require(window.pages[.files] as? FilesPage)
        #expect(page.monitor?.path == app.filesFolder.path)
        let projects = app.filesFolder.appendingPathComponent("Projects")
        page.open(projects.path)
        page.waitUntilListed()
        #expect(page.monitor?.path == projects.path)
        #expect(FileManager.default.createFile(atPath: projects.appendingPathComponent("new.md").path, contents: nil))
        #expect(GtkTest.wait(for: "new.md listed") { page.entries.contains { $0.name == "new.md" } })
        app.close(window)
        #expect(page.monitor == nil)
    }

    @Test(
        "a folder renamed while shown (in a shell) is followed to its new name: entries, selection and search kept, watched there"
    )
    func renamedFolderIsFollowed() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let projects = app.filesFolder.appendingPathComponent("Projects")
        page.open(projects.path)
        page.waitUntilListed()
        let shown = page.entries.map(\.name)
        #expect(page.viewModel.select(["plan.md"]))
        page.search("plan")
        #expect(GtkTest.wait(for: "the search shown") { page.viewModel.filter?.query == "plan" })

        let renamed = app.filesFolder.appendingPathComponent("Projects 2024")
        #expect(rename(projects.path, renamed.path) == 0)
        #expect(GtkTest.wait(for: "the page at the new name") { page.folder == renamed.path }, "at \(page.folder)")
        #expect(page.toasts.message == "“Projects” was renamed to “Projects 2024”.")
        #expect(page.panel.problem == nil, "not gone")
        #expect(GtkTest.wait(for: "the entries read there") { !page.contents.isListing })
        #expect(page.entries.map(\.name) == shown)
        #expect(page.viewModel.selectedIDs == ["plan.md"], "still selected")
        #expect(page.viewModel.filter?.query == "plan", "still searched")
        #expect(page.monitor?.path == renamed.path)
        #expect(FileManager.default.createFile(atPath: renamed.appendingPathComponent("plan-b.md").path, contents: nil))
        #expect(GtkTest.wait(for: "plan-b.md listed") { page.entries.contains { $0.name == "plan-b.md" } })

        // Moved out of the folder above, it is gone.
        let away = FileManager.default.temporaryDirectory.appendingPathComponent("rows-away-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: away) }
        #expect(rename(renamed.path, away.path) == 0)
        #expect(
            GtkTest.wait(for: "the toast saying it went") { page.toasts.message?.contains("was deleted or moved away") == true })
    }

    @Test("a folder deleted while shown says so in the page and a toast, and the toast's button opens the enclosing folder")
    func deletedFolderOffersToGoUp() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let doomed = app.filesFolder.appendingPathComponent("Doomed")
        try FileManager.default.createDirectory(at: doomed, withIntermediateDirectories: true)
        page.open(doomed.path)
        page.waitUntilListed()
        try FileManager.default.removeItem(at: doomed)
        #expect(GtkTest.wait(for: "the toast naming Doomed") { page.toasts.message?.contains("“Doomed” was deleted") == true })
        #expect(page.toasts.isError, "it stays until dismissed")
        #expect(page.toasts.shownTexts == ["“Doomed” was deleted or moved away.", "Go Up"])
        // The page says so too, not that the folder is empty.
        #expect(page.panel.emptyStateTexts.first == "“Doomed” is not there", "\(page.panel.emptyStateTexts)")
        let button = try #require(page.toasts.button)
        // Emits `clicked`, as a click does (`gtk_widget_activate` clicks only a realized button, later).
        var instance = GValue()
        g_value_init(&instance, rows_type_of(GtkPointer.raw(button)))
        g_value_set_object(&instance, GtkPointer.raw(button))
        g_signal_emitv(&instance, g_signal_lookup("clicked", rows_type_of(GtkPointer.raw(button))), 0, nil)
        g_value_unset(&instance)
        #expect(page.folder == app.filesFolder.path)
        #expect(page.panel.problem == nil, "the enclosing folder shows its entries")
    }

    @Test(
        "a folder moved away while it is still being read stays gone: the reading that lands after brings back no entries and no watch"
    )
    func folderDeletedWhileBeingRead() throws {
        let app = try AppHarness()
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let viewModel = page.panel.list.viewModel
        let doomed = app.filesFolder.appendingPathComponent("Doomed")
        try FileManager.default.createDirectory(at: doomed.appendingPathComponent("Inner"), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: doomed.appendingPathComponent("a.txt").path, contents: nil))
        let held = HeldWork()
        viewModel.scheduler = WorkScheduler(background: held.hold, main: { MainLoop.post($0) })
        page.open(doomed.path)
        // The first batch is read and shown; the rest of the reading (counting Inner's entries) waits.
        #expect(held.runAll() == 1)
        #expect(GtkTest.wait(for: "the first batch shown") { viewModel.snapshot.items.map(\.name) == ["Inner", "a.txt"] })
        #expect(page.isListing)

        // Moved, not deleted: the reading holds the folder open, and Linux tells a watch that its
        // folder was deleted only once nothing holds it open; a move it tells at once. Out of the
        // folder above: renamed within it, the page would follow it.
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("rows-elsewhere-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        #expect(rename(doomed.path, elsewhere.path) == 0)
        #expect(GtkTest.wait(for: "the toast naming Doomed") { page.toasts.message?.contains("“Doomed” was deleted") == true })
        var rounds = 0
        while held.runAll() > 0, rounds < 10 {
            GtkTest.waitForFrames(of: window.widget)
            rounds += 1
        }
        #expect(page.panel.problem != nil, "the page still says the folder is gone")
        #expect(page.panel.emptyStateTexts.first == "“Doomed” is not there", "\(page.panel.emptyStateTexts)")
        #expect(page.monitor == nil, "nothing watches a folder that is gone")
        #expect(!page.isListing)
        #expect(viewModel.snapshot.items.isEmpty, "\(viewModel.snapshot.items.map(\.name))")
    }
}
