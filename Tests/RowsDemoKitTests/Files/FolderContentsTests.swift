import Foundation
import RowsCore
import Testing

@testable import RowsDemoKit

@MainActor
@Suite("A folder's contents: the first screenful at once, the rest off the main actor")
struct FolderContentsTests {
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("rows-contents-\(UUID().uuidString)")

    /// A folder in `root` named `name` holding `count` empty files "file 0", "file 1"…
    private func makeFolder(_ name: String, files count: Int) throws -> String {
        let folder = root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for number in 0..<count {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("file \(number)").path, contents: nil))
        }
        return folder.path
    }

    private func contents(held: HeldBackground) -> FolderContents {
        let viewModel = ListViewModel<Int, FileEntry>()
        viewModel.scheduler = WorkScheduler(background: held.hold, main: { work in MainActor.assumeIsolated { work() } })
        return FolderContents(viewModel: viewModel, folder: "/", order: .name)
    }

    @Test("a big folder shows its first batch at once, then all of it, in order, once read off the main actor")
    func bigFolderArrivesInBatches() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let big = try makeFolder("big", files: 500)
        let held = HeldBackground()
        let contents = contents(held: held)
        var listing: [Bool] = []
        contents.onListingChange = { listing.append($0) }

        try contents.open(big)
        #expect(contents.viewModel.snapshot.itemCount == FolderContents.firstBatch)
        #expect(contents.isListing)
        #expect(held.runAll() == 1, "the rest is read off the main actor")
        #expect(!contents.isListing)
        #expect(listing == [true, false], "the spinner turned while it read")
        let expected = (0..<500).map { "file \($0)" }
        #expect(contents.viewModel.snapshot.items.map(\.name) == expected)
    }

    @Test("a folder of one batch or less is shown at once, with nothing read off the main actor")
    func smallFolderIsShownAtOnce() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let small = try makeFolder("small", files: FolderContents.firstBatch)
        let held = HeldBackground()
        let contents = contents(held: held)
        try contents.open(small)
        #expect(contents.viewModel.snapshot.itemCount == FolderContents.firstBatch)
        #expect(!contents.isListing)
        #expect(held.runAll() == 0)
    }

    @Test("subfolders show at once, their entries counted off the main actor and filled in after")
    func subfolderCountsArriveLater() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try makeFolder("folder", files: 1)
        _ = try makeFolder("folder/Sub", files: 2)
        let held = HeldBackground()
        let contents = contents(held: held)
        try contents.open(folder)
        #expect(contents.viewModel.snapshot.items.map(\.name) == ["Sub", "file 0"])
        #expect(contents.viewModel.snapshot.items.first?.itemCount == nil, "not counted on the main actor")
        #expect(contents.isListing)
        #expect(held.runAll() == 1)
        #expect(contents.viewModel.snapshot.items.first?.detail == "2 items")
        #expect(!contents.isListing)
    }

    @Test("opening another folder while one is read cancels it: the other folder stays shown")
    func openingAnotherFolderCancelsTheReading() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let big = try makeFolder("big", files: 500)
        let small = try makeFolder("small", files: 3)
        let held = HeldBackground()
        let contents = contents(held: held)
        try contents.open(big)
        try contents.open(small)
        #expect(!contents.isListing)
        _ = held.runAll()
        #expect(contents.viewModel.snapshot.items.map(\.name) == ["file 0", "file 1", "file 2"])
        #expect(contents.folder == small)
    }

    @Test("refreshing a big folder keeps what it shows until the folder is read again in full")
    func refreshShowsTheWholeFolderOnce() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let big = try makeFolder("big", files: 300)
        let held = HeldBackground()
        let contents = contents(held: held)
        try contents.open(big)
        _ = held.runAll()
        #expect(FileManager.default.createFile(atPath: "\(big)/file 300", contents: nil))
        try contents.refresh()
        #expect(contents.viewModel.snapshot.itemCount == 300, "no half-read folder shown")
        #expect(held.runAll() == 1)
        #expect(contents.viewModel.snapshot.itemCount == 301)
    }
}

/// Background work held until the test lets it run, here, in order.
final class HeldBackground: Sendable {
    private let works = Locked<[WorkScheduler.Work]>([])

    @Sendable func hold(_ work: @escaping WorkScheduler.Work) {
        works.withLock { $0.append(work) }
    }

    /// Runs the held work (and work it holds meanwhile); returns how many pieces there were.
    func runAll() -> Int {
        var count = 0
        while true {
            let all = works.withLock { works in
                defer { works = [] }
                return works
            }
            if all.isEmpty { return count }
            for work in all { work() }
            count += all.count
        }
    }
}
