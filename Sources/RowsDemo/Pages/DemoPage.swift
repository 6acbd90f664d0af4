import CGtk

/// One page of the window: a widget the sidebar switches to, and a search it filters by.
@MainActor
protocol DemoPage: AnyObject {
    /// The page's root widget.
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    /// What the search entry says while this page is shown, e.g. "Search people".
    var searchPlaceholder: String { get }
    /// Filters the page by `text` (through the diff); empty text shows everything.
    func search(_ text: String)
    /// Gives keyboard focus to the page's first row (of its list or grid) when the window opens on
    /// it, as GNOME Files starts in its view, so that the arrow keys move through the rows at once.
    func focusFirstRow()
    /// Gives keyboard focus to the first row a search shows (Enter or Down in the search entry),
    /// selecting it where rows can be selected, as GNOME Files does, so that Delete acts on it.
    func focusFirstResult()
    /// The page's list or grid (the one shown, where the page has several): the keyboard goes back
    /// to it when the search closes.
    var rowsView: UnsafeMutablePointer<GtkWidget>? { get }
    /// Whether the results of the words last searched are still being found (off the main thread),
    /// the rows shown being older ones.
    var isSearchPending: Bool { get }
}

extension DemoPage {
    /// Leaves the focus to GTK.
    func focusFirstRow() {}
    /// The first row, focused only.
    func focusFirstResult() { focusFirstRow() }
    /// No list or grid.
    var rowsView: UnsafeMutablePointer<GtkWidget>? { nil }
    /// A page that searches on the main thread shows the results at once.
    var isSearchPending: Bool { false }
}

/// The page shown when a page's data cannot be read: the error names the file and the key.
@MainActor
final class UnavailablePage: DemoPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    let searchPlaceholder = "Nothing to search"
    /// The error shown.
    let message: String

    init(_ error: some Error & CustomStringConvertible) {
        message = error.description
        widget = StatusPage.error(error).widget
    }

    func search(_ text: String) {}
}
