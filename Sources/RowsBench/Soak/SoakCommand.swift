import ArgumentParser
import Foundation

/// `rows-bench soak`: a visible 100,000-row list takes random diffs at 30 Hz while it scrolls
/// (run under Xvfb: `./dev bench soak --seconds 60`).
///
/// The soak runs in a child process (this command with `--worker`), so that a crash is seen and
/// counted rather than ending the report. Prints the child's figures (`soak.updates`,
/// `soak.mismatched_rows`, `soak.rss_growth_percent` from second 10 to the end, ...) and
/// `soak.crashes`; exits 1 when the child crashed or a bound row differs from the snapshot.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak", abstract: "Random diffs at 30 Hz on a visible scrolling list; checks every bound row at the end.")

    @Option(help: "How long to run.")
    var seconds: Double = 60

    @Option(help: "Rows in the list.")
    var rows = 100_000

    @Option(help: "Bursts of random edits a second.")
    var rate: Double = 30

    @Option(help: "Rows changed in place by each burst; half as many are removed, half as many inserted, a tenth moved.")
    var burst = 20

    @Flag(help: .hidden)
    var worker = false

    func run() throws {
        if worker {
            MainActor.assumeIsolated {
                SoakRun(.init(seconds: seconds, rows: rows, rate: rate, burst: burst)).run()
            }
            return
        }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = [
            "soak", "--worker", "--seconds", "\(seconds)", "--rows", "\(rows)", "--rate", "\(rate)", "--burst", "\(burst)",
        ]
        let output = Pipe()
        child.standardOutput = output
        try child.run()
        var mismatched: Double?
        var lines = ""
        while let chunk = try output.fileHandleForReading.read(upToCount: 4096), !chunk.isEmpty {
            lines += String(decoding: chunk, as: UTF8.self)
            while let end = lines.firstIndex(of: "\n") {
                let line = String(lines[..<end])
                lines.removeSubrange(...end)
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
                if let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                    object["name"] as? String == "soak.mismatched_rows"
                {
                    mismatched = object["value"] as? Double
                }
            }
        }
        child.waitUntilExit()
        let crashed = child.terminationReason == .uncaughtSignal || child.terminationStatus != 0 || mismatched == nil
        if crashed {
            note(
                "soak: the worker ended with \(child.terminationReason == .uncaughtSignal ? "signal" : "status") \(child.terminationStatus)"
            )
        }
        Figure(name: "soak.crashes", value: crashed ? 1 : 0, unit: "crashes", extra: ["target": 0]).print()
        if crashed || (mismatched ?? 1) > 0 { throw ExitCode(1) }
    }
}
