import CGtk
import Rows
import RowsCore

/// A grid with its empty states, as ``ListPanel`` for a list: the cells, or a page saying there is
/// nothing to show, or that the search found nothing and what was searched.
@MainActor
final class GridPanel<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
    /// The grid.
    let grid: GridView<SectionID, Item>
    private let states: EmptyStates<SectionID, Item>

    /// A panel for `grid`; when there are no items at all it shows `emptyTitle` and `emptyDetail`.
    init(_ grid: GridView<SectionID, Item>, emptyIcon: String, emptyTitle: String, emptyDetail: String) {
        self.grid = grid
        states = EmptyStates(
            grid.viewModel, content: grid.widget, emptyIcon: emptyIcon, emptyTitle: emptyTitle, emptyDetail: emptyDetail,
            viewToFocus: { [weak grid] in grid?.gridView })
    }

    /// The stack switching between the grid and the empty state (it lives as long as the panel).
    var widget: UnsafeMutablePointer<GtkWidget> { states.widget }

    /// What the panel shows now.
    var emptyState: EmptyState { states.emptyState }

    /// The empty state's title and detail as shown, e.g. "No results for “zebra”".
    var emptyStateTexts: [String] { states.emptyStateTexts }
}

extension GridPanel {
    /// Gives keyboard focus to the first item's row (passing over a section header), or to the grid
    /// when it has none.
    func focusFirstRow() {
        if let row = grid.viewModel.rows.nearestItemRow(from: 0, step: 1) {
            grid.focus(row: row)
        } else {
            gtk_widget_grab_focus(grid.gridView)
        }
    }
}
