import Foundation
import Testing

@testable import RowsDemoKit

@Suite("Saving the Files page's view: mode, order, hidden files, column widths and order")
struct FilesViewChoicesTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-view-\(UUID().uuidString)")
    private var file: URL { folder.appendingPathComponent("files-view.json") }

    @Test("nothing saved gives the list by name; saved choices read back equal, atomically written")
    func roundTrip() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try FilesViewChoices.load(from: file) == .standard)
        let choices = FilesViewChoices(
            mode: .columns, order: FileOrder(.kind, descending: true), columnWidths: [.name: 320, .size: 80],
            columnOrder: [.kind, .name, .size, .modified], showsHidden: true)
        try choices.save(to: file)
        #expect(try FilesViewChoices.load(from: file) == choices)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "files-view.json" }
        #expect(leftovers.isEmpty)
    }

    @Test("the tree view is saved and read back; a file saved before the tree existed still loads")
    func treeMode() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FilesViewChoices(mode: .tree, order: .size).save(to: file)
        #expect(try String(contentsOf: file, encoding: .utf8).contains(#""mode" : "tree""#))
        #expect(try FilesViewChoices.load(from: file) == FilesViewChoices(mode: .tree, order: .size))
        let older =
            #"{"columnOrder": ["name", "size", "modified", "kind"], "columnWidths": {}, "mode": "columns", "#
            + #""order": {"column": "name", "descending": false}}"#
        try Data(older.utf8).write(to: file)
        #expect(try FilesViewChoices.load(from: file) == FilesViewChoices(mode: .columns))
        #expect(FilesViewMode.tree.shortcut == "<Control>3" && FilesViewMode.tree.shortcutLabel == "Ctrl+3")
    }

    @Test("the grid view is saved and read back with Ctrl+4; a file saved before the grid existed still loads as it was")
    func gridMode() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FilesViewChoices(mode: .grid, order: FileOrder(.modified)).save(to: file)
        #expect(try String(contentsOf: file, encoding: .utf8).contains(#""mode" : "grid""#))
        #expect(try FilesViewChoices.load(from: file) == FilesViewChoices(mode: .grid, order: FileOrder(.modified)))
        let older =
            #"{"columnOrder": ["kind", "name", "size", "modified"], "columnWidths": {"name": 300}, "mode": "tree", "#
            + #""order": {"column": "size", "descending": true}}"#
        try Data(older.utf8).write(to: file)
        let loaded = try FilesViewChoices.load(from: file)
        #expect(loaded.mode == .tree && loaded.order == FileOrder(.size, descending: true))
        #expect(loaded.columnOrder == [.kind, .name, .size, .modified] && loaded.columnWidths == [.name: 300])
        #expect(FilesViewMode.grid.shortcut == "<Control>4" && FilesViewMode.grid.shortcutLabel == "Ctrl+4")
        #expect(FilesViewMode.allCases.map(\.rawValue) == ["list", "columns", "tree", "grid"], "Ctrl+1…4 in this order")
    }

    @Test("keys left out take their defaults; a column missing from the order goes last")
    func partialFiles() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"mode": "columns", "columnOrder": ["size", "name"]}"#.utf8).write(to: file)
        let choices = try FilesViewChoices.load(from: file)
        #expect(choices.mode == .columns && choices.order == .name && choices.columnWidths.isEmpty)
        #expect(choices.columnOrder == [.size, .name, .modified, .kind])
        try Data(#"{"order": {"column": "size"}}"#.utf8).write(to: file)
        #expect(try FilesViewChoices.load(from: file).order == FileOrder(.size), "ascending when left out")
        try Data(#"{"order": {"descending": true}}"#.utf8).write(to: file)
        #expect(try FilesViewChoices.load(from: file).order == FileOrder(.name, descending: true))
    }

    @Test("a damaged file is an error naming the file and the key, and is left as it was")
    func damagedFilesNameTheKey() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cases: [(String, String)] = [
            (#"{"mode": "gallery"}"#, "mode: unknown view “gallery” (known: list, columns, tree, grid)"),
            (#"{"mode": 2}"#, "mode: expected a string"),
            (#"{"columnWidths": {"name": -4}}"#, "columnWidths.name: a width of -4 pixels; expected 1 to 10000"),
            (
                #"{"columnWidths": {"colour": 30}}"#,
                "columnWidths.colour: unknown column “colour” (known: name, size, modified, kind)"
            ),
            (#"{"columnOrder": ["name", "size", "name"]}"#, "columnOrder[2]: “name” is listed twice"),
            (
                #"{"order": {"column": "date", "descending": true}}"#,
                "order.column: unknown column “date” (known: name, size, modified, kind)"
            ),
            (
                #"{"order": {"column": "size", "direction": "up"}}"#,
                "order.direction: unknown key (known keys: column, descending)"
            ),
            (#"{"mdoe": "list"}"#, "mdoe: unknown key (known keys: mode, order, columnWidths, columnOrder, showsHidden)"),
            ("{", "is not valid JSON"),
        ]
        for (text, problem) in cases {
            try Data(text.utf8).write(to: file)
            do {
                _ = try FilesViewChoices.load(from: file)
                Issue.record("\(text) was read")
            } catch {
                #expect(error.description.hasPrefix("\(file.path): \(problem)"), "\(text): \(error.description)")
            }
            #expect(try Data(contentsOf: file) == Data(text.utf8), "the damaged file is left as it was")
        }
    }
}
