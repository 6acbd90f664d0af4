/// Search: at once for short lists, off the main actor for long ones, newest query first.
extension ListViewModel {
    /// The searches in flight: at most one running, and the newest waiting behind it.
    struct SearchRun {
        /// A search asked for: the filter it shows (nil to show everything) and its generation.
        struct Request {
            let generation: Int
            let filter: ListFilter<Item>?
        }

        /// Raised by every search and every filter set: a result of an older generation is dropped.
        var generation = 0
        /// Stops the search running now, if one is.
        var running: SearchCancellation?
        /// The search to run once the running one is done (only the newest is kept).
        var waiting: Request?
        /// The newest search asked for and not shown yet, running or waiting. A background change
        /// shows its snapshot through this search's filter, so that the search lands with the change
        /// when the rows change faster than a search can finish between two changes.
        var requested: Request?
    }

    /// Shows the items matching the search `text`: every word, ignoring case, accents and width
    /// (``TextFolding``); empty text shows all.
    ///
    /// A list of ``backgroundSearchThreshold`` items or more, with a ``scheduler``, is searched off the
    /// main actor and the result shown when it comes back, so this returns at once and ``filter`` keeps
    /// the old query until then (``isSearchPending`` is true meanwhile). A newer search, or a filter
    /// set, cancels an older search still running (its scan stops where it is) and an older result is
    /// never shown after a newer one. If the list changes before the result is shown, the search runs
    /// again on the new rows; and a change made off the main actor meanwhile
    /// (``applyInBackground(making:completion:)``) is shown through the search asked for, so a search
    /// lands at the latest with the next such change, however often the rows change. Shorter lists, or a view model without a scheduler, search here, now.
    ///
    /// Each item's text is folded once into the view model's ``SearchIndex`` and kept: typing on
    /// narrows the last matches, backspace finds recent results remembered, and a new snapshot folds
    /// only its new and changed items. So `searchableText` must give the same text for equal items on
    /// every call; when what it gives changes (another field searched), call ``resetSearchIndex()``.
    /// - Complexity: On the main actor, O(1) to ask for a long list's search, and O(*s*) to show its
    ///   result (*s* splices, told to the observers). Off it, the first search folds every item (see
    ///   ``SearchIndex``); then each search is one scan of the folded texts, or of the last matches when it
    ///   narrows them, and an O(*n*) merge of the old and new item positions.
    public func search(_ text: String, in searchableText: @escaping @Sendable (Item) -> String) {
        let filter = ListFilter.searching(text, in: searchableText)
        cancelSearch()
        guard let scheduler, snapshot.itemCount >= backgroundSearchThreshold else {
            show(snapshot, filteredBy: filter, isSameSnapshot: true)
            return
        }
        let request = SearchRun.Request(generation: searchRun.generation, filter: filter)
        searchRun.waiting = request
        searchRun.requested = request
        runWaitingSearch(on: scheduler)
    }

    /// Whether a search asked for is not shown yet.
    public var isSearchPending: Bool { searchRun.running != nil || searchRun.waiting != nil }

    /// Whether the newest search asked for, not shown yet, shows everything (its text was empty):
    /// the search is being cleared.
    package var isClearingSearch: Bool {
        searchRun.requested.map { $0.filter == nil } ?? searchInSnapshots.isClearing
    }

    /// Forgets the folded texts of the items, so that the next search folds every item again: for when
    /// the text a search looks in changes while the items do not. (A search or background diff already
    /// running uses the old texts, but its index is not kept.)
    public func resetSearchIndex() {
        searchIndex = nil
        searchIndexEpoch += 1
    }

    /// Drops the searches asked for and stops the one running.
    func cancelSearch() {
        searchRun.generation += 1
        searchRun.running?.cancel()
        searchRun.waiting = nil
        searchRun.requested = nil
    }

    /// Starts the waiting search, unless one is running (it starts when that one is done).
    private func runWaitingSearch(on scheduler: WorkScheduler) {
        guard searchRun.running == nil, let request = searchRun.waiting else { return }
        searchRun.waiting = nil
        let cancellation = SearchCancellation()
        searchRun.running = cancellation
        let pass = filteringPass(
            showing: snapshot, filteredBy: request.filter, isSameSnapshot: true, cancellation: cancellation)
        let startVersion = version
        let startRevision = snapshotRevision
        let readsDestinations = hasObservers
        scheduler.run({ pass.run(readingDestinations: readsDestinations) }) { result in
            self.searchRun.running = nil
            if let index = result.index { self.adopt(index, inStepWith: startRevision, epoch: result.indexEpoch) }
            if request.generation == self.searchRun.generation, let shown = result.shown {
                if startVersion == self.version {
                    self.searchRun.requested = nil
                    self.commit(
                        self.snapshot, filteredBy: request.filter, shown, index: nil, epoch: result.indexEpoch,
                        isSameSnapshot: true)
                } else if self.searchRun.waiting == nil {
                    // The rows changed while it ran: search what is shown now.
                    self.searchRun.waiting = request
                }
            }
            self.runWaitingSearch(on: self.scheduler ?? scheduler)
        }
    }
}
