/// A change to a view model's snapshot, made, filtered and diffed on another thread and applied
/// back on the main actor.
///
/// Made on the main actor by ``ListViewModel/backgroundDiff(making:)`` (or `(to:)`), which reads
/// what the list holds and shows now; ``prepare()`` does the expensive part anywhere (everything in
/// it is plain data and `Sendable`); ``ListViewModel/commit(_:)`` applies the result on the main
/// actor. If the view model changed in between, the prepared changes no longer start from what is
/// shown, so the commit makes the new snapshot again from the current one and diffs it there: no
/// change made meanwhile is lost, and the rows are always exact.
public struct BackgroundDiff<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>: Sendable
where Item.ID: Sendable {
    /// Makes the new snapshot from the view model's snapshot.
    public typealias Change = @Sendable (ListSnapshot<SectionID, Item>) -> ListSnapshot<SectionID, Item>

    /// The view model's snapshot when the request was made.
    let source: ListSnapshot<SectionID, Item>
    /// What the list showed then.
    let base: ListSnapshot<SectionID, Item>
    /// The filter the list had then.
    let filter: ListFilter<Item>?
    /// The view model's ``ListViewModel/version`` then.
    let baseVersion: Int
    /// The change to make.
    let change: Change

    /// A diff ready to commit on the main actor.
    public struct Prepared: Sendable {
        /// The new snapshot.
        public let snapshot: ListSnapshot<SectionID, Item>
        /// `snapshot` through the filter.
        public let displayed: ListSnapshot<SectionID, Item>
        /// The changes from the rows shown at the request to `displayed`.
        public let changes: SectionedChanges<SectionID, Item.ID>
        /// How long making, filtering and diffing took.
        public let duration: Duration
        let baseVersion: Int
        let change: Change
    }

    /// Makes the new snapshot, filters and diffs it: the costly part of an update, safe on any thread.
    public func prepare() -> Prepared {
        let clock = ContinuousClock()
        let start = clock.now
        let snapshot = change(source)
        let displayed = filter.map { filter in snapshot.filtered(filter.includes) } ?? snapshot
        let changes = SectionedChanges(from: base, to: displayed)
        return Prepared(
            snapshot: snapshot, displayed: displayed, changes: changes, duration: clock.now - start,
            baseVersion: baseVersion, change: change)
    }
}

extension ListViewModel {
    /// A request to change the snapshot with `change`, run off the main actor (see ``BackgroundDiff``).
    public func backgroundDiff(making change: @escaping BackgroundDiff<SectionID, Item>.Change)
        -> BackgroundDiff<SectionID, Item>
    {
        BackgroundDiff(source: snapshot, base: displayed, filter: filter, baseVersion: version, change: change)
    }

    /// A request to show `newSnapshot`, diffed off the main actor (see ``BackgroundDiff``).
    public func backgroundDiff(to newSnapshot: Snapshot) -> BackgroundDiff<SectionID, Item> {
        backgroundDiff(making: { _ in newSnapshot })
    }

    /// Shows a diff prepared off the main actor. When the list changed after the request was made,
    /// the change is made again from the snapshot now and diffed here. Returns whether the prepared
    /// changes were used (false when they had gone stale).
    @discardableResult
    public func commit(_ prepared: BackgroundDiff<SectionID, Item>.Prepared) -> Bool {
        guard prepared.baseVersion == version else {
            apply(prepared.change(snapshot))
            return false
        }
        apply(prepared.snapshot, displaying: prepared.displayed, changes: prepared.changes)
        return true
    }
}
