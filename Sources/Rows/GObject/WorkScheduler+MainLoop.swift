import RowsCore

extension WorkScheduler {
    /// Work on a detached task, results back on the GLib main loop through ``MainLoop/post(_:)``, in the
    /// order they come: what a ``ListView`` gives its view model, so that searches and background diffs
    /// of long lists leave the loop free and land where GTK runs.
    ///
    /// The work runs at `.utility` priority: on Linux, libdispatch gives those threads (and RowsCore the
    /// threads a diff or a search splits its work onto) a nice value of 2, so that when the cores are busy the
    /// main loop and GTK's renderer threads (nice 0) come first. `.userInitiated` would be nice -2 for a
    /// process allowed to raise its priority (root), ahead of the frames it must not delay.
    public static let glibMainLoop = WorkScheduler(
        background: { work in Task.detached(priority: .utility) { work() } },
        main: { work in MainLoop.post(work) })
}
