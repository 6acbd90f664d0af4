/// How the files screen shows a folder. Adding a mode is a case here, its title, icon and shortcut;
/// the page's switcher makes a button for each case.
public enum FilesViewMode: String, Sendable, CaseIterable, Codable {
    /// One row per entry: icon, name, size (today's list).
    case list
    /// A table: Name, Size, Modified and Kind columns, sortable by their headers.
    case columns
    /// The folder's entries as the roots of an outline: folders expand in place, their children
    /// listed when first expanded.
    case tree
    /// An icon grid: each entry an icon (a thumbnail for an image file) with its name below.
    case grid

    /// The switcher button's accessible name and the start of its tooltip.
    public var title: String {
        switch self {
        case .list: "List view"
        case .columns: "Columns view"
        case .tree: "Tree view"
        case .grid: "Grid view"
        }
    }

    /// The symbolic icon of the switcher button.
    public var iconName: String {
        switch self {
        case .list: "view-list-symbolic"
        case .columns: "org.rows.Demo.view-columns-symbolic"
        case .tree: "view-list-bullet-symbolic"
        case .grid: "view-grid-symbolic"
        }
    }

    /// The keyboard shortcut, in GTK's syntax: Ctrl+1, Ctrl+2… in the order of the cases.
    public var shortcut: String { "<Control>\((Self.allCases.firstIndex(of: self) ?? 0) + 1)" }

    /// The shortcut as a person reads it in a tooltip: "Ctrl+1".
    public var shortcutLabel: String { "Ctrl+\((Self.allCases.firstIndex(of: self) ?? 0) + 1)" }
}
