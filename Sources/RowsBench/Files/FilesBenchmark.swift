import ArgumentParser
import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit

/// `rows-bench files`: the Files page's listing code (RowsDemoKit's ``FolderContents``, as the page
/// uses it, showing a GtkListView under Xvfb) on a temporary folder of `--files` empty files, next to
/// `ls -f | wc -l` on the same folder in the same run.
///
/// Prints the medians of `--rounds` opens: `files.first_rows_ms` (from `open` until the first frame
/// drawn with rows bound), `files.all_rows_ms` (until every entry is in the list, in order, and a frame
/// drawn), `files.max_stall_ms` (the longest time the GLib loop stayed away from its poll meanwhile,
/// measured by ``LoopStallMeter``), `files.ls_ms` and `files.first_rows_over_ls`; then the live
/// figures of ``FilesLiveRun``.
struct FilesBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "files", abstract: "Open a folder of 100,000 files with the Files page's code; compare with ls.")

    @Option(help: "Empty files in the folder.")
    var files = 100_000

    @Option(help: "Times the folder is opened (each time from an empty folder); the medians are printed.")
    var rounds = 3

    @Flag(inversion: .prefixedNo, help: "Also run the release rows-demo on the folder for the live figures.")
    var live = true

    @Flag(help: "Write to standard error how long `open` took on the main thread and each stall over 4 ms.")
    var trace = false

    func run() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rows-bench-files-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("big")
        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for number in 0..<files {
            let descriptor = creat("\(folder.path)/file \(number).txt", 0o644)
            precondition(descriptor >= 0, "cannot create files in \(folder.path)")
            close(descriptor)
        }
        note("files: \(files) empty files in \(folder.path)")
        try MainActor.assumeIsolated {
            let window = BenchWindow()
            let list = ListView(ListViewModel<Int, FileEntry>(selectionMode: .multiple)) { cells, entry in
                cells.cell(using: FileRowCell.registration, for: entry)
            }
            window.show(list.widget)
            window.waitForFrame()
            let contents = FolderContents(viewModel: list.viewModel, folder: empty.path, order: .name)
            var opens: [OpenTimes] = []
            var lsTimes: [Double] = []
            for round in 1...max(rounds, 1) {
                contents.open(empty.path)
                window.waitForFrame()
                lsTimes.append(try Self.timeLs(folder.path))
                let times = try OpenTimes.measure(
                    opening: folder.path, in: contents, list: list, window: window, count: files, tracing: trace)
                note(
                    "files: round \(round): first rows \(times.firstRows) ms, all rows \(times.allRows) ms, "
                        + "longest stall \(times.maxStall) ms, ls \(lsTimes.last!) ms")
                opens.append(times)
            }
            let ls = lsTimes.sorted().median
            let firstRows = opens.map(\.firstRows).sorted().median
            Figure(name: "files.first_rows_ms", value: firstRows, unit: "ms", extra: ["files": files]).print()
            Figure(name: "files.all_rows_ms", value: opens.map(\.allRows).sorted().median, unit: "ms").print()
            Figure(name: "files.max_stall_ms", value: opens.map(\.maxStall).sorted().median, unit: "ms").print()
            Figure(name: "files.ls_ms", value: ls, unit: "ms", extra: ["command": "ls -f | wc -l"]).print()
            Figure(name: "files.all_rows_over_ls", value: opens.map(\.allRows).sorted().median / ls, unit: "ratio").print()
        }
        if live { try FilesLiveRun(folder: folder.path, entries: files).run() }
    }

    /// How long `ls -f FOLDER | wc -l` takes, started through `/bin/sh` as a person would type it.
    static func timeLs(_ folder: String) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ls -f \"$0\" | wc -l", folder]
        process.standardOutput = FileHandle.nullDevice
        let start = milliseconds()
        try process.run()
        process.waitUntilExit()
        return milliseconds() - start
    }
}
