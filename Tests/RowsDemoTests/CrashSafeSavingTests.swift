import Foundation
import GtkTestSupport
import RowsCore
import RowsDemoKit
import SeededRandom
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Kills a process that saves the people list with SIGKILL at random moments, many times, and checks
/// the file is always a complete old or new version, never a torn one.
@Suite("Saving survives SIGKILL")
struct CrashSafeSavingTests {
    private static let binary = BuiltProducts.executable("rows-bench")
    /// How long the test waits for the saving process to report before it fails (a sanitizer build
    /// on a busy machine starts slowly).
    private static let patience: Int32 = 60_000

    @Test("after kills at random moments within a save, some mid-save, the saved file is always one whole version")
    func killedWhileSaving() throws {
        try #require(FileManager.default.fileExists(atPath: Self.binary.path), "build rows-bench first (`./dev test` does)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("people.json")
        var random = SplitMix64(seed: 42)
        var seen = [0, 0]
        var killsMidSave = 0
        var longestSave = 0
        var round = 0
        // At least 40 rounds, and more until some kill landed mid-save and both versions were seen
        // (a save spends most of its time outside its temporary file's life, so about one kill in
        // ten lands inside it; 400 rounds all missing would be a broken save, not bad luck).
        while round < 40 || ((killsMidSave == 0 || seen.contains(0)) && round < 400) {
            defer { round += 1 }
            let before = Self.identity(of: file)
            let temporaryBefore = Set(try Self.temporaryFiles(in: folder))
            let process = Process()
            process.executableURL = Self.binary
            process.arguments = ["save-loop", "--file", file.path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            defer {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
            }
            // Wait for the first save to be complete: it reports how long it took, and the file is
            // another one than before (each save renames a new file over the old, which changes
            // its inode's change time even when the number is one used before).
            let line = try #require(Self.readLine(errors, timeout: Self.patience), "round \(round): save-loop never saved")
            let saveTime = try #require(line.split(separator: " ").last.flatMap { Int($0) }, "round \(round): \(line)")
            try #require(line.hasPrefix("ready "), "round \(round): \(line)")
            let after = try #require(Self.identity(of: file), "round \(round): no file after a complete save")
            try #require(after != before, "round \(round): the file did not change")
            longestSave = max(longestSave, saveTime)
            // Kill at a random moment within the next three saves (each as long as the longest first
            // save seen): inside the second save, the file still holds version 0; later, version 1
            // or 0 again. However slow the build, the window scales with its saves.
            Self.pause(nanoseconds: Int.random(in: 0...(3 * longestSave), using: &random))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "round \(round)")
            // A kill between a temporary file's creation and its rename leaves it behind.
            if !Set(try Self.temporaryFiles(in: folder)).subtracting(temporaryBefore).isEmpty { killsMidSave += 1 }
            // save-loop alternates 2,000 "Ada"s and 2,007 "Grace"s: a whole file is one of the two.
            let saved: [Person]
            do {
                saved = try DataFile.loadList(Person.self, from: file)
            } catch {
                Issue.record("round \(round): the file cannot be read: \(error)")
                continue
            }
            let names = Set(saved.map(\.firstName))
            let index = names == ["Ada"] && saved.count == 2_000 ? 0 : names == ["Grace"] && saved.count == 2_007 ? 1 : nil
            #expect(index != nil, "round \(round): the file is neither version (\(saved.count) people, \(names))")
            if let index { seen[index] += 1 }
        }
        #expect(seen[0] > 0 && seen[1] > 0, "kills landed on both versions: \(seen)")
        #expect(killsMidSave > 0, "some kill landed mid-save, leaving a temporary file (\(killsMidSave) of \(round) rounds)")

        // The next save clears the temporary files the kills left (those the saves of later rounds
        // have not), once they are a second old (a younger one may be a live writer's that has not
        // taken its lock yet): their times are set back here instead of waiting.
        let leftovers = try Self.temporaryFiles(in: folder)
        let aMinuteAgo = [timeval(tv_sec: time(nil) - 60, tv_usec: 0), timeval(tv_sec: time(nil) - 60, tv_usec: 0)]
        for name in leftovers { #expect(utimes(folder.appendingPathComponent(name).path, aMinuteAgo) == 0) }
        var list = SavedList<Person>(savedURL: file, defaultURL: file)
        try list.save(try DataFile.loadList(Person.self, from: file))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "people.json" }
        #expect(left.isEmpty, "left behind: \(left)")
    }

    /// The temporary files of saves of `people.json` in `folder`.
    private static func temporaryFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".people.json.") }
    }

    /// The file's inode number and its change time in nanoseconds, or nil when there is no file.
    private static func identity(of url: URL) -> [Int]? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        return [Int(status.st_ino), status.st_ctim.tv_sec * 1_000_000_000 + status.st_ctim.tv_nsec]
    }

    /// The first line written to `pipe`, waiting at most `timeout` milliseconds for it.
    private static func readLine(_ pipe: Pipe, timeout: Int32) -> String? {
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        var text = ""
        while !text.hasSuffix("\n") {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, timeout) == 1 else { return nil }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { return nil }
            text.append(Character(UnicodeScalar(byte)))
        }
        return String(text.dropLast())
    }

    /// Sleeps `nanoseconds`: the random moment of a kill (no check waits on it).
    private static func pause(nanoseconds: Int) {
        var duration = timespec(tv_sec: nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
        var remaining = timespec()
        while nanosleep(&duration, &remaining) != 0 && errno == EINTR { duration = remaining }
    }
}
