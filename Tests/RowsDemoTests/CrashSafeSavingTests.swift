import Foundation
import GtkTestSupport
import RowsCore
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Kills a process that saves the people list with SIGKILL at random moments, many times, and checks
/// the file is always a complete old or new version, never a torn one.
@Suite("Saving survives SIGKILL")
struct CrashSafeSavingTests {
    private static let binary = BuiltProducts.executable("rows-bench")

    @Test("after 60 kills at random moments the saved file is always one whole version")
    func killedWhileSaving() throws {
        try #require(FileManager.default.fileExists(atPath: Self.binary.path), "build rows-bench first (`./dev test` does)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("people.json")
        var random = SplitMix64(seed: 42)
        var seen = [0, 0]
        for round in 0..<60 {
            let process = Process()
            process.executableURL = Self.binary
            process.arguments = ["save-loop", "--file", file.path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            // Wait until it has saved once, then let it run on for a random moment, mid-save or not.
            _ = errors.fileHandleForReading.availableData
            usleep(UInt32.random(in: 0...40_000, using: &random))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "round \(round)")
            // save-loop alternates 2,000 "Ada"s and 2,007 "Grace"s: a whole file is one of the two.
            let saved = try DataFile.loadList(Person.self, from: file)
            let names = Set(saved.map(\.firstName))
            let index = names == ["Ada"] && saved.count == 2_000 ? 0 : names == ["Grace"] && saved.count == 2_007 ? 1 : nil
            #expect(index != nil, "round \(round): the file is neither version (\(saved.count) people, \(names))")
            if let index { seen[index] += 1 }
        }
        #expect(seen[0] > 0 && seen[1] > 0, "kills landed on both versions: \(seen)")

        // Kills mid-save leave temporary files; the next save, a second on, clears them all.
        sleep(1)
        let list = SavedList<Person>(savedURL: file, defaultURL: file)
        try list.save(try DataFile.loadList(Person.self, from: file))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "people.json" }
        #expect(leftovers.isEmpty, "left behind: \(leftovers)")
    }
}
