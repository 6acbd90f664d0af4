/// The diff, compiled for one list's section and item types.
///
/// ``DiffEngine`` is generic. Called from code that is itself generic and compiled in this module (a
/// view model's filtering pass, a search index), it runs unspecialized: every id read, hash and
/// comparison goes through witness tables and every element copy through a value witness, which made
/// a million-row diff six times slower than the same diff called with concrete types. A kernel holds
/// the diff as closures made where the types are known: ``ListViewModel``'s initializer is
/// `@inlinable`, so an app that creates a view model creates, in its own module, a kernel specialized
/// for its item type, and every diff the view model runs goes through it.
@usableFromInline
struct DiffKernel<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>: Sendable
where Item.ID: Sendable {
    /// Diffs two arrays of items, recording the matching when asked to.
    @usableFromInline let items: @Sendable (_ old: [Item], _ new: [Item], _ recordingMatches: Bool) -> DiffEngine.Result
    /// Diffs two lists of flattened rows, recording the matching when asked to.
    @usableFromInline let rows:
        @Sendable (
            _ old: FlatRows<SectionID, Item>, _ new: FlatRows<SectionID, Item>, _ recordingMatches: Bool
        ) -> DiffEngine.Result
    /// The items at the given indices, in that order.
    @usableFromInline let gather: @Sendable (_ items: [Item], _ indices: [Int]) -> [Item]

    /// The diff for `SectionID` and `Item`, specialized for them when called where they are concrete.
    @inlinable
    init() {
        items = { old, new, recordingMatches in DiffEngine.diff(old, new, recordingMatches: recordingMatches) }
        rows = { old, new, recordingMatches in DiffEngine.diff(old, new, recordingMatches: recordingMatches) }
        gather = { items, indices in indices.map { items[$0] } }
    }
}
