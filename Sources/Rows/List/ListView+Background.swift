import RowsCore

/// Diffing off the main thread: the diff runs on a background thread, its result is applied on the
/// GLib main loop, where GTK takes the splices.
extension ListView {
    /// Shows `snapshot`, filtered and diffed on a background thread, applied on the GLib main loop.
    ///
    /// If the list changed meanwhile, the diff is redone on a background thread against what is shown
    /// then. `completion` runs on the main loop once the rows are shown, with what the update took.
    public func applyInBackground(
        _ snapshot: ListSnapshot<SectionID, Item>,
        completion: (@MainActor @Sendable (BackgroundUpdateReport) -> Void)? = nil
    ) {
        applyInBackground(making: { _ in snapshot }, completion: completion)
    }

    /// Changes the list's snapshot with `change`, which runs on a background thread with the
    /// snapshot as it is now, together with the filtering and the diff; the result is applied on the
    /// GLib main loop. If the list changed meanwhile, `change` runs again, on a background thread, on
    /// the snapshot then, so no change is lost (see ``ListViewModel/commit(_:completion:)``).
    public func applyInBackground(
        making change: @escaping BackgroundDiff<SectionID, Item>.Change,
        completion: (@MainActor @Sendable (BackgroundUpdateReport) -> Void)? = nil
    ) {
        viewModel.applyInBackground(making: change) { outcome in
            completion?(
                BackgroundUpdateReport(
                    diffDuration: outcome.diffDuration, applyDuration: outcome.applyDuration,
                    wasRedone: outcome.wasRedone))
        }
    }

    /// The rows bound to a cell now, in row order, each with its cell: the rows on screen and the few
    /// past its edges GTK keeps ready. Rows the list is about to bind (mid-update) are left out.
    public var boundCells: [(row: Int, cell: any ListCell)] {
        recycler.bound.compactMap { slot in
            guard !slot.isPending, let cell = slot.cell else { return nil }
            return (slot.position, cell)
        }.sorted { $0.row < $1.row }
    }
}
