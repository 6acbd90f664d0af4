import CGtk
import Rows

extension GtkTest {
    /// Runs a GLib main loop, blocking as `g_application_run` does (so nothing but the GLib loop runs
    /// work: the main actor's own queue is not drained), until `start`'s `quit` is called or 60 s pass;
    /// returns whether `quit` ended it.
    public static func runBlockingMainLoop(_ start: (_ quit: @escaping @MainActor () -> Void) -> Void) -> Bool {
        let loop = g_main_loop_new(nil, 0)!
        defer { g_main_loop_unref(loop) }
        var quitByWork = false
        var timedOut = false
        let watchdog = MainLoop.every(milliseconds: 60_000) {
            timedOut = true
            g_main_loop_quit(loop)
            return false
        }
        start {
            quitByWork = true
            g_main_loop_quit(loop)
        }
        g_main_loop_run(loop)
        if !timedOut { g_source_remove(watchdog) }
        return quitByWork
    }
}
