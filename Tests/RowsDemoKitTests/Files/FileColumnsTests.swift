import Foundation
import RowsCore
import SeededRandom
import Testing

@testable import RowsDemoKit

@Suite("Files in columns: dates, kinds, orders by any column")
struct FileColumnsTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-columns-\(UUID().uuidString)")

    @Test("the listing reads each entry's modification date from the file system")
    func listingReadsModificationDates() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("old.txt")
        try Data(count: 3).write(to: file)
        let then = Date(timeIntervalSince1970: 1_600_000_000.25)
        try FileManager.default.setAttributes([.modificationDate: then], ofItemAtPath: file.path)
        let entries = Dictionary(uniqueKeysWithValues: try FolderListing.entries(of: folder.path).map { ($0.name, $0) })
        let read = try #require(entries["old.txt"]?.modified)
        #expect(abs(read.timeIntervalSince(then)) < 0.001)
        let subfolder = try #require(entries["Sub"]?.modified)
        #expect(abs(subfolder.timeIntervalSinceNow) < 60, "a folder made just now")
    }

    @Test("kinds come from the name as GNOME Files words them; folders are Folder whatever their name")
    func kinds() {
        let cases: [(String, Bool, String)] = [
            ("Sources", true, "Folder"), ("photo.tar.gz", true, "Folder"), ("main.swift", false, "Swift source"),
            ("notes.TXT", false, "Text"), ("logo.png", false, "Image"), ("paper.pdf", false, "PDF document"),
            ("backup.tar.gz", false, "Archive"), ("README", false, "Text"), ("README.md", false, "Markdown document"),
            (".bashrc", false, "Unknown"), ("data.bin", false, "Unknown"), ("trailing.", false, "Unknown"),
            ("libgtk-4.so.1.800.3", false, "Shared library"), ("libz.so", false, "Shared library"),
            ("main.o", false, "Object code"), ("notes.so.txt", false, "Text"), ("a.so.b", false, "Unknown"),
            ("libx.so.so.2", false, "Shared library"), ("x.so..2", false, "Unknown"),
        ]
        for (name, isFolder, kind) in cases {
            #expect(FileEntry(name: name, isFolder: isFolder).kind == kind, "\(name)")
        }
    }

    @Test("a file whose name says nothing is known by its first bytes, as GNOME Files reads a content type")
    func kindsFromContents() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files: [(String, [UInt8], executable: Bool, kind: String)] = [
            ("dev", Array("#!/bin/bash\nset -e\n".utf8), true, "Shell script"),
            ("serve", Array("#!/usr/bin/env -S python3 -u\nprint(1)\n".utf8), true, "Python script"),
            ("Package.resolved", Array("{\n  \"pins\" : [ ]\n}\n".utf8), false, "Text"),
            ("tool", [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0, 0, 0], true, "Program"),
            ("run", [0, 1, 2, 0xFF, 0x10], true, "Program"),
            ("blob", [0, 1, 2, 0xFF, 0x10], false, "Binary"),
            ("picture", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0], false, "Image"),
            ("page", Array("  <!DOCTYPE html>\n<html></html>".utf8), false, "HTML document"),
            ("empty", [], false, "Empty document"),
            ("meson.build", Array("project('x')\n".utf8), false, "Meson script"),
            ("notes.txt", [0, 1, 2], false, "Text"),
        ]
        for (name, bytes, executable, _) in files {
            let path = folder.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            if executable { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path) }
        }
        let entries = Dictionary(uniqueKeysWithValues: try FolderListing.entries(of: folder.path).map { ($0.name, $0) })
        for (name, _, _, kind) in files {
            #expect(entries[name]?.kind == kind, "\(name)")
        }
        #expect(entries["notes.txt"]?.contentType == nil, "a name that says what it is: the file is not read")
        // Read alone, as a folder watch reads a changed file, an entry is known the same way.
        #expect(FolderListing.entry(named: FileName("dev"), in: folder.path) == entries["dev"])
    }

    @Test("signatures: archives, audio, video, PDF, a tar header at byte 257; text as GLib tells it")
    func contentSignatures() {
        func kind(_ bytes: [UInt8], executable: Bool = false) -> FileKind {
            FileContentType.of(contents: bytes, isExecutable: executable).kind
        }
        #expect(kind([0x1F, 0x8B, 8, 0]) == .archive)
        #expect(kind(Array("PK".utf8) + [3, 4, 20, 0]) == .archive)
        #expect(kind([UInt8](repeating: 0, count: 257) + Array("ustar\u{0}00".utf8)) == .archive)
        #expect(kind(Array("%PDF-1.7\n".utf8)) == .pdf)
        #expect(kind(Array("OggS".utf8) + [0, 2]) == .audio)
        #expect(kind([0, 0, 0, 0x20] + Array("ftypisom".utf8)) == .video)
        #expect(kind(Array("#!/usr/bin/perl\n".utf8)) == .text, "a script of an interpreter not known here is text")
        #expect(kind(Array("caf\u{E9} \u{1B}[1m".utf8)) == .binary, "an escape is a control character, as GLib says")
        #expect(kind(Array("tab\tand\r\nbreaks\u{8}".utf8)) == .text)
        #expect(kind([0xC3]) == .text, "a character cut by the bytes read is still text")
        #expect(kind([]) == .emptyDocument)
    }

    @Test("the content type the bytes say is the one GIO names, so the grid finds its icon and thumbnail")
    func contentTypesFromBytes() {
        func type(_ bytes: [UInt8], executable: Bool = false) -> String {
            FileContentType.of(contents: bytes, isExecutable: executable).mimeType
        }
        func isoMedia(_ brand: String) -> [UInt8] { [0, 0, 0, 0x18] + Array("ftyp\(brand)".utf8) + [0, 0, 0, 0] }
        #expect(type([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == "image/png")
        #expect(type([0xFF, 0xD8, 0xFF, 0xE0]) == "image/jpeg")
        #expect(type(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == "image/webp")
        #expect(type(Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)) == "audio/x-wav")
        #expect(type([0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8]) == "image/tiff")
        #expect(type(isoMedia("heic")) == "image/heif", "HEIC shares the ISO media box with video")
        #expect(type(isoMedia("avif")) == "image/avif")
        let stillImage: [UInt8] = [0, 0, 0, 0x1C] + Array("ftypmif1\u{0}\u{0}\u{0}\u{0}mif1miafavif".utf8)
        #expect(type(stillImage) == "image/avif", "AVIF under the general still-image brand")
        #expect(type([0, 0, 0, 0x18] + Array("ftypmif1\u{0}\u{0}\u{0}\u{0}mif1heic".utf8)) == "image/heif")
        #expect(type(isoMedia("3g2a")) == "video/3gpp2")
        #expect(type(isoMedia("M4B ")) == "audio/x-m4b")
        #expect(type(isoMedia("M4A ")) == "audio/mp4")
        #expect(type(isoMedia("qt  ")) == "video/quicktime")
        #expect(type(isoMedia("isom")) == "video/mp4")
        #expect(FileContentType.of(contents: isoMedia("heic"), isExecutable: false).kind == .image)
        #expect(FileContentType.of(contents: isoMedia("M4A "), isExecutable: false).kind == .audio)
        let ebml: [UInt8] = [0x1A, 0x45, 0xDF, 0xA3, 0x9F, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]
        #expect(type(ebml + Array("webm".utf8)) == "video/webm")
        #expect(type(ebml + [0x88] + Array("matroska".utf8)) == "video/x-matroska")
        let ogg = Array("OggS".utf8) + [UInt8](repeating: 0, count: 24)
        #expect(type(ogg + [0x01] + Array("vorbis".utf8)) == "audio/ogg")
        #expect(type(ogg + [0x80] + Array("theora".utf8)) == "video/ogg")
        #expect(
            type(Array("<?xml version=\"1.0\"?>\n<!-- drawn -->\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8))
                == "image/svg+xml")
        #expect(type(Array("<svgfoo/>".utf8)) == "text/plain", "an element named otherwise is not SVG")
        let entities = String(repeating: "<!ENTITY ns \"http://example.org/\">\n", count: 20)
        #expect(type(Array("\u{FEFF}<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n\(entities)]>\n<svg/>".utf8)) == "image/svg+xml")
        #expect(
            type(Array("<!DOCTYPE html><p>\u{0}</p>".utf8)) == "text/html", "HTML found as GIO's magic finds it, text or not")
        #expect(type(Array("<?xml version=\"1.0\"?><feed/>".utf8)) == "text/plain")
        #expect(type(Array("#!/bin/sh\n".utf8)) == "application/x-shellscript")
        func elf(type: UInt8, bigEndian: Bool = false) -> [UInt8] {
            let header: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, bigEndian ? 2 : 1, 1] + [UInt8](repeating: 0, count: 9)
            return header + (bigEndian ? [0, type] : [type, 0]) + [0x3E, 0]
        }
        #expect(type(elf(type: 3)) == "application/x-sharedlib")
        #expect(type(elf(type: 3), executable: true) == "application/x-executable", "a program built position-independent")
        #expect(type(elf(type: 2)) == "application/x-executable")
        #expect(type(elf(type: 1, bigEndian: true)) == "application/x-object")
        #expect(type(elf(type: 1)) == "application/x-object")
        #expect(type(elf(type: 4)) == "application/x-core")
        #expect(type([0, 1, 2], executable: true) == "application/x-executable")
        #expect(type([0, 1, 2]) == "application/octet-stream")
        #expect(type([]) == "application/x-zerosize")
        #expect(!FileContentType.allCases.contains { $0.kind == .unknown || $0.kind == .folder })
    }

    @Test("a modification date shows as GNOME Files shows it: time today, Yesterday, day and month, then the year")
    func modifiedDates() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Paris"))
        func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0) -> Date {
            calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
        }
        let now = date(2026, 3, 2, 9, 30)
        #expect(FileDate.text(for: date(2026, 3, 2, 0, 5), now: now, calendar: calendar) == "00:05")
        #expect(
            FileDate.text(for: date(2026, 3, 2, 18, 45), now: now, calendar: calendar) == "18:45",
            "later today: a clock a bit off")
        #expect(FileDate.text(for: date(2026, 3, 1, 23, 59), now: now, calendar: calendar) == "Yesterday")
        #expect(FileDate.text(for: date(2026, 2, 28), now: now, calendar: calendar) == "28 Feb")
        #expect(FileDate.text(for: date(2026, 1, 1, 0, 0), now: now, calendar: calendar) == "1 Jan")
        #expect(FileDate.text(for: date(2025, 12, 31), now: now, calendar: calendar) == "31 Dec 2025")
        #expect(FileDate.text(for: date(2027, 5, 3), now: now, calendar: calendar) == "3 May 2027", "the future in full")
        #expect(FileDate.text(for: nil, now: now, calendar: calendar) == "—")
        // Just after midnight, the evening before is yesterday.
        #expect(FileDate.text(for: date(2026, 3, 1, 23, 0), now: date(2026, 3, 2, 0, 1), calendar: calendar) == "Yesterday")
    }

    @Test("every order puts folders first in both directions, then orders by its column, ties by name (property)")
    func ordersByAnyColumn() {
        var random = SplitMix64(seed: 14)
        let kinds = ["a.txt", "b.swift", "c.png", "d", "e.pdf"]
        for _ in 0..<200 {
            let count = Int.random(in: 0...30, using: &random)
            let entries = (0..<count).map { index -> FileEntry in
                let isFolder = Bool.random(using: &random)
                let base = kinds[Int.random(in: 0..<kinds.count, using: &random)]
                return FileEntry(
                    name: "\(Int.random(in: 0...5, using: &random))-\(index)-\(base)", isFolder: isFolder,
                    byteCount: isFolder ? nil : Int64.random(in: -1...4, using: &random),
                    itemCount: isFolder ? Int.random(in: 0...3, using: &random) : nil,
                    modified: Bool.random(using: &random)
                        ? Date(timeIntervalSince1970: Double(Int.random(in: 0...3, using: &random))) : nil)
            }
            for order in FileOrder.allCases {
                let sorted = order.sorted(entries)
                #expect(Set(sorted.map(\.name)) == Set(entries.map(\.name)) && sorted.count == entries.count)
                for (left, right) in zip(sorted, sorted.dropFirst()) {
                    #expect(Self.comesBefore(left, right, in: order), "\(order.title): \(left.name) before \(right.name)")
                }
            }
        }
    }

    /// A naive statement of the order, compared pair by pair.
    private static func comesBefore(_ left: FileEntry, _ right: FileEntry, in order: FileOrder) -> Bool {
        if left.isFolder != right.isFolder { return left.isFolder }
        func size(_ entry: FileEntry) -> Int64 { entry.isFolder ? Int64(entry.itemCount ?? -1) : (entry.byteCount ?? -1) }
        let flip = { (ascending: Bool) in order.descending ? !ascending : ascending }
        switch order.column {
        case .name: break
        case .size where size(left) != size(right): return flip(size(left) < size(right))
        case .modified where left.modified != right.modified:
            return flip((left.modified ?? .distantPast) < (right.modified ?? .distantPast))
        case .kind where left.kind != right.kind: return flip(left.kind < right.kind)
        default: break
        }
        let byName = FileOrder.readsBefore(left.name, right.name)
        return order.column == .name && order.descending ? !byName : byName
    }

    @Test("the toolbar's orders are each column both ways, titled for people; the old name and size orders are among them")
    func orderTitles() {
        #expect(FileOrder.allCases.count == FileColumn.allCases.count * 2)
        #expect(Set(FileOrder.allCases.map(\.title)).count == FileOrder.allCases.count)
        #expect(FileOrder.name.title == "Name (A–Z)")
        #expect(FileOrder.size.title == "Size (largest first)")
        #expect(FileOrder.allCases.contains(.size) && FileOrder.allCases.first == .name)
    }
}
