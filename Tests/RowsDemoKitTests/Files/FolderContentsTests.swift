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

    @Test("a big folder is read off the main actor: its first batch shows as it arrives, then all of it, in order")
    func bigFolderArrivesInBatches() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let big = try makeFolder("big", files: 500)
        let held = HeldBackground()
        let contents = contents(held: held)
        var listing: [Bool] = []
        contents.onListingChange = { listing.append($0) }

        contents.open(big)
        #expect(contents.viewModel.snapshot.itemCount == 0, "nothing is read on the main actor")
        #expect(contents.isListing)
        #expect(held.runNext(), "the first batch is read off the main actor")
        #expect(contents.viewModel.snapshot.itemCount == FolderContents.firstBatch)
        #expect(contents.isListing)
        #expect(held.runAll() == 1, "the rest is read off the main actor")
        #expect(!contents.isListing)
        #expect(listing == [true, false], "the spinner turned while it read")
        let expected = (0..<500).map { "file \($0)" }
        #expect(contents.viewModel.snapshot.items.map(\.name) == expected)
    }

    @Test(
        "a change still being shown when the entries are arranged anew (hidden files hidden) is not made again on the new arrangement: a hidden file made meanwhile stays hidden"
    )
    func changeNotRedoneOnANewArrangement() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try makeFolder("changing", files: 3)
        let held = HeldBackground()
        let contents = contents(held: held)
        contents.showsHidden = true
        contents.open(folder)
        #expect(held.runAll() >= 1)
        #expect(contents.viewModel.snapshot.items.map(\.name) == ["file 0", "file 1", "file 2"])

        // A hidden file appears; its change is merged, then shown off the main actor.
        #expect(FileManager.default.createFile(atPath: folder + "/.cache", contents: nil))
        var changes = FolderChanges()
        changes.changed(".cache", at: 0)
        contents.apply(changes)
        #expect(held.runNext(), "the merge")
        // Meanwhile the person hides hidden files: arranged anew at once (a small folder).
        contents.showsHidden = false
        contents.arrange()
        #expect(contents.viewModel.snapshot.items.map(\.name) == ["file 0", "file 1", "file 2"])
        _ = held.runAll()  // the change's diff lands on a list changed meanwhile: made again, or not
        #expect(contents.viewModel.snapshot.items.map(\.name) == ["file 0", "file 1", "file 2"], "the hidden file stays hidden")
        #expect(contents.entries.contains { $0.name == ".cache" }, "but is among the entries")
    }

    @Test("a folder of one batch or less is read off the main actor in one piece, and shown whole")
    func smallFolderIsShownInOnePiece() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let small = try makeFolder("small", files: FolderContents.firstBatch)
        let held = HeldBackground()
        let contents = contents(held: held)
        contents.open(small)
        #expect(contents.viewModel.snapshot.itemCount == 0)
        #expect(held.runAll() == 1)
        #expect(contents.viewModel.snapshot.itemCount == FolderContents.firstBatch)
        #expect(!contents.isListing)
    }

    @Test("a folder that cannot be read is found so off the main actor: it shows nothing and is reported")
    func unreadableFolderIsReported() throws {
        let missing = root.appendingPathComponent("missing").path
        let held = HeldBackground()
        let contents = contents(held: held)
        var errors: [FolderError] = []
        contents.onError = { errors.append($0) }
        contents.open(missing)
        #expect(errors.isEmpty && contents.isListing)
        #expect(held.runAll() == 1)
        #expect(errors.map(\.folder) == [missing])
        #expect(contents.viewModel.snapshot.itemCount == 0)
        #expect(!contents.isListing)
        #expect(contents.folder == missing, "going up or refreshing start from it")
    }

    @Test("subfolders show with the first batch, their entries counted off the main actor and filled in after")
    func subfolderCountsArriveLater() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try makeFolder("folder", files: 1)
        _ = try makeFolder("folder/Sub", files: 2)
        let held = HeldBackground()
        let contents = contents(held: held)
        contents.open(folder)
        #expect(held.runNext())
        #expect(contents.viewModel.snapshot.items.map(\.name) == ["Sub", "file 0"])
        #expect(contents.viewModel.snapshot.items.first?.itemCount == nil, "not counted with the first batch")
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
        contents.open(big)
        contents.open(small)
        _ = held.runAll()
        #expect(!contents.isListing)
        #expect(contents.viewModel.snapshot.items.map(\.name) == ["file 0", "file 1", "file 2"])
        #expect(contents.folder == small)
    }

    @Test("refreshing a big folder keeps what it shows until the folder is read again in full")
    func refreshShowsTheWholeFolderOnce() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let big = try makeFolder("big", files: 300)
        let held = HeldBackground()
        let contents = contents(held: held)
        contents.open(big)
        _ = held.runAll()
        #expect(FileManager.default.createFile(atPath: "\(big)/file 300", contents: nil))
        contents.refresh()
        #expect(held.runNext())
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

    /// Runs the first piece of work held, if any; returns whether there was one.
    func runNext() -> Bool {
        let first = works.withLock { works in works.isEmpty ? nil : works.removeFirst() }
        first?()
        return first != nil
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
