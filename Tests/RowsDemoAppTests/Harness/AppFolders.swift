import Foundation

/// A fresh temporary place for one run of the app: its own XDG folders (so nothing of the user's is
/// read or written), a copy of the repository's `data/`, and a small folder for the Files page:
/// `Projects/` (holding `rows/` and `plan.md`), `notes.txt` and a hidden `.hidden`. The window's
/// size is saved as ``windowSize`` beforehand, tall enough for a page's rows to show without
/// scrolling. Removed by ``remove()``.
struct AppFolders {
    /// The repository's top folder, found from this file's place in it.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    let root: URL
    let data: URL
    let files: URL
    let xdg: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("rows-app-\(UUID().uuidString)")
        data = root.appendingPathComponent("data")
        files = root.appendingPathComponent("files")
        xdg = root.appendingPathComponent("xdg")
        let manager = FileManager.default
        try manager.createDirectory(at: xdg, withIntermediateDirectories: true)
        try manager.copyItem(at: Self.repository.appendingPathComponent("data"), to: data)
        try manager.createDirectory(at: files.appendingPathComponent("Projects/rows"), withIntermediateDirectories: true)
        try Data(count: 2_048).write(to: files.appendingPathComponent("notes.txt"))
        try Data(count: 10).write(to: files.appendingPathComponent("Projects/plan.md"))
        try Data().write(to: files.appendingPathComponent(".hidden"))
        try manager.createDirectory(at: savedWindowSize.deletingLastPathComponent(), withIntermediateDirectories: true)
        let size = "{\"width\":\(Self.windowSize.width),\"height\":\(Self.windowSize.height),\"isMaximized\":false}"
        try Data(size.utf8).write(to: savedWindowSize)
    }

    /// The size the app's window opens at (on a 1280 × 1024 screen).
    static let windowSize = (width: 900, height: 1000)

    /// The environment the app runs in: XDG folders here, GDK on X11 (xdotool's events reach it).
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        // The session sets its own display and buses; nothing may turn the accessibility bridge off.
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "NO_AT_BRIDGE", "GTK_A11Y"] {
            environment[name] = nil
        }
        environment["GDK_BACKEND"] = "x11"
        // The app's icons, avatars and stylesheet, as `./dev run` finds them from the repository.
        environment["ROWS_RESOURCES"] = Self.repository.appendingPathComponent("Resources").path
        environment["XDG_DATA_HOME"] = xdg.appendingPathComponent("data").path
        environment["XDG_STATE_HOME"] = xdg.appendingPathComponent("state").path
        environment["XDG_CACHE_HOME"] = xdg.appendingPathComponent("cache").path
        environment["XDG_CONFIG_HOME"] = xdg.appendingPathComponent("config").path
        return environment
    }

    /// Where the app saves the People Directory after an edit.
    var savedPeople: URL { xdg.appendingPathComponent("data/rows/people.json") }
    /// Where the app saves its window's size on closing.
    var savedWindowSize: URL { xdg.appendingPathComponent("state/rows/window.json") }
    /// Where the app's standard error goes.
    var log: URL { root.appendingPathComponent("rows-demo.log") }

    /// The people in the saved People Directory, by full name ("Ada Lovelace"); nil when nothing is saved.
    func savedPeopleNames() throws -> [String]? {
        try savedPeopleRecords().map(Self.fullNames)
    }

    /// The records of the saved People Directory as JSON objects; nil when nothing is saved.
    func savedPeopleRecords() throws -> [[String: Any]]? {
        guard FileManager.default.fileExists(atPath: savedPeople.path) else { return nil }
        return try Self.records(in: savedPeople)
    }

    /// The people of the data folder's People Directory (what the app starts with), by full name.
    func bundledPeopleNames() throws -> [String] {
        Self.fullNames(try Self.records(in: data.appendingPathComponent("people.json")))
    }

    private static func records(in file: URL) throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]] ?? []
    }

    private static func fullNames(_ records: [[String: Any]]) -> [String] {
        records.map { "\($0["firstName"] as? String ?? "") \($0["lastName"] as? String ?? "")" }
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
