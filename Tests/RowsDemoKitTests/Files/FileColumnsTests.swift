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
        let text = FileKind.allCases.filter(\.isText).map(\.rawValue)
        #expect(
            text == [
                "Text", "Markdown document", "Swift source", "C source", "C header", "Python script", "Shell script",
                "JSON document", "HTML document", "CSS stylesheet", "Makefile", "Meson script",
            ])
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
