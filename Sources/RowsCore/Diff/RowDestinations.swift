/// Where the rows of a list stand after a change: for each row of the old list, its index in the
/// new list, or nil when the change removed it.
///
/// Read from a change's splices and moves alone, without the rows: a row outside every splice's
/// removed range keeps its place among the rows around it and shifts by what the splices before
/// it added and removed; a row inside one is either moved (``ListChanges/moves``) or removed. So a
/// view can tell where a row it shows went without hashing any id, which is what a list view needs
/// while GTK asks it for items during an `items-changed` emission.
///
/// ```swift
/// let changes = ListChanges(from: [1, 2, 3, 4].map { Row(id: $0) }, to: [4, 1, 3].map { Row(id: $0) })
/// let destinations = RowDestinations(splices: changes.splices, moves: changes.moves)
/// destinations.newIndex(ofOldRow: 0)  // 1 (row 1)
/// destinations.newIndex(ofOldRow: 1)  // nil (row 2 was removed)
/// destinations.newIndex(ofOldRow: 3)  // 0 (row 4 moved to the front)
/// ```
package struct RowDestinations: Sendable {
    private let splices: [ListChanges.Splice]
    /// Each splice's first removed row, as an index in the old list, ascending.
    private let oldStarts: [Int]
    /// The new index of each moved row, by its old index.
    private let moveTargets: [Int: Int]

    /// The destinations of the rows under `splices` (front to back, as ``ListChanges/splices``) and
    /// `moves` (the rows inside a splice's removed range that stay).
    ///
    /// - Complexity: O(*s* + *m*) for *s* splices and *m* moves.
    package init(splices: [ListChanges.Splice], moves: [ListChanges.Move]) {
        self.splices = splices
        oldStarts = ListChanges.Splice.oldStarts(of: splices)
        var moveTargets = [Int: Int](minimumCapacity: moves.count)
        for move in moves { moveTargets[move.from] = move.to }
        self.moveTargets = moveTargets
    }

    /// The index in the new list of the row at `oldRow` in the old list; nil when it was removed.
    ///
    /// - Complexity: O(log *s*) for *s* splices.
    package func newIndex(ofOldRow oldRow: Int) -> Int? {
        // The last splice whose removed range starts at or before the row.
        var low = 0
        var high = oldStarts.count
        while low < high {
            let middle = (low + high) >> 1
            if oldStarts[middle] <= oldRow { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return oldRow }
        let splice = splices[low - 1]
        let oldStart = oldStarts[low - 1]
        if oldRow < oldStart + splice.removed { return moveTargets[oldRow] }
        // The splice's position is its old start plus the shift before it.
        return oldRow + (splice.position - oldStart) + splice.added - splice.removed
    }
}

extension ListChanges.Splice {
    /// Where each of `splices` (front to back) starts in the old list: its position less what the
    /// splices before it added and removed. Ascending.
    ///
    /// - Complexity: O(*s*) for *s* splices.
    static func oldStarts(of splices: [ListChanges.Splice]) -> [Int] {
        var shift = 0
        return splices.map { splice in
            defer { shift += splice.added - splice.removed }
            return splice.position - shift
        }
    }
}
