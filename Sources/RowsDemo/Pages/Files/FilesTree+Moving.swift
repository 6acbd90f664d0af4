import RowsCore
import RowsDemoKit

/// The folder the tree shows moved (renamed in a shell, say): its rows are known by path, so the
/// folders expanded in it and the entries selected are found again at their new paths.
extension FilesTree {
    /// Notes that the folder shown moved (was renamed) as `move` says: listings from now on, until
    /// one lands (``relist(_:order:showingHidden:failed:landed:)``), find the folders expanded in it,
    /// and the entries selected, at their new paths.
    func follow(_ move: PathMove) {
        self.move = self.move.flatMap { $0.then(move) } ?? move
    }

    /// The ids of the entries selected, at their new paths after `move`; nil when none moved.
    func selection(after move: PathMove) -> [OutlineRow<FileEntry>.ID]? {
        let moved = outline.rowsViewModel.selectedIDs.compactMap { id -> OutlineRow<FileEntry>.ID? in
            guard case .item(let path) = id, let new = move.moved(path) else { return nil }
            return .item(new)
        }
        return moved.isEmpty ? nil : moved
    }

    /// Selects `ids` once the rows shown are the tree's (a search's results found again after the
    /// tree changed, when they are found off the main thread).
    func selectOnceSearched(_ ids: [OutlineRow<FileEntry>.ID]) {
        if outline.isSearchPending { selectionAwaitingSearch = ids } else { outline.rowsViewModel.select(ids) }
    }

    /// Whether the tree shows `folder`, or the folder it shows moved there (``follow(_:)``) and is
    /// not listed at its new path yet.
    func shows(_ folder: String) -> Bool {
        self.folder == folder || move.map { $0.from == self.folder && $0.to == folder } ?? false
    }
}
