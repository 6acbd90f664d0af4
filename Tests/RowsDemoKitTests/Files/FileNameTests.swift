import Foundation
import RowsCore
import Testing

@testable import RowsDemoKit

@Suite("Any file name: kept as the file system's bytes, shown GLib's way")
struct FileNameTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-names-\(UUID().uuidString)")

    /// Makes a file of `size` bytes named `name`'s bytes in `folder`, with open(2).
    private func makeFile(_ name: [UInt8], size: Int) throws {
        let path = FileName(bytes: name).path(in: folder.path)
        let descriptor = open(path, O_CREAT | O_WRONLY, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let data = [UInt8](repeating: 7, count: size)
        #expect(write(descriptor, data, size) == size)
    }

    @Test("a name that is not UTF-8 shows with U+FFFD, keeps its bytes, and is stat'ed by them")
    func invalidUTF8NameIsListedWithItsSize() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = Array("bad".utf8) + [0xFF] + Array("name.txt".utf8)
        try makeFile(bad, size: 5)
        try makeFile(Array("a".utf8) + [0xFF], size: 1)
        try makeFile(Array("a".utf8) + [0xFE], size: 2)

        let entries = try FolderListing.entries(of: folder.path)
        let shown = try #require(entries.first { $0.name == "bad\u{FFFD}name.txt" })
        #expect(shown.byteCount == 5, "stat'ed by its bytes")
        #expect(shown.fileName.bytes == bad)
        #expect(!shown.fileName.isUTF8)
        let twins = entries.filter { $0.name == "a\u{FFFD}" }
        #expect(Set(twins.compactMap(\.byteCount)) == [1, 2], "two names shown alike are two entries")
        #expect(Set(entries.map(\.id)).count == entries.count, "each with an id of its own")
    }

    @Test("a change to a file whose name is not UTF-8 is merged by its bytes")
    @MainActor
    func changesFindNamesByTheirBytes() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = Array("bad".utf8) + [0xFF]
        try makeFile(bad, size: 1)
        let entries = try FolderListing.entries(of: folder.path)
        try makeFile(bad, size: 9)
        var changes = FolderChanges()
        changes.changed(FileName(bytes: bad), at: 0)
        let merged = FolderContents.merging(changes, into: entries, in: folder.path).entries
        #expect(merged.count == 1)
        #expect(merged.first?.byteCount == 9)
    }

    @Test("a UTF-8 name is its text")
    func utf8Name() {
        let name = FileName("Été 2024.txt")
        #expect(name.isUTF8 && name.description == "Été 2024.txt")
        #expect(text(name.path(in: "/tmp")) == "/tmp/Été 2024.txt")
        #expect(text(name.path(in: "/")) == "/Été 2024.txt")
    }

    /// A NUL-terminated path's text, its NUL dropped.
    private func text(_ path: [CChar]) -> String {
        #expect(path.last == 0, "NUL-terminated")
        return String(decoding: path.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
