import Foundation
import RowsCore

/// A folder's tree for an outline: each folder's children listed when it is first expanded, off the
/// main thread.
///
/// Entries carry their ``FileEntry/folder``, so their ids are full paths, unique across the tree.
/// Subfolders come with ``OutlineChildren/notLoaded`` children (a disclosure; listed on expand),
/// files as leaves.
public enum FolderOutline {
    /// The children of the folder at `path` as outline nodes, in `order`, hidden entries left out
    /// unless `showingHidden`. Runs on the thread that calls it.
    ///
    /// - Complexity: O(*n* log *n*) for *n* entries, after one `stat` per entry.
    public static func children(
        of path: String, order: FileOrder = .name, showingHidden: Bool = false
    ) throws(FolderError) -> [OutlineNode<FileEntry>] {
        let folder = URL(fileURLWithPath: path).standardizedFileURL.path
        let entries = try FolderListing.entries(of: folder).map { entry in
            var placed = entry
            placed.folder = folder
            return placed
        }
        return order.arranged(entries, showingHidden: showingHidden).map { entry in
            OutlineNode(entry, children: entry.isFolder ? .notLoaded : .loaded([]))
        }
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
