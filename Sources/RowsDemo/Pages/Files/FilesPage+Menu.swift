import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// The Files page's context menus (a right-click, Shift+F10 or the Menu key on an entry): Open (or
/// in the tree, Expand or Collapse a folder), and Copy Location, as GNOME Files' menu has them.
extension FilesPage {
    /// The menu of `entry`, of the folder shown: Open does what activating it does.
    func menu(for entry: FileEntry) -> ContextMenu {
        ContextMenu([
            [.init("Open", shortcut: "Return") { [weak self] in self?.activate(entry) }],
            [.init("Copy Location") { [weak self] in self?.copyLocation(of: entry) }],
        ])
    }

    /// The menu of a row of the tree: a folder expands or collapses (as Right and Left do), a file
    /// opens; nil for a loading or error row.
    func treeMenu(for row: OutlineRow<FileEntry>, in tree: FilesTree) -> ContextMenu? {
        guard let entry = row.content.item else { return nil }
        let first: ContextMenu.Action =
            if entry.isFolder {
                .init(row.isExpanded ? "Collapse" : "Expand", shortcut: row.isExpanded ? "Left" : "Right") { [weak tree] in
                    tree?.outline.toggle(entry.id)
                }
            } else {
                .init("Open", shortcut: "Return") { [weak self] in
                    guard let self, let path = entry.path else { return }
                    self.openFile(entry, at: path)
                }
            }
        return ContextMenu([[first], [.init("Copy Location") { [weak self] in self?.copyLocation(of: entry) }]])
    }

    /// Puts `entry`'s path on the clipboard, as text (a name that is not UTF-8 as GLib shows it),
    /// and says so.
    func copyLocation(of entry: FileEntry) {
        var placed = entry
        if placed.folder == nil { placed.folder = folder }
        guard let path = placed.pathText else { return }
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widget), FilePathText.displayed(path))
        toasts.show("Copied the location of “\(entry.name)”.")
    }
}
