import Foundation
import RowsCore
import RowsDemoKit
import Testing

@testable import RowsDemoKit

@Suite("Folders: listing, order, disk usage")
struct FilesTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-files-\(UUID().uuidString)")

    private func makeFolder() throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sub/deeper"), withIntermediateDirectories: true)
        try Data(count: 1_500).write(to: folder.appendingPathComponent("file10.txt"))
        try Data(count: 20).write(to: folder.appendingPathComponent("file2.txt"))
        try Data(count: 7).write(to: folder.appendingPathComponent(".secret"))
        try Data(count: 300).write(to: folder.appendingPathComponent("Sub/deeper/x.bin"))
    }

    @Test("a folder lists files with sizes and subfolders with item counts")
    func listing() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let entries = try FolderListing.entries(of: folder.path)
        let byName = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) })
        #expect(byName["Sub"]?.isFolder == true && byName["Sub"]?.itemCount == 1 && byName["Sub"]?.byteCount == nil)
        #expect(byName["file10.txt"]?.detail == "1.5 kB")
        #expect(byName["Sub"]?.detail == "1 item")
        #expect(entries.count == 4)
    }

    @Test(
        "a folder's count is what opening it shows: its hidden entries only while hidden files show, in the list and in the tree, where a folder holding only hidden ones shows no disclosure then"
    )
    func countsLeaveHiddenEntriesOut() throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("Music"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent("Secrets"), withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: folder) }
        for name in ["Music/song.mp3", "Music/.secret", "Secrets/.key", "Secrets/.token"] {
            try Data(count: 1).write(to: folder.appendingPathComponent(name))
        }
        let entries = try FolderListing.entries(of: folder.path)
        let music = try #require(entries.first { $0.name == "Music" })
        #expect(music.itemCounts == FileEntry.ItemCounts(all: 2, hidden: 1))

        func details(showingHidden: Bool) -> [String] {
            FileOrder.name.arranged(entries, showingHidden: showingHidden).map(\.detail)
        }
        #expect(details(showingHidden: false) == ["1 item", "0 items"])
        #expect(details(showingHidden: true) == ["2 items", "2 items"])
        // Sorted by size, by what each shows.
        #expect(FileOrder(.size, descending: true).arranged(entries, showingHidden: false).map(\.name) == ["Music", "Secrets"])
        // Kept in order as entries change, the inserted ones count as the arranged ones do.
        let updated = FileOrder.name.updating([], removing: [], inserting: entries, showingHidden: false)
        #expect(updated.map(\.detail) == ["1 item", "0 items"])

        func disclosures(showingHidden: Bool) -> [Bool] {
            FolderOutline.nodes(of: entries, in: folder.path, showingHidden: showingHidden).map { $0.children != .loaded([]) }
        }
        #expect(disclosures(showingHidden: false) == [true, false])
        #expect(disclosures(showingHidden: true) == [true, true])
    }

    @Test("a symbolic link shows its target's size and says what it points to; a dangling one says it is broken")
    func symbolicLinks() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = FileManager.default
        try files.createSymbolicLink(atPath: folder.appendingPathComponent("to_notes").path, withDestinationPath: "file10.txt")
        try files.createSymbolicLink(atPath: folder.appendingPathComponent("to_sub").path, withDestinationPath: "Sub")
        try files.createSymbolicLink(
            atPath: folder.appendingPathComponent("gone.md").path, withDestinationPath: "/no/such/file.md")
        try files.createSymbolicLink(
            atPath: folder.appendingPathComponent("to_blob").path, withDestinationPath: "Sub/deeper/x.bin")
        let byName = Dictionary(uniqueKeysWithValues: try FolderListing.entries(of: folder.path).map { ($0.name, $0) })
        let notes = try #require(byName["to_notes"])
        #expect(notes.linkTarget == "file10.txt" && !notes.isBrokenLink)
        #expect(notes.kind == "Link to Text" && notes.detail == "1.5 kB", "the target's kind and size")
        let sub = try #require(byName["to_sub"])
        #expect(sub.isFolder && sub.kind == "Link to Folder" && sub.itemCount == 1)
        let gone = try #require(byName["gone.md"])
        #expect(gone.isBrokenLink && gone.linkTarget == "/no/such/file.md" && gone.kind == "Link (broken)")
        #expect(try #require(byName["to_blob"]).kind == "Link to Binary", "a target named nothing known: its bytes")
        #expect(byName["file10.txt"]?.linkTarget == nil && byName["file10.txt"]?.kind == "Text")
        // One entry read alone (as a folder watch does) knows it is a link too.
        let alone = FolderListing.entry(named: FileName("to_notes"), in: folder.path)
        #expect(alone == notes)
    }

    @Test("a folder of more entries than one thread stats is read whole, each entry stat'ed as it is alone, after a first batch")
    func manyEntriesStatedOnEveryCore() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = FolderReader.entriesPerThread * 2 + 100
        for number in 0..<count {
            if number % 500 == 0 {
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent("folder \(number)/inner"), withIntermediateDirectories: true)
            } else {
                let descriptor = creat(folder.appendingPathComponent("file \(number)").path, 0o644)
                #expect(descriptor >= 0 && ftruncate(descriptor, off_t(number % 7)) == 0)
                close(descriptor)
            }
        }
        let reader = try FolderReader(path: folder.path)
        let first = reader.read(upTo: 10, countingItems: false)
        let rest = reader.read()
        #expect(reader.isAtEnd)
        #expect(first.count == 10 && rest.count == count - 10)
        let folders = first.filter(\.isFolder)
        #expect(folders.allSatisfy { $0.itemCount == nil }, "the first batch does not count a folder's entries")
        let differing = (first + rest).filter { entry in
            !(entry.isFolder && first.contains(entry))
                && entry != FolderListing.entry(named: entry.fileName, in: folder.path, countingItems: true)
        }
        #expect(differing.isEmpty, "\(differing.prefix(3))")
        #expect(rest.allSatisfy { $0.isFolder ? $0.itemCount == 1 : $0.byteCount != nil })
    }

    @Test("an unreadable folder is an error naming it")
    func missingFolder() {
        #expect(throws: FolderError.cannotOpen("/no/such/folder", errorNumber: ENOENT)) {
            try FolderListing.entries(of: "/no/such/folder")
        }
        #expect(
            "\(FolderError.cannotOpen("/no/such/folder", errorNumber: ENOENT))"
                == "/no/such/folder: cannot be opened (No such file or directory)")
    }

    @Test("a folder's error is explained to a person by why it happened, with what to do")
    func explanations() {
        let goUp = "Go up to the folder around it (Alt+Up)."
        #expect(
            FolderError.cannotOpen("/a/Photos", errorNumber: ENOENT).explanation
                == ("“Photos” is not there", "It may have been moved or deleted. \(goUp)"))
        #expect(
            FolderError.cannotOpen("/root", errorNumber: EACCES).explanation
                == ("“root” cannot be opened", "You do not have permission to see its contents. \(goUp)"))
        #expect(FolderError.cannotOpen("/a/notes.txt", errorNumber: ENOTDIR).explanation.title == "“notes.txt” is not a folder")
        #expect(
            FolderError.cannotOpen("/a/b", errorNumber: EIO).explanation
                == ("“b” cannot be read", "/a/b: cannot be opened (Input/output error). \(goUp)"))
    }

    @Test("folders come first; names read naturally; size order puts the largest first; hidden on demand")
    func order() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let entries = try FolderListing.entries(of: folder.path)
        #expect(FileOrder.name.arranged(entries, showingHidden: false).map(\.name) == ["Sub", "file2.txt", "file10.txt"])
        #expect(
            FileOrder.size.arranged(entries, showingHidden: true).map(\.name) == ["Sub", "file10.txt", "file2.txt", ".secret"])
    }

    @Test(
        "disk usage adds up files below a folder; a missing folder holds 0 bytes; clearing keeps the folder and deletes any name")
    func diskUsage() throws {
        try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let total: Int64? = DiskUsage.bytes(under: folder.path)
        #expect(total == Int64(1_500 + 20 + 7 + 300))
        #expect(DiskUsage.bytes(under: folder.appendingPathComponent("none").path) == 0)
        // Names that are not UTF-8, a file and a folder holding one, and a link, go too.
        let odd = FileName(bytes: Array("caf".utf8) + [0xE9])
        close(creat(odd.path(in: folder.path), 0o644))
        let oddFolder = folder.appendingPathComponent("Sub").path + "/" + odd.pathComponent
        #expect(mkdir(FilePathText.bytes(of: oddFolder), 0o755) == 0)
        close(creat(odd.path(in: oddFolder), 0o644))
        #expect(symlink("/", folder.appendingPathComponent("root-link").path) == 0)
        try DiskUsage.removeContents(of: folder.path)
        #expect(DiskUsage.bytes(under: folder.path) == 0)
        #expect(FileManager.default.fileExists(atPath: folder.path))
        #expect(FolderListing.names(in: folder.path) == [], "nothing left")
        #expect(FileManager.default.fileExists(atPath: "/bin"), "a link's target is left alone")
    }
}
