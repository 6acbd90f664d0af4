import Foundation
import RowsCore

/// A folder's tree for an outline: each folder's children listed when it is first expanded, off the
/// main thread.
///
/// Entries carry their ``FileEntry/folder``, so their ids are full paths, unique across the tree.
/// Subfolders come with ``OutlineChildren/notLoaded`` children (a disclosure; listed on expand),
/// files, and folders known to be empty (``FileEntry/itemCount`` 0, as their row says), as leaves.
public enum FolderOutline {
    /// The children of the folder at `path` as outline nodes, in `order`, hidden entries left out
    /// unless `showingHidden`. Runs on the thread that calls it.
    ///
    /// - Complexity: O(*n* log *n*) for *n* entries, after one `stat` per entry.
    public static func children(
        of path: String, order: FileOrder = .name, showingHidden: Bool = false
    ) throws(FolderError) -> [OutlineNode<FileEntry>] {
        let folder = URL(fileURLWithPath: path).standardizedFileURL.path
        return nodes(of: try FolderListing.entries(of: folder), in: folder, order: order, showingHidden: showingHidden)
    }

    /// The children of `folder`, an entry placed in its folder (``FileEntry/folder`` set), listed
    /// by its path (``FileEntry/pathText``), not its id, which a rename or a name that is not UTF-8
    /// makes differ. Runs on the thread that calls it.
    ///
    /// - Complexity: As ``children(of:order:showingHidden:)``.
    public static func children(
        of folder: FileEntry, order: FileOrder = .name, showingHidden: Bool = false
    ) throws(FolderError) -> [OutlineNode<FileEntry>] {
        try children(of: folder.pathText ?? folder.name, order: order, showingHidden: showingHidden)
    }

    /// `entries`, listed from the folder at `folder`, as outline nodes in `order` (hidden entries left
    /// out unless `showingHidden`): each placed in `folder`, so its id is its full path.
    ///
    /// - Complexity: O(*n* log *n*) for *n* entries.
    public static func nodes(
        of entries: [FileEntry], in folder: String, order: FileOrder = .name, showingHidden: Bool = false
    ) -> [OutlineNode<FileEntry>] {
        let placement = FileEntry.Placement(folder: folder)  // made once for all
        let placed = entries.map { entry in
            var placed = entry
            placed.placement = placement
            return placed
        }
        return order.arranged(placed, showingHidden: showingHidden).map { entry in
            // A folder counted empty shows no disclosure that would open on nothing; one not counted does.
            OutlineNode(entry, children: entry.isFolder && entry.itemCount != 0 ? .notLoaded : .loaded([]))
        }
    }

    /// The folder at `path` listed again, with the folders in `expanded` (ids: full paths) listed
    /// too, and theirs below them: what a refresh shows without collapsing anything. A folder in
    /// `expanded` that cannot be listed has ``OutlineChildren/failed(_:)`` children naming the error.
    /// Runs on the thread that calls it.
    ///
    /// - Complexity: One listing of `path` and of each expanded folder met, as ``children(of:order:showingHidden:)``.
    public static func tree(
        of path: String, expanded: Set<String>, order: FileOrder = .name, showingHidden: Bool = false
    ) throws(FolderError) -> [OutlineNode<FileEntry>] {
        let roots = try children(of: path, order: order, showingHidden: showingHidden)
        return roots.map { listExpanded($0, expanded: expanded, order: order, showingHidden: showingHidden) }
    }

    /// `node` with its children listed when it is an expanded folder, and theirs below.
    private static func listExpanded(
        _ node: OutlineNode<FileEntry>, expanded: Set<String>, order: FileOrder, showingHidden: Bool
    ) -> OutlineNode<FileEntry> {
        guard node.item.isFolder, expanded.contains(node.item.id) else { return node }
        var listed = node
        do {
            let children = try Self.children(of: node.item, order: order, showingHidden: showingHidden)
            listed.children = .loaded(
                children.map { listExpanded($0, expanded: expanded, order: order, showingHidden: showingHidden) })
        } catch {
            listed.children = .failed("\(error)")
        }
        return listed
    }

    /// `folder`, an entry placed in its folder (``FileEntry/folder`` set), with its item count and
    /// date read again: what its row says once a change was seen in it (an entry added or removed).
    /// Unchanged when it is no longer a folder there. Runs on the thread that calls it.
    ///
    /// - Complexity: One `stat` of the folder, and one read of its names to count them.
    public static func recounted(_ folder: FileEntry) -> FileEntry {
        guard let parent = folder.folder else { return folder }
        let now = FolderListing.entry(named: folder.fileName, in: parent)
        guard now.isFolder else { return folder }
        var recounted = folder
        recounted.itemCounts = now.itemCounts
        recounted.modified = now.modified
        return recounted
    }

    /// ``children(of:order:showingHidden:)`` off the caller's actor (a folder of 100,000 entries
    /// never stalls the main thread). Under `g_application_run` the main actor does not resume
    /// after an `await`; there, call the synchronous function from a background thread and hand the
    /// nodes back with the GLib loop (Rows' `MainLoop.post`).
    @concurrent
    public static func listChildren(
        of path: String, order: FileOrder = .name, showingHidden: Bool = false
    ) async throws(FolderError) -> [OutlineNode<FileEntry>] {
        try children(of: path, order: order, showingHidden: showingHidden)
    }
}
