import CGtk
import Rows
import RowsCore

/// A list with its empty states: the rows, or a page saying the list is empty, or that the search
/// found nothing and what was searched.
@MainActor
final class ListPanel<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
    /// The stack switching between the list and the empty state; the panel holds a reference, so the
    /// stack outlives its window for as long as the panel does (updates may still arrive then).
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The list.
    let list: ListView<SectionID, Item>
    private let status: StatusView
    private let emptyTitle: String
    private let emptyDetail: String
    private let emptyIcon: String
    /// The panel's observation of the list's view model (told after the list has applied each update).
    private var observation: ListObservation?
    /// A problem shown instead of the list (a folder that cannot be read), until ``clearProblem()``.
    private(set) var problem: (title: String, detail: String)?

    /// A panel for `list`; when there are no items at all it shows `emptyTitle` and `emptyDetail`.
    /// `content` is what shows when there are items: the list's widget, or a widget holding it and
    /// other views of the same view model.
    init(
        _ list: ListView<SectionID, Item>, content: UnsafeMutablePointer<GtkWidget>? = nil, emptyIcon: String,
        emptyTitle: String, emptyDetail: String
    ) {
        self.list = list
        self.emptyTitle = emptyTitle
        self.emptyDetail = emptyDetail
        self.emptyIcon = emptyIcon
        status = StatusView(iconName: emptyIcon, title: emptyTitle, detail: emptyDetail)
        gtk_widget_add_css_class(status.widget, "empty-state")
        widget = gtk_stack_new()
        g_object_ref_sink(widget)
        gtk_stack_add_named(OpaquePointer(widget), content ?? list.widget, "list")
        gtk_stack_add_named(OpaquePointer(widget), status.widget, "empty")
        observation = list.viewModel.observe { [weak self] _ in self?.showEmptyState() }
        showEmptyState()
    }

    isolated deinit {
        g_object_unref(widget)
    }

    /// What the panel shows now.
    var emptyState: EmptyState { list.viewModel.emptyState }

    /// The empty state's title and detail as shown, e.g. "No results for “zebra”".
    var emptyStateTexts: [String] { GtkTexts.labels(under: status.widget) }

    /// Shows a problem instead of the list, e.g. that a folder cannot be read and why.
    func showProblem(title: String, detail: String) {
        problem = (title, detail)
        showEmptyState()
    }

    /// Shows the list (or its empty state) again instead of the problem.
    func clearProblem() {
        problem = nil
        showEmptyState()
    }

    private func showEmptyState() {
        let stack = OpaquePointer(widget)
        if let problem {
            status.show(iconName: "dialog-error-symbolic", title: problem.title, detail: problem.detail)
            gtk_stack_set_visible_child_name(stack, "empty")
            return
        }
        switch list.viewModel.emptyState {
        case .notEmpty:
            gtk_stack_set_visible_child_name(stack, "list")
        case .noItems:
            status.show(iconName: emptyIcon, title: emptyTitle, detail: emptyDetail)
            gtk_stack_set_visible_child_name(stack, "empty")
        case .noMatches(let query):
            let title = query.map { "No results for “\($0)”" } ?? "Nothing matches"
            status.show(
                iconName: "edit-find-symbolic", title: title, detail: "Try other words, or press Escape to clear the search.")
            gtk_stack_set_visible_child_name(stack, "empty")
        }
    }
}
