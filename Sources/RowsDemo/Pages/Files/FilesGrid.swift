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
    var folder: String { shown.path }
    /// The folder, shared with the cell registration (which the grid holds, so it cannot hold us).
    private let shown: ShownFolder

    /// A grid of `viewModel`'s entries, which are in `folder`.
    init(_ viewModel: ListViewModel<Int, FileEntry>, folder: String) {
        let shown = ShownFolder(path: folder)
        self.shown = shown
        // A tile shows the name and an icon for the kind: a screen reader hears the kind and the
        // size (or a folder's item count) after the name, as the list's rows say their size.
        let registration = CellRegistration<FileGridCell, FileEntry> { cell, entry in cell.show(entry, in: shown.path) }
            .accessibility { _, entry in RowAccessibility(label: entry.name, description: "\(entry.kind), \(entry.detail)") }
        view = GridView(viewModel, minColumns: 1, maxColumns: 16) { cells, entry in
            cells.cell(using: registration, for: entry)
        }
        view.isRubberBandEnabled = true
        gtk_widget_add_css_class(view.gridView, "rows-files-grid")
    }

    /// The page shows `folder` now (its entries arrive later, read off the main thread).
    func show(_ folder: String) {
        guard folder != shown.path else { return }
        shown.path = folder
        view.reconfigureShownRows()
    }
}

/// The folder a grid shows, one object shared by the grid and its cell registration.
@MainActor
private final class ShownFolder {
    var path: String
    init(path: String) { self.path = path }
}
