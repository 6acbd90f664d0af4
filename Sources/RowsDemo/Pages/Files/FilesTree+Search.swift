import Rows
import RowsCore
import RowsDemoKit

/// Searching the tree: the matches in the folder and in the folders listed below it.
extension FilesTree {
    /// Shows the entries whose names match `text`, with the folders above them expanded: those of the
    /// folder and those of the folders listed below it (``OutlineViewModel/search(_:in:)``).
    func search(_ text: String) {
        // Ending, a search leaves what was picked among its results selected, its folders expanded
        // (``OutlineViewModel/search(_:in:)``), and the list brings it into view, as it does a
        // pick among a filter's results.
        outline.search(text) { $0.name }
    }

    /// Selects the first row the search matches (else the first row) and gives it the keyboard;
    /// returns whether there was a row.
    func focusFirstMatch() -> Bool {
        let rows = outline.rows
        let query = outline.searchQuery
        guard let row = rows.firstIndex(where: { $0.item.map { query.matches($0.name) } ?? false }) ?? rows.indices.first
        else { return false }
        outline.rowsViewModel.select([rows[row].id])
        view.focus(row: row)
        return true
    }
}
