import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import Testing

@testable import RowsDemo

@MainActor
@Suite("A large folder on the Files page", .enabled(if: GtkTest.hasDisplay), .serialized)
struct LargeFolderTests {
    @Test("a folder of 10,000 entries is sorted and diffed off the main thread, then shown in full and in order")
    func largeFolderIsArrangedInTheBackground() throws {
        let app = try AppHarness()
        let big = app.filesFolder.appendingPathComponent("Big")
        try FileManager.default.createDirectory(at: big, withIntermediateDirectories: true)
        for number in 0..<10_000 {
            FileManager.default.createFile(atPath: big.appendingPathComponent("file \(number)").path, contents: Data(count: number % 7))
        }
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let viewModel = page.panel.list.viewModel
        let shownNames = { viewModel.snapshot.items.map(\.name) }
        let smallFolder = shownNames()

        page.open(big.path)
        // Nothing has run the main loop since `open` returned: a sort and diff done here would be shown.
        let stillTheSmallFolder = shownNames() == smallFolder
        #expect(stillTheSmallFolder, "the 10,000 entries were arranged on the main thread")
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
}
