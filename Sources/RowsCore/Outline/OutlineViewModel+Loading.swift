/// Children listed when a node is first expanded, or given: a load off the main actor, and many
/// children put in the tree off it too.
extension OutlineViewModel {
    /// Gives the children of the node with this id (see ``OutlineSnapshot/setChildren(_:of:)``); a load
    /// of them still running becomes stale.
    ///
    /// Children of ``ListViewModel/backgroundSearchThreshold`` nodes or more, with a
    /// ``ListViewModel/scheduler``, are put in the tree off the main actor, as ``replaceRoots(_:keepingExpandedChildren:expanding:then:)``
    /// does with a tree: the node shows what it showed until they land, and `landed` is called then.
    /// Only the newest children given for a node land; ``reloadChildren(of:)`` and a later
    /// ``replaceRoots(_:keepingExpandedChildren:expanding:then:)`` drop them.
    ///
    /// - Parameters:
    ///   - children: The node's children, in order, with their own children.
    ///   - id: An item's id; an id not in the tree changes nothing.
    ///   - landed: Called on the main actor once the children are in the tree (at once for a few, or
    ///     for an id not in the tree); never for children dropped as above, or by ``replaceRoots(_:keepingExpandedChildren:expanding:then:)``.
    /// - Complexity: As ``OutlineSnapshot/setChildren(_:of:)``, off the main actor for many children.
    public func setChildren(
        _ children: [OutlineNode<Item>], of id: Item.ID, then landed: (@MainActor @Sendable () -> Void)? = nil
    ) {
        loads[id] = nil
        nextTicket += 1
        let ticket = nextTicket
        let reopened = reopening[id] ?? []
        guard let scheduler = rowsViewModel.scheduler, outline.item(id) != nil, areMany(children) else {
            givenChildren[id] = nil
            change { $0.setChildren(children, of: id, reopening: reopened) }
            childrenChanged(id)
            landed?()
            return
        }
        givenChildren[id] = ticket
        changeOffMainActor(
            FreedOffMainActor { outline, since in
                outline.setChildren(outline.keepingItems(of: since.items, in: children), of: id, reopening: reopened)
            },
            with: scheduler, isWanted: { $0.givenChildren[id] == ticket },
            then: { [weak self] in
                if self?.givenChildren[id] == ticket { self?.givenChildren[id] = nil }
                self?.childrenChanged(id)
                landed?()
            })
    }

    /// Lists the children of the node with this id again with ``loadChildren``: expanded, it shows a
    /// loading row until they arrive. A load of them still running becomes stale. The nodes below it
    /// that are expanded now are expanded again when they come back with the children (a reload
    /// keeps open what was open, as ``setChildren(_:of:then:)`` does).
    ///
    /// - Complexity: O(*d* + *r*) for *d* old descendants and *r* rows, plus the load off the main actor.
    public func reloadChildren(of id: Item.ID) {
        loads[id] = nil
        givenChildren[id] = nil
        if outline.childState(of: id) == .loaded {
            reopening[id] = outline.expandedDescendants(of: id)
        }
        change { $0.setLoading(id) }
        childrenChanged(id)
        startLoadIfNeeded(id)
    }

    /// Starts loading the children of the node with this id when they are loading and no load runs.
    func startLoadIfNeeded(_ id: Item.ID) {
        guard let loadChildren, loads[id] == nil, givenChildren[id] == nil, outline.childState(of: id) == .loading,
            let item = outline.item(id)
        else { return }
        nextTicket += 1
        let ticket = nextTicket
        loads[id] = ticket
        let load: @Sendable () -> Result<[OutlineNode<Item>], LoadFailure> = {
            do { return .success(try loadChildren(item)) } catch { return .failure(LoadFailure(error)) }
        }
        guard let scheduler = rowsViewModel.scheduler else {
            finishLoad(of: id, ticket: ticket, load())
            return
        }
        // A loader may wait on a disk or a network: where it holds back no search or sort.
        scheduler.run(blocking: load) { [weak self] result in self?.finishLoad(of: id, ticket: ticket, result) }
    }

    /// Shows a load's result, unless it is stale.
    ///
    /// Children of ``ListViewModel/backgroundSearchThreshold`` nodes or more, with a scheduler, are put
    /// in the tree off the main actor (the loading row shows until then; the load counts as running):
    /// a folder of 100,000 files took a few hundred milliseconds. They are dropped if the node's
    /// children were given, reloaded or retried meanwhile, or the node left the tree.
    private func finishLoad(of id: Item.ID, ticket: Int, _ result: Result<[OutlineNode<Item>], LoadFailure>) {
        guard loads[id] == ticket, outline.childState(of: id) == .loading else {
            if loads[id] == ticket { loads[id] = nil }
            return
        }
        switch result {
        case .success(let children):
            let reopened = reopening[id] ?? []
            guard let scheduler = rowsViewModel.scheduler, areMany(children) else {
                loads[id] = nil
                change { $0.setLoadedChildren(children, of: id, reopening: reopened) }
                return childrenChanged(id)
            }
            changeOffMainActor(
                FreedOffMainActor { outline, since in
                    outline.setLoadedChildren(outline.keepingItems(of: since.items, in: children), of: id, reopening: reopened)
                },
                with: scheduler, isWanted: { $0.loads[id] == ticket && $0.outline.childState(of: id) == .loading },
                then: { [weak self] in self?.childrenChanged(id) })
        case .failure(let failure):
            loads[id] = nil
            change { $0.setFailure(failure.message, for: id) }
            childrenChanged(id)
        }
    }
}

/// A loader's error, as the message an error row shows.
struct LoadFailure: Error, Sendable {
    let message: String

    init(_ error: any Error) {
        message = String(describing: error)
    }
}
