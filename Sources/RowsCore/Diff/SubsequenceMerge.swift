/// Builds the ``ListChanges`` between two subsequences of one list as a merge walks them: each base
/// row is kept (in both), removed (only in the old) or inserted (only in the new), in base order.
/// Rows between two kept rows make one splice.
@usableFromInline
struct SubsequenceMerge {
    @usableFromInline var removals = [Int]()
    @usableFromInline var insertions = [Int]()
    @usableFromInline var splices = [ListChanges.Splice]()
    /// Rows of the old and the new list passed so far.
    @usableFromInline var oldPosition = 0
    @usableFromInline var newPosition = 0
    /// The open gap: where it starts in the new list, and what it removes and adds so far.
    @usableFromInline var gapStart = 0
    @usableFromInline var gapRemoved = 0
    @usableFromInline var gapAdded = 0

    @inlinable
    init() {}

    /// `count` rows in both lists.
    @inlinable @inline(__always)
    mutating func keep(_ count: Int = 1) {
        guard count > 0 else { return }
        if gapRemoved | gapAdded != 0 { closeGap() }
        oldPosition += count
        newPosition += count
        gapStart = newPosition
    }

    /// `count` rows only in the old list.
    @inlinable @inline(__always)
    mutating func remove(_ count: Int = 1) {
        for offset in 0..<count { removals.append(oldPosition + offset) }
        oldPosition += count
        gapRemoved += count
    }

    /// `count` rows only in the new list.
    @inlinable @inline(__always)
    mutating func insert(_ count: Int = 1) {
        for offset in 0..<count { insertions.append(newPosition + offset) }
        newPosition += count
        gapAdded += count
    }

    /// Merges two strictly ascending runs of base indices that come next in both lists.
    /// - Complexity: O(*m* + *n*).
    @inlinable
    mutating func merge<Old: RandomAccessCollection<Int32>, New: RandomAccessCollection<Int32>>(_ old: Old, _ new: New) {
        var oldIndex = old.startIndex
        var newIndex = new.startIndex
        while oldIndex != old.endIndex, newIndex != new.endIndex {
            let oldValue = old[oldIndex]
            let newValue = new[newIndex]
            if oldValue == newValue {
                keep()
                old.formIndex(after: &oldIndex)
                new.formIndex(after: &newIndex)
            } else if oldValue < newValue {
                remove()
                old.formIndex(after: &oldIndex)
            } else {
                insert()
                new.formIndex(after: &newIndex)
            }
        }
        remove(old.distance(from: oldIndex, to: old.endIndex))
        insert(new.distance(from: newIndex, to: new.endIndex))
    }

    /// The changes, once every row has been passed.
    @inlinable
    mutating func changes() -> ListChanges {
        if gapRemoved | gapAdded != 0 { closeGap() }
        return ListChanges(removals: removals, insertions: insertions, moves: [], updates: [], splices: splices)
    }

    @inlinable
    mutating func closeGap() {
        splices.append(ListChanges.Splice(position: gapStart, removed: gapRemoved, added: gapAdded))
        gapRemoved = 0
        gapAdded = 0
    }
}
