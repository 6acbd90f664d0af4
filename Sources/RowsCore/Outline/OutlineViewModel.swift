/// The state behind an outline shown in a list: an ``OutlineSnapshot``, the ``ListViewModel`` of its
/// rows that a view shows, and the loading of children that are not known yet.
///
/// Every change is made to ``outline`` and shown with the outline's own ``ListChanges``
/// (``ListViewModel/apply(_:knownChanges:)``): expanding a node is one splice of its children and an
/// update of its row, never a diff of the whole list. The rows are ``OutlineRow``s, so the list's
/// selection is a set of row ids.
///
/// Children not known yet (``OutlineChildren/notLoaded``) are listed by ``loadChildren`` when the node
/// is first expanded: off the main actor through the list view model's ``ListViewModel/scheduler``
/// (Rows' views set one that returns through the GLib main loop; at once without one), as work that
/// may block (``WorkScheduler/run(blocking:then:)``). The node shows
/// a loading row until they arrive, then its children, or an error row naming the error. A load's
/// result is dropped when it is stale: when the node's children were given, reloaded or retried in
/// the meantime, or the node left the outline. Children holding an id the outline has elsewhere (a
/// loader that read the tree before an item moved) show an error row naming the id, and
/// ``reloadChildren(of:)`` lists them again. Collapsing a node while it loads keeps it collapsed: the children
/// arrive hidden.
///
/// A search (``search(_:in:)``) shows the matches with their ancestors expanded
/// (``OutlineSnapshot/filtered(by:text:)``) in place of the whole outline, as one diff; the outline
/// keeps its own expanded nodes meanwhile, and shows them again when the search is cleared.
///
/// ```swift
/// let folders = OutlineViewModel(roots: [OutlineNode(home, children: .notLoaded)]) { folder in
///     try FileManager.default.contentsOfDirectory(atPath: folder.path).map { name in ... }
/// }
/// folders.expand(home.id)  // a loading row now; the children once listed
/// ```
@MainActor
public final class OutlineViewModel<Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
    /// Lists the children of an item, off the main actor; throwing shows an error row naming the error.
    public typealias Loader = @Sendable (Item) throws -> [OutlineNode<Item>]
    /// The list view model's type: one section of outline rows.
    public typealias RowsViewModel = ListViewModel<SingleSection, OutlineRow<Item>>

    /// The tree, its expanded nodes and its rows; change it through this view model. While a search
    /// shows (``searchResults``), this is the whole tree, not what shows.
    public private(set) var outline: OutlineSnapshot<Item> {
        didSet { outlineRevision &+= 1 }
    }
    /// Raised by every change to ``outline``: a tree made off the main actor from an older outline
    /// (``replaceRoots(_:keepingExpandedChildren:expanding:then:)``) is made again from the new one.
    var outlineRevision = 0
    /// Raised by every ``replaceRoots(_:keepingExpandedChildren:expanding:then:)``: only the newest call's tree lands.
    var rootsTicket = 0
    /// How many changes are being made off the main actor.
    var pendingChanges = 0
    /// What changed while changes were being made off the main actor, in order (see
    /// ``childrenChanged(_:)`` and ``itemChanged(_:)``); entry `i` is the `changeLogOffset + i`-th noted.
    var changeLog: [LoggedChange] = []
    var changeLogOffset = 0
    /// Whether a tree given to ``replaceRoots(_:keepingExpandedChildren:expanding:then:)`` is being made off the main actor: the old
    /// tree shows until it lands.
    public internal(set) var isReplacingRoots = false
    /// The view model of the rows shown: give it to a view, read its selection.
    public let rowsViewModel: RowsViewModel
    /// Lists the children of a node whose children are not loaded, when it is expanded; nil leaves
    /// such nodes loading until ``setChildren(_:of:then:)`` gives them.
    public var loadChildren: Loader?
    /// The load running for each node, by ticket: a result whose ticket is not the node's is stale.
    var loads: [Item.ID: Int] = [:]
    /// For each node whose children are listed again (``reloadChildren(of:)``), the nodes below it
    /// that were expanded then: expanded again when the children land.
    var reopening: [Item.ID: Set<Item.ID>] = [:]
    /// Children given for each node and being put in place off the main actor, by ticket: only the
    /// newest lands (see ``setChildren(_:of:then:)``).
    var givenChildren: [Item.ID: Int] = [:]
    var nextTicket = 0
    /// The search's state; see ``search(_:in:)``.
    var searchState = SearchState()
    /// Raised by every change shown: a search's changes computed from older rows are computed again.
    var shownRevision = 0

    /// An outline of these top-level nodes, with these nodes expanded.
    ///
    /// - Parameters:
    ///   - roots: The top-level nodes, in order, with their children.
    ///   - expanded: The ids of the nodes expanded at first.
    ///   - selectionMode: How many rows the list lets the user select.
    ///   - loadChildren: Lists a node's children when they are not loaded (see ``loadChildren``).
    /// - Complexity: O(*n*) for *n* nodes.
    public init(
        roots: [OutlineNode<Item>] = [], expanded: Set<Item.ID> = [], selectionMode: SelectionMode = .none,
        loadChildren: Loader? = nil
    ) {
        outline = OutlineSnapshot(roots: roots, expanded: expanded)
        rowsViewModel = RowsViewModel(ListSnapshot(items: outline.rows), selectionMode: selectionMode)
        self.loadChildren = loadChildren
    }

    /// The rows shown: the ``searchResults``' while a search shows, else the ``outline``'s.
    public var rows: [OutlineRow<Item>] { (searchResults ?? outline).rows }

    /// Whether a load of the children of the node with this id is running.
    ///
    /// - Complexity: O(1) expected.
    public func isLoading(_ id: Item.ID) -> Bool { loads[id] != nil }

    /// Expands the node with this id (see ``OutlineSnapshot/expand(_:)``): one splice of the rows below it.
    /// Children not loaded yet, or that failed to load, are loaded (again) with ``loadChildren``. While a
    /// search shows, this expands the node in its results, which hold only the matches below it.
    ///
    /// - Complexity: O(*r* + *k*) for *r* rows and *k* rows shown below the node.
    public func expand(_ id: Item.ID) {
        if searchResults != nil {
            searchState.collapsed.remove(id)
            return show(searchState.results!.expand(id))
        }
        if case .failed = outline.childState(of: id), !outline.isExpanded(id) { outline.entries[id]?.children = .loading }
        change { $0.expand(id) }
        startLoadIfNeeded(id)
    }

    /// Collapses the node with this id (see ``OutlineSnapshot/collapse(_:)``): one splice. While a
    /// search shows, this collapses the node in its results.
    ///
    /// - Complexity: O(*r*) for *r* rows.
    public func collapse(_ id: Item.ID) {
        if searchResults != nil {
            searchState.collapsed.insert(id)
            return show(searchState.results!.collapse(id))
        }
        change { $0.collapse(id) }
    }

    /// Expands the node with this id if its row shows it collapsed, collapses it if its row shows it
    /// expanded: as the rows shown say (a search's results while one shows), whatever the outline
    /// keeps for a node whose children are not loaded yet or that is hidden.
    ///
    /// - Complexity: As ``expand(_:)`` or ``collapse(_:)``, plus finding the node's row (see
    ///   ``OutlineSnapshot/row(of:)``).
    public func toggle(_ id: Item.ID) {
        let shown = searchResults ?? outline
        let showsExpanded = shown.row(of: .item(id)).map { shown.rows[$0].isExpanded } ?? shown.isExpanded(id)
        if showsExpanded { collapse(id) } else { expand(id) }
    }

    /// Expands the node with this id and every node below it that has children (see
    /// ``OutlineSnapshot/expandAll(below:)``): the nodes below whose children were not loaded load
    /// them with ``loadChildren``, one more level of the tree each time.
    ///
    /// - Complexity: O(*d* + *r*) for *d* known descendants and *r* rows, plus the loads started.
    public func expandAll(below id: Item.ID) {
        if let results = searchResults {
            var below = [id]
            while let next = below.popLast() {
                searchState.collapsed.remove(next)
                below.append(contentsOf: results.children(of: next))
            }
            return show(searchState.results!.expandAll(below: id))
        }
        if case .failed = outline.childState(of: id), !outline.isExpanded(id) { outline.entries[id]?.children = .loading }
        var loading = [Item.ID]()
        change { $0.expandAll(below: id, loading: &loading) }
        startLoadIfNeeded(id)
        for node in loading { startLoadIfNeeded(node) }
    }

    /// Replaces the item of the node with the same id (see ``OutlineSnapshot/updateItem(_:)``): its
    /// row is rebound in place.
    ///
    /// - Complexity: O(*r*) for *r* rows.
    public func updateItem(_ item: Item) {
        change { $0.updateItem(item) }
        itemChanged(item.id)
    }

    /// Does what `key` does on the row at `row` (see ``OutlineSnapshot/action(for:atRow:)``).
    ///
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - row: The focused row.
    /// - Returns: The row the focus belongs on afterwards (the same row after an expand or a collapse,
    ///   the child or parent row after a move), or nil when the key does nothing here.
    /// - Complexity: As the action done.
    @discardableResult
    public func handle(_ key: OutlineKey, atRow row: Int) -> Int? {
        switch (searchResults ?? outline).action(for: key, atRow: row) {
        case .expand(let id): expand(id)
        case .collapse(let id): collapse(id)
        case .expandAll(let id): expandAll(below: id)
        case .focus(let target): return target
        case .none: return nil
        }
        return row
    }

    /// Changes the whole outline with `change`, and shows the change: at once when no search results
    /// show, else by searching the changed outline again.
    func change(_ change: (inout OutlineSnapshot<Item>) -> ListChanges) {
        let changes = change(&outline)
        // A load whose node left the tree, or no longer waits for children (new children given to
        // an ancestor made it anew), is stale: dropped here, so that a node made anew starts its own.
        if !loads.isEmpty { loads = loads.filter { outline.childState(of: $0.key) == .loading } }
        // Nodes whose children landed, or that left the tree, reopen nothing more.
        if !reopening.isEmpty {
            reopening = reopening.filter {
                switch outline.childState(of: $0.key) {
                case .loading, .failed: true
                case .loaded, .notLoaded, nil: false
                }
            }
        }
        if searchResults == nil { show(changes) }
        if searchState.results != nil || !searchState.query.words.isEmpty { refreshSearch() }
    }

    /// Shows the ``rows`` with `changes`, their own account of how they changed, as the results of
    /// the search shown if one is (a view returns from it when it ends, as from a list's filter).
    func show(_ changes: ListChanges) {
        let query = searchState.results == nil ? nil : searchState.resultsQuery
        guard !changes.isEmpty || query != rowsViewModel.searchInSnapshots.query else { return }
        if !changes.isEmpty { shownRevision += 1 }
        rowsViewModel.apply(ListSnapshot(items: rows), knownChanges: changes, searchResultsOf: query)
    }
}
