import RowsCore
import Testing

@testable import RowsDemoKit

/// Moving people in the directory: the department follows the section, undo puts them back, and
/// the arranged order keeps the list as it is.
@Suite("Moving people")
struct PeopleMoveTests {
    private let directory = PeopleDirectory(departments: [
        Department(id: "d-eng", name: "Engineering"), Department(id: "d-design", name: "Design"),
    ])
    private let people = [
        Person(id: "a", firstName: "Ada", lastName: "L", age: 36, department: "d-eng"),
        Person(id: "b", firstName: "Bob", lastName: "K", age: 40, department: "d-design"),
        Person(id: "c", firstName: "Cy", lastName: "M", age: 20, department: "d-eng"),
        Person(id: "x", firstName: "Xi", lastName: "Q", age: 30, department: "d-gone"),
        Person(id: "y", firstName: "Yo", lastName: "Q", age: 30),
    ]

    private func ids(_ snapshot: ListSnapshot<String, Person>) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: snapshot.sections.map { ($0.id, $0.items.map(\.id)) })
    }

    @Test("a person moved into another department's section takes that department; the list is shown as arranged")
    func departmentFollowsTheSection() throws {
        let snapshot = directory.snapshot(of: people)
        let move = try #require(directory.move("a", to: .after("b"), in: snapshot))
        #expect(move.moved.department == "d-design")
        #expect(move.person == people[0])
        #expect(move.formerIndex == 0)
        #expect(
            ids(directory.snapshot(of: move.people)) == [
                "Engineering": ["c"], "Design": ["b", "a"], "No department": ["x", "y"],
            ])
        let within = try #require(directory.move("c", to: .before("a"), in: snapshot))
        #expect(within.moved == people[2], "a move within a department changes nobody")
        #expect(directory.move("zz", to: .before("a"), in: snapshot) == nil)
        #expect(directory.move("a", to: .startOf("Nowhere"), in: snapshot) == nil)
    }

    @Test("undoing a move that arranged a sorted list sorts it again, unless another order was picked since")
    func undoingGivesBackTheSort() throws {
        let snapshot = directory.snapshot(of: people)
        let move = try #require(directory.move("c", to: .startOf("Design"), in: snapshot))
        for order in PersonOrder.allCases {
            let made = move.made(in: order)
            #expect(made.orderBefore == (order == .manual ? nil : order))
            #expect(made.order(onceUndoneFrom: .manual) == order)
            #expect(made.order(onceUndoneFrom: .age) == .age, "a sort picked after the move stays")
        }
        // An order picked since (even "As arranged") is the user's: the history forgets the switches.
        var history = PeopleHistory()
        history.record(.move(move.made(in: .lastName)))
        history.record(.addition(people[0], at: 0))
        history.record(.move(move.made(in: .age)))
        _ = history.undo()
        history.forgetOrderSwitches()
        let moves = (history.undoable + history.redoable).compactMap { edit -> PeopleMove? in
            if case .move(let move) = edit { return move }
            return nil
        }
        #expect(moves.count == 2 && moves.allSatisfy { $0.orderBefore == nil && $0.order(onceUndoneFrom: .manual) == .manual })
        #expect(history.undoable.count == 2 && history.redoable.count == 1, "nothing else changes")
        // Made again, a move that switches a sorted list says so, as it did when first made.
        #expect(
            PeopleEdit.move(move.made(in: .firstName)).redoneMessage(in: directory)
                == "Moved Cy M to Design again. People are now in the order “As arranged”.")
    }

    @Test("moved to No department, a person loses a known department but keeps an unknown one")
    func noDepartment() throws {
        let snapshot = directory.snapshot(of: people)
        #expect(directory.move("a", to: .endOf(PeopleDirectory.noDepartment), in: snapshot)?.moved.department == nil)
        #expect(directory.move("x", to: .after("y"), in: snapshot)?.moved.department == "d-gone")
    }

    @Test("undoing a move puts the person back as they were, where they were; other edits since stay")
    func undoPutsBack() throws {
        let snapshot = directory.snapshot(of: people)
        let move = try #require(directory.move("c", to: .startOf("Design"), in: snapshot))
        #expect(directory.snapshot(of: move.undone(in: move.people)) == snapshot)
        let added = move.people + [Person(id: "n", firstName: "New", lastName: "P", age: 1, department: "d-eng")]
        #expect(ids(directory.snapshot(of: move.undone(in: added)))["Engineering"] == ["a", "c", "n"])
        #expect(PeopleEdit.move(move).undoneMessage(in: directory) == "Moved Cy M back to Engineering.")
        let within = try #require(directory.move("c", to: .before("a"), in: snapshot))
        #expect(PeopleEdit.move(within).undoneMessage(in: directory) == "Moved Cy M back.", "no department it never left")
        #expect(move.madeMessage(in: directory) == "Moved Cy M to Design.")
        #expect(within.madeMessage(in: directory) == "Moved Cy M.")
        #expect(
            within.made(in: .firstName).madeMessage(in: directory)
                == "Moved Cy M. People are now in the order “As arranged”.", "a sort switched off says so")
        #expect(within.made(in: .manual).madeMessage(in: directory) == "Moved Cy M.")
        #expect(PeopleEdit.removal([]).undoneMessage(in: directory) == "Restored 0 people.")
        #expect(
            PeopleEdit.removal([.init(item: move.person, section: "Engineering", index: 0)]).undoneMessage(in: directory)
                == "Restored Cy M.")
        #expect(PeopleEdit.addition(move.person, at: 0).undoneMessage(in: directory) == "Removed Cy M again.")
    }

    @Test("making a move again, after its undo, puts the person as moved where the move took them; other edits since stay")
    func redoMovesAgain() throws {
        let snapshot = directory.snapshot(of: people)
        let move = try #require(directory.move("c", to: .startOf("Design"), in: snapshot))
        #expect(directory.snapshot(of: move.redone(in: move.undone(in: move.people))) == directory.snapshot(of: move.people))
        let removed = move.undone(in: move.people).filter { $0.id != "b" }
        #expect(ids(directory.snapshot(of: move.redone(in: removed)))["Design"] == ["c"])
        #expect(PeopleEdit.move(move).redoneMessage(in: directory) == "Moved Cy M to Design again.")
        let within = try #require(directory.move("c", to: .before("a"), in: snapshot))
        #expect(PeopleEdit.move(within).redoneMessage(in: directory) == "Moved Cy M again.")
        #expect(PeopleEdit.addition(move.person, at: 0).redoneMessage(in: directory) == "Added Cy M again.")
        #expect(
            PeopleEdit.removal([.init(item: move.person, section: "Engineering", index: 0)]).redoneMessage(in: directory)
                == "Removed Cy M again.")
        #expect(
            PeopleEdit.importing(file: "new.json", before: [], after: []).redoneMessage(in: directory)
                == "Imported new.json again.")
    }

    @Test("the arranged order keeps people as saved; the sorts still sort")
    func arrangedOrder() {
        let shuffled = [people[2], people[0], people[1]]
        #expect(PersonOrder.manual.sorted(shuffled) == shuffled)
        #expect(PersonOrder.firstName.sorted(shuffled).map(\.id) == ["a", "b", "c"])
        #expect(PersonOrder(rawValue: 3) == .manual, "the settings' fourth choice, 'As arranged'")
    }
}
