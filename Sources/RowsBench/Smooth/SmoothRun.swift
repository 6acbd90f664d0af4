import CGtk
import Foundation
import Rows
import RowsDemoKit

/// One run of `rows-bench smooth`: the list, the scrolling, the edits, the search, the meters.
@MainActor
final class SmoothRun {
    private let window: BenchWindow
    private let seconds: Double
    private let rate: Int
    private let list: ListView<SingleSection, GeneratedRow>
    private let meter: FrameMeter
    private var running = true
    private let bursts: LiveBursts
    private var updates = 0
    private var ticksSkipped = 0
    /// What starts a burst `rate` times a second.
    private var burstTimer: FixedRateTimer?
    private var slowestApply = Duration.zero
    private var backgroundTimes: [Double] = []
    private var scrolling = BouncingScroll()
    private let typing: [String]

    /// What a person types, one step every 150 ms from the second second on: a query typed, then
    /// deleted again.
    static let typing = ["r", "ro", "row", "row ", "row 1", "row 12", "row 123", "row 12", "row 1", "row ", "row", "ro", "r", ""]

    private let traceOver: Double?
    /// The widget the cells show their text in.
    private let textWidget: SmoothCommand.Text

    init(
        window: BenchWindow, rows: Int, seconds: Double, rate: Int, burst: Int, typing: [String], text: SmoothCommand.Text,
        traceOver: Double? = nil
    ) {
        self.traceOver = traceOver
        textWidget = text
        self.window = window
        self.typing = typing
        self.seconds = seconds
        self.rate = rate
        meter = FrameMeter(window, tracing: traceOver != nil)
        let kind: @MainActor @Sendable (GeneratedRow) -> Int = { Int($0.kind.rawValue) }
        let cells =
            switch text {
            case .inscription: BenchCells<GeneratedRow>(showingIn: Inscription.self, kind: kind, text: SmoothRun.text(of:))
            case .label: BenchCells<GeneratedRow>(showingIn: Label.self, kind: kind, text: SmoothRun.text(of:))
            }
        list = ListView(ListViewModel(ListSnapshot(items: GeneratedRows.make(count: rows))), cellProvider: cells.provider)
        bursts = LiveBursts(list, size: burst, seed: 29)
        window.show(list.widget)
        if traceOver != nil {
            list.measuresBindTime = true
            meter.context = { [unowned list] in
                let counts = list.statistics
                return
                    "binds \(counts.binds) (repeated \(counts.repeatedBinds)) configures \(counts.configures) setups \(counts.setups) "
                    + "bind time \(counts.bindNanoseconds / 1000) µs reparent \(counts.reparentNanoseconds / 1000) µs scrolled "
                    + "\(Int(gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(GtkPointer.opaque(list.widget)))))"
            }
            let model = gtk_list_view_get_model(GtkPointer.opaque(list.listView))!
            Signal.connect(
                GtkPointer.raw(model),
                itemsChanged: { [weak self] position, removed, added in
                    self?.meter.mark("items-changed @\(position) -\(removed) +\(added)")
                })
        }
        window.waitForFrame()
        window.drain()
    }

    /// What a row's cell shows.
    nonisolated static func text(of row: GeneratedRow) -> String {
        switch row.kind {
        case .metric: "\(row.title) · \(row.valueText)"
        case .tag: "\(row.title) · \(row.tagName)"
        case .note: "\(row.title)\n\(row.valueText)"
        }
    }

    /// What GTK's own list did, scrolled the same way: with no edits, and with the same bursts of
    /// edits (its frames, and each burst's splices in ms).
    struct Peers {
        var scrolling: FrameSummary?
        var editing: (frames: FrameSummary, burstTimes: [Double])?
    }

    /// Scrolls, edits and searches for the run's seconds; prints the figures, each frame figure also
    /// as a ratio to the `peers` given (GTK's own list scrolled the same way).
    func run(comparedWith peers: Peers) {
        gtk_widget_add_tick_callback(
            list.listView,
            { _, _, data in
                MainActor.assumeIsolated { Unmanaged<SmoothRun>.fromOpaque(data!).takeUnretainedValue().scroll() } ? 1 : 0
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
        burstTimer = FixedRateTimer(hertz: Double(max(rate, 1))) { [self] in
            guard running, rate > 0 else { return false }
            startBurst()
            return true
        }
        var typed = 0
        MainLoop.every(milliseconds: 150) { [self] in
            guard running else { return false }
            guard typed < typing.count else { return false }
            meter.mark("typed \"\(typing[typed])\"")
            list.viewModel.search(typing[typed]) { $0.title }
            typed += 1
            return true
        }
        meter.start()
        let start = milliseconds()
        while milliseconds() - start < seconds * 1000 { g_main_context_iteration(nil, 1) }
        meter.stop()
        if let traceOver {
            meter.traceStalls(over: traceOver)
            meter.traceSlowFrames(over: traceOver)
            meter.tracePhases("rows")
        }
        running = false
        while bursts.inFlight { g_main_context_iteration(nil, 1) }
        window.drain()
        window.waitForFrame()
        report(meter.summary, peers: peers, elapsed: (milliseconds() - start) / 1000, typed: typed)
    }

    private func report(_ frames: FrameSummary, peers: Peers, elapsed: Double, typed: Int) {
        let mismatches = mismatchedRows()
        for mismatch in mismatches.prefix(5) { note("smooth: \(mismatch)") }
        let peer = peers.scrolling
        if let peer {
            Figure(
                name: "smooth.gtk.p99_frame_ms", value: peer.p99Frame, unit: "ms",
                extra: ["frames": peer.frames, "median_ms": peer.medianFrame, "max_ms": peer.longestFrame]
            ).print()
            Figure(
                name: "smooth.gtk.max_main_loop_stall_ms", value: peer.longestStall, unit: "ms",
                extra: ["p99_stall_ms": peer.p99Stall, "stalls_over_16ms": peer.stallsOver16ms]
            ).print()
        }
        if let (editing, burstTimes) = peers.editing {
            Figure(
                name: "smooth.gtk_edits.p99_frame_ms", value: editing.p99Frame, unit: "ms",
                extra: [
                    "frames": editing.frames, "median_ms": editing.medianFrame, "max_ms": editing.longestFrame,
                    "bursts": burstTimes.count, "median_burst_ms": burstTimes.sorted().median,
                ]
            ).print()
            Figure(
                name: "smooth.gtk_edits.max_main_loop_stall_ms", value: editing.longestStall, unit: "ms",
                extra: ["p99_stall_ms": editing.p99Stall, "stalls_over_16ms": editing.stallsOver16ms]
            ).print()
            Figure(
                name: "smooth.gtk_edits.p99_frame_work_ms", value: editing.p99FrameWork, unit: "ms",
                extra: ["frames_over_16.7ms": editing.framesOverPeriod]
            ).print()
        }
        Figure(
            name: "smooth.frames", value: Double(frames.frames), unit: "frames",
            extra: ["seconds": elapsed, "text": textWidget.rawValue]
        ).print()
        Figure(
            name: "smooth.p99_frame_ms", value: frames.p99Frame, unit: "ms",
            extra: ["target": "<= 20", "median_ms": frames.medianFrame, "max_ms": frames.longestFrame]
        ).print()
        Figure(
            name: "smooth.max_main_loop_stall_ms", value: frames.longestStall, unit: "ms",
            extra: ["target": "<= 33", "p99_stall_ms": frames.p99Stall, "stalls_over_16ms": frames.stallsOver16ms]
        ).print()
        Figure(
            name: "smooth.p99_frame_work_ms", value: frames.p99FrameWork, unit: "ms",
            extra: ["frames_over_16.7ms": frames.framesOverPeriod].merging(
                peer.map { ["gtk_p99_ms": $0.p99FrameWork, "gtk_frames_over_16.7ms": $0.framesOverPeriod] } ?? [:]
            ) { $1 }
        ).print()
        if let peer {
            Figure(name: "smooth.p99_frame_over_gtk", value: frames.p99Frame / peer.p99Frame, unit: "x").print()
            Figure(name: "smooth.max_stall_over_gtk", value: frames.longestStall / peer.longestStall, unit: "x").print()
        }
        if let (editing, _) = peers.editing {
            Figure(name: "smooth.p99_frame_over_gtk_edits", value: frames.p99Frame / editing.p99Frame, unit: "x").print()
            Figure(
                name: "smooth.max_stall_over_gtk_edits", value: frames.longestStall / editing.longestStall, unit: "x"
            ).print()
        }
        Figure(
            name: "smooth.updates", value: Double(updates), unit: "updates",
            extra: [
                "rate_hz": Double(updates) / elapsed, "ticks_skipped": ticksSkipped, "ticks_missed": burstTimer?.missedCalls ?? 0,
                "rows": list.viewModel.snapshot.items.count,
                "slowest_apply_ms": milliseconds(slowestApply),
                "median_background_ms": backgroundTimes.sorted().dropFirst(backgroundTimes.count / 2).first ?? 0,
            ]
        ).print()
        Figure(
            name: "smooth.search_steps", value: Double(typed), unit: "keystrokes",
            extra: ["query_shown_at_end": list.viewModel.filter?.query ?? ""]
        ).print()
        Figure(name: "smooth.mismatched_rows", value: Double(mismatches.count), unit: "rows", extra: ["target": 0]).print()
    }

    /// Scrolls a little every frame, bouncing between the ends.
    private func scroll() -> Bool {
        guard running else { return false }
        scrolling.step(list.widget, by: 90)
        return true
    }

    /// Starts one burst of random edits in the background unless the last is still on its way.
    private func startBurst() {
        let started = bursts.start { [self] report in
            meter.mark(
                "burst shown: apply \(milliseconds(report.applyDuration)) ms, prepared in \(milliseconds(report.diffDuration)) ms"
            )
            updates += 1
            slowestApply = max(slowestApply, report.applyDuration)
            backgroundTimes.append(milliseconds(report.diffDuration))
        }
        if !started { ticksSkipped += 1 }
    }

    /// Bound rows whose cell shows something else than the view model's row there, and a difference
    /// between GTK's row count and the view model's.
    private func mismatchedRows() -> [String] {
        LiveBursts.mismatchedRows(
            in: list, shown: { ($0 as? OneTextCell<Inscription>)?.label.text ?? ($0 as? OneTextCell<Label>)?.label.text },
            expected: Self.text(of:))
    }
}
