import Foundation
import PropertyBased
import RowsCore
import SeededRandom
import Testing

@Suite("ListChanges properties")
struct ListChangesPropertyTests {
    @Test("replaying the splices of any two lists, repeated ids included, yields the new list")
    func replayIsExactWithRepeatedIDs() async {
        await propertyCheck(count: 400, input: rows(maxID: 12, count: 0...40), rows(maxID: 12, count: 0...40)) {
            old, new in
            let changes = ListChanges(from: old, to: new)
            #expect(violations(of: changes, from: old, to: new) == [], "old \(old) new \(new)")
        }
    }

    @Test("with unique ids, removals and insertions are exactly the ids that left and came")
    func removalsAndInsertionsAreExact() async {
        await propertyCheck(count: 400, input: rows(maxID: 60, count: 0...50), rows(maxID: 60, count: 0...50)) {
            old, new in
            let (old, new) = (uniqued(old), uniqued(new))
            let changes = ListChanges(from: old, to: new)
            let newIDs = Set(new.map(\.id))
            let oldIDs = Set(old.map(\.id))
            #expect(changes.removals == old.indices.filter { !newIDs.contains(old[$0].id) })
            #expect(changes.insertions == new.indices.filter { !oldIDs.contains(new[$0].id) })
            #expect(violations(of: changes, from: old, to: new) == [])
        }
    }

    @Test("with unique ids, the number of moves is the least possible")
    func movesAreMinimal() async {
        await propertyCheck(count: 400, input: rows(maxID: 40, count: 0...40), Gen.int(in: 0...1000)) {
            base, seed in
            let old = uniqued(base)
            // The new list keeps most rows, shuffled a little, with some gone and some added.
            var generator = SplitMix64(seed: UInt64(seed))
            var new = old.filter { _ in Int.random(in: 0..<5, using: &generator) > 0 }
            for _ in 0..<Int.random(in: 0...3, using: &generator) where new.count > 1 {
                let from = Int.random(in: new.indices, using: &generator)
                new.insert(new.remove(at: from), at: Int.random(in: 0..<new.count, using: &generator))
            }
            new.append(contentsOf: (0..<Int.random(in: 0...3, using: &generator)).map { Row(id: 100 + $0) })
            let changes = ListChanges(from: old, to: new)
            #expect(changes.moves.count == minimalMoveCount(from: old, to: new), "old \(old) new \(new)")
            #expect(violations(of: changes, from: old, to: new) == [])
        }
    }

    @Test("integer ids, mixed by the diff's own hash, give the changes that the same ids hashed by hashValue give")
    func integerIDsDiffAsOtherIDs() async {
        // Above 8,192 rows the ids are partitioned by hash; ids repeat and half the rows move.
        await propertyCheck(count: 12, input: Gen.int(in: 8_000...40_000), Gen.int(in: 0...1_000_000)) { count, seed in
            var generator = SplitMix64(seed: UInt64(seed))
            let old = (0..<count).map { _ in Row(id: Int.random(in: -count...count, using: &generator)) }
            var new = old.filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }
            for index in new.indices where Int.random(in: 0..<2, using: &generator) == 0 {
                new.swapAt(index, Int.random(in: new.indices, using: &generator))
            }
            new += (0..<count / 8).map { _ in Row(id: Int.random(in: -count...count, using: &generator), version: 1) }
            let changes = ListChanges(from: old, to: new)
            #expect(changes == ListChanges(from: old.map(WrappedRow.init), to: new.map(WrappedRow.init)))
            #expect(violations(of: changes, from: old, to: new) == [])
        }
    }

    @Test("ids of every integer type the diff mixes itself give the changes of the same ids hashed by hashValue")
    func everyIntegerIDTypeDiffsAsOtherIDs() async {
        await propertyCheck(count: 4, input: Gen.int(in: 9_000...20_000), Gen.int(in: 0...1_000_000)) { count, seed in
            var generator = SplitMix64(seed: UInt64(seed))
            let (old, new) = Self.editedIDs(count: count, using: &generator)
            let expected = ListChanges(from: old.map(WrappedRow.init), to: new.map(WrappedRow.init))
            func changes<ID: Hashable>(_ id: (Int) -> ID) -> ListChanges {
                ListChanges(from: old.map { IntegerRow(id: id($0)) }, to: new.map { IntegerRow(id: id($0)) })
            }
            #expect(changes { Int64($0) } == expected)
            #expect(changes { Int32($0) } == expected)
            #expect(changes { UInt(bitPattern: $0) } == expected)
            #expect(changes { UInt64(bitPattern: Int64($0)) } == expected)
            #expect(changes { UInt32(bitPattern: Int32($0)) } == expected)
        }
    }

    @Test("UUID ids, hashed by the diff from their bytes, give the changes of the same ids hashed by hashValue")
    func uuidIDsDiffAsOtherIDs() async {
        // Counters in either half of the UUID, in both, and random UUIDs; ids repeat.
        await propertyCheck(count: 4, input: Gen.int(in: 9_000...20_000), Gen.int(in: 0...1_000_000)) { count, seed in
            var generator = SplitMix64(seed: UInt64(seed))
            let (old, new) = Self.editedIDs(count: count, using: &generator)
            let expected = ListChanges(from: old.map(WrappedRow.init), to: new.map(WrappedRow.init))
            func changes(_ id: (Int) -> UUID) -> ListChanges {
                ListChanges(from: old.map { IntegerRow(id: id($0)) }, to: new.map { IntegerRow(id: id($0)) })
            }
            func uuid(low: Int, high: Int) -> UUID {
                var bytes = (UInt64(bitPattern: Int64(low)), UInt64(bitPattern: Int64(high)))
                return UUID(uuid: withUnsafeBytes(of: &bytes) { $0.load(as: uuid_t.self) })
            }
            var random = [Int: UUID]()
            for id in old + new where random[id] == nil {
                random[id] = uuid(low: Int(bitPattern: UInt(generator.next())), high: Int(bitPattern: UInt(generator.next())))
            }
            #expect(changes { uuid(low: $0, high: 7) } == expected)
            #expect(changes { uuid(low: 7, high: $0) } == expected)
            #expect(changes { uuid(low: $0, high: $0) } == expected)
            #expect(changes { random[$0]! } == expected)
        }
    }

    /// `count` ids between -count/2 and count/2 (negative ids too, for the signed types; ids repeat),
    /// and the same with about a quarter removed, about half swapped with others and an eighth more added.
    private static func editedIDs(count: Int, using generator: inout SplitMix64) -> (old: [Int], new: [Int]) {
        let old = (0..<count).map { _ in Int.random(in: -count / 2...count / 2, using: &generator) }
        var new = old.filter { _ in Int.random(in: 0..<4, using: &generator) > 0 }
        for index in new.indices where Int.random(in: 0..<2, using: &generator) == 0 {
            new.swapAt(index, Int.random(in: new.indices, using: &generator))
        }
        new += (0..<count / 8).map { _ in Int.random(in: -count / 2...count / 2, using: &generator) }
        return (old, new)
    }

    @Test("a large diff gives the same changes at background priority (one thread on two cores) as at high priority")
    func backgroundDiffMatchesHighPriorityDiff() async {
        var generator = SplitMix64(seed: 5)
        let old = (0..<60_000).map { _ in Row(id: Int.random(in: 0..<50_000, using: &generator)) }
        var new = old.filter { _ in Int.random(in: 0..<5, using: &generator) > 0 }
        for index in new.indices where Int.random(in: 0..<3, using: &generator) == 0 {
            new.swapAt(index, Int.random(in: new.indices, using: &generator))
        }
        new += (0..<5_000).map { _ in Row(id: Int.random(in: 0..<60_000, using: &generator), version: 1) }
        let high = await Task.detached(priority: .high) { [old, new] in ListChanges(from: old, to: new) }.value
        // Through a continuation: awaiting the task itself would raise its priority to the test's.
        let background = await withCheckedContinuation { continuation in
            Task.detached(priority: .background) { [old, new] in
                continuation.resume(returning: ListChanges(from: old, to: new))
            }
        }
        #expect(high == background)
        #expect(violations(of: background, from: old, to: new) == [])
    }

    @Test("diffing a list against itself finds no change")
    func equalListsHaveNoChanges() async {
        await propertyCheck(count: 200, input: rows(maxID: 30, count: 0...60)) { list in
            let changes = ListChanges(from: list, to: list)
            #expect(changes.isEmpty)
            #expect(changes.splices.isEmpty)
        }
    }

    @Test("disjoint lists are one splice that removes everything and adds everything")
    func disjointListsAreOneSplice() async {
        await propertyCheck(count: 200, input: Gen.int(in: 1...50), Gen.int(in: 1...50)) { oldCount, newCount in
            let old = (0..<oldCount).map { Row(id: $0) }
            let new = (0..<newCount).map { Row(id: 1000 + $0) }
            let changes = ListChanges(from: old, to: new)
            #expect(changes.splices == [.init(position: 0, removed: oldCount, added: newCount)])
            #expect(changes.moves.isEmpty)
        }
    }

    @Test("a reversed list of n rows is n - 1 moves")
    func reversedListIsNMinusOneMoves() async {
        await propertyCheck(count: 100, input: Gen.int(in: 1...200)) { count in
            let old = (0..<count).map { Row(id: $0) }
            let new = Array(old.reversed())
            let changes = ListChanges(from: old, to: new)
            #expect(changes.moves.count == count - 1)
            #expect(violations(of: changes, from: old, to: new) == [])
        }
    }

    @Test("moving one row anywhere is one move and at most two one-row splices")
    func oneMovedRowIsOneMove() async {
        await propertyCheck(count: 300, input: Gen.int(in: 2...300), Gen.int(in: 0...10_000), Gen.int(in: 0...10_000)) {
            count, a, b in
            let from = a % count
            let to = b % count
            var new = (0..<count).map { Row(id: $0) }
            let old = new
            new.insert(new.remove(at: from), at: to)
            let changes = ListChanges(from: old, to: new)
            #expect(changes.moves.count == (from == to ? 0 : 1))
            #expect(changes.splices.allSatisfy { $0.removed + $0.added == 1 })
            #expect(changes.splices.count == (from == to ? 0 : 2))
        }
    }
}

/// A row whose id is an integer in a struct, so the diff hashes it with `hashValue`.
private struct WrappedRow: Identifiable, Equatable {
    struct ID: Hashable { let value: Int }
    let id: ID
    let version: Int

    init(_ row: Row) {
        id = ID(value: row.id)
        version = row.version
    }

    init(_ id: Int) {
        self.id = ID(value: id)
        version = 0
    }
}

/// A row whose id is of any type, the diff's own integer hashing included.
private struct IntegerRow<ID: Hashable>: Identifiable, Equatable {
    let id: ID
}
