import Adwaita
import CGtk
import Foundation
import GtkTestSupport
import Rows
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemo

/// The repository's top folder, found from this file's place in it.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A demo app set-up in a fresh temporary place: its own XDG folders, a copy of `data/` (so a test
/// may damage it), and a small folder for the Files page. Removed when the harness goes away.
@MainActor
final class AppHarness {
    let root: URL
    let dataFolder: URL
    let filesFolder: URL
    let folders: UserFolders

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("rows-demo-tests-\(UUID().uuidString)")
        dataFolder = root.appendingPathComponent("data")
        filesFolder = root.appendingPathComponent("files")
        folders = UserFolders(
            data: root.appendingPathComponent("xdg/data/rows"), cache: root.appendingPathComponent("xdg/cache/rows"),
            state: root.appendingPathComponent("xdg/state/rows"))
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("data"), to: dataFolder)
        try FileManager.default.createDirectory(
            at: filesFolder.appendingPathComponent("Projects/rows"), withIntermediateDirectories: true)
        try Data(count: 2_048).write(to: filesFolder.appendingPathComponent("notes.txt"))
        try Data(count: 10).write(to: filesFolder.appendingPathComponent("Projects/plan.md"))
        try Data().write(to: filesFolder.appendingPathComponent(".hidden"))
        ImageView.resourceDirectory = repositoryRoot.appendingPathComponent("Resources").path
        GtkTest.initialize()
        // What AdwApplication does at start-up in the app: libadwaita's types, stylesheet and style manager.
        adw_init()
    }

    isolated deinit {
        try? FileManager.default.removeItem(at: root)
    }

    var context: DemoContext {
        DemoContext(data: DataDirectory(dataFolder, name: "data"), folders: folders, filesFolder: filesFolder.path)
    }

    /// A shown window on `page`, drawn; with `input`, on that private display, for real keys and clicks.
    /// Folded, it shows the sidebar first, or the page when `opensPage` (as `rows-demo --page` does).
    func openWindow(
        on page: PageName = .peoplePets, remembersSize: Bool = false, opensPage: Bool = false, input: InputDisplay? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> DemoWindow {
        let window = DemoWindow(
            application: nil, context: context, page: page, remembersSize: remembersSize, opensPage: opensPage)
        input?.take(window.window)
        gtk_window_present(window.window)
        if GtkTest.wait(
            for: "the window on screen", sourceLocation: sourceLocation, until: { gtk_widget_get_mapped(window.widget) != 0 })
        {
            GtkTest.waitForFrames(of: window.widget, sourceLocation: sourceLocation)
        }
        (window.pages[page] as? FilesPage)?.waitUntilListed(sourceLocation: sourceLocation)
        return window
    }

    /// Loads the app's `style.css` for the display, as the app does at start (once per process: the
    /// stylesheet stays for the display's lifetime). Needed where a test looks at sizes CSS sets.
    func loadStylesheet() throws {
        guard !Self.stylesheetLoaded else { return }
        let resources = repositoryRoot.appendingPathComponent("Resources")
        try #require(FileManager.default.fileExists(atPath: resources.appendingPathComponent("style.css").path))
        setenv("ROWS_RESOURCES", resources.path, 1)
        Stylesheet.load()
        Self.stylesheetLoaded = true
    }

    private static var stylesheetLoaded = false

    /// Destroys `window` and runs the loop's pending work (GTK disposes of it at once).
    func close(_ window: DemoWindow) {
        gtk_window_destroy(window.window)
        GtkTest.drain()
    }
}

extension FilesPage {
    /// Runs the main loop until the folder shown is read and arranged (it is read off the main
    /// thread); records an issue if it is not within ``GtkTest/patience``.
    @discardableResult
    func waitUntilListed(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        GtkTest.wait(for: "\(folder) listed", sourceLocation: sourceLocation) { !isListing && !isArranging }
    }
}
