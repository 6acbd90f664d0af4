import ArgumentParser
import DiffFuzzing
import Foundation

/// `rows-bench fuzz`: a long property run of the diff. Makes seeded random cases (sizes 0–2,000,
/// repeated ids, equal, disjoint, reversed, edited and sectioned lists), diffs each and audits the
/// result against an independent oracle (exact replay, exact splice totals, least moves).
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz", abstract: "Diff many random cases and audit every result; exits 1 on a failure.")

    @Option(help: "How many cases to check.")
    var cases = 100_000

    @Option(help: "The run's seed; case k is made from it and k, so a failure replays on its own.")
    var seed: UInt64 = 2026

    @Option(help: "The number of the first case (to replay one failure: --first K --cases 1).")
    var first = 0

    func run() throws {
        let start = milliseconds()
        var lastNote = start
        let summary = FuzzRun(seed: seed).check(first..<(first + cases)) { summary in
            let now = milliseconds()
            if now - lastNote > 10_000 {
                note("fuzz: \(summary.cases) of \(cases) cases, \(summary.failures) failures")
                lastNote = now
            }
        }
        let seconds = (milliseconds() - start) / 1000
        for failure in summary.firstFailures { note("fuzz: FAILED \(failure)") }
        let byShape = Dictionary(uniqueKeysWithValues: summary.casesByShape.map { ($0.key.rawValue, $0.value) })
        Figure(name: "fuzz.cases", value: Double(summary.cases), unit: "cases", extra: ["seed": seed, "shapes": byShape]).print()
        Figure(name: "fuzz.failures", value: Double(summary.failures), unit: "cases").print()
        Figure(name: "fuzz.rows", value: Double(summary.rows), unit: "rows").print()
        Figure(name: "fuzz.seconds", value: seconds, unit: "s").print()
        if summary.failures > 0 { throw ExitCode(1) }
    }
}
