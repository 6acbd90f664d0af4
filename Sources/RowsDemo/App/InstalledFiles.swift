import Foundation

/// Where the app's files are: in the source tree when run from its `.build/` (from any working
/// folder), or under `<prefix>/share/rows` when installed (see meson-notes.md). `ROWS_RESOURCES`
/// overrides the resources folder.
enum InstalledFiles {
    /// The folder of the running executable, its links resolved (`/proc/self/exe`; the first
    /// argument where that cannot be read).
    private static var executableFolder: URL {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        return URL(fileURLWithPath: executable).deletingLastPathComponent()
    }

    /// `name` in the source tree the executable was built in: SwiftPM puts it in
    /// `.build/<triple>/<config>/` (`.build/<config>` links there), so the tree is two or three
    /// folders up. Nil when no such folder holds `name` with `marker` in it.
    private static func inSourceTree(_ name: String, holding marker: String) -> String? {
        var folder = executableFolder
        for _ in 0..<3 {
            folder.deleteLastPathComponent()
            let candidate = folder.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: "\(candidate)/\(marker)") { return candidate }
        }
        return nil
    }

    /// The folder `rows-demo` shows when `--data` is not given: `./data` if there is one, else the
    /// source tree's when run from its build folder, else the installed copy.
    static func defaultDataFolder() -> String {
        let candidates = [
            "data", inSourceTree("data", holding: "settings.json"),
            executableFolder.appendingPathComponent("../share/rows/data").standardized.path,
        ].compactMap { $0 }
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? "data"
    }

    /// The folder holding `style.css`, `icons/` and `avatars/`, or nil when none of the places has it.
    static func resourceFolder() -> String? {
        var folders = [String]()
        if let override = ProcessInfo.processInfo.environment["ROWS_RESOURCES"] { folders.append(override) }
        if let tree = inSourceTree("Resources", holding: "style.css") { folders.append(tree) }  // run from .build/
        folders.append(executableFolder.appendingPathComponent("../share/rows").standardized.path)  // installed
        folders.append(FileManager.default.currentDirectoryPath + "/Resources")
        return folders.first { FileManager.default.fileExists(atPath: "\($0)/style.css") }
    }

    /// The path of a file among the app's resources, or nil.
    static func resource(_ name: String) -> String? {
        resourceFolder().map { "\($0)/\(name)" }
    }
}
