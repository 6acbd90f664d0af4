import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit

/// The Files page's tree view, and what every view shares: the focus and the scroll to the selection.
extension FilesPage {
    /// The widget that takes the focus in the view shown.
    var rowsView: UnsafeMutablePointer<GtkWidget>? { focusTarget }
    /// The tree searches its own rows; the other views show the list's.
    var isSearchPending: Bool { mode == .tree ? tree?.outline.isSearchPending ?? false : viewModel.isSearchPending }

    var focusTarget: UnsafeMutablePointer<GtkWidget> {
        switch mode {
        case .list: panel.list.listView
        case .columns: columnView!.columnView
        case .tree: tree!.view.listView
        case .grid: grid!.view.gridView
        }
    }

    /// Scrolls the view shown to its topmost selected row.
    func scrollToSelection() {
        if mode == .tree, let tree { return tree.scrollToSelection() }
        guard let row = viewModel.rows.firstRow(ofAnyItemIn: viewModel.selectedIDs) else { return }
        scrollShown(toRow: row, at: .nearest)
    }

    /// Scrolls the view shown (not the tree, whose rows are its own) so that `row` comes to `position`.
    func scrollShown(toRow row: Int, at position: ScrollPosition) {
        switch mode {
        case .list: panel.list.scroll(toRow: row, at: position)
        case .columns: columnView?.scroll(toRow: row, at: position)
        case .grid: grid?.view.scroll(toRow: row, at: position)
        case .tree: break
        }
    }

    /// Moves keyboard focus into the view shown: to its topmost selected row, where the focus
    /// was in the view left; with nothing selected, to the view itself (GTK then focuses the row
    /// it focused last there, or the first).
    func focusSelection() {
        let row =
            mode == .tree ? tree?.firstSelectedRow : viewModel.rows.firstRow(ofAnyItemIn: viewModel.selectedIDs)
        guard let row else {
            gtk_widget_grab_focus(focusTarget)
            return
        }
        focusShown(row: row)
    }

    /// Gives `row` of the view shown (of the tree's own rows in the tree) the keyboard focus.
    private func focusShown(row: Int) {
        switch mode {
        case .list: panel.list.focus(row: row)
        case .columns: columnView?.focus(row: row)
        case .tree: tree?.view.focus(row: row)
        case .grid: grid?.view.focus(row: row)
        }
    }

    /// Enter in the search: the first result is selected and has the keyboard, so Enter again opens
    /// it and Escape leaves it picked (in the tree, the first match, not the folders leading to it).
    func focusFirstResult() {
        if mode == .tree, let tree {
            if !tree.focusFirstMatch() { focusFirstRow() }
            return
        }
        guard let row = viewModel.rows.nearestItemRow(from: 0, step: 1), let id = viewModel.rows[row].item?.id else {
            return focusFirstRow()
        }
        viewModel.select([id])
        focusShown(row: row)
    }

    /// Gives keyboard focus to the first row of the view shown; while the folder is still being
    /// read or arranged, to the view, and to its first row once the rows are there (unless the
    /// focus moved on meanwhile).
    func focusFirstRow() {
        gtk_widget_grab_focus(focusTarget)
        focusesFirstRowWhenShown = !focusFirstShownRow()
    }

    /// Rows of the view shown are there: the first gets the focus, if it still waits for them and
    /// the folder is read and arranged in full (a first batch's first row may be far down once the
    /// whole folder is sorted, and the focus would go with it).
    func focusFirstRowIfWaiting() {
        guard focusesFirstRowWhenShown, !widgetsAreGone, !isListing, !isArranging else { return }
        // The tree's own listing of the folder lands later (and calls this again).
        if mode == .tree, let tree, tree.folder != folder || tree.isMakingRoots { return }
        // Not when the focus moved on (a click, Tab): only while the view itself holds it (in the
        // columns, the list inside, to which GtkColumnView passes it: a list view that is its child).
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
            focus == focusTarget
                || (mode == .columns && gtk_widget_get_parent(focus) == focusTarget
                    && g_type_is_a(rows_type_of(UnsafeMutableRawPointer(focus)), gtk_list_view_get_type()) != 0)
        else {
            focusesFirstRowWhenShown = false
            return
        }
        focusesFirstRowWhenShown = !focusFirstShownRow()
    }

    /// Focuses the first row of the view shown, if it has one; returns whether it had.
    private func focusFirstShownRow() -> Bool {
        if mode == .tree {
            guard let tree, !tree.outline.rows.isEmpty else { return false }
            tree.view.focus(row: 0)
            return true
        }
        guard let row = viewModel.rows.nearestItemRow(from: 0, step: 1) else { return false }
        focusShown(row: row)
        return true
    }

    /// Whether the tree shows rows, or why not: a search with no match in the folder or in the
    /// folders expanded in it, or a folder with no entries (while its entries are read, or its
    /// roots made, the page's list says).
    var treeEmptiness: EmptyState {
        guard let tree, !tree.isMakingRoots else { return viewModel.emptyState }
        if !tree.outline.rows.isEmpty { return .notEmpty }
        return tree.outline.searchQuery.words.isEmpty ? viewModel.emptyState : .noMatches(query: searchText)
    }

    /// Makes the tree view, showing the entries that match the search.
    func makeTree() {
        // The roots go in through `show`, which arranges a big folder off the main thread.
        let tree = FilesTree(roots: [], of: folder)
        tree.onMakingRootsChange = { [weak self] in self?.showSpinner() }
        tree.show(entries, of: folder, order: order, showingHidden: showsHidden)
        tree.search(searchText)
        self.tree = tree
        tree.setLoader(order: order, showingHidden: showsHidden)
        tree.onOpenFile = { [weak self] entry in
            guard let self, let path = entry.path else { return }
            self.openFile(entry, at: path)
        }
        tree.view.contextMenu = { [weak self, weak tree] row in tree.flatMap { self?.treeMenu(for: row, in: $0) } }
        treeObservation = tree.outline.rowsViewModel.observe { [weak self] _ in
            guard let self, self.mode == .tree else { return }
            self.panel.updateEmptyState()
        }
        gtk_stack_add_named(OpaquePointer(views), tree.view.widget, FilesViewMode.tree.rawValue)
    }

    /// Lists the tree again (when made): the folder's entries in ``order``, hidden as ``showsHidden``
    /// says, and the folders expanded in it (they stay expanded); a search shows its results in them.
    /// A hidden tree is only marked stale, and listed again when it shows: a re-list reads the folder
    /// and every folder expanded in it, which every burst of changes in the folder would repeat.
    /// A re-list that fails says why in a toast, unless `failureIsToldElsewhere` (the page's own
    /// reading of the folder fails too, and shows it; a toast says what happened to it).
    func relistTree(failureIsToldElsewhere: Bool = false) {
        guard let tree else { return }
        guard mode == .tree else {
            treeIsStale = true
            return
        }
        treeIsStale = false
        tree.relist(
            folder, order: order, showingHidden: showsHidden,
            failed: { [weak self] error in
                guard let self, !self.widgetsAreGone else { return }
                self.folderLeft = nil
                if !failureIsToldElsewhere { self.toasts.show("\(error)", isError: true) }
            },
            landed: { [weak self] in
                guard let self, !self.widgetsAreGone else { return }
                self.selectFolderLeftInTree()
                self.focusFirstRowIfWaiting()
            })
    }

    /// The folder's entries changed (changes seen in it, merged): a tree showing the folder shows
    /// them, the folders open in it keeping their children, with nothing read again
    /// (``FilesTree/update(_:of:order:showingHidden:)``); any other tree is listed again, or marked
    /// stale while hidden (``relistTree(failureIsToldElsewhere:)``).
    func treeEntriesChanged() {
        guard let tree, mode == .tree, !treeIsStale,
            tree.update(entries, of: folder, order: order, showingHidden: showsHidden)
        else { return relistTree() }
    }

    /// A tree that missed the re-lists of another folder's opening shows the folder's entries as
    /// the list has them (at once for a small folder; a big one's once arranged off the main thread),
    /// so that a selection carries over to them; ``relistTree(failureIsToldElsewhere:)`` then lists the folders expanded in it.
    func showEntriesInStaleTree() {
        // A folder renamed shows at its new path once listed again (which finds its rows there).
        guard let tree, treeIsStale, !tree.shows(folder) else { return }
        tree.show(entries, of: folder, order: order, showingHidden: showsHidden)
    }

    /// In the tree: selects the folder left by going up once the tree lists the parent, unless
    /// something was selected meanwhile.
    func selectFolderLeftInTree() {
        guard mode == .tree, let name = folderLeft, let tree else { return }
        folderLeft = nil
        guard tree.outline.rowsViewModel.selectedIDs.isEmpty, tree.selectRoots(named: [name], in: folder) else { return }
        if focusIsInViews { focusSelection() }
        if let row = tree.firstSelectedRow { tree.view.scroll(toRow: row, at: .middle) }
    }
}
