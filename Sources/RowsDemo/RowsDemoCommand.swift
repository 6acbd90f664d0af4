import ArgumentParser
import Foundation

/// `rows-demo`: the Rows demo app, opened on a folder of JSON data files.
@main
struct RowsDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rows-demo", abstract: "Lists built with Rows on GTK 4, shown from a folder of JSON files.")

    @Option(help: "The folder of data files to show (default: ./data, else the installed share/rows/data).")
    var data: String?

    @Option(help: "Render the window to this PNG file once it has drawn, then exit.")
    var screenshot: String?

    func validate() throws {
        if let screenshot, !screenshot.hasSuffix(".png") {
            throw ValidationError("--screenshot needs a file name ending in .png, got \(screenshot)")
        }
    }

    func run() throws {
        let folder = data ?? InstalledFiles.defaultDataFolder()
        let status = MainActor.assumeIsolated {
            DemoApplication(dataDirectory: URL(fileURLWithPath: folder), dataName: folder, screenshotPath: screenshot).run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}
