import PropertyBased
import SeededRandom
import Testing

@testable import RowsCore

/// `old` after `edits` random edits: rows removed, rows added (ids from 0...maxID, so they may
/// repeat one already there), rows moved and rows whose content changes.
private func edited(_ old: [Row], edits: Int, maxID: Int, using generator: inout SplitMix64) -> [Row] {
    var new = old
    for _ in 0..<edits {
        switch Int.random(in: 0..<4, using: &generator) {
        case 0 where !new.isEmpty:
            new.remove(at: Int.random(in: new.indices, using: &generator))
        case 1:
            let row = Row(id: Int.random(in: 0...maxID, using: &generator), version: 2)
            new.insert(row, at: Int.random(in: 0...new.count, using: &generator))
        case 2 where new.count > 1:
            let row = new.remove(at: Int.random(in: new.indices, using: &generator))
            new.insert(row, at: Int.random(in: 0...new.count, using: &generator))
        case 3 where !new.isEmpty:
            new[Int.random(in: new.indices, using: &generator)].version += 1
        default:
            break
        }
    }
    return new
}

/// `old` after a few edits of blocks of up to `longest` adjacent rows: blocks removed, blocks of
/// new rows (ids above `firstNewID`, or repeating an id already there) inserted, blocks moved, and a
/// few rows changed in place.
private func blockEdited(_ old: [Row], longest: Int, firstNewID: Int, using generator: inout SplitMix64) -> [Row] {
    var new = old
    var nextID = firstNewID
    for _ in 0..<Int.random(in: 1...4, using: &generator) where new.count > longest {
        let length = Int.random(in: 1...longest, using: &generator)
        let start = Int.random(in: 0...(new.count - length), using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0:
            new.removeSubrange(start..<(start + length))
        case 1:
            let block = (0..<length).map { _ in
                Int.random(in: 0..<8, using: &generator) == 0
                    ? Row(id: new[Int.random(in: new.indices, using: &generator)].id, version: 3)
                    : Row(
                        id: {
                            nextID += 1
                            return nextID
                        }(), version: 3)
            }
            new.insert(contentsOf: block, at: start)
        case 2:
            let block = Array(new[start..<(start + length)])
            new.removeSubrange(start..<(start + length))
            new.insert(contentsOf: block, at: Int.random(in: 0...new.count, using: &generator))
        default:
            new[start].version += 1
        }
    }
    return new
}

@Suite("Matching rows by walking both lists in order")
struct InOrderMatchingTests {
    @Test("walking in order gives the very changes hashing gives, repeated ids included, few edits or many")
    func sameChangesAsHashing() async {
        await propertyCheck(count: 600, input: Gen.int(in: 0...400), Gen.int(in: 0...1_000_000)) { count, seed in
            var generator = SplitMix64(seed: UInt64(seed))
            // From ids that repeat often (a quarter as many ids as rows) to ids that rarely do.
            let maxID = Swift.max(1, count * [1, 4, 16, 64].randomElement(using: &generator)! / 4)
            let old = (0..<count).map { _ in Row(id: Int.random(in: 0...maxID, using: &generator)) }
            let edits = [0, 1, 3, 10, count / 2 + 1].randomElement(using: &generator)!
            let new = edited(old, edits: edits, maxID: maxID, using: &generator)
            let walked = DiffEngine.diff(old, new, inOrderFrom: 0)
            let hashed = DiffEngine.diff(old, new, inOrderFrom: .max)
            #expect(walked.changes == hashed.changes, "old \(old) new \(new)")
            #expect(violations(of: walked.changes, from: old, to: new) == [])
            if Set(old.map(\.id)).count == old.count, Set(new.map(\.id)).count == new.count {
                #expect(walked.duplicate == nil && hashed.duplicate == nil)
            }
        }
    }

    @Test("long lists with blocks of rows inserted, removed or moved, some ids repeated: the changes hashing gives")
    func blocksInLongListsGiveTheChangesOfHashing() async {
        // Above the default threshold (16,384 rows) and its budget of a 128th of the rows.
        await propertyCheck(count: 12, input: Gen.int(in: 9_000...30_000), Gen.int(in: 0...1_000_000)) {
            count, seed in
            var generator = SplitMix64(seed: UInt64(seed))
            let old = (0..<count).map { index in
                Row(id: Int.random(in: 0..<50, using: &generator) == 0 ? Int.random(in: 0..<count, using: &generator) : index)
            }
            let new = blockEdited(
                old, longest: [3, 40, 400].randomElement(using: &generator)!, firstNewID: count, using: &generator)
            let walked = DiffEngine.diff(old, new)
            let hashed = DiffEngine.diff(old, new, inOrderFrom: .max)
            #expect(walked.changes == hashed.changes)
            #expect(violations(of: walked.changes, from: old, to: new) == [])
        }
    }

    @Test("a few edits in a long list are matched by the walk, a shuffled list by hashing")
    func walksAFewEditsAndHashesAShuffle() {
        var generator = SplitMix64(seed: 11)
        let old = (0..<100_000).map { Row(id: $0) }
        let new = edited(old, edits: 40, maxID: 200_000, using: &generator)
        let sparse = IdentityMatching(old: old, oldRange: old.indices, new: new, newRange: new.indices, inOrderFrom: 0)
        #expect(sparse.walkedInOrder)
        #expect(DiffEngine.diff(old, new).changes == DiffEngine.diff(old, new, inOrderFrom: .max).changes)
        let shuffled = old.shuffled(using: &generator)
        let dense = IdentityMatching(
            old: old, oldRange: old.indices, new: shuffled, newRange: shuffled.indices, inOrderFrom: 0)
        #expect(!dense.walkedInOrder)
    }

    @Test("a block of 500 rows inserted, removed or moved in a long list is walked, not given up on")
    func blocksAreWalked() {
        let old = (0..<100_000).map { Row(id: $0) }
        var inserted = old
        inserted.insert(contentsOf: (0..<500).map { Row(id: 200_000 + $0) }, at: 90_000)
        var removed = old
        removed.removeSubrange(50_000..<50_500)
        var moved = removed
        moved.insert(contentsOf: old[50_000..<50_500], at: 80_000)
        for new in [inserted, removed, moved] {
            let matching = IdentityMatching(old: old, oldRange: old.indices, new: new, newRange: new.indices, inOrderFrom: 0)
            #expect(matching.walkedInOrder)
            #expect(DiffEngine.diff(old, new).changes == DiffEngine.diff(old, new, inOrderFrom: .max).changes)
        }
    }

    @Test("a repeated id where the lists differ is counted as hashing counts it; one only passed by in order is not")
    func repeatedIDsWhereTheListsDiffer() {
        // Rows 0..<1000 with id 7 twice. The new list has one more row with id 500 (a repeat) in
        // the middle, where the lists differ; id 7's two rows are passed by in order. The first row
        // goes and a row comes at the end, so that no unchanged run at either end is set aside.
        var old = (0..<1000).map { Row(id: $0) }
        old[10] = Row(id: 7)
        var new = old
        new.insert(Row(id: 500, version: 1), at: 600)
        new.removeFirst()
        new.append(Row(id: 2000))
        let walked = DiffEngine.diff(old, new, inOrderFrom: 0)
        let hashed = DiffEngine.diff(old, new, inOrderFrom: .max)
        #expect(walked.changes == hashed.changes)
        #expect(hashed.duplicate?.repeatedRows == 2)
        #expect(walked.duplicate == DuplicateIdentifierReport(repeatedRows: 1, example: "500"))
    }
}
