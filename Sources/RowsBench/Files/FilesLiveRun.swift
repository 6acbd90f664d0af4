import Foundation
import RowsCore

#if canImport(Glibc)
    import Glibc
#endif

/// The live half of `rows-bench files`, run on the real app: the release `rows-demo` (built beside
/// rows-bench) opens the folder on its Files page with `ROWS_REPORT_FILES=1`, so that it writes
/// `files-update <ns> <entries>` once the frame showing each update of its list is drawn. Then:
/// - `files.monitor_latency_ms`: a file is created whose name sorts first ("0 new N.txt", a row on
///   screen), and the time from just before `creat` until the frame showing it is drawn (median of
///   `samples`);
/// - `files.burst_updates`: the modification time of 10,000 of the folder's files is set, one
///   `utimensat` after another, and the updates the list got until none came for a second are counted;
///   `files.burst_updates_paced`: the same, 100 files every 10 ms (about a second of changes).
struct FilesLiveRun {
    let folder: String
    let entries: Int
    var samples = 5
    var touched = 10_000

    func run() throws {
        let demo = try StartupBenchmark.rowsDemoExecutable()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rows-files-live-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var environment = ProcessInfo.processInfo.environment
        for variable in ["XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"] {
            let url = scratch.appendingPathComponent(variable)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            environment[variable] = url.path
        }
        environment["ROWS_REPORT_FILES"] = "1"
        let process = Process()
        process.executableURL = demo
        process.arguments = ["--data", try StartupBenchmark.repositoryDataFolder().path, "--page", "files", "--folder", folder]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let lines = UpdateLines(output.fileHandleForReading)
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        guard lines.wait(seconds: 60, until: { $0.entries == entries }) != nil else {
            throw StartupError("rows-demo did not show the \(entries) entries of \(folder)")
        }
        lines.waitForQuiet(milliseconds: 500)

        var latencies: [Double] = []
        for sample in 0..<samples {
            let start = Self.monotonicNanoseconds()
            let descriptor = creat("\(folder)/0 new \(sample).txt", 0o644)
            guard descriptor >= 0 else { throw StartupError("cannot create a file in \(folder)") }
            close(descriptor)
            guard let update = lines.wait(seconds: 10, until: { $0.entries == entries + sample + 1 }) else {
                throw StartupError("the created file was not shown within 10 s")
            }
            latencies.append(Double(update.nanoseconds - start) / 1e6)
            lines.waitForQuiet(milliseconds: 500)
        }
        note("files: created-file latencies \(latencies.map { ($0 * 10).rounded() / 10 }) ms")

        let before = lines.count
        let start = milliseconds()
        for number in 0..<min(touched, entries) {
            guard utimensat(AT_FDCWD, "\(folder)/file \(number).txt", nil, 0) == 0 else {
                throw StartupError("cannot touch file \(number).txt")
            }
        }
        let touching = milliseconds() - start
        lines.waitForQuiet(milliseconds: 1_000)
        let updates = lines.count - before
        note("files: touching \(touched) files took \(touching) ms; the list was updated \(updates) times")

        // The same touches spread over about a second: the 200 ms limit makes a handful of updates.
        let paced = lines.count
        let pacedStart = milliseconds()
        for number in 0..<min(touched, entries) {
            guard utimensat(AT_FDCWD, "\(folder)/file \(number).txt", nil, 0) == 0 else {
                throw StartupError("cannot touch file \(number).txt")
            }
            if number % 100 == 99 { usleep(10_000) }
        }
        let pacedTouching = milliseconds() - pacedStart
        lines.waitForQuiet(milliseconds: 1_000)
        let pacedUpdates = lines.count - paced
        note("files: touching them again over \(pacedTouching) ms: \(pacedUpdates) updates")

        Figure(name: "files.monitor_latency_ms", value: latencies.sorted().median, unit: "ms", extra: ["entries": entries])
            .print()
        Figure(name: "files.burst_updates", value: Double(updates), unit: "updates", extra: ["touched": touched]).print()
        Figure(
            name: "files.burst_updates_paced", value: Double(pacedUpdates), unit: "updates",
            extra: ["touched": touched, "over_ms": pacedTouching.rounded()]
        ).print()
    }

    static func monotonicNanoseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }
}
