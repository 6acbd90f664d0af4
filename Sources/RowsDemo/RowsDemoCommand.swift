import ArgumentParser
import Foundation
import RowsCore
import RowsDemoKit

/// `rows-demo`: the Rows demo app, opened on a folder of JSON data files.
@main
struct RowsDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rows-demo",
        abstract: "Lists built with Rows on GTK 4, shown from a folder of JSON files.",
        discussion: """
            Edits to the people directory and the settings' choices are saved under \
            $XDG_DATA_HOME/rows (~/.local/share/rows); the data folder itself is never written.
            """,
        version: "0.1.0")

    @Option(help: "The folder of data files to show (default: ./data, else the installed share/rows/data).")
    var data: String?

    @Option(
        help: ArgumentHelp(
            "The page to open (default: people-pets): \(PageName.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "name"))
    var page: PageName?

    @Option(help: "The folder the Files page opens (default: your home folder).")
    var folder: String?

    @Option(help: "Render the window to this PNG file once the page has drawn, then exit.")
    var screenshot: String?

    @Option(help: "light or dark; by default the desktop's preference is followed.")
    var colorScheme: ColorScheme?

    @Option(help: "The window's width in pixels for this run (e.g. 360 for a phone), instead of the last run's.")
    var width: Int?

    @Option(help: "The window's height in pixels for this run, instead of the last run's.")
    var height: Int?

    func validate() throws {
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !(200...16_384).contains(value) {
                throw ValidationError("\(name) \(value): give a size from 200 to 16384 pixels")
            }
        }
        if let screenshot, !screenshot.hasSuffix(".png") {
            throw ValidationError("--screenshot needs a file name ending in .png, got \(screenshot)")
        }
        if let data {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: data, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--data \(data): no such folder")
            }
        }
    }

    /// The size `--width` and `--height` ask for (the standard size where one is missing), or nil.
    private var size: WindowSize? {
        guard width != nil || height != nil else { return nil }
        return WindowSize(
            width: width ?? WindowSize.standard.width, height: height ?? WindowSize.standard.height, isMaximized: false)
    }

    func run() throws {
        let dataFolder = data ?? InstalledFiles.defaultDataFolder()
        let context = DemoContext(
            data: DataDirectory(URL(fileURLWithPath: dataFolder), name: dataFolder),
            folders: UserFolders(),
            // As given, by its bytes: a folder whose name is not UTF-8 is opened too.
            filesFolder: folder.map { parsed in RawArguments.value(of: "--folder", in: RawArguments.ofThisProcess) ?? parsed }
                ?? UserFolders.home())
        let status = MainActor.assumeIsolated {
            let application = DemoApplication(
                context: context, page: page ?? .peoplePets, opensPage: page != nil, screenshotPath: screenshot,
                colorScheme: colorScheme, size: size)
            // Alive until GLib's loop returns: its handlers hold it weakly (the optimizer warned that
            // a temporary's weak references would be nil).
            return withExtendedLifetime(application) { application.run() }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
