/// Observers: any number of closures told each update, in order.
extension ListViewModel {
    /// The observers and the updates not yet told to all of them.
    struct Observers {
        /// One observer: told the updates with a serial at or after `firstSerial`.
        struct Entry {
            let id: Int
            let firstSerial: Int
            let body: @MainActor (ListUpdate<SectionID, Item>) -> Void
        }

        var entries: [Entry] = []
        var nextID = 0
        /// The serial the next update gets.
        var nextSerial = 0
        /// Updates made while others were being told, oldest first, with their serials.
        var waiting: [(serial: Int, update: ListUpdate<SectionID, Item>)] = []
        /// Whether updates are being told now.
        var isTelling = false
        /// The search shown by the rows of the update told last: whether they were filtered, and
        /// the search's words (see ``ListUpdate/isFiltered``).
        var toldSearch: (isFiltered: Bool, query: String?) = (false, nil)
    }

    /// Calls `body` with every update from now on, until the returned token is cancelled or released.
    ///
    /// Any number of observers may watch one view model; each is told every update in the order the
    /// updates were made, and observers are told in the order they started observing (a Rows
    /// `ListView` observes its view model from its creation, so an observer added after it is told
    /// once the list has applied the update to GTK). When an observer changes the view model while it
    /// is being told, the new update is told to everyone after the current one, so no observer ever
    /// sees updates out of order; read the rows an update leads to from ``ListUpdate/rows``. An
    /// update may change no row (``ListUpdate/isEmpty``): a search that begins, ends or changes its
    /// words with the rows shown is told so, for a view to go back where it was when it ends.
    ///
    /// The view model keeps `body` until then; capture the object that owns the token weakly, or
    /// the two keep each other alive.
    ///
    /// ```swift
    /// observation = viewModel.observe { [weak self] update in
    ///     if update.selectionChanged { self?.showSelectionCount() }
    /// }
    /// ```
    /// - Complexity: O(1), amortized.
    public func observe(_ body: @escaping @MainActor (ListUpdate<SectionID, Item>) -> Void) -> ListObservation {
        let id = observers.nextID
        observers.nextID += 1
        observers.entries.append(.init(id: id, firstSerial: observers.nextSerial, body: body))
        return ListObservation { [weak self] in
            self?.observers.entries.removeAll { $0.id == id }
        }
    }

    /// How many observers are told about updates now (for tests).
    var observerCount: Int { observers.entries.count }

    /// Whether any observer is told about updates now: a background pass reads where rows go
    /// (``RowDestinations``) for them only then.
    var hasObservers: Bool { !observers.entries.isEmpty }

    /// Tells every observer `update` (the view model already shows it), after any update still being told.
    func tell(_ update: ListUpdate<SectionID, Item>) {
        let serial = observers.nextSerial
        observers.nextSerial += 1
        observers.toldSearch = (update.isFiltered, update.searchQuery)
        guard !observers.entries.isEmpty || observers.isTelling else { return }
        observers.waiting.append((serial, update))
        guard !observers.isTelling else { return }
        observers.isTelling = true
        defer { observers.isTelling = false }
        var next = 0
        while next < observers.waiting.count {
            let (serial, update) = observers.waiting[next]
            next += 1
            for entry in observers.entries where entry.firstSerial <= serial {
                // An observer cancelled by one told before it is not told any more.
                guard observers.entries.contains(where: { $0.id == entry.id }) else { continue }
                entry.body(update)
            }
        }
        observers.waiting.removeAll()
    }
}
