import DiffFuzzing
import RowsCore
import Testing

/// The short fuzz run CI does on every change (`rows-bench fuzz` runs the long one), and proof that
/// the audit it relies on catches broken changes.
@Suite("Diff fuzzing")
struct DiffFuzzingTests {
    @Test("3,000 seeded cases of every shape keep every promise the audit checks")
    func shortFuzzRunFindsNoFailure() {
        let summary = FuzzRun(seed: 2026).check(0..<3_000)
        #expect(summary.failures == 0, "\(summary.firstFailures)")
        #expect(Set(summary.casesByShape.keys) == Set(DiffCase.Shape.allCases))
        #expect(summary.rows > 1_000_000, "sizes reach the top of 0–2,000 often enough")
    }

    @Test("a case replays from its seed and number alone")
    func casesReplayFromSeedAndNumber() {
        let run = FuzzRun(seed: 7)
        #expect(run.makeCase(41).description == FuzzRun(seed: 7).makeCase(41).description)
        #expect(run.makeCase(41).description != run.makeCase(42).description)
    }

    @Test("the same fuzzer bytes make the same case; the bytes steer it")
    func byteStreamsAreDeterministic() {
        let bytes: [UInt8] = [3, 200, 17, 5, 99, 0, 42]
        let generator = DiffCaseGenerator()
        func firstCase(_ bytes: [UInt8]) -> String {
            var stream = ByteStream(bytes)
            return generator.makeCase(using: &stream).description
        }
        #expect(firstCase(bytes) == firstCase(bytes))
        // Other bytes, read from the start as well, make another case.
        #expect(firstCase(bytes) != firstCase([4] + bytes.dropFirst()))
        #expect(firstCase(bytes) != firstCase(bytes.map { $0 ^ 0x5A }))
    }

    @Test("the audit notices a dropped splice, an extra move, a missed update and a wrong removal")
    func auditCatchesBrokenChanges() {
        let old = (0..<10).map { Row(id: $0) }
        var new = old
        new.swapAt(2, 7)
        new[5].version = 1
        new.remove(at: 9)
        let right = ListChanges(from: old, to: new)
        #expect(ChangeAudit.problems(in: right, from: old, to: new) == [])

        // [A, B] → [B, A] reported as A moving, with splices that move B: right totals, right replay.
        let pair = [Row(id: 0), Row(id: 1)]
        let swapped = [Row(id: 1), Row(id: 0)]
        let forged = ListChanges(
            removals: [], insertions: [], moves: [.init(from: 0, to: 1)], updates: [],
            splices: [.init(position: 0, removed: 0, added: 1), .init(position: 2, removed: 1, added: 0)])
        #expect(ChangeAudit.replay(forged.splices, on: pair, taking: swapped) == swapped)
        #expect(
            ChangeAudit.problems(in: forged, from: pair, to: swapped).contains { $0.contains("the splices remove old rows [1]") })

        let dropped = ListChanges(
            removals: right.removals, insertions: right.insertions, moves: right.moves, updates: right.updates,
            splices: Array(right.splices.dropLast()))
        #expect(!ChangeAudit.problems(in: dropped, from: old, to: new).isEmpty)

        let extraMove = ListChanges(
            removals: right.removals, insertions: right.insertions, moves: right.moves + [.init(from: 8, to: 8)],
            updates: right.updates, splices: right.splices)
        #expect(!ChangeAudit.problems(in: extraMove, from: old, to: new).isEmpty)

        let missedUpdate = ListChanges(
            removals: right.removals, insertions: right.insertions, moves: right.moves, updates: [],
            splices: right.splices)
        #expect(ChangeAudit.problems(in: missedUpdate, from: old, to: new).contains { $0.contains("not an update") })

        let wrongRemoval = ListChanges(
            removals: [8], insertions: right.insertions, moves: right.moves, updates: right.updates,
            splices: right.splices)
        #expect(ChangeAudit.problems(in: wrongRemoval, from: old, to: new).contains { $0.hasPrefix("removals") })
    }

    @Test("moving more rows than needed breaks the least-moves promise even when the splices replay")
    func auditCatchesTooManyMoves() {
        let old = (0..<4).map { Row(id: $0) }
        let new = [old[1], old[2], old[3], old[0]]
        // Moving 1, 2 and 3 in front of 0 replays exactly but takes three moves where one suffices.
        let wasteful = ListChanges(
            removals: [], insertions: [], moves: [.init(from: 1, to: 0), .init(from: 2, to: 1), .init(from: 3, to: 2)],
            updates: [], splices: [.init(position: 0, removed: 4, added: 4)])
        let problems = ChangeAudit.problems(in: wasteful, from: old, to: new)
        #expect(problems.contains("3 moves where 1 suffice"), "\(problems)")
    }
}
