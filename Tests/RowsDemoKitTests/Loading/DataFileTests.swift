import Foundation
import RowsCore
import RowsDemoKit
import Testing

@Suite("Data files")
struct DataFileTests {
    private func pets(_ json: String) throws(DataFileError) -> [Pet] {
        try DataFile.decodeList(Pet.self, from: Data(json.utf8), name: "data/pets.json")
    }

    private func error(_ json: String) -> String {
        do {
            _ = try pets(json)
            return "no error"
        } catch {
            return error.description
        }
    }

    private let rex = #"{"id": "p1", "name": "Rex", "owner": "Alan", "breed": "Shepherd", "weight": 34.5}"#

    @Test("every bundled data file loads")
    func bundledDataLoads() throws {
        let data = DataDirectory(repositoryRoot.appendingPathComponent("data"), name: "data")
        #expect(try data.users().count == 8)
        #expect(try data.pets().count == 8)
        #expect(try data.people().count == 12)
        #expect(try data.departments().count == 5)
        #expect(Set(try data.settings().map(\.kind)) == Set(SettingKind.allCases), "every settings cell is shown")
        #expect(Set(try data.colors().map(\.family)) == Set(ColorSwatch.Family.allCases))
    }

    @Test("two departments of one name, or one named as the section of people with none, are named: their names title sections")
    func departmentsNamedAlike() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-departments-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = DataDirectory(folder, name: "mine")
        let file = data.url(of: .departments)
        try Data(
            #"[{"id": "d-lon", "name": "Sales", "location": "London"}, {"id": "d-ber", "name": "Sales", "location": "Berlin"}]"#
                .utf8
        ).write(to: file)
        #expect(
            throws: DataFileError(
                file: "mine/departments.json", path: "[1].name",
                problem: "“Sales” names [0] too; each department needs a name of its own, which titles its section")
        ) { try data.departments() }
        try Data(#"[{"id": "d-none", "name": "No department", "location": "Nowhere"}]"#.utf8).write(to: file)
        #expect(
            throws: DataFileError(
                file: "mine/departments.json", path: "[0].name",
                problem: "“No department” is the section of people with no department; name the department otherwise")
        ) { try data.departments() }
        try Data(#"[{"id": "d-lon", "name": "Sales London", "location": "London"}]"#.utf8).write(to: file)
        #expect(try data.departments().map(\.id) == ["d-lon"])
    }

    @Test("a value of the wrong type names its index and key")
    func wrongType() {
        let json =
            "[\(rex), \(rex.replacingOccurrences(of: "\"p1\"", with: "\"p2\"").replacingOccurrences(of: "34.5", with: "\"heavy\""))]"
        #expect(error(json) == "data/pets.json: [1].weight: expected a number, found a string")
    }

    @Test("a missing key, a null and an unknown key are named")
    func missingNullAndUnknownKeys() {
        #expect(
            error(#"[{"id": "p1", "name": "Rex", "owner": "Alan", "weight": 3}]"#) == "data/pets.json: [0].breed: missing key")
        #expect(
            error(rex.replacingOccurrences(of: "\"Rex\"", with: "null").wrappedInList)
                == "data/pets.json: [0].name: expected a string, found null")
        #expect(
            error(rex.replacingOccurrences(of: "\"weight\"", with: "\"wieght\": 1, \"weight\"").wrappedInList)
                == "data/pets.json: [0].wieght: unknown key (known keys: avatar, breed, id, name, owner, weight)")
    }

    @Test("an empty file, text that is not UTF-8 and broken JSON say so")
    func unreadableContent() {
        #expect(error("  \n") == "data/pets.json: the file is empty; expected a JSON list")
        #expect(throws: DataFileError(file: "x.json", problem: "is not UTF-8 text")) {
            try DataFile.decodeList(Pet.self, from: Data([0x5B, 0xFF, 0xFE, 0x5D]), name: "x.json")
        }
        // Where the JSON breaks, as an editor shows it (Foundation's own message said only that the
        // data was not valid JSON, twice).
        #expect(error("[\(rex)") == "data/pets.json: is not valid JSON: it ends too soon")
        #expect(error("[\(rex),\n  \(rex),,\n]") == "data/pets.json: is not valid JSON: line 2, column \(rex.count + 4)")
        #expect(error("[\n  {\"id\": \"é\" x}]") == "data/pets.json: is not valid JSON: line 2, column 14")
        #expect(error("{}") == "data/pets.json: expected a list, found a dictionary")
    }

    @Test("a repeated id names both places")
    func duplicateIDs() {
        #expect(error("[\(rex), \(rex)]") == "data/pets.json: [1].id: duplicate id p1 (first used at [0])")
    }

    @Test("values that decode but make no sense are named with the rule they break")
    func validation() {
        #expect(
            error(rex.replacingOccurrences(of: "34.5", with: "-2").wrappedInList)
                == "data/pets.json: [0].weight: must be a weight in kilograms, 0 or more")
        let badSetting = #"[{"id": "s", "title": "Sort", "kind": "valuePickerLabel", "choices": ["A"], "selectedChoice": 3}]"#
        #expect(throws: DataFileError(file: "settings.json", path: "[0].selectedChoice", problem: "must be between 0 and 0")) {
            try DataFile.decodeList(Setting.self, from: Data(badSetting.utf8), name: "settings.json")
        }
        // A name holding a line break or a tab (JSON escapes them) is refused, naming the key.
        for (key, name) in [("firstName", #"Line\nBreak"#), ("lastName", #"Tab\there"#), ("lastName", #"Next\u2028line"#)] {
            let person = #"{"id": "p", "firstName": "A", "lastName": "B", "age": 30, "isVIP": false}"#
                .replacingOccurrences(of: key == "firstName" ? #""A""# : #""B""#, with: "\"\(name)\"")
            #expect(
                throws: DataFileError(
                    file: "people.json", path: "[0].\(key)",
                    problem: "must be one line, without line breaks, tabs or other control characters")
            ) {
                try DataFile.decodeList(Person.self, from: Data("[\(person)]".utf8), name: "people.json")
            }
        }
        #expect(throws: Never.self) {
            try DataFile.decodeList(
                Person.self,
                from: Data(#"[{"id": "p", "firstName": "Zoë", "lastName": "O’Brien-Núñez", "age": 30, "isVIP": false}]"#.utf8),
                name: "people.json")
        }
        let badKind = #"[{"id": "s", "title": "Sort", "kind": "slider"}]"#
        let known = "disclosureTitle, byteCountTitle, disclosureByteCountTitle, actionTitle, valuePicker, valuePickerLabel"
        #expect(
            throws: DataFileError(file: "s.json", path: "[0].kind", problem: "unknown setting kind “slider” (known: \(known))")
        ) {
            try DataFile.decodeList(Setting.self, from: Data(badKind.utf8), name: "s.json")
        }
        let badColor = #"[{"id": "c", "name": "Red", "hex": "red", "family": "red"}]"#
        #expect(
            throws: DataFileError(file: "c.json", path: "[0].hex", problem: ##"expected a color like "#ff8800", found "red""##)
        ) {
            try DataFile.decodeList(ColorSwatch.self, from: Data(badColor.utf8), name: "c.json")
        }
    }

    @Test("a file that cannot be read names the file and why")
    func missingFile() {
        let folder = DataDirectory(URL(fileURLWithPath: "/nonexistent-rows"), name: "elsewhere")
        #expect(throws: DataFileError(file: "elsewhere/users.json", problem: "cannot be read (no such file)")) {
            try folder.users()
        }
    }
}

extension String {
    fileprivate var wrappedInList: String { "[\(self)]" }
}
