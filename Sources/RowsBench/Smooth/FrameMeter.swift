import CGtk
import Rows

/// Times the frames a window draws (the intervals between its frame clock's `after-paint`s) and the
/// GLib loop's stalls (``LoopStallMeter``) between `start()` and `stop()`.
@MainActor
final class FrameMeter {
    private var frameTimes: [gint64] = []
    /// For each frame drawn, how long from its `before-paint` to its `after-paint`.
    private var frameWork: [Double] = []
    private var frameStart: gint64 = 0
    private let loop = LoopStallMeter()
    private var recording = false
    /// What happened when, for ``traceStalls(over:)``; kept only when tracing.
    private var events: [(time: gint64, what: String)] = []
    private let tracing: Bool
    /// Added to each frame phase noted when tracing (e.g. the list's counters then).
    var context: (() -> String)?

    /// A meter of `window`'s frames; with `tracing`, it also notes the frame clock's phases and what
    /// ``mark(_:)`` is told, to say what filled each long stall.
    init(_ window: BenchWindow, tracing: Bool = false) {
        self.tracing = tracing
        let clock = gtk_widget_get_frame_clock(GtkPointer.widget(UnsafeMutableRawPointer(window.window)))!
        Signal.connect(UnsafeMutablePointer<GObject>(clock), "before-paint") { [weak self] in
            self?.frameStart = g_get_monotonic_time()
        }
        Signal.connect(UnsafeMutablePointer<GObject>(clock), "after-paint") { [weak self] in
            guard let self, self.recording else { return }
            let now = g_get_monotonic_time()
            self.frameTimes.append(now)
            if self.frameStart > 0 { self.frameWork.append(Double(now - self.frameStart) / 1000) }
            self.mark("frame drawn")
        }
        guard tracing else { return }
        // GTK connected its own `layout` and `paint` handlers when the window was realized, before
        // these, so those two marks come once GTK has laid the window out and drawn it (a mark from
        // the surface's `layout` signal, which GTK emits inside its handler, lands at the same
        // instant); the `update` mark comes before the tick callbacks added later (the scrolling).
        for (phase, mark) in [("update", "frame update"), ("layout", "frame laid-out"), ("paint", "frame drawing-done")] {
            Signal.connect(UnsafeMutablePointer<GObject>(clock), phase) { [weak self] in
                self?.mark("\(mark) \(self?.context?() ?? "")")
            }
        }
    }

    /// Notes that `what` happens now, when tracing.
    func mark(_ what: @autoclosure () -> String) {
        guard tracing, recording else { return }
        events.append((g_get_monotonic_time(), what()))
    }

    /// Writes to standard error the median and 99th percentile of each part of a frame: updating and
    /// laying out (from the `update` mark to the `layout` mark), drawing (to the `paint` mark) and
    /// the rest (to `after-paint`), from the phases noted when tracing.
    func tracePhases(_ label: String) {
        let parts = ["frame update": "update and layout", "frame laid-out": "drawing", "frame drawing-done": "after drawing"]
        var lengths: [String: [Double]] = [:]
        var last: (time: gint64, phase: String)?
        for event in events {
            let phase = event.what.split(separator: " ").prefix(2).joined(separator: " ")
            guard phase.hasPrefix("frame ") else { continue }
            if let last { lengths[last.phase, default: []].append(Double(event.time - last.time) / 1000) }
            last = phase == "frame drawn" ? nil : (event.time, phase)
        }
        for (phase, values) in lengths.sorted(by: { $0.key < $1.key }) {
            let sorted = values.sorted()
            note(
                String(
                    format: "%@: %@: median %.1f ms, p99 %.1f ms, max %.1f ms (%d frames)", label, parts[phase] ?? phase,
                    sorted[sorted.count / 2], sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))], sorted.last!,
                    sorted.count))
        }
    }

    /// Writes to standard error what happened between the frame before and each frame that came more
    /// than `milliseconds` after it.
    func traceSlowFrames(over milliseconds: Double) {
        var next = 0
        for (previous, frame) in zip(frameTimes, frameTimes.dropFirst()) where Double(frame - previous) / 1000 > milliseconds {
            note(String(format: "frame %.1f ms after the one before:", Double(frame - previous) / 1000))
            while next < events.count, events[next].time <= previous { next += 1 }
            var index = next
            while index < events.count, events[index].time <= frame {
                note(String(format: "  +%6.1f ms  %@", Double(events[index].time - previous) / 1000, events[index].what))
                index += 1
            }
        }
    }

    /// Writes to standard error what happened during each loop stall longer than `milliseconds`.
    func traceStalls(over milliseconds: Double) {
        var next = 0
        for span in loop.spans where Double(span.end - span.start) / 1000 > milliseconds {
            note(String(format: "stall of %.1f ms:", Double(span.end - span.start) / 1000))
            while next < events.count, events[next].time < span.start { next += 1 }
            var index = next
            while index < events.count, events[index].time <= span.end {
                note(String(format: "  +%6.1f ms  %@", Double(events[index].time - span.start) / 1000, events[index].what))
                index += 1
            }
        }
    }

    func start() {
        frameTimes = []
        frameWork = []
        recording = true
        loop.start()
    }

    func stop() {
        recording = false
        loop.stop()
    }

    /// What was measured.
    var summary: FrameSummary {
        let intervals = zip(frameTimes.dropFirst(), frameTimes).map { Double($0 - $1) / 1000 }.sorted()
        return FrameSummary(frameIntervals: intervals, frameWork: frameWork.sorted(), stalls: loop.stalls.sorted())
    }
}

/// Frame intervals, frame work and loop stalls, ascending, in milliseconds.
///
/// A frame's interval is the time from the frame before it was drawn; its work, the time from its
/// frame clock cycle's start (`before-paint`) to its drawing done (`after-paint`). GTK's frame clock
/// starts a cycle every 16.7 ms on a fixed grid, so a frame with 8 ms of work after one with 2 ms
/// comes 22.7 ms after it, though both were done within their cycles; a frame whose work passes the
/// 16.7 ms period is the one that makes the next cycle late (on a display synced to its refresh, a
/// dropped frame).
struct FrameSummary {
    /// GTK's frame clock period with no refresh rate known (`FRAME_INTERVAL` in gdkframeclockidle.c).
    static let period = 16.667

    let frameIntervals: [Double]
    let frameWork: [Double]
    let stalls: [Double]

    var frames: Int { frameIntervals.isEmpty ? 0 : frameIntervals.count + 1 }
    var p99Frame: Double { Self.percentile(0.99, of: frameIntervals) }
    var medianFrame: Double { Self.percentile(0.5, of: frameIntervals) }
    var longestFrame: Double { frameIntervals.last ?? 0 }
    var longestStall: Double { stalls.last ?? 0 }
    var p99Stall: Double { Self.percentile(0.99, of: stalls) }
    var stallsOver16ms: Int { stalls.filter { $0 > 16 }.count }
    var p99FrameWork: Double { Self.percentile(0.99, of: frameWork) }
    /// Frames whose work took longer than the frame clock's period.
    var framesOverPeriod: Int { frameWork.filter { $0 > Self.period }.count }

    private static func percentile(_ fraction: Double, of sorted: [Double]) -> Double {
        sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }
}
