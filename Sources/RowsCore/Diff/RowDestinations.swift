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
    private let moveTargets: MoveTargets

    /// How the new indices of moved rows are kept.
    enum Layout {
        /// By the size of the change: ``table`` when there is a move for every 32 rows the splices
        /// span or more (a sort moves nearly every row), else ``dictionary``.
        case automatic
        /// One entry per moved row, hashed by its old index.
        case dictionary
        /// One entry per old row the splices span, indexed without hashing.
        case table
    }

    private enum MoveTargets: Sendable {
        case dictionary([Int: Int])
        /// The new index of old row `first + k` at `k`, or -1 for a row not moved.
        case table(first: Int, targets: [Int32])
    }

    /// The destinations of the rows under `splices` (front to back, as ``ListChanges/splices``) and
    /// `moves` (the rows inside a splice's removed range that stay).
    ///
    /// - Complexity: O(*s* + *m*) for *s* splices and *m* moves, and, with a move for every 32 rows
    ///   the splices span or more, O(*r*) for those *r* rows (a table of 4 bytes each, filled
    ///   without hashing: a million moves hashed took a view's main thread about 200 ms).
    package init(splices: [ListChanges.Splice], moves: [ListChanges.Move]) {
        self.init(splices: splices, moves: moves, layout: .automatic)
    }

    init(splices: [ListChanges.Splice], moves: [ListChanges.Move], layout: Layout) {
        let oldStarts = ListChanges.Splice.oldStarts(of: splices)
        self.splices = splices
        self.oldStarts = oldStarts
        // Every moved row lies in a splice's removed range, so between these.
        let first = oldStarts.first ?? 0
        let end = splices.last.map { oldStarts[oldStarts.count - 1] + $0.removed } ?? 0
        let span = end - first
        // A moved row's new index is inside a splice's added range, so before the last one's end.
        let fitsTable = max(end, splices.last.map { $0.position + $0.added } ?? 0) <= Int(Int32.max)
        let useTable: Bool
        switch layout {
        case .automatic: useTable = fitsTable && !moves.isEmpty && moves.count >= span / 32
        case .dictionary: useTable = false
        case .table: useTable = fitsTable
        }
        if useTable, let targets = Self.table(of: moves, from: first, count: span) {
            moveTargets = .table(first: first, targets: targets)
        } else {
            var byRow = [Int: Int](minimumCapacity: moves.count)
            for move in moves { byRow[move.from] = move.to }
            moveTargets = .dictionary(byRow)
        }
    }

    /// The new index of each moved row at its old index less `first`, -1 for the other rows; nil
    /// when a move's row lies outside the `count` rows from `first` (changes made by hand that break
    /// ``ListChanges``' contract: a dictionary holds those).
    private static func table(of moves: [ListChanges.Move], from first: Int, count: Int) -> [Int32]? {
        var targets = [Int32](repeating: -1, count: count)
        let fits = targets.withUnsafeMutableBufferPointer { table in
            for move in moves {
                let index = move.from - first
                guard index >= 0, index < table.count else { return false }
                table[index] = Int32(truncatingIfNeeded: move.to)
            }
            return true
        }
        return fits ? targets : nil
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
        if oldRow < oldStart + splice.removed { return movedTarget(ofOldRow: oldRow) }
        // The splice's position is its old start plus the shift before it.
        return oldRow + (splice.position - oldStart) + splice.added - splice.removed
    }

    /// Where the row at `oldRow`, inside a splice's removed range, was moved; nil when it was removed.
    private func movedTarget(ofOldRow oldRow: Int) -> Int? {
        switch moveTargets {
        case .dictionary(let byRow): return byRow[oldRow]
        case .table(let first, let targets):
            let target = targets[oldRow - first]
            return target < 0 ? nil : Int(target)
        }
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
