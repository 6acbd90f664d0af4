import CGtk
import Foundation
import Rows

/// A shown window the GTK benchmarks put lists into, with a counter of frames drawn.
@MainActor
final class BenchWindow {
    let window: UnsafeMutablePointer<GtkWindow>
    private(set) var framesDrawn = 0
    /// When the last frames were drawn (monotonic milliseconds), oldest first.
    private var frameTimes: [Double] = []

    init(width: Int32 = 480, height: Int32 = 800) {
        precondition(gtk_init_check() != 0, "rows-bench gtk: cannot open a display (run it with ./dev bench gtk)")
        window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        gtk_window_set_default_size(window, width, height)
        gtk_window_present(window)
        let widget = GtkPointer.widget(UnsafeMutableRawPointer(window))
        while gtk_widget_get_mapped(widget) == 0 || gtk_widget_get_frame_clock(widget) == nil {
            g_main_context_iteration(nil, 1)
        }
        let clock = gtk_widget_get_frame_clock(widget)!
        Signal.connect(UnsafeMutablePointer<GObject>(clock), "after-paint") { [weak self] in
            guard let self else { return }
            framesDrawn += 1
            if frameTimes.count == 64 { frameTimes.removeFirst() }
            frameTimes.append(milliseconds())
        }
        waitForFrame()
    }

    /// Shows `child` (or nothing) in the window.
    func show(_ child: UnsafeMutablePointer<GtkWidget>?) {
        gtk_window_set_child(window, child)
    }

    /// Runs the main loop until one more frame has been drawn.
    func waitForFrame() {
        let target = framesDrawn + 1
        let widget = GtkPointer.widget(UnsafeMutableRawPointer(window))
        gtk_widget_queue_draw(widget)
        while framesDrawn < target { g_main_context_iteration(nil, 1) }
    }

    /// When the first frame drawn at or after `time` (monotonic milliseconds, as ``milliseconds()``)
    /// was drawn, running the main loop until one is.
    ///
    /// For a change that lands in a main-loop callback: GLib may draw the frame that shows it in the
    /// same iteration, before the caller sees the change, and ``waitForFrame()`` would then time one
    /// frame more.
    func timeOfFirstFrame(after time: Double) -> Double {
        if let drawn = frameTimes.first(where: { $0 >= time }) { return drawn }
        waitForFrame()
        return frameTimes.first { $0 >= time }!
    }

    /// Runs pending main-loop work without blocking.
    func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Runs the main loop for `milliseconds` without drawing anything new, so the next frame
    /// starts at once instead of waiting for the frame clock's next slot.
    func idle(milliseconds: Int) {
        let end = g_get_monotonic_time() + gint64(milliseconds * 1000)
        while g_get_monotonic_time() < end {
            drain()
            usleep(1000)
        }
    }

    /// Empties the window and runs the loop until GTK has let go of the old list.
    func clear() {
        show(nil)
        drain()
        waitForFrame()
        drain()
    }
}

/// The process's resident memory now, in MiB (from /proc/self/statm).
func residentMegabytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}
