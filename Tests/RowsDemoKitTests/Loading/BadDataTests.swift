import Foundation
import RowsCore
import RowsDemoKit
import Testing

/// Every loader against every kind of bad file: each error names the file and, where there is one,
/// the coding path, and says what is wrong.
@Suite("Bad data, every loader")
struct BadDataTests {
    /// How a good file is spoilt, and the start of the error it must give (after "data/<file>: ").
    enum Damage: String, CaseIterable, Sendable {
        case truncated, wrongType, missingKey, extraKey, empty, notUTF8, duplicateIDs, fiftyMegabytesBadAtTheEnd
    }

    private static let bundled = repositoryRoot.appendingPathComponent("data")

    /// The bundled file's first object, as JSON values.
    private static func sample(_ file: DataDirectory.File) throws -> [String: Any] {
        let data = try Data(contentsOf: bundled.appendingPathComponent(file.rawValue))
        let list = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return try #require(list.first)
    }

    private static func json(_ objects: [[String: Any]]) throws -> Data {
        try JSONSerialization.data(withJSONObject: objects)
    }

    private static func spoilt(_ file: DataDirectory.File, _ damage: Damage) throws -> (bytes: Data, expected: String) {
        let good = try sample(file)
        switch damage {
        case .truncated:
            let whole = try json([good, good])
            return (whole.prefix(whole.count / 2), "is not valid JSON")
        case .wrongType:
            var object = good
            object["id"] = 12
            return (try json([object]), "[0].id: expected a string, found number")
        case .missingKey:
            var object = good
            object["id"] = nil
            return (try json([object]), "[0].id: missing key")
        case .extraKey:
            var object = good
            object["colour"] = "teal"
            return (try json([object]), "[0].colour: unknown key")
        case .empty:
            return (Data(), "the file is empty; expected a JSON list")
        case .notUTF8:
            return (Data([0xFF, 0xFE]) + (try json([good])), "is not UTF-8 text")
        case .duplicateIDs:
            return (try json([good, good]), "[1].id: duplicate id")
        case .fiftyMegabytesBadAtTheEnd:
            // Built as text (one object repeated with its own id), then the last id made a bool.
            var object = good
            object["id"] = "ID-HERE"
            let template = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
            let parts = template.components(separatedBy: "\"ID-HERE\"")
            var text = "["
            var count = 0
            while text.utf8.count < 50_000_000 {
                text += (count == 0 ? "" : ",") + parts[0] + "\"id-\(count)\"" + parts[1]
                count += 1
            }
            text += "," + parts[0] + "false" + parts[1] + "]"
            return (Data(text.utf8), "[\(count)].id: expected a string, found bool")
        }
    }

    private static func load(_ file: DataDirectory.File, from directory: DataDirectory) throws {
        switch file {
        case .users: _ = try directory.users()
        case .pets: _ = try directory.pets()
        case .people: _ = try directory.people()
        case .departments: _ = try directory.departments()
        case .settings: _ = try directory.settings()
        case .colors: _ = try directory.colors()
        }
    }

    @Test("each damage gives an error naming the file and the key", arguments: DataDirectory.File.allCases, Damage.allCases)
    func damagedFile(file: DataDirectory.File, damage: Damage) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-bad-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let (bytes, expected) = try Self.spoilt(file, damage)
        if damage == .fiftyMegabytesBadAtTheEnd { #expect(bytes.count >= 50_000_000) }
        try bytes.write(to: folder.appendingPathComponent(file.rawValue))
        let directory = DataDirectory(folder, name: "data")
        do {
            try Self.load(file, from: directory)
            Issue.record("data/\(file.rawValue) loaded although it is \(damage)")
        } catch let error as DataFileError {
            #expect(error.description.hasPrefix("data/\(file.rawValue): \(expected)"), "\(error)")
        }
    }
}
