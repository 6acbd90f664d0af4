import Foundation
import RowsCore
import Testing

@testable import RowsDemoKit

@MainActor
@Suite("Changes seen in a folder: gathered in bursts, merged by name, renames keep their row")
struct FolderChangesTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-changes-\(UUID().uuidString)")

    @Test("changes are due 100 ms after the last one, but never more than 200 ms after the first")
    func burstsAreGathered() {
        var changes = FolderChanges()
        #expect(changes.due == nil)
        changes.changed("a", at: 1_000)
        #expect(changes.due == 1_100)
        changes.changed("b", at: 1_050)
        #expect(changes.due == 1_150, "a later change pushes it back")
        for time in stride(from: UInt64(1_060), through: 1_400, by: 20) { changes.changed("c\(time)", at: time) }
        #expect(changes.due == 1_200, "a long burst waits no longer than 200 ms")
        let taken = changes.take()
        #expect(taken.names.count == 20 && changes.isEmpty && changes.due == nil)
    }

    @Test("a rename keeps the entry's id; a new file, a changed size and a deletion are merged by name")
    func mergingKeepsRenamedIdentity() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["old.txt", "gone.txt", "grows.txt"] {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil))
        }
        let entries = try FolderListing.entries(of: folder.path)
        #expect(rename(folder.appendingPathComponent("old.txt").path, folder.appendingPathComponent("new.txt").path) == 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("gone.txt"))
        try Data(count: 10).write(to: folder.appendingPathComponent("grows.txt"))
        // A file now named as the renamed entry's id was: it must get an id of its own.
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("old.txt").path, contents: nil))
        var changes = FolderChanges()
        changes.renamed("old.txt", to: "new.txt", at: 0)
        for name in ["gone.txt", "grows.txt", "old.txt"] { changes.changed(name, at: 0) }

        let merged = FolderContents.merging(changes, into: entries, in: folder.path).entries
        let byName = Dictionary(uniqueKeysWithValues: merged.map { ($0.name, $0) })
        #expect(Set(byName.keys) == ["new.txt", "grows.txt", "old.txt"])
        #expect(byName["new.txt"]?.id == "old.txt", "the renamed entry keeps its id")
        #expect(byName["old.txt"]?.id != "old.txt", "the new old.txt has an id of its own")
        #expect(Set(merged.map(\.id)).count == merged.count, "ids stay unique")
        #expect(byName["grows.txt"]?.byteCount == 10)
    }

    @Test("a link to a file that changed shows the file's new size too, however it names the file")
    func linksFollowTheirTargets() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.txt")
        try Data(count: 1).write(to: target)
        try Data(count: 1).write(to: folder.appendingPathComponent("other.txt"))
        for (link, destination) in [
            ("near", "target.txt"), ("dotted", "./target.txt"), ("whole", target.path), ("elsewhere", "other.txt"),
        ] {
            #expect(symlink(destination, folder.appendingPathComponent(link).path) == 0)
        }
        let entries = try FolderListing.entries(of: folder.path)
        try Data(count: 500).write(to: target)
        var changes = FolderChanges()
        changes.changed("target.txt", at: 0)

        let merged = FolderContents.merging(changes, into: entries, in: folder.path)
        let sizes = Dictionary(uniqueKeysWithValues: merged.entries.map { ($0.name, $0.byteCount) })
        #expect(sizes == ["target.txt": 500, "near": 500, "dotted": 500, "whole": 500, "elsewhere": 1, "other.txt": 1])
        #expect(merged.removedIDs == ["target.txt", "near", "dotted", "whole"], "only the file and its links are read again")
    }

    @Test("a new file whose name reads as a shown one's, in other bytes (a decomposed accent), gets an id of its own")
    func sameTextOtherBytes() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (decomposed, precomposed) = ("e\u{301}.txt", "\u{E9}.txt")
        #expect(decomposed == precomposed && Array(decomposed.utf8) != Array(precomposed.utf8))
        close(creat(folder.path + "/" + decomposed, 0o644))
        let entries = try FolderListing.entries(of: folder.path)
        #expect(entries.map(\.fileName.bytes) == [Array(decomposed.utf8)])
        close(creat(folder.path + "/" + precomposed, 0o644))
        var changes = FolderChanges()
        changes.changed(FileName(precomposed), at: 0)

        let merged = FolderContents.merging(changes, into: entries, in: folder.path)
        #expect(merged.entries.count == 2)
        #expect(Set(merged.entries.map(\.id)).count == 2, "ids stay unique: \(merged.entries.map(\.id.debugDescription))")
        #expect(merged.inserted.map(\.fileName) == [FileName(precomposed)])
    }

    @Test("refreshing keeps the id a renamed entry kept; a new file named as that id gets one of its own")
    func refreshKeepsRenamedIdentity() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("old.txt").path, contents: nil))
        let contents = FolderContents(viewModel: ListViewModel(), folder: "/", order: .name)
        contents.open(folder.path)
        #expect(rename(folder.appendingPathComponent("old.txt").path, folder.appendingPathComponent("new.txt").path) == 0)
        var changes = FolderChanges()
        changes.renamed("old.txt", to: "new.txt", at: 0)
        contents.apply(changes)
        #expect(contents.viewModel.snapshot.items.map(\.id) == ["old.txt"])
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("old.txt").path, contents: nil))

        contents.refresh()
        let byName = Dictionary(uniqueKeysWithValues: contents.viewModel.snapshot.items.map { ($0.name, $0.id) })
        #expect(byName["new.txt"] == "old.txt", "the renamed entry keeps its id across a refresh")
        #expect(byName["old.txt"] != nil && byName["old.txt"] != "old.txt", "the new old.txt has an id of its own")
    }

    @Test("changes applied to shown contents are arranged into the view model")
    func appliedChangesAreShown() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("b").path, contents: nil))
        let contents = FolderContents(viewModel: ListViewModel(), folder: "/", order: .name)
        contents.open(folder.path)
        var applied = 0
        contents.onChangesApplied = { applied += 1 }
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("a").path, contents: nil))
        var changes = FolderChanges()
        changes.changed("a", at: 0)
        contents.apply(changes)
        #expect(contents.viewModel.snapshot.items.map(\.name) == ["a", "b"])
        #expect(applied == 1)
    }
}
