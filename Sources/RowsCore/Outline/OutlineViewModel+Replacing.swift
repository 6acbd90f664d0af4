/// Replacing the whole tree, and making a change to it off the main actor.
extension OutlineViewModel {
    /// Replaces the whole tree, keeping the expanded ids still in it (see
    /// ``OutlineSnapshot/replaceRoots(_:)``); loads of nodes no longer loading become stale.
    ///
    /// A tree of ``ListViewModel/backgroundSearchThreshold`` nodes or more, new or old, with a
    /// ``ListViewModel/scheduler``, is made and diffed off the main actor (for a folder of 100,000
    /// files that took over half a second): this returns at once, the old tree shows and takes
    /// changes until the new one lands (``isReplacingRoots`` meanwhile), and `landed` is called once
    /// it shows. A change made to the outline meanwhile (a node expanded, children given) is not
    /// lost: the new tree is made again from the outline as it is then. Only the newest call's tree
    /// lands; an older call's `landed` is never called.
    ///
    /// - Parameters:
    ///   - roots: The new top-level nodes, with their children.
    ///   - landed: Called on the main actor once the new tree shows (at once for a small tree).
    /// - Complexity: As ``OutlineSnapshot/replaceRoots(_:)``, off the main actor for a large tree;
    ///   O(*n*) on it to count the *n* new nodes.
    /// - Precondition: No two nodes have the same id.
    public func replaceRoots(_ roots: [OutlineNode<Item>], then landed: (@MainActor @Sendable () -> Void)? = nil) {
        rootsTicket += 1
        let threshold = rowsViewModel.backgroundSearchThreshold
        guard let scheduler = rowsViewModel.scheduler,
            outline.nodeCount >= threshold || roots.count >= threshold
                || OutlineSnapshot<Item>.nodeCount(in: roots) >= threshold
        else {
            isReplacingRoots = false
            change { $0.replaceRoots(roots) }
            landed?()
            return
        }
        isReplacingRoots = true
        let ticket = rootsTicket
        changeOffMainActor(
            FreedOffMainActor { $0.replaceRoots(roots) }, with: scheduler,
            isWanted: { $0.rootsTicket == ticket },
            then: { [weak self] in
                self?.isReplacingRoots = false
                landed?()
            })
    }

    /// A change to the outline, made off the main actor.
    typealias OutlineChange = @Sendable (inout OutlineSnapshot<Item>) -> ListChanges

    /// Makes `change` to a copy of the outline as it is now, off the main actor, and shows the result
    /// unless `isWanted` says at its landing that it is no longer asked for: when the outline changed
    /// meanwhile, it is made again from the outline then. The change (with the nodes it holds) and
    /// the old tree are freed off the main actor too: freeing 100,000 nodes took several
    /// milliseconds, the old tree's tens.
    func changeOffMainActor(
        _ change: FreedOffMainActor<OutlineChange>, with scheduler: WorkScheduler,
        isWanted: @escaping @MainActor (OutlineViewModel) -> Bool, then landed: @escaping @MainActor () -> Void
    ) {
        let base = outline
        let revision = outlineRevision
        let make: @Sendable () -> (OutlineSnapshot<Item>, ListChanges) = {
            var made = base
            let changes = change.value!(&made)
            return (made, changes)
        }
        scheduler.run(make) { [weak self] made in
            guard let self, isWanted(self) else {
                scheduler.run({ change.release() }, then: { _ in })
                return
            }
            guard revision == self.outlineRevision else {
                return self.changeOffMainActor(change, with: scheduler, isWanted: isWanted, then: landed)
            }
            let retired = FreedOffMainActor(self.outline)
            self.change { outline in
                outline = made.0
                return made.1
            }
            scheduler.run(
                {
                    retired.release()
                    change.release()
                }, then: { _ in })
            landed()
        }
    }
}
