import CGtk
import Rows
import RowsDemoKit

/// The Files page's grid view.
extension FilesPage {
    /// Makes the grid view over the list's view model; activating a cell does what the list does.
    func makeGrid() {
        let grid = FilesGrid(viewModel, folder: folder)
        self.grid = grid
        grid.view.onActivate = { [weak self] entry in self?.activate(entry) }
        grid.view.contextMenu = { [weak self] entry in self?.menu(for: entry) }
        gtk_stack_add_named(OpaquePointer(views), grid.view.widget, FilesViewMode.grid.rawValue)
    }
}
