/// Replacing the whole tree, and making a change to it off the main actor.
extension OutlineViewModel {
    /// Replaces the whole tree, keeping the expanded ids still in it (see
    /// ``OutlineSnapshot/replaceRoots(_:)``); loads of nodes no longer loading become stale.
    ///
    /// A tree of ``ListViewModel/backgroundSearchThreshold`` nodes or more, new or old, with a
    /// ``ListViewModel/scheduler``, is made and diffed off the main actor (for a folder of 100,000
    /// files that took over half a second): this returns at once, the old tree shows and takes
    /// changes until the new one lands (``isReplacingRoots`` meanwhile), and `landed` is called once
    /// it shows. The result is as if the changes made meanwhile came after this call: nodes expanded
    /// or collapsed meanwhile stay so, and children loaded, given or failed meanwhile are kept where
    /// the new tree does not know the node's children, and items replaced meanwhile
    /// (``updateItem(_:)``) keep their new content; children given before this call and still being
    /// put in place are dropped (a node that waited for them and is still loading is listed by
    /// ``loadChildren``). The new tree is made again from the outline as it is then
    /// when the outline changed meanwhile, on the main actor after three such tries (so that it
    /// lands). Only the newest call's tree lands; an older call's `landed` is never called.
    ///
    /// - Parameters:
    ///   - roots: The new top-level nodes, with their children.
    ///   - keepingExpandedChildren: Whether an expanded node whose children the new nodes do not
    ///     know (``OutlineChildren/notLoaded``) keeps the children it has (loaded, loading or failed),
    ///     with their expanded ids, unless one of them is in the new tree elsewhere. What shows stays
    ///     (a folder's entries listed again keep what shows of the folders open in it, none read
    ///     again); a collapsed node's children are asked for again when it is next expanded.
    ///   - expanded: Nodes of the new tree to expand too, with those expanded now that it holds:
    ///     their ids may be new (a folder renamed gives new ids to the entries below it). Ids the
    ///     new tree does not hold are dropped.
    ///   - landed: Called on the main actor once the new tree shows (at once for a small tree).
    /// - Complexity: As ``OutlineSnapshot/replaceRoots(_:)``, off the main actor for a large tree,
    ///   plus O(*e*) for the *e* ids in `expanded`; O(*n*) on it to count the *n* new nodes.
    /// - Precondition: No two nodes have the same id.
    public func replaceRoots(
        _ roots: [OutlineNode<Item>], keepingExpandedChildren: Bool = false, expanding expanded: Set<Item.ID> = [],
        then landed: (@MainActor @Sendable () -> Void)? = nil
    ) {
        rootsTicket += 1
        // Children given before this call, still being put in place, were the old tree's: the new
        // tree replaces them. A node that waited for them and stays loading in the new tree is
        // listed by the loader (once the new tree shows, or at once while the old one does).
        let dropped = Array(givenChildren.keys)
        givenChildren.removeAll()
        defer { for id in dropped { startLoadIfNeeded(id) } }
        guard let scheduler = rowsViewModel.scheduler,
            outline.nodeCount >= rowsViewModel.backgroundSearchThreshold || areMany(roots)
        else {
            isReplacingRoots = false
            change { outline in
                outline.expandedIDs.formUnion(expanded)
                return outline.replaceRoots(roots, keepingChildrenOf: [], keepingExpanded: keepingExpandedChildren)
            }
            landed?()
            return
        }
        isReplacingRoots = true
        let ticket = rootsTicket
        changeOffMainActor(
            FreedOffMainActor { outline, since in
                outline.expandedIDs.formUnion(expanded)
                return outline.replaceRoots(
                    outline.keepingItems(of: since.items, in: roots), keepingChildrenOf: since.children,
                    keepingExpanded: keepingExpandedChildren)
            },
            with: scheduler, isWanted: { $0.rootsTicket == ticket },
            then: { [weak self] in
                self?.isReplacingRoots = false
                landed?()
            })
    }

    /// Whether `nodes` and their descendants are many enough to be put in the tree off the main actor
    /// (when there is a scheduler): ``ListViewModel/backgroundSearchThreshold`` or more.
    ///
    /// - Complexity: O(1) for that many nodes at the top; otherwise O(*n*) for the *n* nodes.
    func areMany(_ nodes: [OutlineNode<Item>]) -> Bool {
        let threshold = rowsViewModel.backgroundSearchThreshold
        return nodes.count >= threshold || OutlineSnapshot<Item>.nodeCount(in: nodes) >= threshold
    }

    /// A change to the outline, made off the main actor: it is given what changed since it was asked
    /// for, when it is made again after such changes.
    typealias OutlineChange = @Sendable (inout OutlineSnapshot<Item>, _ since: ChangedSince) -> ListChanges

    /// What changed in the outline since a change made off the main actor was asked for.
    struct ChangedSince: Sendable {
        /// The nodes whose children changed: loaded, given, reloaded or failed (see ``childrenChanged(_:)``).
        var children: Set<Item.ID> = []
        /// The nodes whose items were replaced (see ``itemChanged(_:)``): the change keeps the
        /// outline's items for them, as if the replacement came after it.
        var items: Set<Item.ID> = []
    }

    /// A change noted while changes are being made off the main actor.
    enum LoggedChange {
        case children(Item.ID)
        case item(Item.ID)
    }

    /// How many times a change made off the main actor is made again, the outline having changed
    /// meanwhile each time, before it is made on the main actor (so that it lands).
    static var redosOffMainActor: Int { 3 }

    /// Makes `change` to a copy of the outline as it is now, off the main actor, and shows the result
    /// unless `isWanted` says at its landing that it is no longer asked for. When the outline changed
    /// meanwhile, it is made again from the outline then, told which nodes' children changed since it
    /// was asked for; after ``redosOffMainActor`` times, on the main actor. The change (with the nodes
    /// it holds), the trees made and not shown, and the old tree are freed off the main actor too:
    /// freeing 100,000 nodes took several milliseconds, the old tree's tens.
    func changeOffMainActor(
        _ change: FreedOffMainActor<OutlineChange>, with scheduler: WorkScheduler,
        isWanted: @escaping @MainActor (OutlineViewModel) -> Bool, then landed: @escaping @MainActor () -> Void
    ) {
        pendingChanges += 1
        makeOffMainActor(
            change, since: changeLogOffset + changeLog.count, redos: 0, with: scheduler, isWanted: isWanted, then: landed)
    }

    private func makeOffMainActor(
        _ change: FreedOffMainActor<OutlineChange>, since logStart: Int, redos: Int, with scheduler: WorkScheduler,
        isWanted: @escaping @MainActor (OutlineViewModel) -> Bool, then landed: @escaping @MainActor () -> Void
    ) {
        let base = outline
        let revision = outlineRevision
        let changed = changes(since: logStart)
        let make: @Sendable () -> FreedOffMainActor<(OutlineSnapshot<Item>, ListChanges)> = {
            var made = base
            let changes = change.value!(&made, changed)
            return FreedOffMainActor((made, changes))
        }
        let land: @MainActor @Sendable (FreedOffMainActor<(OutlineSnapshot<Item>, ListChanges)>) -> Void = {
            [weak self] made in
            guard let self, isWanted(self) else {
                scheduler.run(
                    {
                        made.release()
                        change.release()
                    }, then: { _ in })
                self?.endPendingChange()
                return
            }
            guard revision == self.outlineRevision else {
                scheduler.run({ made.release() }, then: { _ in })
                return self.makeOffMainActor(
                    change, since: logStart, redos: redos + 1, with: scheduler, isWanted: isWanted, then: landed)
            }
            let retired = FreedOffMainActor(self.outline)
            self.change { outline in
                outline = made.value!.0
                return made.value!.1
            }
            scheduler.run(
                {
                    made.release()
                    retired.release()
                    change.release()
                }, then: { _ in })
            self.endPendingChange()
            landed()
        }
        guard redos < Self.redosOffMainActor else { return land(make()) }
        scheduler.run(make, then: land)
    }

    /// What was noted from the `start`-th entry of the log on.
    private func changes(since start: Int) -> ChangedSince {
        var changed = ChangedSince()
        for logged in changeLog[(start - changeLogOffset)...] {
            switch logged {
            case .children(let id): changed.children.insert(id)
            case .item(let id): changed.items.insert(id)
            }
        }
        return changed
    }

    /// Notes that the children of the node with this id changed (loaded, given, reloaded, failed),
    /// for the changes being made off the main actor meanwhile.
    func childrenChanged(_ id: Item.ID) {
        guard pendingChanges > 0 else { return }
        changeLog.append(.children(id))
    }

    /// Notes that the item of the node with this id was replaced, for the changes being made off
    /// the main actor meanwhile.
    func itemChanged(_ id: Item.ID) {
        guard pendingChanges > 0 else { return }
        changeLog.append(.item(id))
    }

    /// Ends a change made off the main actor; the last one forgets the nodes whose children changed.
    private func endPendingChange() {
        pendingChanges -= 1
        guard pendingChanges == 0 else { return }
        changeLogOffset += changeLog.count
        changeLog.removeAll()
    }
}
