import ArgumentParser
import Foundation

/// `rows-bench startup`: how long the built `rows-demo` takes from process start to its first drawn
/// frame, next to the smallest GTK 4 application and to the same C program with rows-demo's window
/// shell (header bar, sidebar, search bar), made with GTK alone and with libadwaita as rows-demo
/// makes it (``MinimalGtkApp``), and how much more memory it holds at that moment (run under Xvfb
/// or on a desktop).
///
/// Each program is started fresh (fork and exec), with `ROWS_REPORT_FIRST_FRAME=1`: it writes one
/// `first-frame` line on standard output once its window's first frame is drawn. The time is taken
/// when the line is read, VmRSS from /proc/PID/status right after, and the program is killed. Both
/// run with the same isolated `XDG_*` folders (a temporary folder, so saved choices and window sizes
/// cannot change the result); each is run `--warmups` times to warm the caches, then `--runs` times,
/// alternating. Two warm-ups: Mesa's shader cache takes two runs of a program to settle (the second
/// run still adds entries), and a run after one warm-up was 50 ms slower than the rest.
/// Prints the medians: `startup.rows_demo_ms`, `startup.gtk_minimal_ms`, `startup.ratio`,
/// `startup.gtk_shell_ms` with `startup.shell_over_minimal` and `startup.rows_demo_over_shell`,
/// `startup.adwaita_shell_ms` with `startup.adwaita_shell_over_minimal` and
/// `startup.rows_demo_over_adwaita_shell`, and `startup.extra_rss_mb`.
struct StartupBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "startup", abstract: "Time and memory to rows-demo's first frame, against a minimal GTK 4 window.")

    @Option(
        help:
            "The data folder rows-demo opens (default: the repository's data/, found from this executable or the current folder)."
    )
    var data: String?

    @Option(help: "The page rows-demo opens (its default is people-pets).")
    var page = "people-pets"

    @Option(help: "Measured runs of each program.")
    var runs = 5

    @Option(help: "Unmeasured runs of each program first, to warm the caches.")
    var warmups = 2

    func run() throws {
        let demo = try Self.rowsDemoExecutable()
        let dataFolder = try data.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? Self.repositoryDataFolder()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rows-startup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let minimal = try MinimalGtkApp.build(in: scratch, .minimal)
        let shell = try MinimalGtkApp.build(in: scratch, .shell)
        let adwaitaShell = try MinimalGtkApp.build(in: scratch, .adwaitaShell)

        var environment = ProcessInfo.processInfo.environment
        for (variable, folder) in [
            "XDG_DATA_HOME": "data", "XDG_STATE_HOME": "state", "XDG_CONFIG_HOME": "config", "XDG_CACHE_HOME": "cache",
        ] {
            let url = scratch.appendingPathComponent("xdg/\(folder)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            environment[variable] = url.path
        }
        // rows-demo runs where `./dev run` runs it: the folder holding data/ (and Resources/).
        let workingFolder = dataFolder.deletingLastPathComponent()
        let rowsDemo = FirstFrameLaunch(
            executable: demo.path, arguments: ["--data", dataFolder.path, "--page", page], environment: environment,
            directory: workingFolder, errorLog: scratch.appendingPathComponent("rows-demo.log"))
        let gtkMinimal = FirstFrameLaunch(
            executable: minimal, environment: environment, directory: workingFolder,
            errorLog: scratch.appendingPathComponent("minimal-gtk.log"))
        let gtkShell = FirstFrameLaunch(
            executable: shell, environment: environment, directory: workingFolder,
            errorLog: scratch.appendingPathComponent("shell-gtk.log"))
        let gtkAdwaitaShell = FirstFrameLaunch(
            executable: adwaitaShell, environment: environment, directory: workingFolder,
            errorLog: scratch.appendingPathComponent("shell-adwaita.log"))

        note("startup: \(demo.path) --data \(dataFolder.path) --page \(page), against \(minimal); \(warmups) warm-up runs each")
        for _ in 0..<warmups {
            _ = try rowsDemo.run()
            _ = try gtkMinimal.run()
            _ = try gtkShell.run()
            _ = try gtkAdwaitaShell.run()
        }
        var demoRuns: [FirstFrameRun] = []
        var minimalRuns: [FirstFrameRun] = []
        var shellRuns: [FirstFrameRun] = []
        var adwaitaShellRuns: [FirstFrameRun] = []
        for round in 1...max(runs, 1) {
            demoRuns.append(try rowsDemo.run())
            minimalRuns.append(try gtkMinimal.run())
            shellRuns.append(try gtkShell.run())
            adwaitaShellRuns.append(try gtkAdwaitaShell.run())
            note(
                String(
                    format:
                        "startup run %d: rows-demo %.1f ms, %.1f MiB; minimal GTK %.1f ms, %.1f MiB; GTK shell %.1f ms; Adwaita shell %.1f ms",
                    round,
                    demoRuns.last!.milliseconds, demoRuns.last!.residentMegabytes,
                    minimalRuns.last!.milliseconds, minimalRuns.last!.residentMegabytes, shellRuns.last!.milliseconds,
                    adwaitaShellRuns.last!.milliseconds))
        }
        report(demoRuns, minimalRuns, shellRuns, adwaitaShellRuns)
    }

    private func report(
        _ demoRuns: [FirstFrameRun], _ minimalRuns: [FirstFrameRun], _ shellRuns: [FirstFrameRun],
        _ adwaitaShellRuns: [FirstFrameRun]
    ) {
        let demoTimes = demoRuns.map(\.milliseconds).sorted()
        let minimalTimes = minimalRuns.map(\.milliseconds).sorted()
        let demoMemory = demoRuns.map(\.residentMegabytes).sorted()
        let minimalMemory = minimalRuns.map(\.residentMegabytes).sorted()
        let rounded = { (values: [Double]) in values.map { ($0 * 10).rounded() / 10 } }
        Figure(
            name: "startup.rows_demo_ms", value: demoTimes.median, unit: "ms",
            extra: ["runs": rounded(demoRuns.map(\.milliseconds)), "page": page]
        ).print()
        Figure(
            name: "startup.gtk_minimal_ms", value: minimalTimes.median, unit: "ms",
            extra: ["runs": rounded(minimalRuns.map(\.milliseconds))]
        ).print()
        // Each round's own ratio too: on a busy machine they show how much the medians can be trusted.
        let roundRatios = zip(demoRuns, minimalRuns).map { ($0.milliseconds / $1.milliseconds * 100).rounded() / 100 }
        Figure(
            name: "startup.ratio", value: demoTimes.median / minimalTimes.median, unit: "x",
            extra: ["target": "<= 1.3", "of": "median rows-demo ms / median minimal GTK ms", "rounds": roundRatios]
        ).print()
        // The same window shell in C, without Rows: what the header bar, sidebar and search bar cost GTK.
        reportShell(
            shellRuns, titled: "GTK shell", figures: ("gtk_shell_ms", "shell_over_minimal", "rows_demo_over_shell"),
            minimal: minimalTimes.median, demo: demoTimes.median)
        // The shell as rows-demo makes it, with libadwaita: what is left over it is Rows and the page.
        reportShell(
            adwaitaShellRuns, titled: "Adwaita shell",
            figures: ("adwaita_shell_ms", "adwaita_shell_over_minimal", "rows_demo_over_adwaita_shell"),
            minimal: minimalTimes.median, demo: demoTimes.median)
        Figure(
            name: "startup.extra_rss_mb", value: demoMemory.median - minimalMemory.median, unit: "MiB",
            extra: [
                "target": "<= 40", "rows_demo_rss_mb": demoMemory.median, "gtk_minimal_rss_mb": minimalMemory.median,
                "rows_demo_runs": rounded(demoRuns.map(\.residentMegabytes)),
                "gtk_minimal_runs": rounded(minimalRuns.map(\.residentMegabytes)),
            ]
        ).print()
    }

    /// Prints a shell's median time (`figures.ms`), over the minimal window's median `minimal`
    /// (`figures.overMinimal`), and rows-demo's median `demo` over it (`figures.demoOver`).
    private func reportShell(
        _ runs: [FirstFrameRun], titled title: String, figures: (ms: String, overMinimal: String, demoOver: String),
        minimal: Double, demo: Double
    ) {
        let median = runs.map(\.milliseconds).sorted().median
        Figure(
            name: "startup.\(figures.ms)", value: median, unit: "ms",
            extra: ["runs": runs.map { ($0.milliseconds * 10).rounded() / 10 }]
        ).print()
        Figure(
            name: "startup.\(figures.overMinimal)", value: median / minimal, unit: "x",
            extra: ["of": "median \(title) ms / median minimal GTK ms"]
        ).print()
        Figure(
            name: "startup.\(figures.demoOver)", value: demo / median, unit: "x",
            extra: ["of": "median rows-demo ms / median \(title) ms"]
        ).print()
    }

    /// `rows-demo`, built next to this executable.
    static func rowsDemoExecutable() throws -> URL {
        let here = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let demo = here.appendingPathComponent("rows-demo")
        guard FileManager.default.isExecutableFile(atPath: demo.path) else {
            throw StartupError(
                "no rows-demo next to rows-bench in \(here.path); build it (swift build -c release --product rows-demo)")
        }
        return demo
    }

    /// The repository's `data/`: the first folder up from this executable, then up from the current
    /// folder, that holds `data/people.json`.
    static func repositoryDataFolder() throws -> URL {
        let starts = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent(),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        ]
        for start in starts {
            var folder = start.standardizedFileURL
            while true {
                let candidate = folder.appendingPathComponent("data")
                if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("people.json").path) {
                    return candidate
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        throw StartupError("the repository's data/ folder was not found from \(starts.map(\.path)); pass --data DIR")
    }
}
