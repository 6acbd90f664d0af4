import Foundation

/// Where the app's files are: in the source tree when run from `.build/`, or under `<prefix>/share/rows`
/// when installed (see meson-notes.md). `ROWS_RESOURCES` overrides the resources folder.
enum InstalledFiles {
    private static var executableFolder: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The folder `rows-demo` shows when `--data` is not given: `./data` if there is one, else the installed copy.
    static func defaultDataFolder() -> String {
        let candidates = ["data", executableFolder.appendingPathComponent("../share/rows/data").standardized.path]
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? "data"
    }

    /// The folder holding `style.css`, `icons/` and `avatars/`, or nil when none of the places has it.
    static func resourceFolder() -> String? {
        var folders = [String]()
        if let override = ProcessInfo.processInfo.environment["ROWS_RESOURCES"] { folders.append(override) }
        folders.append(executableFolder.appendingPathComponent("../../Resources").standardized.path)  // .build/<config>/
        folders.append(executableFolder.appendingPathComponent("../share/rows").standardized.path)  // installed
        folders.append(FileManager.default.currentDirectoryPath + "/Resources")
        return folders.first { FileManager.default.fileExists(atPath: "\($0)/style.css") }
    }

    /// The path of a file among the app's resources, or nil.
    static func resource(_ name: String) -> String? {
        resourceFolder().map { "\($0)/\(name)" }
    }
}
