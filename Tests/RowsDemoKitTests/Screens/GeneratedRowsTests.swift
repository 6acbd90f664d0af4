import PropertyBased
import RowsDemoKit
import SeededRandom
import Testing

@Suite("Generated rows: the million-row screen's live bursts")
struct GeneratedRowsTests {
    @Test("a burst copies the kept rows in runs and gives the rows a row-by-row burst gives, for any seed and rows favoured")
    func burstEqualsRowByRow() async {
        await propertyCheck(
            count: 300, input: Gen.int(in: 0...Int(Int32.max)), Gen.int(in: 0...1_200), Gen.int(in: 0...120)
        ) { seed, count, size in
            var random = SplitMix64(seed: UInt64(seed))
            var plainRandom = random
            var rows = GeneratedRows.make(count: count, seed: UInt64(seed))
            var plainRows = rows
            var nextID = count
            var plainNextID = count
            // Every other seed favours some rows (as the rows on screen), maybe past the end.
            let favoring = seed % 2 == 0 ? nil : (seed % 1_300)...(seed % 1_300 + seed % 50)
            for _ in 0..<3 {
                rows = GeneratedRows.randomlyChanged(rows, size: size, nextID: &nextID, favoring: favoring, using: &random)
                plainRows = Self.rowByRowBurst(
                    plainRows, size: size, nextID: &plainNextID, favoring: favoring, using: &plainRandom)
                #expect(rows == plainRows)
                #expect(nextID == plainNextID)
            }
        }
    }

    @Test("a burst changes, removes, inserts and moves the rows its size says")
    func burstShape() {
        var random = SplitMix64(seed: 11)
        let rows = GeneratedRows.make(count: 10_000, seed: 11)
        var nextID = rows.count
        let changed = GeneratedRows.randomlyChanged(rows, size: 40, nextID: &nextID, using: &random)
        let oldIDs = Set(rows.map(\.id))
        let newIDs = Set(changed.map(\.id))
        #expect(nextID == rows.count + 20, "20 new ids")
        #expect(newIDs.subtracting(oldIDs).count == 20, "20 inserted")
        #expect(oldIDs.subtracting(newIDs).count == 20, "20 removed")
        let oldByID = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0) })
        let edited = changed.filter { row in oldByID[row.id].map { $0 != row } ?? false }
        #expect((1...40).contains(edited.count), "at most 40 rows edited (a row drawn twice counts once)")
        #expect(edited.allSatisfy { $0.kind == oldByID[$0.id]!.kind }, "an edit changes the value only")
    }

    @Test("a burst favouring the rows on screen changes a quarter of its rows among them")
    func burstFavoursRowsOnScreen() {
        var random = SplitMix64(seed: 5)
        let rows = GeneratedRows.make(count: 10_000, seed: 5)
        var nextID = rows.count
        let onScreen = 4_000...4_039
        let changed = GeneratedRows.randomlyChanged(rows, size: 40, nextID: &nextID, favoring: onScreen, using: &random)
        let oldByID = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0) })
        let editedOnScreen = changed.filter { row in onScreen.contains(row.id) && oldByID[row.id] != row }
        // Ten draws among 40 rows (some may draw the same row), and the other 30 draws may land there.
        #expect(editedOnScreen.count >= 5, "\(editedOnScreen.count) rows on screen changed")
        var unfavoured = SplitMix64(seed: 5)
        var unfavouredID = rows.count
        let plain = GeneratedRows.randomlyChanged(rows, size: 40, nextID: &unfavouredID, using: &unfavoured)
        #expect(plain.filter { onScreen.contains($0.id) && oldByID[$0.id] != $0 }.count < 2, "without it, edits go anywhere")
    }

    /// The burst as its documentation says, one row at a time: the rows copied and given their new
    /// values, then the result made position by position from the incoming rows and the rows kept.
    /// The random draws are made in the same order as `GeneratedRows.randomlyChanged` makes them.
    private static func rowByRowBurst(
        _ rows: [GeneratedRow], size: Int, nextID: inout Int, favoring: ClosedRange<Int>? = nil,
        using random: inout SplitMix64
    ) -> [GeneratedRow] {
        guard !rows.isEmpty else { return rows }
        var source = rows
        for draw in 0..<size {
            let index =
                if let favoring, draw < size / 4 {
                    Int.random(in: favoring.clamped(to: 0...(source.count - 1)), using: &random)
                } else {
                    Int.random(in: source.indices, using: &random)
                }
            source[index].value = Int32.random(in: 0...0xFFFF, using: &random)
        }
        let moveCount = source.count > 1 ? max(1, size / 10) : 0
        let takeCount = min(size / 2 + moveCount, source.count - 1)
        var picks = [Int]()
        while picks.count < takeCount {
            let index = Int.random(in: source.indices, using: &random)
            if !picks.contains(index) { picks.append(index) }
        }
        var incoming = picks.prefix(min(moveCount, takeCount)).map { source[$0] }
        for _ in 0..<(size / 2) {
            let bits = random.next()
            let kind = GeneratedRow.Kind.allCases[Int(bits % UInt64(GeneratedRow.Kind.allCases.count))]
            incoming.append(GeneratedRow(id: nextID, kind: kind, value: Int32(truncatingIfNeeded: bits >> 40) & 0xFFFF))
            nextID += 1
        }
        incoming.shuffle(using: &random)
        let resultCount = source.count - takeCount + incoming.count
        var targets = Set<Int>()
        while targets.count < incoming.count { targets.insert(Int.random(in: 0..<resultCount, using: &random)) }
        let landing = targets.sorted()
        var kept = source.indices.filter { !picks.contains($0) }.map { source[$0] }[...]
        var result = [GeneratedRow]()
        for position in 0..<resultCount {
            if let landed = landing.firstIndex(of: position) {
                result.append(incoming[landed])
            } else {
                result.append(kept.removeFirst())
            }
        }
        return result
    }
}
