import CGtk
import Rows

/// Times the frames a window draws (the intervals between its frame clock's `after-paint`s) and the
/// GLib loop's stalls (``LoopStallMeter``) between `start()` and `stop()`.
@MainActor
final class FrameMeter {
    private var frameTimes: [gint64] = []
    private let loop = LoopStallMeter()
    private var recording = false

    /// A meter of `window`'s frames.
    init(_ window: BenchWindow) {
        let clock = gtk_widget_get_frame_clock(GtkPointer.widget(UnsafeMutableRawPointer(window.window)))!
        Signal.connect(GtkPointer.raw(clock), "after-paint") { [weak self] in
            guard let self, self.recording else { return }
            self.frameTimes.append(g_get_monotonic_time())
        }
    }

    func start() {
        frameTimes = []
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
        return FrameSummary(frameIntervals: intervals, stalls: loop.stalls.sorted())
    }
}

/// Frame intervals and loop stalls, ascending, in milliseconds.
struct FrameSummary {
    let frameIntervals: [Double]
    let stalls: [Double]

    var frames: Int { frameIntervals.isEmpty ? 0 : frameIntervals.count + 1 }
    var p99Frame: Double { Self.percentile(0.99, of: frameIntervals) }
    var medianFrame: Double { Self.percentile(0.5, of: frameIntervals) }
    var longestFrame: Double { frameIntervals.last ?? 0 }
    var longestStall: Double { stalls.last ?? 0 }
    var p99Stall: Double { Self.percentile(0.99, of: stalls) }
    var stallsOver16ms: Int { stalls.filter { $0 > 16 }.count }

    private static func percentile(_ fraction: Double, of sorted: [Double]) -> Double {
        sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }
}
