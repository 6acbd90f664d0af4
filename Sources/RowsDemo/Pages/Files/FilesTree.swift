import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// The Files page's tree view: the folder's entries as the roots of an outline, folders expanding in
/// place, their children listed by ``FolderOutline`` off the main thread the first time (a loading
/// row meanwhile, an error row naming the error if the folder cannot be listed).
///
/// Its ids are full paths (the list's are names), so its selection is its own; the page carries a
/// selection of top-level entries across (``FilesPage/show(_:)``). Each expanded folder shown is
/// watched, as GNOME Files does: a change in it lists it again (the page watches the folder itself).
@MainActor
final class FilesTree {
    /// The outline: its rows view model is the tree's.
    let outline: OutlineViewModel<FileEntry>
    /// The list showing it.
    let view: ListView<SingleSection, OutlineRow<FileEntry>>
    /// Called with a file's entry when a file row is activated (its ``FileEntry/path`` opens it).
    var onOpenFile: (@MainActor (FileEntry) -> Void)?
    /// How entries are listed: set by ``setLoader(order:showingHidden:)``.
    var listing = (order: FileOrder.name, showingHidden: false)
    /// The expanded folders shown, watched, by id (their paths).
    var watches: [String: FolderMonitor] = [:]
    /// Expanded folders GIO would not watch: not asked again while they stay expanded.
    var unwatchable: Set<String> = []
    /// Numbers every listing asked for, the whole tree's and a folder's, in order.
    var listingSerial = 0
    /// The number of the whole tree's newest listing (or of the entries shown at once): one done off
    /// the main thread lands only if still the newest.
    var treeListing = 0
    /// Each watched folder's listing under way: its number, and whether the folder changed again meanwhile.
    var folderListings: [String: (serial: Int, changedAgain: Bool)] = [:]
    /// The number of the listing whose children each watched folder shows.
    var shownListings: [String: Int] = [:]
    /// Entries renamed in each watched folder that no listing of it has followed yet (see
    /// ``listAgain(_:)``).
    var renamesIn: [String: Renamed] = [:]
    /// Follows the rows shown, to watch the expanded folders among them.
    private var observation: ListObservation?
    /// Whether the tree is the view shown: only then are its folders watched (the page lists a hidden
    /// tree again when it shows).
    var isShown = true {
        didSet {
            guard isShown != oldValue else { return }
            if isShown { watchExpandedFolders() } else { stopWatching() }
        }
    }
    /// The folder whose entries are the roots (once they show).
    private(set) var folder: String
    /// The names of top-level entries of a folder to select once that folder's roots show.
    private var rootsToSelect: (folder: String, names: Set<FileName>)?
    /// The number of the arrangement of entries running off the main thread, if any (see `arrange`).
    private var arranging: Int?
    /// The folder of the newest listing asked for (a relist, or entries shown).
    private var listingFolder: String
    /// The number of the newest listing whose roots were handed to the outline.
    private var handedListing = 0
    /// The folder shown moved, and no listing of it since has landed (see ``follow(_:)``).
    var move: PathMove?
    /// Entries selected before the folder moved, to select at their new paths once the search's
    /// results are found in the tree listed there.
    var selectionAwaitingSearch: [OutlineRow<FileEntry>.ID]?

    /// A tree of `roots`, the entries of `folder`.
    init(roots: [OutlineNode<FileEntry>], of folder: String) {
        self.folder = folder
        listingFolder = folder
        outline = OutlineViewModel(roots: roots, selectionMode: .multiple)
        view = ListView(outline: outline) { cells, entry in cells.cell(using: FileCell.treeRegistration, for: entry) }
        view.onActivate = { [weak self] row in self?.activate(row) }
        observation = outline.rowsViewModel.observe { [weak self] update in
            guard let self else { return }
            if let ids = selectionAwaitingSearch, !outline.isSearchPending {
                selectionAwaitingSearch = nil
                outline.rowsViewModel.select(ids)
            }
            // A change of selection alone shows or hides no folder.
            guard !update.splices.isEmpty || !update.reconfiguredRows.isEmpty else { return }
            watchExpandedFolders()
        }
    }

    /// Lists the children of expanded folders in `order`, hidden entries as `showingHidden` says.
    func setLoader(order: FileOrder, showingHidden: Bool) {
        listing = (order, showingHidden)
        outline.loadChildren = { entry in try FolderOutline.children(of: entry, order: order, showingHidden: showingHidden) }
    }

    /// Lists `folder` again, and the folders expanded in it, off the main thread (through the view's
    /// scheduler), then shows the result keeping them expanded (and the search's results, when one
    /// shows, searched again). `failed` hears when the folder itself cannot be listed; the tree then stays as it is.
    /// `landed` hears when the new tree shows.
    /// After ``follow(_:)``, the folders expanded in the folder moved, and the entries selected in
    /// it, are found at their new paths, and stay so (until a listing that knows the move lands,
    /// every listing maps them: one of a subfolder opened meanwhile too).
    func relist(
        _ folder: String, order: FileOrder, showingHidden: Bool, failed: @escaping @MainActor @Sendable (FolderError) -> Void,
        landed: (@MainActor @Sendable () -> Void)? = nil
    ) {
        setLoader(order: order, showingHidden: showingHidden)
        listingSerial += 1
        treeListing = listingSerial
        let serial = listingSerial
        startListing(of: folder)
        // Kept until a listing that knows it lands: a later one may drop this one's result.
        let moving = move
        let expanded = Set(outline.outline.expandedIDs.map { moving?.moved($0) ?? $0 })
        let list: @Sendable () -> Result<[OutlineNode<FileEntry>], FolderError> = {
            Result { () throws(FolderError) in
                try FolderOutline.tree(
                    of: folder, expanded: expanded, order: order, showingHidden: showingHidden)
            }
        }
        let land: @MainActor @Sendable (Result<[OutlineNode<FileEntry>], FolderError>) -> Void = { [weak self] result in
            guard let self, serial == self.treeListing else { return }
            switch result {
            case .success(let roots):
                // The entries selected now (a click meanwhile too), at their new paths; not when
                // the page asked for entries of the folder to be selected once it shows.
                let selected = moving.flatMap { self.rootsToSelect?.folder == folder ? nil : self.selection(after: $0) }
                self.replaceRoots(roots, of: folder, listing: serial, expanding: moving == nil ? [] : expanded) {
                    [weak self] in
                    guard let self else { return }
                    if moving != nil, self.move == moving { self.move = nil }
                    if let selected { self.selectOnceSearched(selected) }
                    self.listAgainFoldersNewerThan(serial)
                    landed?()
                }
            case .failure(let error): failed(error)
            }
        }
        guard let scheduler = outline.rowsViewModel.scheduler else { return land(list()) }
        scheduler.run(blocking: list, then: land)
    }

    /// Shows `entries`, those of `folder` already listed, as the roots in `order` (hidden entries
    /// as `showingHidden` says): at once for a small folder; for a big one they are arranged, and the
    /// tree made, off the main thread (the old roots show meanwhile). A listing under way is dropped
    /// (list the folder again for its expanded folders); a relist of the same folder asked for while
    /// they are arranged does not drop them, and replaces them if it comes later.
    func show(_ entries: [FileEntry], of folder: String, order: FileOrder, showingHidden: Bool) {
        listingSerial += 1
        treeListing = listingSerial
        let serial = listingSerial
        startListing(of: folder)
        arrange(entries, of: folder, order: order, showingHidden: showingHidden) { [weak self] roots in
            // Not when the tree moved on to another folder, or newer roots were handed on meanwhile.
            guard let self, self.listingFolder == folder, self.handedListing < serial else { return }
            self.replaceRoots(roots, of: folder, listing: serial)
        }
    }

    /// Shows `entries`, those of the folder the tree shows, listed again after changes in it: the
    /// folders open in it keep their children (each is watched, and lists itself again when it
    /// changes), so nothing is read from disk. For a big folder the roots are arranged, and the tree
    /// made, off the main thread. Returns false, changing nothing, when the tree shows or lists
    /// another folder or is listing or making its roots (list it again then).
    func update(_ entries: [FileEntry], of folder: String, order: FileOrder, showingHidden: Bool) -> Bool {
        guard folder == self.folder, folder == listingFolder, handedListing == treeListing, !isMakingRoots else {
            return false
        }
        let tree = treeListing
        arrange(entries, of: folder, order: order, showingHidden: showingHidden) { [weak self] roots in
            // Not when the tree was listed again, or moved on to another folder, meanwhile.
            guard let self, self.treeListing == tree, self.listingFolder == folder else { return }
            self.outline.replaceRoots(roots, keepingExpandedChildren: true) { [weak self] in self?.tellMakingRoots() }
        }
        return true
    }

    /// Arranges `entries`, those of `folder`, as roots in `order` (hidden entries as `showingHidden`
    /// says) and gives them to `place`: at once for a small folder; for a big one off the main thread
    /// (the tree is making its roots meanwhile), and not at all when another arrangement was started
    /// since. Its number is apart from the tree's listings: listings of folders under way stay wanted.
    private func arrange(
        _ entries: [FileEntry], of folder: String, order: FileOrder, showingHidden: Bool,
        then place: @escaping @MainActor ([OutlineNode<FileEntry>]) -> Void
    ) {
        let arrange: @Sendable () -> [OutlineNode<FileEntry>] = {
            FolderOutline.nodes(of: entries, in: folder, order: order, showingHidden: showingHidden)
        }
        guard entries.count >= outline.rowsViewModel.backgroundSearchThreshold, let scheduler = outline.rowsViewModel.scheduler
        else {
            arranging = nil
            return place(arrange())
        }
        listingSerial += 1
        let serial = listingSerial
        arranging = serial
        tellMakingRoots()
        scheduler.run(arrange) { [weak self] roots in
            guard let self, self.arranging == serial else { return }
            self.arranging = nil
            place(roots)
            self.tellMakingRoots()
        }
    }

    /// Notes that a listing of `folder` is asked for: a selection waiting for another folder's roots
    /// is dropped.
    private func startListing(of folder: String) {
        listingFolder = folder
        if let waiting = rootsToSelect, waiting.folder != folder { rootsToSelect = nil }
    }

    /// Whether roots given to the tree are being arranged or made off the main thread: the old ones
    /// show meanwhile.
    var isMakingRoots: Bool { arranging != nil || outline.isReplacingRoots }
    /// Called when ``isMakingRoots`` changes (the page turns its spinner meanwhile).
    var onMakingRootsChange: (@MainActor () -> Void)?
    /// ``isMakingRoots`` as last told.
    private var toldMakingRoots = false

    /// Tells ``onMakingRootsChange`` when ``isMakingRoots`` changed since last told.
    private func tellMakingRoots() {
        guard isMakingRoots != toldMakingRoots else { return }
        toldMakingRoots = isMakingRoots
        onMakingRootsChange?()
    }

    /// Shows `roots`, the entries of `folder`: off the main thread for a big tree
    /// (``OutlineViewModel/replaceRoots(_:keepingExpandedChildren:expanding:then:)``); once they show, the top-level entries asked to
    /// be selected meanwhile are, and `landed` is called.
    private func replaceRoots(
        _ roots: [OutlineNode<FileEntry>], of folder: String, listing: Int, expanding expanded: Set<String> = [],
        then landed: (@MainActor @Sendable () -> Void)? = nil
    ) {
        defer { tellMakingRoots() }
        handedListing = max(handedListing, listing)
        outline.replaceRoots(roots, expanding: expanded) { [weak self] in
            guard let self else { return }
            defer { self.tellMakingRoots() }
            self.folder = folder
            if let waiting = self.rootsToSelect, waiting.folder == folder {
                self.rootsToSelect = nil
                // Scrolled to only while shown (a tree landing after its page closed has no widgets).
                if self.selectRoots(named: waiting.names, in: folder), self.isShown { self.scrollToSelection() }
            }
            landed?()
        }
    }

    /// The topmost selected row, if any.
    var firstSelectedRow: Int? {
        let selected = outline.rowsViewModel.selectedIDs
        return selected.isEmpty ? nil : outline.rows.firstIndex { selected.contains($0.id) }
    }

    /// Scrolls to the topmost selected row.
    func scrollToSelection() {
        guard let row = firstSelectedRow else { return }
        view.scroll(toRow: row)
    }

    /// The names of the top-level entries selected, as their bytes.
    var selectedRootNames: [FileName] {
        outline.rows.compactMap { row in
            guard row.parent == nil, outline.rowsViewModel.selectedIDs.contains(row.id) else { return nil }
            return row.content.item?.fileName
        }
    }

    /// Selects the top-level entries of `folder` (the tree's, by default) named `names`; returns
    /// whether the selection changed. While new roots are being made off the main thread, or the tree
    /// shows another folder, they are selected once that folder's roots show (and scrolled to).
    @discardableResult
    func selectRoots(named names: Set<FileName>, in folder: String? = nil) -> Bool {
        let folder = folder ?? self.folder
        if isMakingRoots || folder != self.folder {
            rootsToSelect = (folder, names)
            return false
        }
        let ids = outline.rows.compactMap { row -> OutlineRow<FileEntry>.ID? in
            guard row.parent == nil, let name = row.content.item?.fileName, names.contains(name) else {
                return nil
            }
            return row.id
        }
        return outline.rowsViewModel.select(ids)
    }

    /// A folder row toggles (as GNOME Files' tree does); a file row opens the file.
    private func activate(_ row: OutlineRow<FileEntry>) {
        guard let entry = row.content.item else { return }
        if entry.isFolder {
            outline.toggle(entry.id)
        } else {
            onOpenFile?(entry)
        }
    }
}
