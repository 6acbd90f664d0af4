import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit

/// Where a view of the Files page was when a folder was opened from it: which folder, and how many
/// rows (cells, in the grid) below the first on screen it showed, in which view.
struct FolderPlace {
    /// The name of the folder opened.
    let opened: FileName
    /// Its row less the first row on screen then.
    let offset: Int
    /// The view it was opened in.
    let mode: FilesViewMode
}

/// Going up (Alt+Up, Backspace, the up button): the folder left comes back selected, where it was.
extension FilesPage {
    /// Opens the enclosing folder, the folder left selected there once listed; returns false at the root.
    @discardableResult
    func openParent() -> Bool {
        guard folder != "/" else { return false }
        let left = URL(fileURLWithPath: folder)
        open(left.deletingLastPathComponent().path)
        folderLeft = FileName(pathComponent: left.lastPathComponent)
        // The keyboard goes to the folder left, not to the first row an empty folder waited for.
        focusesFirstRowWhenShown = false
        return true
    }

    /// Notes where the view shown is as the folder `entry` is opened from it, so that going back up
    /// shows it in the same place.
    func notePlace(opening entry: FileEntry) {
        guard mode != .tree, let row = viewModel.rows.firstRow(ofAnyItemIn: [entry.id]),
            shownVisibleRows?.contains(row) == true, let shown = shownFullyVisibleRows ?? shownVisibleRows
        else {
            placesLeft[folder] = nil
            return
        }
        // Counted from the first row shown whole, at most to the last: put back with that row at the
        // top, the folder shows whole again (counted from a row cut at the top, it went past the
        // bottom: a folder opened at the end of the list). One that was cut at an edge comes back
        // whole: in the grid, whose lines are whole or not, one line up from a line cut at the bottom.
        let step = mode == .grid ? max(1, grid?.view.columnCount ?? 1) : 1
        var offset = max(0, row - shown.lowerBound)
        while offset > shown.count - 1 { offset -= step }
        offset = max(0, offset)
        placesLeft[folder] = FolderPlace(opened: entry.fileName, offset: offset, mode: mode)
    }

    /// Selects the folder left by going up as soon as the rows show it, as GNOME Files does, and
    /// places it with the keyboard (``placeFolderLeft()``). Gives up when something was selected
    /// meanwhile, or when the folder is listed and arranged without it (removed meanwhile, or
    /// hidden by the search: the keyboard, in the views, goes to the first row then). The tree
    /// selects it in its own rows (``selectFolderLeftInTree()``).
    func selectFolderLeft() {
        guard mode != .tree, !widgetsAreGone else { return }
        if let name = folderLeft {
            guard viewModel.selectedIDs.isEmpty else {
                folderLeft = nil
                return
            }
            if let entry = viewModel.snapshot.items.first(where: { $0.isFolder && $0.fileName == name }),
                viewModel.select([entry.id])
            {
                folderLeft = nil
                folderLeftToPlace = (entry.id, name)
            } else if !contents.isListing && !contents.isArranging {
                folderLeft = nil
                if focusIsInViews { focusFirstRow() }
            }
        }
        placeFolderLeft()
    }

    /// Gives the folder left by going up, selected, the keyboard when that is in the views, and
    /// scrolls it to where it was when it was opened from this folder in this view (as a browser's
    /// Back does), else to the middle of the view: after each arrangement of the parent's entries
    /// (a big folder's first batch, then the whole), until it is wholly read. Not once the
    /// selection changed.
    private func placeFolderLeft() {
        guard let (id, name) = folderLeftToPlace, !contents.isArranging else { return }
        if !contents.isListing { folderLeftToPlace = nil }
        guard viewModel.selectedIDs == [id], let row = viewModel.rows.firstRow(ofAnyItemIn: [id]) else {
            folderLeftToPlace = nil
            return
        }
        // The keyboard, if in the views, on its row where it is now (GTK keeps the focus on a row
        // that moved, and its own scroll to it would undo the one below).
        if focusIsInViews { focusSelection() }
        if let place = placesLeft[folder], place.opened == name, place.mode == mode {
            scrollShown(toRow: max(0, row - place.offset), at: .top)
        } else {
            scrollShown(toRow: row, at: .middle)
        }
    }

    /// The rows on screen in the view shown, at least in part (not the tree, whose rows are its own).
    var shownVisibleRows: ClosedRange<Int>? {
        switch mode {
        case .list: panel.list.visibleRows
        case .columns: columnView?.visibleRows
        case .grid: grid?.view.visibleRows
        case .tree: nil
        }
    }

    /// The rows on screen whole in the view shown (not the tree's).
    var shownFullyVisibleRows: ClosedRange<Int>? {
        switch mode {
        case .list: panel.list.fullyVisibleRows
        case .columns: columnView?.fullyVisibleRows
        case .grid: grid?.view.fullyVisibleRows
        case .tree: nil
        }
    }
}
