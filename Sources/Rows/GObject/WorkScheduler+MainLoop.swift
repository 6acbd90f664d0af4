import RowsCore

extension WorkScheduler {
    /// Work on a detached task, results back on the GLib main loop through ``MainLoop/post(_:)``, in the
    /// order they come: what a ``ListView`` gives its view model, so that searches and background diffs
    /// of long lists leave the loop free and land where GTK runs.
    public static let glibMainLoop = WorkScheduler(
        background: { work in Task.detached(priority: .userInitiated) { work() } },
        main: { work in MainLoop.post(work) })
}
