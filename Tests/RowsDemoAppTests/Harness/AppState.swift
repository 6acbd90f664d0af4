import Foundation

/// What the running app shows at one moment, as its AT-SPI tree says (read by
/// Tests/Tools/app_session.py): its windows, the keyboard focus, the list rows, the texts and the
/// entries. Queries here say what a person perceives: what is on screen on the page shown.
struct AppState: Decodable {
    /// A window: its title, whether it has the keyboard, where it is.
    struct Window: Decodable {
        var title: String
        var role: String
        var active: Bool
        var extents: [Int]?
    }

    /// An object of the tree: a label, a button, a heading, a list row…
    struct Node: Decodable {
        var role: String
        var name: String
        var description: String
        /// The index of its window in ``AppState/windows``.
        var window: Int
        /// Where it is in its window (x, y, width, height); a widget not drawn has no size.
        var extents: [Int]?
        /// The names of the stack pages it is in, outermost first.
        var panels: [String]
        /// For a list row: the number of its list, in the tree's order.
        var list: Int?
        var selected: Bool?
        var focused: Bool?
        /// For a list row: whether it holds a heading (a section header).
        var heading: Bool?
        /// For a list row that can expand (an outline's): whether it is expanded; nil for any other.
        var expanded: Bool?
        /// For the focus: the name of the list row it is in, if any.
        var row: String?
        /// For an entry: its text.
        var text: String?

        /// Whether it has a size on screen.
        var isDrawn: Bool { (extents?.count ?? 0) == 4 && extents![2] > 0 && extents![3] > 0 }
        /// The middle of it, in its window's coordinates.
        var middle: (x: Int, y: Int)? {
            guard isDrawn, let box = extents else { return nil }
            return (box[0] + box[2] / 2, box[1] + box[3] / 2)
        }
    }

    var exit: Int32?
    var windows: [Window]
    var focus: Node?
    var rows: [Node]
    var texts: [Node]
    var entries: [Node]

    /// The main window's title ("Rows — People Directory").
    var title: String? { windows.first?.title }

    /// The page shown, as the title names it ("People Directory").
    var page: String? {
        guard let title, let dash = title.range(of: " — ") else { return nil }
        return String(title[dash.upperBound...])
    }

    /// The rows of the page list (the sidebar): the list holding a row named as the page shown.
    var sidebarRows: [Node] {
        guard let page, let list = rows.first(where: { $0.window == 0 && $0.name == page })?.list else { return [] }
        return rows.filter { $0.list == list }
    }

    /// Whether `node` is on screen: drawn, and not in a page other than the one shown (GTK 4.8 keeps
    /// the pages not shown in the tree, with their last sizes).
    func isShown(_ node: Node) -> Bool {
        guard node.isDrawn else { return false }
        let pages = Set(sidebarRows.map(\.name))
        return !node.panels.contains { pages.contains($0) && $0 != page }
    }

    /// The list rows shown in the main window's page (not the sidebar), headers included, top to bottom.
    var pageRows: [Node] {
        let sidebar = sidebarRows.first?.list
        return rows.filter { $0.window == 0 && $0.list != sidebar && isShown($0) }
    }

    /// The names of the rows the page shows, headers included.
    var pageRowNames: [String] { pageRows.map(\.name) }
    /// The names of the rows the page shows that are not section headers.
    var itemNames: [String] { pageRows.filter { $0.heading != true }.map(\.name) }
    /// The names of the section headers the page shows.
    var headerNames: [String] { pageRows.filter { $0.heading == true }.map(\.name) }
    /// The names of the page's selected rows.
    var selectedNames: [String] { pageRows.filter { $0.selected == true }.map(\.name) }

    /// The name of the list row that has the keyboard focus (or holds what has it), if any.
    var focusedRowName: String? {
        guard let focus else { return nil }
        if focus.list != nil { return focus.name }
        return focus.row
    }

    /// Every text shown anywhere in the app's windows: labels, headings, buttons' names, descriptions.
    var shownTexts: [String] {
        texts.filter(isShown).flatMap { [$0.name, $0.description] }.filter { !$0.isEmpty }
    }

    /// Whether a shown text contains `text`.
    func shows(_ text: String) -> Bool { shownTexts.contains { $0.contains(text) } }

    /// The main window's first entry (the search entry), if shown.
    var searchEntry: Node? { entries.first { $0.window == 0 && isShown($0) } }

    /// The titles of the windows open besides the main one (dialogs).
    var dialogTitles: [String] { windows.dropFirst().map(\.title) }

    /// A short account of the state for a failure message.
    var summary: String {
        var lines = ["windows: \(windows.map { "\($0.title)\($0.active ? " (active)" : "")" })"]
        if let exit { lines.append("exited with status \(exit)") }
        lines.append("focus: \(focus.map { "\($0.role) “\($0.name)”\($0.row.map { " in row “\($0)”" } ?? "")" } ?? "none")")
        lines.append(
            "rows: \(pageRows.map { "\($0.name)\($0.selected == true ? " [selected]" : "")\($0.heading == true ? " [header]" : "")" })"
        )
        lines.append("entries: \(entries.filter(isShown).map { "\($0.name)=“\($0.text ?? "")”" })")
        lines.append("texts: \(shownTexts.filter { !$0.hasPrefix("Gtk") })")
        return lines.joined(separator: "\n")
    }
}
