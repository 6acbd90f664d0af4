import CGtk
import Rows
import RowsDemoKit

/// The peers of `rows-bench smooth`: GTK's usual list (a `GListStore` of one object per row, a signal
/// factory with a label or an inscription; ``GListStoreList``) showing the same texts, scrolled the
/// same way, with no search; with no edits (what the platform itself costs here), or with bursts of the same size
/// offered at the same rate, one splice per edit, two per move (``GListStoreBursts``). GTK's list
/// takes every burst; Rows skips those offered while it still prepares one, so GTK's side carries
/// more edits. Rows' figures are compared with both.
@MainActor
final class GtkScrollRun {
    private let window: BenchWindow
    private let seconds: Double
    private let meter: FrameMeter
    private var scrolling = BouncingScroll()
    private var running = true
    private let scrolled: UnsafeMutablePointer<GtkWidget>
    /// The rows' texts and the edits made while scrolling (none at a rate of 0), and what starts them.
    private let bursts: GListStoreBursts
    private let rate: Int
    private var burstTimer: FixedRateTimer?

    private let tracing: Bool

    /// A shown list of `rows` rows; with `edits`, `rate` bursts of `size` edits a second land while
    /// it scrolls.
    init(
        window: BenchWindow, rows: Int, seconds: Double, text: SmoothCommand.Text, edits: (rate: Int, size: Int)? = nil,
        tracing: Bool = false
    ) {
        self.window = window
        self.seconds = seconds
        self.tracing = tracing
        meter = FrameMeter(window, tracing: tracing)
        let bursts = GListStoreBursts(rows: GeneratedRows.make(count: rows), size: edits?.size ?? 0, seed: 29)
        self.bursts = bursts
        rate = edits?.rate ?? 0
        scrolled = GListStoreList.make(count: rows, showingIn: text == .label ? .label : .inscriptionFittingLines) {
            SmoothRun.text(of: bursts.rows[$0])
        }
        window.show(scrolled)
        window.waitForFrame()
        window.drain()
    }

    /// How long each burst's splices took (ms), in order; empty with no edits.
    var burstTimes: [Double] { bursts.burstTimes }

    /// Scrolls for the run's seconds and returns what the frames did.
    func run() -> FrameSummary {
        let list = gtk_scrolled_window_get_child(GtkPointer.opaque(scrolled))!
        gtk_widget_add_tick_callback(
            list,
            { _, _, data in
                MainActor.assumeIsolated {
                    let run = Unmanaged<GtkScrollRun>.fromOpaque(data!).takeUnretainedValue()
                    guard run.running else { return false }
                    run.scrolling.step(run.scrolled, by: 90)
                    return true
                } ? 1 : 0
            }, Unmanaged.passUnretained(self).toOpaque(), nil)
        if rate > 0 {
            let selection = gtk_list_view_get_model(GtkPointer.opaque(list))!
            let store = gtk_no_selection_get_model(selection)!
            burstTimer = FixedRateTimer(hertz: Double(rate)) { [self] in
                guard running else { return false }
                bursts.run(on: store)
                return true
            }
        }
        meter.start()
        let start = milliseconds()
        while milliseconds() - start < seconds * 1000 { g_main_context_iteration(nil, 1) }
        meter.stop()
        if tracing { meter.tracePhases("gtk") }
        running = false
        window.clear()
        return meter.summary
    }
}
