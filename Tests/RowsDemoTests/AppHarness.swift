import CGtk
import Foundation
import Rows
import RowsCore
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
        try FileManager.default.createDirectory(at: filesFolder.appendingPathComponent("Projects/rows"), withIntermediateDirectories: true)
        try Data(count: 2_048).write(to: filesFolder.appendingPathComponent("notes.txt"))
        try Data(count: 10).write(to: filesFolder.appendingPathComponent("Projects/plan.md"))
        try Data().write(to: filesFolder.appendingPathComponent(".hidden"))
        ImageView.resourceDirectory = repositoryRoot.appendingPathComponent("Resources").path
        GtkTest.initialize()
    }

    isolated deinit {
        try? FileManager.default.removeItem(at: root)
    }

    var context: DemoContext {
        DemoContext(data: DataDirectory(dataFolder, name: "data"), folders: folders, filesFolder: filesFolder.path)
    }

    /// A shown window on `page`, drawn once.
    func openWindow(on page: PageName = .peoplePets, remembersSize: Bool = false) -> DemoWindow {
        let window = DemoWindow(application: nil, context: context, page: page, remembersSize: remembersSize)
        gtk_window_present(window.window)
        GtkTest.spin(seconds: 5) { gtk_widget_get_mapped(window.widget) != 0 }
        GtkTest.settle()
        return window
    }

    /// Destroys `window` and lets GTK finish.
    func close(_ window: DemoWindow) {
        gtk_window_destroy(window.window)
        GtkTest.settle()
    }
}

/// GTK set-up for tests that drive real windows (under Xvfb: `./dev test`).
@MainActor
enum GtkTest {
    nonisolated static var hasDisplay: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
    }

    private static var initialized = false

    static func initialize() {
        guard !initialized else { return }
        precondition(gtk_init_check() != 0, "GTK cannot open the display")
        initialized = true
    }

    /// Runs the main loop until `condition` holds or `seconds` pass; returns whether it held.
    @discardableResult
    static func spin(seconds: Double = 5, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            g_main_context_iteration(nil, 0)
            usleep(1000)
        }
        return true
    }

    /// Runs the main loop for a moment, so that layout, binds and idle work happen.
    static func settle(milliseconds: Int = 150) {
        let deadline = Date().addingTimeInterval(Double(milliseconds) / 1000)
        while Date() < deadline {
            g_main_context_iteration(nil, 0)
            usleep(1000)
        }
    }

    /// Activates `row` of `list` the way Enter or a click does (GTK's `list.activate-item` action).
    static func activate(row: Int, of listView: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_activate_action_variant(listView, "list.activate-item", g_variant_new_uint32(guint32(row)))
        settle()
    }

    /// Types `text` into the window's search, as a person does after Ctrl+F.
    static func search(_ text: String, in window: DemoWindow) {
        window.beginSearch()
        gtk_editable_set_text(OpaquePointer(window.searchEntry), text)
        // GtkSearchEntry reports a change after a short delay.
        settle(milliseconds: 400)
    }
}
