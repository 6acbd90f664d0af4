import CGtk
import Rows
import RowsDemoKit

/// The Files page's four views: switching between them keeps the folder, the selection, the search
/// and the focus; the columns, the tree and the grid are made the first time they show.
extension FilesPage {
    /// Shows the folder as `mode` says (making the columns or tree view the first time), keeping the
    /// selection, the search and the folder; focus moves along, to the selection, when it was in
    /// the other view.
    ///
    /// The tree's selection is of paths: going to the tree selects the folder's entries selected in
    /// the list; coming from it, the list selects the folder's own entries selected in the tree
    /// (entries selected deeper in the tree are in other folders and are left out). Back in the
    /// tree with the selection as the tree left it, the tree keeps its own, the deeper entries too.
    func show(_ mode: FilesViewMode) {
        if mode == .columns && columnView == nil { makeColumnView() }
        if mode == .tree && tree == nil { makeTree() }
        if mode == .grid && grid == nil { makeGrid() }
        let hadFocus = focusIsInViews
        if mode == .tree { showEntriesInStaleTree() }
        if mode == .tree && self.mode != .tree {
            let selected = Set(viewModel.selectedIDs)
            // Unchanged since the tree was left, the selection leaves the tree its own, deeper one.
            if selectionFromTree.map({ $0.folder != folder || $0.ids != selected }) ?? true {
                // Ids are names, but for a file renamed while shown (it keeps its id). Names are
                // matched by their bytes: Swift's strings compare composed and decomposed accents
                // equal, and GLib shows unlike invalid bytes alike.
                tree?.selectRoots(named: Set(entries.filter { selected.contains($0.id) }.map(\.fileName)), in: folder)
            }
            selectionFromTree = nil
        } else if mode != .tree && self.mode == .tree, let tree, tree.folder == folder, !tree.isMakingRoots {
            // (A tree still showing another folder, or making its roots, has no selection of this one.)
            let names = Set(tree.selectedRootNames)
            viewModel.select(entries.filter { names.contains($0.fileName) }.map(\.id))
            selectionFromTree = (folder, Set(viewModel.selectedIDs))
        }
        // Going up selects and places in the view it was asked in.
        if mode != self.mode { (folderLeft, folderLeftToPlace) = (nil, nil) }
        // A hidden tree watches none of its expanded folders: what changed in them meanwhile shows
        // once it is listed again, as it shows.
        if self.mode == .tree, mode != .tree, let tree, !tree.outline.outline.expandedIDs.isEmpty { treeIsStale = true }
        self.mode = mode
        tree?.isShown = mode == .tree
        // The tree searches its expanded folders too: it may show matches where the list has none.
        if mode == .tree {
            panel.emptiness = { [weak self] in self?.treeEmptiness ?? .notEmpty }
        } else {
            panel.emptiness = nil
        }
        showSpinner()
        if mode == .tree && treeIsStale { relistTree() }
        switcher.select(mode)
        actions.setChoice("mode", to: FilesViewMode.allCases.firstIndex(of: mode) ?? 0)
        gtk_stack_set_visible_child_name(OpaquePointer(views), mode.rawValue)
        scrollToSelection()
        if hadFocus { focusSelection() }
        guard choices.mode != mode else { return }
        choices.mode = mode
        save()
    }

    private func makeColumnView() {
        let columns = FilesColumns.make(viewModel)
        columnView = columns
        gtk_stack_add_named(OpaquePointer(views), columns.widget, FilesViewMode.columns.rawValue)
        columns.setLayout(FilesColumns.layout(of: choices))
        columns.sort(byColumn: FilesColumns.index(of: order.column), descending: order.descending)
        columns.onActivate = { [weak self] entry in self?.activate(entry) }
        columns.contextMenu = { [weak self] entry in self?.menu(for: entry) }
        columns.onSortChange = { [weak self] column, descending in
            guard let column else { return }
            self?.orderChanged(to: FileOrder(FileColumn.allCases[column], descending: descending))
        }
        columns.onLayoutChange = { [weak self] layout in
            guard let self else { return }
            self.choices = FilesColumns.choices(self.choices, with: layout)
            self.save(after: 400)
        }
    }
}
