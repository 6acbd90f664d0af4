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

    @Test("a few edits in a long list are matched by the walk, a shuffled list by hashing")
    func walksAFewEditsAndHashesAShuffle() {
        var generator = SplitMix64(seed: 11)
        let old = (0..<100_000).map { Row(id: $0) }
        let new = edited(old, edits: 40, maxID: 200_000, using: &generator)
        let sparse = IdentityMatching(old: old, oldRange: old.indices, new: new, newRange: new.indices, inOrderFrom: 0)
        #expect(sparse.walkedInOrder)
        let shuffled = old.shuffled(using: &generator)
        let dense = IdentityMatching(
            old: old, oldRange: old.indices, new: shuffled, newRange: shuffled.indices, inOrderFrom: 0)
        #expect(!dense.walkedInOrder)
    }

    @Test("a repeated id where the lists differ is reported as hashing reports it; one only passed by in order is not")
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
