import Foundation
import Testing

@testable import RowsDemoKit

@Suite("Where a link leads when it is opened")
struct LinkDestinationTests {
    private let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-links-\(UUID().uuidString)")

    /// Makes the link `name` in the test's folder, leading to `target`; returns its path's bytes.
    private func link(_ name: [UInt8], to target: String) -> [CChar] {
        let path = FilePathText.bytes(of: folder.path + "/" + FilePathText.text(of: name))
        #expect(symlink(target, path) == 0, "symlink: \(String(cString: strerror(errno)))")
        return path
    }

    private func link(_ name: String, to target: String) -> [CChar] { link(Array(name.utf8), to: target) }

    @Test("a link leads to a folder, to a file, or nowhere, as it is now, not as it was listed")
    func leadsWhereItLeadsNow() throws {
        let files = FileManager.default
        try files.createDirectory(at: folder.appendingPathComponent("Projects"), withIntermediateDirectories: true)
        defer { try? files.removeItem(at: folder) }
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))

        #expect(LinkDestination(ofLinkAt: link("to-projects", to: "Projects"), target: "Projects") == .folder)
        #expect(LinkDestination(ofLinkAt: link("to-notes", to: "notes.txt"), target: "notes.txt") == .other)
        let soon = link([0x73, 0xFF], to: "later")  // a name that is not UTF-8
        #expect(LinkDestination(ofLinkAt: soon, target: "later") == .nowhere(reason: "it links to later, which is not there"))
        #expect(LinkDestination(ofLinkAt: soon, target: "") == .nowhere(reason: "it is a broken link"), "a target not read")
        // Its target made since, as a folder: it leads there.
        try files.createDirectory(at: folder.appendingPathComponent("later"), withIntermediateDirectories: false)
        #expect(LinkDestination(ofLinkAt: soon, target: "later") == .folder)
        // Gone itself: the link is said to be gone, not its target.
        #expect(unlink(soon) == 0)
        #expect(LinkDestination(ofLinkAt: soon, target: "later") == .nowhere(reason: "it is not there any more"))
    }

    @Test("a loop or a file on the way is told in the system's words")
    func otherProblemsInTheSystemsWords() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        #expect(
            LinkDestination(ofLinkAt: link("loop", to: "loop"), target: "loop")
                == .nowhere(reason: "Too many levels of symbolic links"))
        #expect(
            LinkDestination(ofLinkAt: link("inside", to: "notes.txt/inside"), target: "notes.txt/inside")
                == .nowhere(reason: "Not a directory"))
    }
}
