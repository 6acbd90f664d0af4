import ArgumentParser

/// `rows-bench`: Rows' benchmarks. Each prints one JSON object per line on standard output:
/// `{"name": "...", "value": N, "unit": "...", ...}`; notes for people go to standard error.
@main
struct RowsBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rows-bench",
        abstract: "Measure Rows' speed and memory; prints JSON lines.",
        subcommands: [
            DiffBenchmark.self, GtkBenchmark.self, SaveLoop.self, FuzzCommand.self, SoakCommand.self, SessionCommand.self,
            SearchBenchmark.self, SmoothCommand.self, StartupBenchmark.self, ViewsBenchmark.self, FilesBenchmark.self,
        ],
        defaultSubcommand: DiffBenchmark.self)
}
