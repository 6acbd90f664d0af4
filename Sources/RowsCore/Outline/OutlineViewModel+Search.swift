/// Search: the matches and their ancestors, found off the main actor for large outlines.
extension OutlineViewModel {
    /// A search asked for, the results it shows, and the finding of them.
    struct SearchState {
        /// The search asked for; no words while none.
        var query = SearchQuery("")
        /// The text of an item that the search looks in.
        var text: (@Sendable (Item) -> String)?
        /// The matches and their ancestors, shown instead of the outline; nil while none show.
        var results: OutlineSnapshot<Item>?
        /// The words of the search whose results show (an older one's while a newer is being found).
        var resultsQuery: String?
        /// Raised by every search asked for and every change to the outline while one shows: results
        /// found for an older search, or in an older outline, are dropped.
        var ticket = 0
        /// Whether results asked for are not shown yet.
        var isPending = false
        /// The nodes collapsed in the results since the search was asked for: they stay collapsed
        /// when the results are found again after a change to the outline.
        var collapsed: Set<Item.ID> = []
    }

    /// The search shown or being found; a query with no words while none is.
    public var searchQuery: SearchQuery { searchState.query }

    /// What shows while a search does: the matches and their ancestors, those ancestors expanded
    /// (``OutlineSnapshot/filtered(by:text:)``); nil while no search shows.
    public var searchResults: OutlineSnapshot<Item>? { searchState.results }

    /// Whether a search asked for is not shown yet.
    public var isSearchPending: Bool { searchState.isPending }

    /// Shows the nodes whose text matches the search `text` (every word, ignoring case, accents and
    /// width, as ``SearchQuery`` does), with their ancestors, expanded, in place of the whole outline;
    /// empty text shows the whole outline again, with the nodes it had expanded, and those above
    /// each node selected among the results: what was picked there still shows, selected.
    ///
    /// Only known children are searched. The change shows as one diff of the rows. While the
    /// results show, ``expand(_:)``, ``collapse(_:)`` and the keys act on them, and changes to the
    /// tree (children loaded or given, items updated, roots replaced) are made to the whole outline
    /// and searched again, the nodes collapsed in the results staying collapsed. An outline of ``ListViewModel/backgroundSearchThreshold`` nodes or more,
    /// with a ``ListViewModel/scheduler``, is searched off the main actor: this returns at once, the
    /// old rows show until the results come back (``isSearchPending`` meanwhile), and results of an
    /// older search, or found on an outline changed since, are never shown.
    ///
    /// ```swift
    /// folders.search("plan") { $0.name }  // Projects, expanded, and plan.md below it
    /// folders.search("") { $0.name }      // the whole outline again
    /// ```
    ///
    /// - Parameters:
    ///   - text: What was typed.
    ///   - itemText: The text of an item that the search looks in.
    /// - Complexity: O(*n* · *w* · *l*) for *n* nodes, *w* words and texts of length *l*, and a diff
    ///   of O(*r* + *s*) for *r* rows shown before and *s* after: on the main actor for small outlines,
    ///   off it for large ones.
    public func search(_ text: String, in itemText: @escaping @Sendable (Item) -> String) {
        searchState.query = SearchQuery(text)
        searchState.text = itemText
        searchState.collapsed = []
        searchState.ticket += 1
        guard !searchState.query.words.isEmpty || searchState.results != nil else {
            searchState.isPending = false
            return
        }
        // A search being cleared: until the whole outline shows, a focus given to the view picks nothing.
        rowsViewModel.searchResultsAsked(clearing: searchState.query.words.isEmpty)
        // Once the nodes are expanded, the outline changed: searched again, so shown.
        if searchState.query.words.isEmpty, revealSelectedResults() { return }
        refreshSearch()
    }

    /// Expands, in the whole outline, the nodes above each selected node the results show (as
    /// the results did), so that the search's end shows it, still selected; returns whether it
    /// expanded any, and so searched the outline again (``change(_:)``).
    ///
    /// - Complexity: O(*s* · *d* + *r*) for *s* nodes selected at depth *d* at most, and the rows
    ///   *r* of the nodes expanded.
    private func revealSelectedResults() -> Bool {
        guard let results = searchState.results else { return false }
        var hidden: [Item.ID] = []
        for case .item(let id) in rowsViewModel.selectedIDs where results.row(of: .item(id)) != nil {
            var chain: [Item.ID] = []
            var above = outline.parent(of: id)
            while let parent = above {
                chain.append(parent)
                above = outline.parent(of: parent)
            }
            // From the top down: a node shows its children once all above it are expanded.
            hidden += chain.reversed().filter { !outline.isExpanded($0) }
        }
        guard !hidden.isEmpty else { return false }
        // Not shown as changes: the search's end diffs the results shown against the outline.
        change { outline in
            for id in hidden where !outline.isExpanded(id) { _ = outline.expand(id) }
            return ListChanges(removals: [], insertions: [], moves: [], updates: [], splices: [])
        }
        return true
    }

    /// Finds the search's results in the outline as it is now and shows them (or the whole outline,
    /// for a query with no words), with the changes from the rows shown now.
    func refreshSearch() {
        searchState.ticket += 1
        searchState.isPending = true
        let ticket = searchState.ticket
        let query = searchState.query
        let text = searchState.text ?? { _ in "" }
        let outline = outline
        let shown = searchState.results ?? outline
        let revision = shownRevision
        let collapsed = searchState.collapsed
        let find: @Sendable () -> (OutlineSnapshot<Item>?, ListChanges) = {
            let results = query.words.isEmpty ? nil : outline.filtered(by: query, text: text, collapsing: collapsed)
            return (results, shown.changes(to: results ?? outline))
        }
        let land: @MainActor @Sendable ((OutlineSnapshot<Item>?, ListChanges)) -> Void = { [weak self] found in
            guard let self, ticket == self.searchState.ticket else { return }
            guard revision == self.shownRevision else { return self.refreshSearch() }
            self.searchState.isPending = false
            self.searchState.results = found.0
            self.searchState.resultsQuery = found.0 == nil ? nil : query.words.joined(separator: " ")
            self.show(found.1)
        }
        guard let scheduler = rowsViewModel.scheduler, outline.nodeCount >= rowsViewModel.backgroundSearchThreshold
        else { return land(find()) }
        scheduler.run(find, then: land)
    }
}
