import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit
import SeededRandom

/// One soak, in the process that shows the list: a visible list of generated rows takes random
/// bursts of edits, made and diffed on a background thread and applied on the GLib loop, at a fixed
/// rate, while it scrolls; now and then the main loop changes the list itself, so some background
/// diffs go stale and are redone. At the end every bound cell is checked against the snapshot.
@MainActor
final class SoakRun {
    struct Settings {
        var seconds: Double
        var rows: Int
        var rate: Double
        var burst: Int
    }

    private let settings: Settings
    private let window = BenchWindow()
    private let list: ListView<SingleSection, GeneratedRow>
    private var random = SplitMix64(seed: 1_234)
    private let bursts: LiveBursts
    private var running = true
    private var updates = 0
    private var ticksSkipped = 0
    private var redone = 0
    private var mainLoopEdits = 0
    private var scrollSteps = 0
    private var jumps = 0
    private var slowestApply = Duration.zero
    private var scrolling = BouncingScroll()

    init(_ settings: Settings) {
        self.settings = settings
        let rows = GeneratedRows.make(count: settings.rows)
        list = ListView(ListViewModel(ListSnapshot(items: rows)), cellProvider: SoakCells.provider())
        bursts = LiveBursts(list, size: settings.burst, seed: 4_321)
        window.show(list.widget)
        window.waitForFrame()
    }

    /// Runs the soak and prints its figures.
    func run() {
        let start = milliseconds()
        let baselineSecond = min(10, settings.seconds / 2)
        var baselineRSS: Double?
        let burstTimer = FixedRateTimer(hertz: settings.rate) { [self] in
            guard running else { return false }
            startBurst()
            return true
        }
        MainLoop.every(milliseconds: 16) { [self] in
            guard running else { return false }
            scroll()
            return true
        }
        MainLoop.every(milliseconds: 1000) { [self] in
            guard running else { return false }
            editOnMainLoop()
            return true
        }
        while milliseconds() - start < settings.seconds * 1000 {
            g_main_context_iteration(nil, 1)
            if baselineRSS == nil, milliseconds() - start >= baselineSecond * 1000 { baselineRSS = residentMegabytes() }
        }
        running = false
        while bursts.inFlight { g_main_context_iteration(nil, 1) }
        window.drain()
        window.waitForFrame()
        window.drain()
        let elapsed = (milliseconds() - start) / 1000
        let endRSS = residentMegabytes()
        let baseline = baselineRSS ?? endRSS
        let mismatches = mismatchedRows()
        for mismatch in mismatches.prefix(5) { note("soak: \(mismatch)") }

        Figure(name: "soak.seconds", value: elapsed, unit: "s", extra: ["rows": settings.rows]).print()
        Figure(name: "soak.updates", value: Double(updates), unit: "updates", extra: ["burst_rows": settings.burst]).print()
        Figure(
            name: "soak.update_rate_hz", value: Double(updates) / elapsed, unit: "Hz",
            extra: ["target": settings.rate, "ticks_skipped": ticksSkipped, "ticks_missed": burstTimer.missedCalls]
        ).print()
        Figure(name: "soak.redone_stale_diffs", value: Double(redone), unit: "updates", extra: ["main_loop_edits": mainLoopEdits])
            .print()
        Figure(name: "soak.slowest_apply_ms", value: milliseconds(slowestApply), unit: "ms").print()
        Figure(name: "soak.scroll_steps", value: Double(scrollSteps), unit: "steps", extra: ["jumps": jumps]).print()
        let statistics = list.statistics
        Figure(
            name: "soak.binds", value: Double(statistics.binds), unit: "binds",
            extra: ["cells_built": statistics.cellsBuilt, "repeated_binds_no_work": statistics.repeatedBinds]
        ).print()
        Figure(
            name: "soak.configures", value: Double(statistics.configures), unit: "configures",
            extra: ["per_update": Double(statistics.configures) / Double(max(updates, 1)), "emissions": statistics.splices]
        ).print()
        Figure(name: "soak.bound_rows_checked", value: Double(list.boundCells.count), unit: "rows").print()
        Figure(name: "soak.mismatched_rows", value: Double(mismatches.count), unit: "rows", extra: ["target": 0]).print()
        Figure(name: "soak.rss_mb_at_\(Int(baselineSecond))s", value: baseline, unit: "MiB").print()
        Figure(name: "soak.rss_mb_end", value: endRSS, unit: "MiB").print()
        Figure(
            name: "soak.rss_growth_percent", value: (endRSS - baseline) / baseline * 100, unit: "%",
            extra: ["from_second": baselineSecond, "target": "<= 5"]
        ).print()
    }

    /// Starts one burst in the background unless the last one is still on its way.
    private func startBurst() {
        let started = bursts.start { [self] report in
            updates += 1
            if report.wasRedone { redone += 1 }
            slowestApply = max(slowestApply, report.applyDuration)
        }
        if !started { ticksSkipped += 1 }
    }

    /// Scrolls a little, bouncing between the ends; every few seconds jumps to a random row.
    private func scroll() {
        scrollSteps += 1
        if scrollSteps % 200 == 0 {
            jumps += 1
            list.scroll(toRow: Int.random(in: 0..<list.viewModel.rows.count, using: &random))
            return
        }
        scrolling.step(list.widget, by: 120)
    }

    /// Changes five rows' values on the main loop, racing whatever burst is being diffed.
    private func editOnMainLoop() {
        mainLoopEdits += 1
        var items = list.viewModel.snapshot.items
        for _ in 0..<5 {
            let index = Int.random(in: items.indices, using: &random)
            items[index].value = Int32.random(in: 0...0xFFFF, using: &random)
        }
        list.viewModel.apply(ListSnapshot(items: items))
    }

    /// Bound rows whose cell shows something else than the view model's row, and any difference
    /// between the number of rows GTK's model holds and the snapshot's.
    private func mismatchedRows() -> [String] {
        LiveBursts.mismatchedRows(in: list, shown: { ($0 as? SoakCell)?.label.text }, expected: SoakCell.text(for:))
    }
}
