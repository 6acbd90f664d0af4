import CGtk
import Rows
import RowsCore

/// A list with its empty states: the rows, or a page saying the list is empty, or that the search
/// found nothing and what was searched.
@MainActor
final class ListPanel<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
    /// The list.
    let list: ListView<SectionID, Item>
    private let states: EmptyStates<SectionID, Item>

    /// A panel for `list`; when there are no items at all it shows `emptyTitle` and `emptyDetail`.
    /// `content` is what shows when there are items: the list's widget, or a widget holding it and
    /// other views of the same view model.
    init(
        _ list: ListView<SectionID, Item>, content: UnsafeMutablePointer<GtkWidget>? = nil, emptyIcon: String,
        emptyTitle: String, emptyDetail: String
    ) {
        self.list = list
        states = EmptyStates(
            list.viewModel, content: content ?? list.widget, emptyIcon: emptyIcon, emptyTitle: emptyTitle,
            emptyDetail: emptyDetail, viewToFocus: { [weak list] in list?.listView })
    }

    /// The view that takes the keyboard focus back from the empty state when rows come again:
    /// the list, unless set (a page showing other views of the same view model sets the one shown).
    var viewToFocus: @MainActor () -> UnsafeMutablePointer<GtkWidget>? {
        get { states.viewToFocus }
        set { states.viewToFocus = newValue }
    }

    /// The stack switching between the list and the empty state (it lives as long as the panel).
    var widget: UnsafeMutablePointer<GtkWidget> { states.widget }

    /// What the empty page says below its title when the list has no items, made each time the
    /// page shows (see ``updateEmptyState()``).
    var emptyDetail: @MainActor () -> String {
        get { states.emptyDetail }
        set { states.emptyDetail = newValue }
    }

    /// Whether the view shown has rows, or why not, when it shows another view model than the
    /// list's (see ``EmptyStates/emptiness``); nil: the list's view model says.
    var emptiness: (@MainActor () -> EmptyState)? {
        get { states.emptiness }
        set { states.emptiness = newValue }
    }

    /// Shows the list or the empty state again, the empty page's detail made anew: what it
    /// describes changed with no update of the view model.
    func updateEmptyState() {
        states.update()
    }

    /// What the panel shows now.
    var emptyState: EmptyState { states.emptyState }

    /// The empty state's title and detail as shown, e.g. "No results for “zebra”".
    var emptyStateTexts: [String] { states.emptyStateTexts }
    /// The empty state's icon name.
    var emptyStateIcon: String? { states.emptyStateIcon }

    /// Whether the empty state (or a problem) shows instead of the list.
    var showsEmptyPage: Bool { states.showsEmptyPage }

    /// Whether the items are still coming: no items then shows the blank list, not the empty page.
    var isLoading: Bool {
        get { states.isLoading }
        set { states.isLoading = newValue }
    }

    /// A problem shown instead of the list (a folder that cannot be read), until ``clearProblem()``.
    var problem: (title: String, detail: String)? { states.problem }

    /// Shows a problem instead of the list, e.g. that a folder cannot be read and why.
    func showProblem(title: String, detail: String) { states.showProblem(title: title, detail: detail) }

    /// Shows the list (or its empty state) again instead of the problem.
    func clearProblem() { states.clearProblem() }
}

extension ListPanel {
    /// Gives keyboard focus to the first item's row (passing over a section header), or to the list
    /// when it has none; `selecting` selects it too, where the list's rows can be selected.
    func focusFirstRow(selecting: Bool = false) {
        let viewModel = list.viewModel
        if let row = viewModel.rows.nearestItemRow(from: 0, step: 1) {
            if selecting, viewModel.selectionMode != .none, let id = viewModel.rows[row].item?.id { viewModel.select([id]) }
            list.focus(row: row)
        } else {
            gtk_widget_grab_focus(list.listView)
        }
    }
}
