import Rows
import RowsCore
import RowsDemoKit

/// The tree's expanded folders, watched as GNOME Files watches them: a change in one lists it
/// again off the main thread, its own expanded folders with it.
extension FilesTree {
    /// Watches the expanded folders whose children show (or would, but for a search), and stops
    /// watching the others; nothing while the tree is hidden.
    ///
    /// - Complexity: O(*e* · *d*) for *e* expanded folders at depth *d* at most.
    func watchExpandedFolders() {
        guard isShown else { return }
        let tree = outline.outline
        var wanted = Set<String>()
        for id in tree.expandedIDs where tree.childState(of: id) == .loaded && Self.isInRows(id, of: tree) {
            wanted.insert(id)
        }
        for id in watches.keys where !wanted.contains(id) { stopWatching(id) }
        unwatchable.formIntersection(wanted)
        for id in wanted {
            // Renamed while expanded, the folder keeps its id, but its children name the old path
            // and its watch watches a folder that is no longer there: listed and watched anew.
            guard let watch = watches[id], let path = tree.item(id)?.pathText, watch.path != path else { continue }
            stopWatching(id)
            listAgain(id)
        }
        for id in wanted where watches[id] == nil && !unwatchable.contains(id) {
            guard let path = tree.item(id)?.pathText else { continue }
            // A watch that ended is made anew while the folder is expanded: one deleted or moved
            // away leaves through its parent's listing, or is watched again when made again at
            // once (a build folder remade); one whose file system was unmounted is listed again
            // (the folder it was mounted on shows what is under it, a folder inside it leaves
            // through its parent's listing).
            let watch = FolderMonitor(path: path) { [weak self] changes in
                guard let self else { return }
                // Renamed entries keep their selection, and renamed folders stay expanded, under
                // their new names (a listing knows them by path).
                follow(
                    changes.renames.map { rename in
                        PathMove(from: "\(id)/\(rename.from.description)", to: "\(id)/\(rename.to.description)")
                    }, in: id)
                listAgain(id)
            } onEnd: { [weak self] ending in
                guard let self else { return }
                stopWatching(id)
                if ending == .unmounted { listAgain(id) }
                watchExpandedFolders()
            }
            if let watch { watches[id] = watch } else { unwatchable.insert(id) }
        }
    }

    /// The folders watched now, by id (for tests).
    var watchedFolders: Set<String> { Set(watches.keys) }

    /// Whether the node's row is in the tree's rows: every ancestor expanded.
    private static func isInRows(_ id: String, of tree: OutlineSnapshot<FileEntry>) -> Bool {
        var ancestor = tree.parent(of: id)
        while let current = ancestor {
            guard tree.isExpanded(current) else { return false }
            ancestor = tree.parent(of: current)
        }
        return true
    }

    /// Stops watching every folder, and drops the listings under way: the tree is hidden or gone.
    func stopWatching() {
        for id in Array(watches.keys) { stopWatching(id) }
        unwatchable = []
    }

    func stopWatching(_ id: String) {
        watches.removeValue(forKey: id)?.stop()
        folderListings[id] = nil
        shownListings[id] = nil
        renamesIn[id] = nil
    }

    /// Lists the watched folder with this id again off the main thread, with the folders expanded in
    /// it, and shows its new children (they stay expanded) and its row's new item count and date; one
    /// listing at a time, and once more when the folder changed again meanwhile. A listing that
    /// fails leaves the folder as it is (its parent's listing shows it gone); one older than the
    /// whole tree's newest is not shown.
    func listAgain(_ id: String) {
        if folderListings[id] != nil {
            folderListings[id]?.changedAgain = true
            return
        }
        guard let folder = outline.outline.item(id), let path = folder.pathText else { return }
        listingSerial += 1
        let serial = listingSerial
        folderListings[id] = (serial, false)
        // The folders expanded in it that were renamed are listed at their new paths.
        let renamed = renamesIn[id]
        let (expanded, listing) = (outline.outline.expandedIDs.union(renamed?.expanded ?? []), listing)
        let list: @Sendable () -> (folder: FileEntry, children: [OutlineNode<FileEntry>])? = {
            guard
                let children = try? FolderOutline.tree(
                    of: path, expanded: expanded, order: listing.order, showingHidden: listing.showingHidden)
            else { return nil }
            return (FolderOutline.recounted(folder), children)
        }
        let land: @MainActor @Sendable ((folder: FileEntry, children: [OutlineNode<FileEntry>])?) -> Void = {
            [weak self] listed in
            guard let self, let running = self.folderListings[id], running.serial == serial else { return }
            self.folderListings[id] = nil
            // Begun after the renames, this listing knows them: it follows them, or, dropped,
            // leaves the folder to the listing that replaced it.
            let follows = renamed.map { serial > $0.after } ?? false
            if follows, self.renamesIn[id]?.after == renamed?.after { self.renamesIn[id] = nil }
            if let listed, serial > self.treeListing {
                self.shownListings[id] = serial
                // The row as it is now: renamed meanwhile, it keeps its new name.
                if var shown = self.outline.outline.item(id) {
                    let recounted = (listed.folder.itemCounts, listed.folder.modified) != (shown.itemCounts, shown.modified)
                    (shown.itemCounts, shown.modified) = (listed.folder.itemCounts, listed.folder.modified)
                    self.outline.updateItem(shown)
                    if recounted { self.reorderAmongSiblings(id) }
                }
                // The folders listed below it show what this listing read of them: those that
                // showed a newer listing of their own meanwhile are listed again once they are in.
                self.outline.setChildren(listed.children, of: id) { [weak self] in
                    guard let self else { return }
                    self.listAgainFoldersNewerThan(serial, below: id)
                    if follows, let renamed { self.showRenamed(renamed) }
                }
            }
            if running.changedAgain { self.listAgain(id) }
        }
        guard let scheduler = outline.rowsViewModel.scheduler else { return land(list()) }
        scheduler.run(list, then: land)
    }

    /// Entries renamed in a watched folder, seen as the renames came: the folders expanded and the
    /// entries selected then, at their new paths, for the first listing of the folder begun after
    /// (numbered above `after`) to expand and select.
    struct Renamed {
        var after: Int
        var expanded: Set<String> = []
        var selected: Set<OutlineRow<FileEntry>.ID> = []
    }

    /// Notes `moves` (renames in the watched folder `id`): the folders expanded and the entries
    /// selected now, that they moved, are expanded and selected at their new paths once a listing of
    /// the folder begun after them shows (a listing running now may not know them).
    private func follow(_ moves: [PathMove], in id: String) {
        guard !moves.isEmpty else { return }
        var renamed = renamesIn[id] ?? Renamed(after: 0)
        renamed.after = listingSerial
        for path in outline.outline.expandedIDs.union(renamed.expanded) {
            if let new = Self.path(path, after: moves) { renamed.expanded.insert(new) }
        }
        for case .item(let path) in outline.rowsViewModel.selectedIDs.union(renamed.selected) {
            if let new = Self.path(path, after: moves) { renamed.selected.insert(.item(new)) }
        }
        renamesIn[id] = renamed
    }

    /// A listing that knew of `renamed` shows: the renamed folders that were expanded are expanded,
    /// the renamed entries that were selected are selected (with what is selected now).
    private func showRenamed(_ renamed: Renamed) {
        for folder in renamed.expanded where outline.outline.item(folder) != nil && !outline.outline.isExpanded(folder) {
            outline.expand(folder)
        }
        let shown = renamed.selected.filter { id in
            guard case .item(let path) = id else { return false }
            return outline.outline.item(path) != nil
        }
        guard !shown.isEmpty else { return }
        selectOnceSearched(Array(outline.rowsViewModel.selectedIDs.union(shown)))
    }

    /// Where `path` went after `moves`, one after the other; nil when none moved it.
    private static func path(_ path: String, after moves: [PathMove]) -> String? {
        var moved: String?
        for move in moves { if let next = move.moved(moved ?? path) { moved = next } }
        return moved
    }

    /// Puts the folder with this id back in order among its siblings, its item count or date just
    /// changed: in an order by size or by date it may move (its parent's listing does not see a
    /// change inside it). Its parent, which is expanded and so watched, is listed again; the roots
    /// are arranged again from the rows' own entries.
    private func reorderAmongSiblings(_ id: String) {
        guard listing.order.column == .size || listing.order.column == .modified else { return }
        let tree = outline.outline
        let parent = tree.parent(of: id)
        let siblings = (parent.map { tree.children(of: $0) } ?? tree.roots).compactMap { tree.item($0) }
        guard listing.order.sorted(siblings).map(\.id) != siblings.map(\.id) else { return }
        if let parent {
            listAgain(parent)
        } else {
            _ = update(siblings, of: folder, order: listing.order, showingHidden: listing.showingHidden)
        }
    }

    /// After listing number `serial` is shown, of the whole tree or (`below`) of the folder with
    /// that id: the watched folders it showed (all, or those below that folder) that showed a newer
    /// listing of their own are listed again, as it brought back what it read of them before. Results
    /// land in any order: a folder's listing could otherwise land before its parent's older one.
    func listAgainFoldersNewerThan(_ serial: Int, below folder: String? = nil) {
        let prefix = folder.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let shown = shownListings.keys.filter { id in prefix.map { id.hasPrefix($0) } ?? true }
        let newer = shown.filter { shownListings[$0, default: 0] > serial }
        for id in shown { shownListings[id] = serial }
        for id in newer where watches[id] != nil { listAgain(id) }
    }
}
