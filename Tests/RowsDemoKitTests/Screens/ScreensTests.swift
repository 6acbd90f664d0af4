import PropertyBased
import RowsCore
import RowsDemoKit
import SeededRandom
import Testing

@testable import RowsDemoKit

@Suite("Screen rules: the people directory, the add form, settings rows, generated rows")
struct ScreensTests {
    private let departments = [Department(id: "d-eng", name: "Engineering"), Department(id: "d-art", name: "Design")]

    @Test("people are grouped by department in department order; unknown departments go last")
    func peopleByDepartment() {
        let directory = PeopleDirectory(departments: departments)
        let people = [
            Person(id: "1", firstName: "Zoe", lastName: "A", age: 30, department: "d-art"),
            Person(id: "2", firstName: "Ann", lastName: "B", age: 40, department: "d-x"),
            Person(id: "3", firstName: "Bob", lastName: "C", age: 20, department: "d-eng"),
        ]
        let snapshot = directory.snapshot(of: people)
        #expect(snapshot.sectionIDs == ["Engineering", "Design", PeopleDirectory.noDepartment])
        #expect(snapshot.items.map(\.id) == ["3", "1", "2"])
        #expect(directory.searchableText(of: people[0]) == "Zoe A 30 Design")
    }

    @Test("an import naming a department the directory has not is refused, naming the file, the person's place and the id")
    func importedDepartmentsAreChecked() throws {
        let directory = PeopleDirectory(departments: departments)
        let people = [
            Person(id: "a", firstName: "A", lastName: "A", age: 1, department: "d-eng"),
            Person(id: "b", firstName: "B", lastName: "B", age: 2),
            Person(id: "c", firstName: "C", lastName: "C", age: 3, department: "d-nope"),
        ]
        try directory.checkDepartments(of: Array(people.prefix(2)), in: "in.json")
        #expect(
            throws: DataFileError(
                file: "in.json", path: "[2].department", problem: "no department “d-nope” (known: d-eng, d-art)")
        ) {
            try directory.checkDepartments(of: people, in: "in.json")
        }
    }

    @Test("update-or-insert replaces people in place, appends the new and counts only real updates")
    func merging() {
        let people = [
            Person(id: "1", firstName: "A", lastName: "A", age: 1), Person(id: "2", firstName: "B", lastName: "B", age: 2),
        ]
        let merged = PeopleDirectory.merging(
            [
                Person(id: "2", firstName: "B", lastName: "B", age: 3), Person(id: "1", firstName: "A", lastName: "A", age: 1),
                Person(id: "9", firstName: "N", lastName: "N", age: 9),
            ], into: people)
        #expect(merged.people.map(\.id) == ["1", "2", "9"])
        #expect(merged.people[1].age == 3)
        #expect((merged.updated, merged.inserted) == (1, 1))
    }

    @Test(
        "the add form names every field at fault and trims what it keeps",
        arguments: [
            (
                PersonDraft(),
                [PersonDraft.Field.firstName: "Enter a first name", .lastName: "Enter a last name", .age: "Enter an age"]
            ),
            (PersonDraft(firstName: "A", lastName: "B", age: "151"), [.age: "Age must be between 0 and 150"]),
            (
                PersonDraft(firstName: " ", lastName: "B", age: "3.5"),
                [.firstName: "Enter a first name", .age: "Age must be a whole number"]
            ),
            (PersonDraft(firstName: " Ada ", lastName: "Lovelace", age: " 36 "), [:]),
            (
                PersonDraft(firstName: "Ada\tB", lastName: "Love\nlace", age: "36"),
                [
                    .firstName: "Use one line, without tabs or line breaks",
                    .lastName: "Use one line, without tabs or line breaks",
                ]
            ),
        ])
    func draftProblems(draft: PersonDraft, problems: [PersonDraft.Field: String]) {
        #expect(draft.problems == problems)
        #expect((draft.person(id: "x") != nil) == problems.isEmpty)
        if let person = draft.person(id: "x") { #expect(person.fullName == "Ada Lovelace" && person.age == 36) }
    }

    @Test("the edit form starts with the person as they are; a change keeps their id; the change's messages name them")
    func editingAPerson() {
        let ada = Person(id: "p-ada", firstName: "Ada", lastName: "Lovelace", age: 36, isVIP: true, department: "d-eng")
        #expect(
            PersonDraft(ada) == PersonDraft(firstName: "Ada", lastName: "Lovelace", age: "36", isVIP: true, department: "d-eng"))
        #expect(PersonDraft(ada).person(id: ada.id) == ada, "saved unchanged, the person is as before")
        var draft = PersonDraft(ada)
        draft.lastName = "King"
        draft.department = nil
        let king = Person(id: "p-ada", firstName: "Ada", lastName: "King", age: 36, isVIP: true)
        #expect(draft.person(id: ada.id) == king)
        let directory = PeopleDirectory(departments: [Department(id: "d-eng", name: "Engineering")])
        let renamed = PeopleEdit.change(before: ada, after: king, at: 0)
        #expect(renamed.undoneMessage(in: directory) == "Changed Ada King back to Ada Lovelace.")
        #expect(renamed.redoneMessage(in: directory) == "Changed Ada King again.")
        #expect(renamed.peopleToSelect(undone: true) == ["p-ada"] && renamed.peopleToSelect(undone: false) == ["p-ada"])
        var older = ada
        older.age = 37
        #expect(PeopleEdit.change(before: ada, after: older, at: 0).undoneMessage(in: directory) == "Changed Ada Lovelace back.")

        // As arranged: changed in place; moved to another department, last in it; undone, back.
        let (a1, a2) = (
            Person(id: "a1", firstName: "A", lastName: "1", age: 1, department: "d-a"),
            Person(id: "a2", firstName: "A", lastName: "2", age: 1, department: "d-a")
        )
        let b1 = Person(id: "b1", firstName: "B", lastName: "1", age: 1, department: "d-b")
        var older1 = a1
        older1.age = 2
        #expect([a1, a2, b1].changing(older1) == [older1, a2, b1])
        var moved = a1
        moved.department = "d-b"
        #expect([a1, a2, b1].changing(moved) == [a2, b1, moved])
        #expect([a2, b1, moved].restoring(a1, at: 0) == [a1, a2, b1])
    }

    @Test("people sort by first name, last name or age, stably")
    func personOrder() {
        let people = [
            Person(id: "1", firstName: "bea", lastName: "Zed", age: 40),
            Person(id: "2", firstName: "Al", lastName: "Young", age: 30),
            Person(id: "3", firstName: "Cy", lastName: "Abel", age: 30),
        ]
        #expect(PersonOrder.firstName.sorted(people).map(\.id) == ["2", "1", "3"])
        #expect(PersonOrder.lastName.sorted(people).map(\.id) == ["3", "2", "1"])
        #expect(PersonOrder.age.sorted(people).map(\.id) == ["2", "3", "1"])
    }

    @Test("names sort with case and accents aside, as the Files page sorts names: Émile among the E's, not after Zoë")
    func personOrderIgnoresAccents() {
        let people = [
            Person(id: "z", firstName: "Zoë", lastName: "Washburne", age: 31),
            Person(id: "e", firstName: "Émile", lastName: "Zola", age: 62),
            Person(id: "b", firstName: "bob", lastName: "Øster", age: 20),
            Person(id: "c", firstName: "Carol", lastName: "Danvers", age: 38),
            Person(id: "f", firstName: "Frank", lastName: "Oakes", age: 50),
        ]
        #expect(PersonOrder.firstName.sorted(people).map(\.id) == ["b", "c", "e", "f", "z"])
        #expect(PersonOrder.lastName.sorted(people).map(\.id) == ["c", "f", "b", "z", "e"], "Øster with the O's")
        let twins = [
            Person(id: "1", firstName: "Emile", lastName: "A", age: 1),
            Person(id: "2", firstName: "Émile", lastName: "A", age: 1),
        ]
        #expect(PersonOrder.firstName.sorted(twins).map(\.id) == ["1", "2"])
        #expect(PersonOrder.firstName.sorted(twins.reversed()).map(\.id) == ["2", "1"], "names folding alike keep their order")
    }

    @Test("settings rows take saved choices in range, else the file's default, and the measured sizes")
    func settingRows() {
        let settings = [
            Setting(id: "p", title: "Pick", kind: .valuePicker, choices: ["a", "b"], selectedChoice: 1),
            Setting(id: "q", title: "Other", kind: .valuePicker, choices: ["a", "b"], selectedChoice: 0),
            Setting(id: "c", title: "Cache", kind: .byteCountTitle, measures: "cache"),
        ]
        let rows = SettingRow.rows(settings, choices: ["p": 0, "q": 7]) { $0 == "cache" ? 1_200 : nil }
        #expect(rows.map(\.choice) == [0, 0, nil])
        #expect(rows[2].byteCount == 1_200)
    }

    @Test("settings rows go into one section per group, in the order each group first appears; the untitled group has no header")
    func settingGroups() {
        let settings = [
            Setting(id: "a", title: "A", kind: .actionTitle, action: "x", group: "Storage"),
            Setting(id: "b", title: "B", kind: .actionTitle, action: "x"),
            Setting(id: "c", title: "C", kind: .actionTitle, action: "x", group: "Account"),
            Setting(id: "d", title: "D", kind: .actionTitle, action: "x", group: "Storage"),
        ]
        let snapshot = SettingRow.snapshot(of: SettingRow.rows(settings, choices: [:]) { _ in nil })
        #expect(snapshot.sections.map(\.id) == ["Storage", "", "Account"])
        #expect(snapshot.sections.map { $0.items.map(\.id) } == [["a", "d"], ["b"], ["c"]])
        #expect(snapshot.sections.map(\.showsHeader) == [true, false, true])
        let blank = Setting(id: "e", title: "E", kind: .actionTitle, action: "x", group: " ")
        #expect(blank.validationProblems().map(\.key) == ["group"])
    }

    @Test("generated rows are the same for a seed, mixed in kind, and random edits keep ids unique")
    func generatedRows() {
        let rows = GeneratedRows.make(count: 10_000, seed: 3)
        #expect(rows == GeneratedRows.make(count: 10_000, seed: 3))
        #expect(Set(rows.map(\.kind)).count == 3)
        var random = SplitMix64(seed: 5)
        var nextID = rows.count
        var changed = rows
        for _ in 0..<20 { changed = GeneratedRows.randomlyChanged(changed, size: 40, nextID: &nextID, using: &random) }
        #expect(Set(changed.map(\.id)).count == changed.count)
        #expect(changed.count == rows.count, "as many inserted as removed")
        #expect(GeneratedRow.grouped(1_234_567) == "1,234,567")
        #expect(GeneratedRow.grouped(-1_000) == "-1,000")
    }

    @Test("grouped numbers have a comma every three digits from the right, whatever the number")
    func groupedNumbers() async {
        await propertyCheck(count: 500, input: Gen.int(in: Int.min...Int.max), Gen.int(in: -99_999...99_999)) { large, small in
            for number in [large, small] {
                let digits = String(number.magnitude)
                let groups = stride(from: digits.count, to: 0, by: -3).reversed().map {
                    String(
                        digits[
                            digits.index(
                                digits.startIndex, offsetBy: max($0 - 3, 0))..<digits.index(digits.startIndex, offsetBy: $0)])
                }
                #expect(GeneratedRow.grouped(number) == (number < 0 ? "-" : "") + groups.joined(separator: ","))
                #expect(GeneratedRow(id: number, kind: .tag, value: 0).title == "Row " + GeneratedRow.grouped(number))
            }
        }
        #expect(GeneratedRow.grouped(0) == "0" && GeneratedRow.grouped(Int.min) == "-9,223,372,036,854,775,808")
        #expect(GeneratedRow(id: 1_234_567, kind: .note, value: 0).title == "Row 1,234,567")
        #expect(GeneratedRow(id: -12, kind: .note, value: 0).title == "Row -12")
    }

    @Test("a pet and a user share the row; the user's row has no image and ids never collide")
    func companions() {
        let snapshot = Companion.snapshot(
            users: [User(id: "x", name: "Ada", nickname: "")],
            pets: [Pet(id: "x", name: "Rex", owner: "Ada", breed: "Dog", weight: 3)])
        #expect(snapshot.items.map(\.id) == ["user/x", "pet/x"])
        #expect(snapshot.items[0].content.image == nil)
        #expect(snapshot.items[0].searchableText == "Ada")
        #expect(snapshot.items[1].searchableText == "Rex Owner: Ada Dog 3.0 kg")
    }
}
