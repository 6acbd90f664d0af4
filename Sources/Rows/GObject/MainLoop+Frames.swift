import CGtk

extension MainLoop {
    /// One wait for a frame: runs its body once, from whichever comes first.
    @MainActor private final class FrameWait {
        private var body: (@MainActor () -> Void)?
        private let clock: OpaquePointer
        private var handler: UInt = 0
        private var timer: UInt32 = 0

        init(clock: OpaquePointer, body: @escaping @MainActor () -> Void) {
            self.clock = clock
            self.body = body
            g_object_ref(UnsafeMutableRawPointer(clock))
        }

        /// Waits for `clock`'s next `layout` (after the window's own layout handler) when `layout`,
        /// else its next `after-paint`; or `timeout` milliseconds.
        func start(layout: Bool = false, timeout: UInt32) {
            let signal = layout ? "layout" : "after-paint"
            handler = Signal.connect(UnsafeMutablePointer<GObject>(clock), signal, after: layout) { [self] in
                finish(fromTimer: false)
            }
            // At the default priority, above the frame clock's: a loop kept busy by default-priority
            // work (events, timers) draws no frame, and the timer must still come. It may then run
            // before a late frame, which only gives up the wait's benefit.
            let box = Unmanaged.passRetained(self).toOpaque()
            let fire: GSourceFunc = { data in
                MainActor.assumeIsolated { Unmanaged<FrameWait>.fromOpaque(data!).takeUnretainedValue().finish(fromTimer: true) }
                return 0
            }
            let release: GDestroyNotify = { data in Unmanaged<FrameWait>.fromOpaque(data!).release() }
            timer = g_timeout_add_full(G_PRIORITY_DEFAULT, timeout, fire, box, release)
            gdk_frame_clock_request_phase(clock, layout ? GDK_FRAME_CLOCK_PHASE_LAYOUT : GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
        }

        /// Disconnects from the clock, stops the timer (unless it is what fired) and runs the body.
        private func finish(fromTimer: Bool) {
            guard let body else { return }
            self.body = nil
            // The handler's box holds this object: keep it alive until the body has run.
            withExtendedLifetime(self) {
                // A clock disposed meanwhile (its window destroyed) has dropped its handlers already.
                if g_signal_handler_is_connected(UnsafeMutableRawPointer(clock), handler) != 0 {
                    g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler)
                }
                if !fromTimer { g_source_remove(timer) }
                g_object_unref(UnsafeMutableRawPointer(clock))
                body()
            }
        }
    }

    /// Runs `body` once, on the main loop, right after `widget`'s window has painted its next frame,
    /// so that what the frame shows (a header's new sort arrow) is drawn before work that competes
    /// with it for the processor starts; at once when `widget` is not realized (it has no frame
    /// clock), and after `timeout` milliseconds when no frame comes (a hidden window's clock may be
    /// stopped, and a loop kept busy at the default priority draws none). A frame is requested, so on
    /// a shown window the wait is about one frame.
    package static func afterNextFrame(
        of widget: UnsafeMutablePointer<GtkWidget>, timeout: UInt32 = 100, _ body: @escaping @MainActor () -> Void
    ) {
        guard let clock = gtk_widget_get_frame_clock(widget) else {
            body()
            return
        }
        FrameWait(clock: clock, body: body).start(timeout: timeout)
    }

    /// Runs `body` once, on the main loop, in `widget`'s window's next layout, right after GTK has
    /// laid out its widgets: a scroll asked for then (GTK 4.8's `list.scroll-to-item`) reads the
    /// positions of rows just spliced in, and GTK lays out again before the frame is drawn. At once
    /// when `widget` is not realized (it has no frame clock), and after `timeout` milliseconds when
    /// no layout comes (a hidden window's clock may be stopped). A layout is requested.
    package static func inNextLayout(
        of widget: UnsafeMutablePointer<GtkWidget>, timeout: UInt32 = 500, _ body: @escaping @MainActor () -> Void
    ) {
        guard let clock = gtk_widget_get_frame_clock(widget) else {
            body()
            return
        }
        FrameWait(clock: clock, body: body).start(layout: true, timeout: timeout)
    }
}

extension MainLoop {
    /// One wait for a widget's next `map`.
    @MainActor private final class MapWait {
        var handler: UInt = 0
    }

    /// Runs `body` once, on the main loop, once `widget` has been laid out in a shown window: in its
    /// window's next layout (``inNextLayout(of:timeout:_:)``) when it is mapped, else in the layout
    /// after it is next mapped (a page of a stack shown later); never if it is finalized unmapped.
    package static func onceLaidOut(
        _ widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Void
    ) {
        guard gtk_widget_get_mapped(widget) == 0 else { return inNextLayout(of: widget, body) }
        let wait = MapWait()
        wait.handler = Signal.connect(widget, "map", after: true) { [wait] in
            guard wait.handler != 0 else { return }
            // GLib keeps the handler's closure alive until this emission is over.
            g_signal_handler_disconnect(widget, gulong(wait.handler))
            wait.handler = 0
            inNextLayout(of: widget, body)
        }
    }
}
