import SeededRandom

/// Builds the million-row screen's data and the random changes its "live" switch applies.
/// Both are plain functions of a seed, so a run can be replayed.
public enum GeneratedRows {
    /// `count` rows of mixed kinds with ids 0..<count.
    public static func make(count: Int, seed: UInt64 = 1) -> [GeneratedRow] {
        var random = SplitMix64(seed: seed)
        var rows = [GeneratedRow]()
        rows.reserveCapacity(count)
        for id in 0..<count {
            let bits = random.next()
            rows.append(GeneratedRow(id: id, kind: kindFor(bits), value: Int32(truncatingIfNeeded: bits >> 40) & 0xFFFF))
        }
        return rows
    }

    /// `rows` after one burst of random edits: `size` rows changed in place, `size / 2` removed,
    /// `size / 2` inserted (new ids from `nextID`, which advances) and a few moved. With `favoring`
    /// (the rows on screen), a quarter of the changes in place land among those rows, so that a
    /// person sees the list live rather than edits a million rows away.
    ///
    /// - Complexity: O(*n* + *size* log *size*): the rows kept are copied once, in runs between the
    ///   edits, and only the edited rows are looked at one by one.
    public static func randomlyChanged(
        _ rows: [GeneratedRow], size: Int, nextID: inout Int, favoring: ClosedRange<Int>? = nil,
        using random: inout SplitMix64
    ) -> [GeneratedRow] {
        guard !rows.isEmpty else { return rows }
        let favored = favoring?.clamped(to: 0...(rows.count - 1))
        // New values by row, drawn in turn: a row drawn twice keeps the later value.
        var newValues = [Int: Int32]()
        for draw in 0..<size {
            let index =
                if let favored, draw < size / 4 {
                    Int.random(in: favored, using: &random)
                } else {
                    Int.random(in: rows.indices, using: &random)
                }
            newValues[index] = Int32.random(in: 0...0xFFFF, using: &random)
        }
        func edited(_ index: Int) -> GeneratedRow {
            var row = rows[index]
            if let value = newValues[index] { row.value = value }
            return row
        }
        // Rows taken out: the first few picked move, the rest are removed. One row always stays.
        let moveCount = rows.count > 1 ? max(1, size / 10) : 0
        let takeCount = min(size / 2 + moveCount, rows.count - 1)
        var taken = Set<Int>()
        var picks = [Int]()
        while picks.count < takeCount {
            let index = Int.random(in: rows.indices, using: &random)
            if taken.insert(index).inserted { picks.append(index) }
        }
        var incoming = picks.prefix(min(moveCount, takeCount)).map(edited)
        for _ in 0..<(size / 2) {
            let bits = random.next()
            incoming.append(GeneratedRow(id: nextID, kind: kindFor(bits), value: Int32(truncatingIfNeeded: bits >> 40) & 0xFFFF))
            nextID += 1
        }
        incoming.shuffle(using: &random)
        // Where the incoming rows land in the result, ascending.
        let resultCount = rows.count - takeCount + incoming.count
        var targets = Set<Int>()
        while targets.count < incoming.count { targets.insert(Int.random(in: 0..<resultCount, using: &random)) }
        let landing = targets.sorted()

        var result = [GeneratedRow]()
        result.reserveCapacity(resultCount)
        var kept = KeptRuns(rows: rows, skipped: picks.sorted(), edits: newValues.keys.sorted(), newValues: newValues)
        for (incomingRow, position) in zip(incoming, landing) {
            kept.copy(position - result.count, into: &result)
            result.append(incomingRow)
        }
        kept.copy(resultCount - result.count, into: &result)
        return result
    }

    /// The rows kept, in order, copied out in runs between the rows taken out, with the runs' edited
    /// rows given their new values.
    private struct KeptRuns {
        let rows: [GeneratedRow]
        /// The rows taken out, ascending.
        let skipped: [Int]
        /// The rows given new values, ascending.
        let edits: [Int]
        /// The edited rows' new values, by row.
        let newValues: [Int: Int32]
        /// The next row to copy, and the next taken and edited rows not yet passed.
        var next = 0
        var skip = 0
        var edit = 0

        /// Appends the next `count` rows kept to `result`.
        mutating func copy(_ count: Int, into result: inout [GeneratedRow]) {
            var count = count
            while count > 0 {
                while skip < skipped.count, skipped[skip] == next {
                    next += 1
                    skip += 1
                }
                let end = min(next + count, skip < skipped.count ? skipped[skip] : rows.count)
                let offset = result.count - next
                result.append(contentsOf: rows[next..<end])
                // Edited rows before `next` not yet passed were taken out: they are not in `result`.
                while edit < edits.count, edits[edit] < end {
                    if edits[edit] >= next { result[offset + edits[edit]].value = newValues[edits[edit]]! }
                    edit += 1
                }
                count -= end - next
                next = end
            }
        }
    }

    private static func kindFor(_ bits: UInt64) -> GeneratedRow.Kind {
        GeneratedRow.Kind.allCases[Int(bits % UInt64(GeneratedRow.Kind.allCases.count))]
    }
}
