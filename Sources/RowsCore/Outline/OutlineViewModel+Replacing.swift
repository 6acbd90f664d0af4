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
    /// the new tree does not know the node's children; children given before this call and still
    /// being put in place are dropped. The new tree is made again from the outline as it is then
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
    ///   - landed: Called on the main actor once the new tree shows (at once for a small tree).
    /// - Complexity: As ``OutlineSnapshot/replaceRoots(_:)``, off the main actor for a large tree;
    ///   O(*n*) on it to count the *n* new nodes.
    /// - Precondition: No two nodes have the same id.
    public func replaceRoots(
        _ roots: [OutlineNode<Item>], keepingExpandedChildren: Bool = false, then landed: (@MainActor @Sendable () -> Void)? = nil
    ) {
        rootsTicket += 1
        // Children given before this call, still being put in place, were the old tree's: the new
        // tree replaces them.
        givenChildren.removeAll()
        guard let scheduler = rowsViewModel.scheduler,
            outline.nodeCount >= rowsViewModel.backgroundSearchThreshold || areMany(roots)
        else {
            isReplacingRoots = false
            change { $0.replaceRoots(roots, keepingChildrenOf: [], keepingExpanded: keepingExpandedChildren) }
            landed?()
            return
        }
        isReplacingRoots = true
        let ticket = rootsTicket
        changeOffMainActor(
            FreedOffMainActor { outline, since in
                outline.replaceRoots(roots, keepingChildrenOf: since, keepingExpanded: keepingExpandedChildren)
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

    /// A change to the outline, made off the main actor: it is given the nodes whose children changed
    /// since it was asked for (loaded, given, reloaded or failed: see ``childrenChanged(_:)``), when it
    /// is made again after such changes.
    typealias OutlineChange = @Sendable (inout OutlineSnapshot<Item>, _ childrenChangedSince: Set<Item.ID>) -> ListChanges

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
            change, since: childrenLogOffset + childrenLog.count, redos: 0, with: scheduler, isWanted: isWanted, then: landed)
    }

    private func makeOffMainActor(
        _ change: FreedOffMainActor<OutlineChange>, since logStart: Int, redos: Int, with scheduler: WorkScheduler,
        isWanted: @escaping @MainActor (OutlineViewModel) -> Bool, then landed: @escaping @MainActor () -> Void
    ) {
        let base = outline
        let revision = outlineRevision
        let changed = Set(childrenLog[(logStart - childrenLogOffset)...])
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

    /// Notes that the children of the node with this id changed (loaded, given, reloaded, failed),
    /// for the changes being made off the main actor meanwhile.
    func childrenChanged(_ id: Item.ID) {
        guard pendingChanges > 0 else { return }
        childrenLog.append(id)
    }

    /// Ends a change made off the main actor; the last one forgets the nodes whose children changed.
    private func endPendingChange() {
        pendingChanges -= 1
        guard pendingChanges == 0 else { return }
        childrenLogOffset += childrenLog.count
        childrenLog.removeAll()
    }
}
