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
    /// `size / 2` inserted (new ids from `nextID`, which advances) and a few moved.
    ///
    /// - Complexity: O(*n* + *size* log *size*): the rows are copied once, whatever the edits.
    public static func randomlyChanged(
        _ rows: [GeneratedRow], size: Int, nextID: inout Int, using random: inout SplitMix64
    ) -> [GeneratedRow] {
        guard !rows.isEmpty else { return rows }
        var source = rows
        for _ in 0..<size {
            source[Int.random(in: source.indices, using: &random)].value = Int32.random(in: 0...0xFFFF, using: &random)
        }
        // Rows taken out: the first few picked move, the rest are removed. One row always stays.
        let moveCount = source.count > 1 ? max(1, size / 10) : 0
        let takeCount = min(size / 2 + moveCount, source.count - 1)
        var taken = Set<Int>()
        var picks = [Int]()
        while picks.count < takeCount {
            let index = Int.random(in: source.indices, using: &random)
            if taken.insert(index).inserted { picks.append(index) }
        }
        var incoming = picks.prefix(min(moveCount, takeCount)).map { source[$0] }
        for _ in 0..<(size / 2) {
            let bits = random.next()
            incoming.append(GeneratedRow(id: nextID, kind: kindFor(bits), value: Int32(truncatingIfNeeded: bits >> 40) & 0xFFFF))
            nextID += 1
        }
        incoming.shuffle(using: &random)
        // Where the incoming rows land in the result, ascending.
        let resultCount = source.count - takeCount + incoming.count
        var targets = Set<Int>()
        while targets.count < incoming.count { targets.insert(Int.random(in: 0..<resultCount, using: &random)) }
        let landing = targets.sorted()

        // The rows taken out, ascending, skipped with a cursor: no hashing per row kept.
        let skipped = picks.sorted()
        var result = [GeneratedRow]()
        result.reserveCapacity(resultCount)
        var next = 0
        var skip = 0
        var landed = 0
        for position in 0..<resultCount {
            if landed < landing.count, landing[landed] == position {
                result.append(incoming[landed])
                landed += 1
                continue
            }
            while skip < skipped.count, skipped[skip] == next {
                next += 1
                skip += 1
            }
            result.append(source[next])
            next += 1
        }
        return result
    }

    private static func kindFor(_ bits: UInt64) -> GeneratedRow.Kind {
        GeneratedRow.Kind.allCases[Int(bits % UInt64(GeneratedRow.Kind.allCases.count))]
    }
}
