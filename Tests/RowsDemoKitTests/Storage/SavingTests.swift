import Foundation
import RowsCore
import Testing

@testable import RowsDemoKit

@Suite("Saving: atomic files, the user's list, choices, window size, XDG folders")
struct SavingTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-saving-\(UUID().uuidString)")

    @Test("an atomic write replaces the file whole, creates its folder and leaves no temporary file")
    func atomicWriteReplacesWhole() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("deep/people.json")
        try AtomicFile.write(Data("old".utf8), to: file)
        try AtomicFile.write(Data("new and longer".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new and longer")
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["people.json"])
    }

    @Test("a write that cannot happen names the file")
    func failedWriteNamesTheFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder in the temporary file's way: the rename over a folder fails.
        let blocked = folder.appendingPathComponent("blocked")
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let error = try #require(throws: SaveError.self) { try AtomicFile.write(Data("new".utf8), to: blocked) }
        #expect(error.file == blocked.path)
        #expect(error.description.hasPrefix("\(blocked.path): cannot replace"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["blocked"], "a temporary file was left")
    }

    @Test("a write that fails half-way leaves the old version whole and no temporary file")
    func failedWriteKeepsOldVersion() async {
        // In a child process, files may grow to 16 bytes only: writing the new version fails after
        // 16 of its bytes (EFBIG), as a full disk would. A write in place would leave a cut file.
        await #expect(processExitsWith: .success) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-saving-limit-\(getpid())")
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("people.json")
            func fail(_ problem: String) -> Never {
                FileHandle.standardError.write(Data("\(problem)\n".utf8))
                exit(1)
            }
            do { try AtomicFile.write(Data("old".utf8), to: file) } catch { fail("first write: \(error)") }
            signal(SIGXFSZ, SIG_IGN)
            var limit = rlimit(rlim_cur: 16, rlim_max: rlim_t.max)
            guard setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0 else { fail("setrlimit") }
            do {
                try AtomicFile.write(Data(repeating: UInt8(ascii: "n"), count: 4096), to: file)
                fail("the write past the limit did not fail")
            } catch let error as SaveError {
                guard error.file == file.path else { fail("the error names \(error.file)") }
            } catch {
                fail("not a SaveError: \(error)")
            }
            let content = (try? String(contentsOf: file, encoding: .utf8)) ?? "<unreadable>"
            guard content == "old" else { fail("the file reads \(content)") }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            guard names == ["people.json"] else { fail("the folder holds \(names)") }
        }
    }

    @Test("a write through a symbolic link replaces the file it leads to, and the link stays a link")
    func writeThroughSymbolicLink() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        let dotfiles = folder.appendingPathComponent("dotfiles")
        let config = folder.appendingPathComponent("config")
        try manager.createDirectory(at: dotfiles, withIntermediateDirectories: true)
        try manager.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: dotfiles.appendingPathComponent("people.json"))
        let link = config.appendingPathComponent("people.json")
        try manager.createSymbolicLink(atPath: link.path, withDestinationPath: "../dotfiles/people.json")
        // A link to a file not made yet: the file is made where it leads.
        let newLink = config.appendingPathComponent("choices.json")
        try manager.createSymbolicLink(
            atPath: newLink.path, withDestinationPath: dotfiles.appendingPathComponent("choices.json").path)

        try AtomicFile.write(Data("new".utf8), to: link)
        try AtomicFile.write(Data("{}".utf8), to: newLink)

        #expect(try manager.destinationOfSymbolicLink(atPath: link.path) == "../dotfiles/people.json")
        #expect(try String(contentsOf: dotfiles.appendingPathComponent("people.json"), encoding: .utf8) == "new")
        #expect(
            try manager.destinationOfSymbolicLink(atPath: newLink.path) == dotfiles.appendingPathComponent("choices.json").path)
        #expect(try String(contentsOf: dotfiles.appendingPathComponent("choices.json"), encoding: .utf8) == "{}")
        #expect(try manager.contentsOfDirectory(atPath: dotfiles.path).sorted() == ["choices.json", "people.json"])
        #expect(try manager.contentsOfDirectory(atPath: config.path).sorted() == ["choices.json", "people.json"])
    }

    @Test(
        "symbolic links that lead round in a loop, into a folder not there, or to a name not UTF-8 are an error naming the file, and nothing is written; a chain of 40 links is followed"
    )
    func symbolicLinkErrors() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let first = folder.appendingPathComponent("a.json")
        try manager.createSymbolicLink(atPath: first.path, withDestinationPath: "b.json")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("b.json").path, withDestinationPath: "a.json")
        let loop = try #require(throws: SaveError.self) { try AtomicFile.write(Data("new".utf8), to: first) }
        #expect(loop.description == "\(first.path): cannot replace (its symbolic links lead round in a loop)")

        // Into the folder of a drive not mounted: the folder is not made, where it would hide the file.
        let unmounted = folder.appendingPathComponent("drive.json")
        let drive = folder.appendingPathComponent("Drive/rows").path
        try manager.createSymbolicLink(atPath: unmounted.path, withDestinationPath: "\(drive)/people.json")
        let missing = try #require(throws: SaveError.self) { try AtomicFile.write(Data("new".utf8), to: unmounted) }
        #expect(
            missing.description == "\(unmounted.path): cannot replace (its symbolic link leads into \(drive), which is not there)"
        )

        // To "caf" and the byte 0xE9 (Latin-1's é), which is not UTF-8.
        let odd = folder.appendingPathComponent("odd.json")
        #expect(symlink(Array("caf".utf8CString).dropLast() + [CChar(bitPattern: 0xE9), 0], odd.path) == 0)
        let notUTF8 = try #require(throws: SaveError.self) { try AtomicFile.write(Data("new".utf8), to: odd) }
        #expect(notUTF8.description == "\(odd.path): cannot replace (its symbolic link leads to a path this app cannot name)")
        #expect(try manager.contentsOfDirectory(atPath: folder.path).sorted() == ["a.json", "b.json", "drive.json", "odd.json"])

        // 40 links, each to the next, the last to the file: followed, as the kernel follows them.
        let chain = folder.appendingPathComponent("chain")
        try manager.createDirectory(at: chain, withIntermediateDirectories: true)
        for link in 0..<40 {
            try manager.createSymbolicLink(
                atPath: chain.appendingPathComponent("\(link)").path,
                withDestinationPath: link == 39 ? "file.json" : "\(link + 1)")
        }
        try AtomicFile.write(Data("end".utf8), to: chain.appendingPathComponent("0"))
        #expect(try String(contentsOf: chain.appendingPathComponent("file.json"), encoding: .utf8) == "end")
        #expect(try manager.destinationOfSymbolicLink(atPath: chain.appendingPathComponent("0").path) == "1")
    }

    @Test("a write keeps the permissions the replaced file had; a new file gets those the umask allows")
    func writeKeepsPermissions() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("people.json")
        try AtomicFile.write(Data("old".utf8), to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        try AtomicFile.write(Data("new".utf8), to: file)
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)

        // In a child process, whose umask may change without touching other tests' files.
        await #expect(processExitsWith: .success) {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-saving-umask-\(getpid())")
            defer { try? FileManager.default.removeItem(at: folder) }
            for (mask, expected) in [(0o077, 0o600), (0o022, 0o644), (0o002, 0o664)] as [(mode_t, Int)] {
                umask(mask)
                let file = folder.appendingPathComponent("new-\(mask).json")
                do { try AtomicFile.write(Data("{}".utf8), to: file) } catch { exit(2) }
                let permissions = try? FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
                guard permissions == expected else {
                    FileHandle.standardError.write(
                        Data("umask \(String(mask, radix: 8)) gave \(String(permissions ?? -1, radix: 8))\n".utf8))
                    exit(1)
                }
            }
        }
    }

    @Test("the user's list starts as the bundled file, is saved to the user's copy, and reads back equal")
    func savedListRoundTrip() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundled = folder.appendingPathComponent("data/people.json")
        let people = [
            Person(id: "a", firstName: "Ada", lastName: "Lovelace", age: 36, isVIP: true, department: "d-eng"),
            Person(id: "b", firstName: "Alan", lastName: "Turing", age: 41),
        ]
        try FileManager.default.createDirectory(at: bundled.deletingLastPathComponent(), withIntermediateDirectories: true)
        try SavedList<Person>.encoded([people[0]]).write(to: bundled)
        var list = SavedList<Person>(
            savedURL: folder.appendingPathComponent("user/people.json"), defaultURL: bundled, defaultName: "data/people.json")
        #expect(!list.hasSavedCopy)
        #expect(try list.load() == [people[0]])
        try list.save(people)
        #expect(list.hasSavedCopy)
        #expect(try list.load() == people)
        #expect(try DataFile.loadList(Person.self, from: bundled) == [people[0]], "the bundled file is not written")
    }

    @Test(
        "a saved copy written by another copy of the app after the list read it is not saved over: the save names the file, which stays as the other left it, until told to save over it"
    )
    func copyChangedElsewhereIsNotSavedOver() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = folder.appendingPathComponent("user/people.json")
        let bundled = folder.appendingPathComponent("data/people.json")
        let (ada, alan) = (
            Person(id: "a", firstName: "Ada", lastName: "Lovelace", age: 36),
            Person(id: "b", firstName: "Alan", lastName: "Turing", age: 41)
        )
        try FileManager.default.createDirectory(at: bundled.deletingLastPathComponent(), withIntermediateDirectories: true)
        try SavedList<Person>.encoded([ada]).write(to: bundled)
        var mine = SavedList<Person>(savedURL: saved, defaultURL: bundled)
        var theirs = SavedList<Person>(savedURL: saved, defaultURL: bundled)
        #expect(try mine.load() == [ada] && theirs.load() == [ada])

        // No saved copy when read; the other copy saves first.
        try theirs.save([ada, alan])
        #expect(throws: SaveError(file: saved.path, problem: Self.changedElsewhere, isChangeElsewhere: true)) {
            try mine.save([])
        }
        #expect(try DataFile.loadList(Person.self, from: saved) == [ada, alan], "their save is kept")

        // Read again, mine saves, and again: its own saves are not someone else's.
        #expect(try mine.load() == [ada, alan])
        try mine.save([alan])
        try mine.save([ada])
        #expect(try DataFile.loadList(Person.self, from: saved) == [ada])

        // A copy changed in place (an editor writing into the file, not replacing it) is seen too,
        // once the file system's clock moved on (it ticks every few milliseconds).
        usleep(50_000)
        let handle = try FileHandle(forUpdating: saved)
        try handle.write(contentsOf: Data("[".utf8))
        try handle.close()
        #expect(throws: SaveError(file: saved.path, problem: Self.changedElsewhere, isChangeElsewhere: true)) {
            try mine.save([alan])
        }
        #expect(try DataFile.loadList(Person.self, from: saved) == [ada])

        // Told to, it saves over the change, and its later saves go on.
        try mine.save([alan], overwritingChangesElsewhere: true)
        try mine.save([alan, ada])
        #expect(try DataFile.loadList(Person.self, from: saved) == [alan, ada])
    }

    private static let changedElsewhere =
        "changed since it was read (by another copy of the app, or another program), so it was not saved over"

    @Test("a damaged saved copy is an error naming it, not a silent fall back to the bundled data")
    func damagedSavedCopyIsAnError() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = folder.appendingPathComponent("people.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"[{"id": 1}]"#.utf8).write(to: saved)
        var list = SavedList<Person>(savedURL: saved, defaultURL: folder.appendingPathComponent("missing.json"))
        #expect(throws: DataFileError(file: saved.path, path: "[0].id", problem: "expected a string, found number")) {
            try list.load()
        }
    }

    @Test("choices are saved and read back; a damaged file names itself and the key")
    func choicesRoundTrip() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let choices = SavedChoices(url: folder.appendingPathComponent("choices.json"))
        #expect(try choices.load() == [:])
        try choices.save(["s-density": 2, "s-sort": 1])
        #expect(try choices.load() == ["s-density": 2, "s-sort": 1])
        try Data(#"{"s-density": "big"}"#.utf8).write(to: choices.url)
        #expect(throws: DataFileError.self) { try choices.load() }
        do { _ = try choices.load() } catch {
            #expect(error.description.hasPrefix("\(choices.url.path): s-density: expected a whole number"))
        }

        // A pick out of its setting's choices is named, not dropped; other keys are left alone.
        let density = Setting(
            id: "s-density", title: "Row density", kind: .valuePicker, choices: ["A", "B", "C"], selectedChoice: 1)
        try choices.save(["s-density": 7, "people-layout": 9])
        #expect(
            throws: DataFileError(
                file: choices.url.path, path: "s-density", problem: "7 is not one of the 3 choices of “Row density” (0 to 2)")
        ) { try choices.load(checkedAgainst: [density]) }
        try choices.save(["s-density": 2, "people-layout": 9])
        #expect(try choices.load(checkedAgainst: [density]) == ["s-density": 2, "people-layout": 9])
    }

    @Test("a window size is restored; a missing, damaged or absurd one gives the standard size")
    func windowSize() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("window.json")
        #expect(WindowSize.load(from: file) == .standard)
        try WindowSize(width: 1000, height: 700, isMaximized: true).save(to: file)
        #expect(WindowSize.load(from: file) == WindowSize(width: 1000, height: 700, isMaximized: true))
        try Data(#"{"width": 5, "height": 700, "isMaximized": false}"#.utf8).write(to: file)
        #expect(WindowSize.load(from: file) == .standard)
        try Data("{".utf8).write(to: file)
        #expect(WindowSize.load(from: file) == .standard)
    }

    @Test("XDG folders follow the variables, ignore relative ones, and default under HOME")
    func userFolders() {
        let set = UserFolders(environment: [
            "HOME": "/home/ada", "XDG_DATA_HOME": "/srv/data", "XDG_CACHE_HOME": "relative/cache",
        ])
        #expect(set.data.path == "/srv/data/rows")
        #expect(set.cache.path == "/home/ada/.cache/rows")
        #expect(set.state.path == "/home/ada/.local/state/rows")
    }

    @Test("the home folder is HOME when absolute (the Files page opens there), else the user database's")
    func homeFolder() {
        #expect(UserFolders.home(environment: ["HOME": "/tmp/elsewhere"]) == "/tmp/elsewhere")
        #expect(UserFolders.home(environment: ["HOME": "relative"]) == NSHomeDirectory())
        #expect(UserFolders.home(environment: [:]) == NSHomeDirectory())
    }
}
