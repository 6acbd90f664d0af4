/// Changes made and diffed off the main actor, committed on it; stale ones redone off it too.
extension ListViewModel {
    /// Background changes that went stale, in the order they were committed.
    struct RedoQueue {
        /// A change to make again, and who to tell once it is shown.
        struct Entry {
            let change: BackgroundDiff<SectionID, Item>.Change
            let completion: (@MainActor @Sendable (BackgroundDiff<SectionID, Item>.Outcome) -> Void)?
            /// Whether the change is still wanted (a column sort not replaced or cleared since): one
            /// no longer wanted is dropped, not redone; nil: always.
            var isWanted: (@MainActor () -> Bool)? = nil

            /// Whether it is wanted now.
            @MainActor var isStillWanted: Bool { isWanted?() ?? true }
        }

        /// Whether a redo is being prepared off the main actor now.
        var isRunning = false
        /// Changes waiting for the next redo.
        var waiting: [Entry] = []
    }

    /// Changes the snapshot with `change`, which runs off the main actor (through the ``scheduler``;
    /// here, at once, without one) on the snapshot as it is now, together with the filtering and the
    /// diff; the result is committed on the main actor (``commit(_:completion:)``). `completion` runs
    /// once the change is shown.
    public func applyInBackground(
        making change: @escaping BackgroundDiff<SectionID, Item>.Change,
        completion: (@MainActor @Sendable (BackgroundDiff<SectionID, Item>.Outcome) -> Void)? = nil
    ) {
        let request = backgroundDiff(making: change)
        guard let scheduler else {
            commit(request.prepare(), completion: completion)
            return
        }
        scheduler.run({ request.prepare() }) { prepared in self.commit(prepared, completion: completion) }
    }

    /// Shows `newSnapshot`, filtered and diffed off the main actor (see ``applyInBackground(making:completion:)``).
    public func applyInBackground(
        _ newSnapshot: Snapshot,
        completion: (@MainActor @Sendable (BackgroundDiff<SectionID, Item>.Outcome) -> Void)? = nil
    ) {
        applyInBackground(making: { _ in newSnapshot }, completion: completion)
    }

    /// Shows a diff prepared off the main actor. Returns whether the prepared changes were used.
    ///
    /// When the list changed after the request was made, the prepared changes no longer start from what
    /// is shown: the change is made again from the snapshot then and diffed there. With a ``scheduler``
    /// that happens off the main actor and lands later (returns false at once; `completion` runs when it
    /// is shown); stale changes are redone together, in the order they were committed, and a change
    /// committed while older ones wait for their redo waits behind them, so changes land in order.
    /// Without a scheduler it is redone here, now. Either way no change is lost.
    @discardableResult
    public func commit(
        _ prepared: BackgroundDiff<SectionID, Item>.Prepared,
        completion: (@MainActor @Sendable (BackgroundDiff<SectionID, Item>.Outcome) -> Void)? = nil
    ) -> Bool {
        commit(prepared, whileWanted: nil, completion: completion)
    }

    /// ``commit(_:completion:)``, of a change that a redo drops, with its completion, once `isWanted`
    /// says it is no longer wanted (before the redo starts, or as it lands).
    @discardableResult
    func commit(
        _ prepared: BackgroundDiff<SectionID, Item>.Prepared, whileWanted isWanted: (@MainActor () -> Bool)?,
        completion: (@MainActor @Sendable (BackgroundDiff<SectionID, Item>.Outcome) -> Void)?
    ) -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        let waitsBehindRedo = redoQueue.isRunning || !redoQueue.waiting.isEmpty
        guard isCurrent(prepared), !waitsBehindRedo else {
            if let scheduler {
                redoQueue.waiting.append(RedoQueue.Entry(change: prepared.change, completion: completion, isWanted: isWanted))
                runRedo(on: scheduler)
            } else {
                let redone = backgroundDiff(making: prepared.change).prepare()
                show(redone)
                completion?(.init(diffDuration: redone.duration, applyDuration: clock.now - start, wasRedone: true))
            }
            return false
        }
        show(prepared)
        completion?(.init(diffDuration: prepared.duration, applyDuration: clock.now - start, wasRedone: false))
        return true
    }

    /// Makes and diffs the waiting stale changes again, together, off the main actor; commits them if
    /// nothing changed meanwhile, or puts them back first in line.
    private func runRedo(on scheduler: WorkScheduler) {
        redoQueue.waiting.removeAll { !$0.isStillWanted }
        guard !redoQueue.isRunning, !redoQueue.waiting.isEmpty else { return }
        let batch = redoQueue.waiting
        redoQueue.waiting = []
        redoQueue.isRunning = true
        let changes = batch.map { $0.change }
        let request = backgroundDiff(making: { snapshot in changes.reduce(snapshot) { snapshot, change in change(snapshot) } })
        scheduler.run({ request.prepare() }) { prepared in
            let clock = ContinuousClock()
            let start = clock.now
            self.redoQueue.isRunning = false
            // A change no longer wanted meanwhile is made again without it, with the others.
            if self.isCurrent(prepared), batch.allSatisfy(\.isStillWanted) {
                self.show(prepared)
                let outcome = BackgroundDiff<SectionID, Item>.Outcome(
                    diffDuration: prepared.duration, applyDuration: clock.now - start, wasRedone: true)
                for entry in batch { entry.completion?(outcome) }
            } else {
                self.redoQueue.waiting.insert(contentsOf: batch, at: 0)
            }
            if let scheduler = self.scheduler {
                self.runRedo(on: scheduler)
            } else if !self.redoQueue.waiting.isEmpty {
                // The scheduler went away meanwhile: finish here.
                let entries = self.redoQueue.waiting
                self.redoQueue.waiting = []
                for entry in entries {
                    self.commit(self.backgroundDiff(making: entry.change).prepare(), completion: entry.completion)
                }
            }
        }
    }

    /// Whether `prepared` starts from what is shown now and shows the filter a change made now would:
    /// the search it carries is still the newest asked for and not shown.
    private func isCurrent(_ prepared: BackgroundDiff<SectionID, Item>.Prepared) -> Bool {
        guard prepared.baseVersion == version else { return false }
        guard let generation = prepared.searchGeneration else { return true }
        return generation == searchRun.requested?.generation
    }

    private func show(_ prepared: BackgroundDiff<SectionID, Item>.Prepared) {
        // The search it carries is shown with it: stop running it.
        if prepared.searchGeneration != nil { cancelSearch() }
        commit(
            prepared.snapshot, filteredBy: prepared.filter, prepared.shown, index: prepared.index,
            epoch: prepared.indexEpoch, isSameSnapshot: false)
    }
}
