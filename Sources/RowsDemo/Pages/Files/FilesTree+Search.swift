import Rows
import RowsCore
import RowsDemoKit

/// Searching the tree: the matches in the folder and in the folders listed below it, and what was
/// picked among them kept in view when the search ends.
extension FilesTree {
    /// Shows the entries whose names match `text`, with the folders above them expanded: those of the
    /// folder and those of the folders listed below it (``OutlineViewModel/search(_:in:)``).
    func search(_ text: String) {
        // Ending, a search leaves what was picked among its results selected, its folders expanded
        // (``OutlineViewModel/search(_:in:)``), and in view.
        showsSelectionOnceSearchEnds =
            outline.searchResults != nil && SearchQuery(text).words.isEmpty && !outline.rowsViewModel.selectedIDs.isEmpty
        outline.search(text) { $0.name }
        // Ended at once (a small tree), and with no change of rows to tell: shown now.
        if showsSelectionOnceSearchEnds, !outline.isSearchPending { showSelectionOnceSearchEnded() }
    }

    /// The search ended with rows selected: the topmost comes into view.
    func showSelectionOnceSearchEnded() {
        showsSelectionOnceSearchEnds = false
        showSelection()
    }

    /// Brings the topmost selected row into view, with the keyboard on it when the keyboard is in
    /// the tree.
    func showSelection() {
        guard let row = firstSelectedRow else { return }
        if KeyboardFocus.isIn(view.listView) { view.focus(row: row) } else { view.scroll(toRow: row) }
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
