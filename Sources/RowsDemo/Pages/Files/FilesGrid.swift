import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// The Files page's grid view: the list's view model (so the selection, the search and the order
/// carry over) shown as ``FileGridCell``s, as many columns as fit, rubber-band selection as in
/// GNOME Files. A cell finds its thumbnail's file in the folder the page shows now; when the folder
/// changes, the cells kept by the diff (an entry of the same name and details in both folders) are
/// shown again, so no thumbnail of the old folder stays.
@MainActor
final class FilesGrid {
    /// The grid.
    let view: GridView<Int, FileEntry>
    /// The folder the shown cells' thumbnails come from.
    private var shownFolder: String
    private var observation: ListObservation?

    /// A grid of `viewModel`'s entries, which are in the folder `folder` returns.
    init(_ viewModel: ListViewModel<Int, FileEntry>, folder: @escaping @MainActor () -> String) {
        let registration = CellRegistration<FileGridCell, FileEntry> { cell, entry in cell.show(entry, in: folder()) }
        view = GridView(viewModel, minColumns: 1, maxColumns: 16) { cells, entry in
            cells.cell(using: registration, for: entry)
        }
        view.isRubberBandEnabled = true
        shownFolder = folder()
        // Told after the grid has applied the update (observers are told in order).
        observation = viewModel.observe { [weak self] _ in
            guard let self, folder() != self.shownFolder else { return }
            self.shownFolder = folder()
            self.view.reconfigureShownRows()
        }
    }
}
