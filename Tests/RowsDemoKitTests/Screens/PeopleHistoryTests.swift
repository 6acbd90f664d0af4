import PropertyBased
import RowsCore
import SeededRandom
import Testing

@testable import RowsDemoKit

/// The people page's undo and redo: edits undone last made first, made again last undone first, a new
/// edit ending what could be made again, at most `limit` kept.
@Suite("Undo and redo history")
struct PeopleHistoryTests {
    private func person(_ number: Int) -> Person {
        Person(id: "p\(number)", firstName: "P", lastName: "\(number)", age: number)
    }

    private func addition(_ number: Int) -> PeopleEdit { .addition(person(number), at: number) }

    @Test("undo takes the edits back last first; redo makes them again in the order they were made")
    func undoThenRedo() {
        var history = PeopleHistory()
        #expect(!history.canUndo && !history.canRedo)
        #expect(history.undo() == nil)
        for number in 1...3 { history.record(addition(number)) }
        #expect(history.undo() == addition(3))
        #expect(history.undo() == addition(2))
        #expect(history.canUndo && history.canRedo)
        #expect(history.redo { $0 } == addition(2))
        #expect(history.redo { $0 } == addition(3))
        #expect(history.redo { $0 } == nil, "nothing more to make again")
        #expect(history.undoable == [addition(1), addition(2), addition(3)])
    }

    @Test("a new edit after an undo ends what could be made again")
    func newEditEndsRedo() {
        var history = PeopleHistory()
        history.record(addition(1))
        history.record(addition(2))
        _ = history.undo()
        history.record(addition(9))
        #expect(!history.canRedo)
        #expect(history.undoable == [addition(1), addition(9)])
    }

    @Test("an edit made again is kept as made this time; one that cannot be made stays to redo")
    func redoKeepsTheEditAsMade() {
        var history = PeopleHistory()
        let first = PeopleEdit.removal([.init(item: person(1), section: "A", index: 4)])
        let again = PeopleEdit.removal([.init(item: person(1), section: "A", index: 2)])
        history.record(first)
        _ = history.undo()
        #expect(history.redo { _ in nil } == nil)
        #expect(history.redoable == [first], "not made: still there to redo")
        #expect(history.redo { _ in again } == again)
        #expect(history.undo() == again, "undone next as made the second time")
    }

    @Test("only the last `limit` edits are kept; the oldest are forgotten")
    func limit() {
        var history = PeopleHistory(limit: 3)
        for number in 1...5 { history.record(addition(number)) }
        #expect(history.undoable == [addition(3), addition(4), addition(5)])
        #expect(PeopleHistory(limit: 0).limit == 1)
    }

    @Test("any sequence of edits, undos and redos agrees with a list of states walked back and forth")
    func randomWalk() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1...6), Gen.int(in: 0...1_000_000)) { limit, seed in
            var random = SplitMix64(seed: UInt64(seed))
            var history = PeopleHistory(limit: limit)
            // The model: the edits made and not forgotten, the first `current` of them in force.
            var made: [Int] = []
            var current = 0
            var nextEdit = 1
            for _ in 0..<40 {
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    history.record(addition(nextEdit))
                    made = Array(made[..<current]) + [nextEdit]
                    if made.count > limit { made.removeFirst(made.count - limit) }
                    current = made.count
                    nextEdit += 1
                case 1:
                    let undone = history.undo()
                    if current > 0 {
                        #expect(undone == addition(made[current - 1]))
                        current -= 1
                    } else {
                        #expect(undone == nil)
                    }
                default:
                    let redone = history.redo { $0 }
                    if current < made.count {
                        #expect(redone == addition(made[current]))
                        current += 1
                    } else {
                        #expect(redone == nil)
                    }
                }
                #expect(history.canUndo == (current > 0))
                #expect(history.canRedo == (current < made.count))
                #expect(history.undoable == made[..<current].map(addition))
            }
        }
    }
}
