import CGtk
import Rows
import RowsCore

/// A view of a view model with its empty states: the view, or a page saying there is nothing to
/// show, or that the search found nothing and what was searched. What ``ListPanel`` and
/// ``GridPanel`` show around their view.
@MainActor
final class EmptyStates<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
    /// The stack switching between the view and the empty state; this object holds a reference, so
    /// the stack outlives its window for as long as this object does (updates may still arrive then).
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The view model whose emptiness is shown.
    let viewModel: ListViewModel<SectionID, Item>
    private let status: StatusPage
    /// The view shown when there are items.
    private let content: UnsafeMutablePointer<GtkWidget>
    /// The list or grid in `content` that takes the keyboard focus back from the empty state (the
    /// one shown, where `content` holds several).
    var viewToFocus: @MainActor () -> UnsafeMutablePointer<GtkWidget>?
    private let emptyTitle: String
    /// What the empty page says below its title when the list has no items, made each time the page
    /// shows (what it describes, a folder's hidden files, may change while the list stays empty).
    var emptyDetail: @MainActor () -> String {
        didSet { showEmptyState() }
    }
    private let emptyIcon: String
    /// The observation of the view model (told after the views made before it have applied each update).
    private var observation: ListObservation?
    /// A problem shown instead of the view (a folder that cannot be read), until ``clearProblem()``.
    private(set) var problem: (title: String, detail: String)?
    /// Whether the view shown has rows, or why not, when that view shows another view model's
    /// rows than ``viewModel`` (a tree of the same folder, searched on its own); nil: ``viewModel``
    /// says. Call ``update()`` when its answer changes.
    var emptiness: (@MainActor () -> EmptyState)? {
        didSet { showEmptyState() }
    }
    /// Whether the items are still coming (a folder being read): no items then is not "empty" yet,
    /// so the (blank) view shows rather than the empty page.
    var isLoading = false {
        didSet { if isLoading != oldValue { showEmptyState() } }
    }

    /// `content` when `viewModel` has items; else `emptyTitle` and `emptyDetail`, or what was searched.
    /// `viewToFocus` finds the list or grid that takes the keyboard back from the empty state.
    init(
        _ viewModel: ListViewModel<SectionID, Item>, content: UnsafeMutablePointer<GtkWidget>, emptyIcon: String,
        emptyTitle: String, emptyDetail: String, viewToFocus: @escaping @MainActor () -> UnsafeMutablePointer<GtkWidget>?
    ) {
        self.viewModel = viewModel
        self.viewToFocus = viewToFocus
        self.emptyTitle = emptyTitle
        self.emptyDetail = { emptyDetail }
        self.emptyIcon = emptyIcon
        self.content = content
        // No icon until the empty page shows: the stack measures its hidden page too, and the
        // theme's symbolic icons are SVG files, whose first load maps librsvg (about 7 MiB resident)
        // into a start-up that shows a full list.
        status = StatusPage(iconName: nil, title: emptyTitle, detail: emptyDetail)
        gtk_widget_add_css_class(status.widget, "empty-state")
        // It takes the keyboard focus from the view when the view empties (see `show(_:)`).
        gtk_widget_set_focusable(status.widget, 1)
        widget = gtk_stack_new()
        g_object_ref_sink(widget)
        gtk_stack_add_named(OpaquePointer(widget), content, "list")
        gtk_stack_add_named(OpaquePointer(widget), status.widget, "empty")
        observation = viewModel.observe { [weak self] _ in self?.showEmptyState() }
        showEmptyState()
    }

    isolated deinit {
        g_object_unref(widget)
    }

    /// What shows now.
    var emptyState: EmptyState { emptiness?() ?? viewModel.emptyState }

    /// The empty state's title and detail as shown, e.g. "No results for “zebra”".
    var emptyStateTexts: [String] { status.shownTexts }

    /// The empty state's icon, e.g. `edit-find-symbolic` for a search with no results.
    var emptyStateIcon: String? { status.iconName }

    /// Whether the empty state (or a problem) shows instead of the view.
    var showsEmptyPage: Bool {
        gtk_stack_get_visible_child_name(OpaquePointer(widget)).map { String(cString: $0) } == "empty"
    }

    /// Shows the view or the empty state again, the empty page's detail made anew: what it
    /// describes changed with no update of the view model.
    func update() {
        showEmptyState()
    }

    /// Shows a problem instead of the view, e.g. that a folder cannot be read and why.
    func showProblem(title: String, detail: String) {
        problem = (title, detail)
        showEmptyState()
    }

    /// Shows the view (or its empty state) again instead of the problem.
    func clearProblem() {
        problem = nil
        showEmptyState()
    }

    private func showEmptyState() {
        if let problem {
            status.show(iconName: "dialog-error-symbolic", title: problem.title, detail: problem.detail)
            return show("empty")
        }
        switch emptyState {
        case .notEmpty:
            show("list")
        case .noItems where isLoading:
            show("list")
        case .noItems:
            status.show(iconName: emptyIcon, title: emptyTitle, detail: emptyDetail())
            show("empty")
        case .noMatches(let query):
            let title = query.map { "No results for “\($0)”" } ?? "Nothing matches"
            status.show(
                iconName: "edit-find-symbolic", title: title, detail: "Try other words, or press Escape to clear the search.")
            show("empty")
        }
    }

    /// Shows the stack's page `name`. When the keyboard focus was in the page hidden (or went with
    /// a row the update removed), it moves to the page shown, so that it stays in the window's page
    /// and the page's keys (Alt+Up in an empty folder) keep working: to the empty state, or into
    /// the view.
    private func show(_ name: String) {
        let stack = OpaquePointer(widget)
        let hidden = name == "empty" ? content : status.widget
        guard gtk_stack_get_visible_child(stack) == hidden else { return }
        let hadFocus = gtk_widget_get_mapped(widget) != 0 && focusIs(in: hidden)
        gtk_stack_set_visible_child_name(stack, name)
        guard hadFocus else { return }
        if name == "empty", let root = gtk_widget_get_root(widget) {
            // (Not grab_focus: a status page passes that on to its children, and none takes it.)
            gtk_root_set_focus(root, status.widget)
        } else if let view = viewToFocus() {
            // A list view takes it with no rows yet (a folder being read) and passes it to a row.
            gtk_widget_grab_focus(view)
        }
    }

    /// Whether the window's keyboard focus is in `page`, or nowhere: none, or a widget no longer in
    /// the window (a focused row the update removed, which GTK lets go of only later).
    private func focusIs(in page: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let root = gtk_widget_get_root(widget) else { return false }
        guard let focus = gtk_root_get_focus(root), gtk_widget_get_root(focus) == root else { return true }
        return focus == page || gtk_widget_is_ancestor(focus, page) != 0
    }
}
