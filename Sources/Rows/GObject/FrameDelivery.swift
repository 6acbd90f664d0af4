import CGtk
import RowsCore

/// Where a list's background work lands: at the start of its window's next frame, after the frame's
/// tick callbacks, so that GTK lays out what an update changed before anything maps a scroll offset
/// to rows again.
///
/// GTK 4.8 keeps each row's height in its tree of rows, and the rows an `items-changed` adds, and
/// those it splits off to find a removed row's widget again, have no height until the next layout.
/// A scroll offset set before that layout (a scrolled window's kinetic scrolling, any tick callback
/// that scrolls) is mapped to rows with those heights missing: after an update that replaced the
/// rows the view showed (a search's result, say), GTK then jumps some hundreds of rows and binds
/// every row again in the next frame. Landing in the frame clock's `update` phase, connected after
/// every other handler of it (the tick callbacks), an update comes after the scrolling of its frame
/// and right before the frame's layout, which measures its rows.
///
/// A result waits for the next frame only while the widget is mapped; otherwise, and when no frame
/// comes within `timeout` milliseconds (a loop kept busy at the default priority draws none), it
/// lands at once. Results land in the order they come, never before one that came earlier. A view
/// model shown in several lists keeps the scheduler the first gave it: its results wait for that
/// list's frames, and land at once once that list is gone.
@MainActor
package final class FrameDelivery {
    /// How long a result waits for a frame at most, in milliseconds.
    package var timeout: UInt32 = 50

    /// The widget whose frames results wait for; nil once it is destroyed.
    private var widget: UnsafeMutablePointer<GtkWidget>?
    /// Results waiting for the frame, oldest first.
    private var waiting: [@MainActor () -> Void] = []
    /// While results wait: the clock (referenced), the `update` handler and the fallback timer.
    private var frame: (clock: OpaquePointer, handler: UInt, timer: UInt32)?

    init(framesOf widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    /// Whether results are waiting for a frame now.
    package var isWaiting: Bool { frame != nil }

    /// A scheduler that runs work on a detached task, as ``RowsCore/WorkScheduler/glibMainLoop``
    /// does, and lands its results here; once this object is gone, it lands them on the loop at once.
    var scheduler: WorkScheduler {
        WorkScheduler(
            background: { work in Task.detached(priority: .background) { work() } },
            blocking: WorkScheduler.onThreadOfItsOwn,
            main: { [weak self] work in
                MainLoop.post {
                    if let self { self.land(work) } else { work() }
                }
            })
    }

    /// Runs `result` at the start of the widget's next frame, or at once (see the type's comment).
    package func land(_ result: @escaping @MainActor () -> Void) {
        if frame != nil {
            waiting.append(result)
            return
        }
        guard let widget, gtk_widget_get_mapped(widget) != 0, let clock = gtk_widget_get_frame_clock(widget) else {
            result()
            return
        }
        waiting.append(result)
        g_object_ref(UnsafeMutableRawPointer(clock))
        let handler = Signal.connect(UnsafeMutablePointer<GObject>(clock), "update", after: true) { [weak self] in
            self?.landWaiting(fromTimer: false)
        }
        let box = Unmanaged.passRetained(Signal.Box<FrameDelivery?>(self)).toOpaque()
        let fire: GSourceFunc = { data in
            MainActor.assumeIsolated {
                Unmanaged<Signal.Box<FrameDelivery?>>.fromOpaque(data!).takeUnretainedValue().handler?
                    .landWaiting(fromTimer: true)
            }
            return 0
        }
        let release: GDestroyNotify = { data in Unmanaged<Signal.Box<FrameDelivery?>>.fromOpaque(data!).release() }
        let timer = g_timeout_add_full(G_PRIORITY_DEFAULT, timeout, fire, box, release)
        frame = (clock, handler, timer)
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_UPDATE)
    }

    /// The widget is going: results waiting land on the loop right after (not while GTK destroys the
    /// widgets around the list, which they may touch), later ones at once.
    func stop() {
        widget = nil
        guard let results = stopWaiting(fromTimer: false) else { return }
        MainLoop.post { for result in results { result() } }
    }

    /// Stops waiting for the frame and runs the results waiting, in order.
    private func landWaiting(fromTimer: Bool) {
        guard let results = stopWaiting(fromTimer: fromTimer) else { return }
        for result in results { result() }
    }

    /// Disconnects from the clock, stops the timer (unless it is what fired) and hands over the
    /// results waiting; nil when none wait.
    private func stopWaiting(fromTimer: Bool) -> [@MainActor () -> Void]? {
        guard let frame else { return nil }
        self.frame = nil
        // A clock disposed meanwhile (its window destroyed) has dropped its handlers already.
        if g_signal_handler_is_connected(UnsafeMutableRawPointer(frame.clock), frame.handler) != 0 {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(frame.clock), frame.handler)
        }
        if !fromTimer { g_source_remove(frame.timer) }
        g_object_unref(UnsafeMutableRawPointer(frame.clock))
        defer { waiting.removeAll() }
        return waiting
    }
}
