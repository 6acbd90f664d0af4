import Foundation
import RowsCore
import Testing

@testable import RowsDemoKit

@Suite("A folder's children as outline nodes, for the tree view")
struct FolderOutlineTests {
    private let root = FileManager.default.temporaryDirectory.appendingPathComponent("rows-outline-\(UUID().uuidString)")

    private func makeTree() throws {
        for folder in ["A/README.md", "B/README.md"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(count: 4).write(to: root.appendingPathComponent(folder))
        }
        try Data(count: 1).write(to: root.appendingPathComponent("file10.txt"))
        try Data(count: 1).write(to: root.appendingPathComponent("file2.txt"))
        try Data(count: 1).write(to: root.appendingPathComponent(".hidden"))
    }

    @Test("folders come with children to list on expand, files as leaves, in order; hidden on demand")
    func childrenAreNodes() async throws {
        try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let nodes = try await FolderOutline.listChildren(of: root.path)
        #expect(nodes.map(\.item.name) == ["A", "B", "file2.txt", "file10.txt"])
        #expect(nodes.map(\.children.state) == [.notLoaded, .notLoaded, .loaded, .loaded])
        #expect(nodes[0].item.id == root.standardizedFileURL.path + "/A")
        let withHidden = try FolderOutline.children(of: root.path, order: .size, showingHidden: true)
        #expect(withHidden.map(\.item.name).contains(".hidden"))
    }

    @Test(
        "two names that read alike in other bytes (a composed and a decomposed accent, as macOS writes them) are two entries with ids of their own, in a listing and in an outline"
    )
    func namesAlikeInOtherBytes() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let (composed, decomposed) = ("\u{E9}t\u{E9}.txt", "e\u{301}te\u{301}.txt")
        try #require(composed == decomposed, "Swift's strings compare them equal")
        for name in [composed, decomposed, "plain.txt"] { close(creat(root.path + "/" + name, 0o644)) }
        let entries = try FolderListing.entries(of: root.path)
        #expect(entries.count == 3 && Set(entries.map(\.id)).count == 3, "\(entries.map(\.id.debugDescription))")
        #expect(entries.first { Array($0.name.utf8) == Array(composed.utf8) }?.id == composed, "the composed name is its own id")
        #expect(entries.first { $0.name == "plain.txt" }?.id == "plain.txt")
        #expect(Set(entries.map { $0.fileName.bytes }) == Set([composed, decomposed, "plain.txt"].map { Array($0.utf8) }))
        // An outline of them (the tree view) stops on two nodes with one id: it must not.
        let nodes = try FolderOutline.children(of: root.path)
        let outline = OutlineSnapshot(roots: nodes)
        #expect(outline.rows.count == 3)
    }

    @Test(
        "two folders whose names read alike in other bytes, each holding a file of one name, both expanded: the files have ids of their own, below their folders' ids"
    )
    func filesInFoldersAlikeInOtherBytes() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let folders = ["Caf\u{E9}", "Cafe\u{301}"]
        for folder in folders {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: false)
            close(creat(root.path + "/" + folder + "/a.txt", 0o644))
        }
        let roots = try FolderOutline.children(of: root.path)
        let tree = try FolderOutline.tree(of: root.path, expanded: Set(roots.map(\.item.id)))
        let children = tree.flatMap { node in
            guard case .loaded(let children) = node.children else { return [FileEntry]() }
            return children.map(\.item)
        }
        #expect(children.count == 2)
        // Stopped: an outline of two nodes with one id stops the app.
        try #require(Set(children.map(\.id)).count == 2, "\(children.map(\.id.debugDescription))")
        for node in tree {
            guard case .loaded(let children) = node.children else { continue }
            #expect(
                children.allSatisfy { $0.item.id.hasPrefix(node.item.id + "/") }, "\(children.map(\.item.id.debugDescription))")
            #expect(children.allSatisfy { $0.item.pathText == node.item.pathText.map { $0 + "/a.txt" } })
        }
        let outline = OutlineSnapshot(roots: tree, expanded: Set(roots.map(\.item.id)))
        #expect(outline.rows.count == 4)
    }

    @Test("a folder counted empty is a leaf, with no disclosure; one not counted still has one")
    func emptyFolderHasNoDisclosure() throws {
        try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Empty"), withIntermediateDirectories: false)
        let nodes = try FolderOutline.children(of: root.path)
        #expect(nodes.map(\.item.name) == ["A", "B", "Empty", "file2.txt", "file10.txt"])
        #expect(nodes.map(\.item.itemCount) == [1, 1, 0, nil, nil])
        #expect(nodes.map(\.children.state) == [.notLoaded, .notLoaded, .loaded, .loaded, .loaded])
        let outline = OutlineSnapshot(roots: nodes)
        #expect(outline.rows.map(\.isExpandable) == [true, true, false, false, false])

        let uncounted = FolderOutline.nodes(of: [FileEntry(name: "Unknown", isFolder: true)], in: root.path)
        #expect(uncounted.map(\.children.state) == [.notLoaded], "a folder whose items were not counted may have some")
    }

    @Test("entries of two folders with the same names have different ids, so they fit in one outline")
    func idsAreUniqueAcrossFolders() async throws {
        try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let a = try await FolderOutline.listChildren(of: root.appendingPathComponent("A").path)
        let b = try await FolderOutline.listChildren(of: root.appendingPathComponent("B").path)
        #expect(a.map(\.item.name) == b.map(\.item.name))
        #expect(Set(a.map(\.item.id)).isDisjoint(with: b.map(\.item.id)))
        var tree = try FolderOutline.children(of: root.path)
        tree[0].children = .loaded(a)
        tree[1].children = .loaded(b)
        let outline = OutlineSnapshot(roots: tree, expanded: Set(tree.prefix(2).map(\.item.id)))
        #expect(outline.rows.count == 6)
    }

    @Test("a tree listed again lists the expanded folders too, below them theirs")
    func treeListsExpandedFolders() throws {
        try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let a = root.standardizedFileURL.path + "/A"
        try FileManager.default.createDirectory(atPath: a + "/Deep", withIntermediateDirectories: true)
        try Data(count: 2).write(to: URL(fileURLWithPath: a + "/Deep/x.txt"))
        let tree = try FolderOutline.tree(of: root.path, expanded: [a, a + "/Deep"], order: .name)
        #expect(tree.map(\.item.name) == ["A", "B", "file2.txt", "file10.txt"])
        guard case .loaded(let children) = tree[0].children else {
            Issue.record("A was not listed")
            return
        }
        #expect(children.map(\.item.name) == ["Deep", "README.md"])
        #expect(children[0].children == .loaded([OutlineNode(try Self.firstEntry(in: a + "/Deep"))]))
        #expect(tree[1].children == .notLoaded, "a folder not expanded is listed when it is")
        let outline = OutlineSnapshot(roots: tree, expanded: [a, a + "/Deep"])
        #expect(outline.rows.map(\.depth) == [0, 1, 2, 1, 0, 0, 0])
    }

    private static func firstEntry(in folder: String) throws -> FileEntry {
        var entry = try FolderListing.entries(of: folder)[0]
        entry.folder = folder
        return entry
    }

    @Test("a folder that cannot be listed is an error naming it")
    func unreadableFolder() async {
        await #expect(throws: FolderError.cannotOpen("/no/such", errorNumber: ENOENT)) {
            try await FolderOutline.listChildren(of: "/no/such")
        }
    }
}
