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
    public static func randomlyChanged(
        _ rows: [GeneratedRow], size: Int, nextID: inout Int, using random: inout SplitMix64
    ) -> [GeneratedRow] {
        var rows = rows
        guard !rows.isEmpty else { return rows }
        for _ in 0..<size {
            let index = Int.random(in: rows.indices, using: &random)
            rows[index].value = Int32.random(in: 0...0xFFFF, using: &random)
        }
        for _ in 0..<(size / 2) where !rows.isEmpty {
            rows.remove(at: Int.random(in: rows.indices, using: &random))
        }
        for _ in 0..<(size / 2) {
            let bits = random.next()
            let row = GeneratedRow(id: nextID, kind: kindFor(bits), value: Int32(truncatingIfNeeded: bits >> 40) & 0xFFFF)
            nextID += 1
            rows.insert(row, at: Int.random(in: 0...rows.count, using: &random))
        }
        for _ in 0..<max(1, size / 10) where rows.count > 1 {
            let row = rows.remove(at: Int.random(in: rows.indices, using: &random))
            rows.insert(row, at: Int.random(in: 0...rows.count, using: &random))
        }
        return rows
    }

    private static func kindFor(_ bits: UInt64) -> GeneratedRow.Kind {
        GeneratedRow.Kind.allCases[Int(bits % UInt64(GeneratedRow.Kind.allCases.count))]
    }
}
