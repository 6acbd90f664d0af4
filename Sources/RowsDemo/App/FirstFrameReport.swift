import CGtk
import Foundation
import Rows

/// A hidden start-up probe for `rows-bench startup`. When the environment variable
/// `ROWS_REPORT_FIRST_FRAME` holds an open file descriptor's number (e.g. `ROWS_REPORT_FIRST_FRAME=3`),
/// the app writes one line, `first-frame <CLOCK_MONOTONIC nanoseconds>`, to that descriptor as soon
/// as the main window's first frame has been drawn, and then carries on as usual (it runs until it is
/// closed or killed). Without the variable nothing is installed.
///
/// "Drawn" means: GDK emitted a surface's `render` (the window was painted, not merely laid out), and
/// the window's frame clock then finished that frame (`after-paint`). The benchmark's minimal C
/// program reports the same moment the same way, so the two times compare.
@MainActor
enum FirstFrameReport {
    /// The environment variable naming the descriptor.
    static let variable = "ROWS_REPORT_FIRST_FRAME"

    private static var descriptor: Int32 = -1
    private static var renderSeen = false
    private static var hook: gulong = 0
    private static var renderSignal: guint = 0
    private static var clock: OpaquePointer?
    private static var afterPaint: UInt = 0

    /// Installs the probe on `window` (before it is presented) when the variable asks for it.
    static func installIfAsked(on window: UnsafeMutablePointer<GtkWidget>) {
        guard let value = ProcessInfo.processInfo.environment[variable], let fd = Int32(value), fd >= 0 else { return }
        descriptor = fd
        // An emission hook runs before any handler, so it sees every surface render, even though
        // GTK's own handler stops the emission once it has drawn.
        // Signals exist once their class does; GdkSurface's may not before the first window is realized.
        _ = g_type_class_ref(gdk_surface_get_type())
        renderSignal = g_signal_lookup("render", gdk_surface_get_type())
        let onRender: GSignalEmissionHook = { _, _, _, _ in
            MainActor.assumeIsolated { FirstFrameReport.renderSeen = true }
            return 1
        }
        hook = g_signal_add_emission_hook(renderSignal, 0, onRender, nil, nil)
        Signal.connect(window, "realize") {
            guard afterPaint == 0, let frameClock = gtk_widget_get_frame_clock(window) else { return }
            clock = frameClock
            afterPaint = Signal.connect(UnsafeMutablePointer<GObject>(frameClock), "after-paint") {
                guard renderSeen, descriptor >= 0 else { return }
                report()
            }
        }
    }

    /// Writes the line once and lets go of the descriptor.
    private static func report() {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let line = "first-frame \(Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec))\n"
        _ = line.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        descriptor = -1
        g_signal_remove_emission_hook(renderSignal, hook)
        if let clock { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), gulong(afterPaint)) }
        clock = nil
    }
}
