import RowsCore

extension WorkScheduler {
    /// Work on a detached task, results back on the GLib main loop through ``MainLoop/post(_:)``, in the
    /// order they come, so that long work leaves the loop free and lands where GTK runs. (A
    /// ``ListView`` gives its view model the same scheduler with one step more: a result waits for
    /// the start of the list's next frame; see <doc:UpdatingAListOnGTK>.)
    ///
    /// The work runs at `.background` priority: on Linux, libdispatch gives those threads (and RowsCore
    /// the threads a diff, a sort or a search splits its work onto) a nice value of 10, so that when
    /// the cores are busy the main loop and GTK's renderer threads (nice 0) come first. A million-row
    /// column sort keeps both cores busy for about 50 ms: at `.utility` (nice 2) the frame showing the
    /// header's new arrow, drawn meanwhile, took up to 18 ms on two cores; at `.background`, at most
    /// 12.5 ms. `.userInitiated` would be nice -2 for a process allowed to raise its priority (root),
    /// ahead of the frames it must not delay.
    ///
    /// Work that may block runs on a thread of its own (`WorkScheduler.onThreadOfItsOwn`).
    public static let glibMainLoop = WorkScheduler(
        background: { work in Task.detached(priority: .background) { work() } },
        blocking: onThreadOfItsOwn,
        main: { work in MainLoop.post(work) })
}
