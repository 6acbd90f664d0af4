import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// The Files page's grid view: the list's view model (so the selection, the search and the order
/// carry over) shown as ``FileGridCell``s, as many columns as fit, rubber-band selection as in
/// GNOME Files.
///
/// A cell finds its thumbnail's file in ``folder``. The view model's ids are names, so opening
/// another folder whose entries have the same names and details (an `a.png` of the same size and
/// date in both) changes no row and rebinds no cell: ``show(_:)`` then shows the shown cells again,
/// so that no thumbnail of the old folder stays.
@MainActor
final class FilesGrid {
    /// The grid.
    let view: GridView<Int, FileEntry>
    /// The folder the cells' thumbnails come from.
    private(set) var folder: String

    /// A grid of `viewModel`'s entries, which are in `folder`.
    init(_ viewModel: ListViewModel<Int, FileEntry>, folder: String) {
        self.folder = folder
        var registration: CellRegistration<FileGridCell, FileEntry>!
        view = GridView(viewModel, minColumns: 1, maxColumns: 16) { cells, entry in
            cells.cell(using: registration, for: entry)
        }
        registration = CellRegistration { [weak self] cell, entry in cell.show(entry, in: self?.folder ?? "/") }
        view.isRubberBandEnabled = true
    }

    /// The page shows `folder` now (its entries arrive later, read off the main thread).
    func show(_ folder: String) {
        guard folder != self.folder else { return }
        self.folder = folder
        view.reconfigureShownRows()
    }
}
