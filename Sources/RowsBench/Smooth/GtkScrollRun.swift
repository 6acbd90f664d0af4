import CGtk
import Rows
import RowsDemoKit

/// The peer of `rows-bench smooth`: GTK's usual list (a `GListStore` of one object per row, a signal
/// factory with a label; ``GListStoreList``) showing the same texts, scrolled the same way, with no
/// edits and no search. What the platform itself costs here: Rows' figures are compared with it.
@MainActor
final class GtkScrollRun {
    private let window: BenchWindow
    private let seconds: Double
    private let meter: FrameMeter
    private var scrolling = BouncingScroll()
    private var running = true
    private let scrolled: UnsafeMutablePointer<GtkWidget>

    private let tracing: Bool

    init(window: BenchWindow, rows: Int, seconds: Double, tracing: Bool = false) {
        self.window = window
        self.seconds = seconds
        self.tracing = tracing
        meter = FrameMeter(window, tracing: tracing)
        let generated = GeneratedRows.make(count: rows)
        scrolled = GListStoreList.make(count: rows) { SmoothRun.text(of: generated[$0]) }
        window.show(scrolled)
        window.waitForFrame()
        window.drain()
    }

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
