import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit

/// A real folder: names, sizes, dates and kinds, folders open on activation, sorted by any column,
/// hidden files on demand, shown as a list, in columns, as a tree or as a grid of icons and thumbnails
/// (the switcher, Ctrl+1 to Ctrl+4). Refresh (F5) reads the folder again and shows the difference through the diff: new
/// files slide in, changed sizes are reconfigured in place.
///
/// The list, the columns and the grid (``FilesGrid``) show one view model, so switching between them keeps the selection, the
/// search and the scroll's subject. The tree (``FilesTree``) has its own, of full paths: switching to
/// or from it carries the selection of the folder's own entries, and its search shows the entries that
/// match, in the folder and in the folders listed below it, with the folders above them expanded. The order has one owner, ``order``: the toolbar's drop-down and the column headers show
/// it and change it, and the columns sort with the same ``FileOrder`` the page arranges with. The
/// view, the order and the columns' widths and order are remembered across runs
/// (``FilesViewChoices``, saved atomically in the state folder).
@MainActor
final class FilesPage: DemoPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    var searchPlaceholder: String { "Search in \(FilePathText.displayed(URL(fileURLWithPath: folder).lastPathComponent))" }
    /// The views and their empty states.
    let panel: ListPanel<Int, FileEntry>
    /// The view model both views show.
    var viewModel: ListViewModel<Int, FileEntry> { panel.list.viewModel }
    /// The columns view, made the first time it is shown.
    var columnView: ColumnView<Int, FileEntry>?
    /// The tree view, made the first time it is shown.
    var tree: FilesTree?
    /// Whether the tree, made but hidden, missed a re-list (see ``relistTree(failureIsToldElsewhere:)``): it lists again when shown.
    var treeIsStale = false
    /// The name of the folder just left by going up: selected, as GNOME Files does, once the
    /// parent's entries show it (see ``selectFolderLeft()``).
    var folderLeft: FileName?
    /// Where each view was when a folder was opened from it, by the path of the folder it showed:
    /// going back up there shows the folder opened where it was (see ``FolderPlace``).
    var placesLeft: [String: FolderPlace] = [:]
    /// The folder left by going up, selected, while it is still to be scrolled to its place: its id
    /// and name (see ``selectFolderLeft()``).
    var folderLeftToPlace: (id: FileEntry.ID, name: FileName)?
    /// The folder and the selection the other views took from the tree when it was last left: while
    /// they are still those, going back to the tree keeps its own selection (entries selected in
    /// its expanded folders, which the other views do not show).
    var selectionFromTree: (folder: String, ids: Set<FileEntry.ID>)?
    /// Whether the view's first row gets the focus once the rows are there (see ``focusFirstRow()``).
    var focusesFirstRowWhenShown = false
    /// The grid view, made the first time it is shown.
    var grid: FilesGrid?
    /// The page's observation of the tree's rows: while the tree shows, they say whether it is empty.
    var treeObservation: ListObservation?
    /// The search typed, which every view shows.
    private(set) var searchText = ""
    /// Closes the window's search, whose text is this page's search: opening another folder does.
    var onEndSearch: (@MainActor () -> Void)?
    /// Called when another folder is shown: the search's placeholder names it.
    var onFolderChange: (@MainActor () -> Void)?
    /// The folder shown, listed off the main thread and arranged in the view model.
    let contents: FolderContents
    /// The folder shown.
    var folder: String { contents.folder }
    /// How the folder is ordered: what the drop-down and the column headers show.
    var order: FileOrder { contents.order }
    /// Whether hidden entries show.
    var showsHidden: Bool { contents.showsHidden }
    /// The view shown.
    var mode: FilesViewMode
    /// The view, order and column layout as saved (or to be saved).
    var choices: FilesViewChoices
    /// Where ``choices`` are saved; nil: not remembered. Nil too after the saved file could not be
    /// read, so that it is never written over.
    private(set) var choicesFile: URL?

    /// The folder's entries, as read so far.
    var entries: [FileEntry] { contents.entries }
    /// Whether the folder is still being read off the main thread (the spinner turns meanwhile).
    var isListing: Bool { contents.isListing }
    /// Whether the newest show is still being sorted and diffed off the main thread.
    var isArranging: Bool { contents.isArranging }
    /// Turns in the toolbar while the folder is being read.
    let spinner = gtk_spinner_new()!
    /// Whether the page's widgets are gone (its window closed): work landing later touches none.
    var widgetsAreGone = false
    /// Watches the folder shown, so that changes made elsewhere show; replaced when another folder
    /// is shown, stopped when the page goes.
    var monitor: FolderMonitor?
    /// The URI of the file last opened (or tried), for tests.
    var lastOpenedURI: String?
    /// Reports each update for `rows-bench files`, when asked (``FilesReport``).
    private var report: FilesReport?
    /// The stack of the views, one child per mode, named by its raw value.
    let views = gtk_stack_new()!
    let pathLabel = gtk_label_new(nil)!
    let upButton: UnsafeMutablePointer<GtkWidget>
    /// The toasts over the views: a file that cannot be opened, a folder gone, a view not saved.
    let toasts: Toasts
    let switcher: FilesViewSwitcher
    let orderMenu = DropDown.make(
        FileOrder.allCases.map(\.title), title: "Sort order",
        // The column and an arrow, as a column header shows its order: short enough for the toolbar.
        faces: FileOrder.allCases.map { order in
            DropDown.Face(
                text: order.column.title,
                icon: order.descending ? "view-sort-descending-symbolic" : "view-sort-ascending-symbolic")
        })
    /// The order, hidden files and refresh as actions (`files.order`, an index in
    /// `FileOrder.allCases`; `files.show-hidden`; `files.refresh`), for the toolbar's menu when it
    /// is narrow, and for its hidden-files toggle.
    let actions: PageActions
    /// A save waiting for the user to stop dragging a column (a GLib source id).
    var pendingSave: UInt32?

    /// The page showing `folder`, in the view and order saved in `choicesFile` (when given). A
    /// folder that cannot be listed (missing, not a folder, not readable) shows a page naming it and
    /// why, under the toolbar, whose up button goes on from there, as GNOME Files does. Saved choices
    /// that cannot be read are named in a toast, the page opens as on a first start, and the file is
    /// left as it is.
    init(folder: String, choicesFile: URL? = nil) {
        let folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        var problem: DataFileError?
        do {
            choices = try choicesFile.map { url throws(DataFileError) in try FilesViewChoices.load(from: url) } ?? .standard
            self.choicesFile = choicesFile
        } catch {
            problem = error
            choices = .standard
            self.choicesFile = nil
        }
        mode = choices.mode
        let list = ListView(ListViewModel<Int, FileEntry>(selectionMode: .multiple)) { cells, entry in
            cells.cell(using: FileCell.registration, for: entry)
        }
        contents = FolderContents(viewModel: list.viewModel, folder: folder, order: choices.order)
        contents.showsHidden = choices.showsHidden
        gtk_stack_add_named(OpaquePointer(views), list.widget, FilesViewMode.list.rawValue)
        panel = ListPanel(
            list, content: views, emptyIcon: "folder-symbolic", emptyTitle: "This folder is empty", emptyDetail: "")
        upButton = Button.icon("go-up-symbolic", tooltip: "Open the enclosing folder (Alt+Up)") {}
        switcher = FilesViewSwitcher(selected: mode)
        toasts = Toasts(over: panel.widget)
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        actions = PageActions(prefix: "files", on: widget)
        let box = widget.cast(to: GtkBox.self)
        gtk_box_append(box, makeToolbar())
        gtk_box_append(box, toasts.widget)
        connectControls()
        list.onActivate = { [weak self] entry in self?.activate(entry) }
        list.contextMenu = { [weak self] entry in self?.menu(for: entry) }
        panel.viewToFocus = { [weak self] in self?.focusTarget }
        report = FilesReport.installIfAsked(on: list)
        contents.onListingChange = { [weak self] listing in self?.showListing(listing) }
        contents.onEntriesChange = { [weak self] in self?.entriesArrived() }
        contents.onError = { [weak self] error in self?.showProblem(error) }
        contents.onChangesApplied = { [weak self] in
            self?.treeEntriesChanged()
            self?.panel.updateEmptyState()  // a hidden file may have come or gone
        }
        panel.emptyDetail = { [weak self] in
            // Counted, not taken as all the entries: a file just made may not be shown yet.
            guard let self, !self.showsHidden else { return Self.emptyDetail(hiddenCount: 0) }
            return Self.emptyDetail(hiddenCount: self.entries.lazy.filter(\.isHidden).count)
        }
        contents.onArranged = { [weak self] in
            self?.selectFolderLeft()
            self?.focusFirstRowIfWaiting()
        }
        open(folder)
        if let problem { toasts.show("\(problem); the view's choices will not be saved over it", isError: true) }
        show(mode)
        Signal.connect(widget, "destroy") { [weak self] in
            guard let self else { return }
            widgetsAreGone = true
            tree?.onMakingRootsChange = nil
            tree?.isShown = false
            saveNow()
            monitor?.stop()
            monitor = nil
            // A folder read still under way finishes after the page's widgets are gone.
            contents.onListingChange = nil
            contents.onEntriesChange = nil
            contents.onError = nil
            contents.onChangesApplied = nil
            contents.onArranged = nil
        }
    }

    func search(_ text: String) {
        searchText = text
        viewModel.search(text) { $0.name }
        tree?.search(text)
    }

    /// Shows the folder at `path`: its first screenful as soon as it is read off the main thread,
    /// the rest as it is read. A folder that cannot be read shows a page naming it and why. A search
    /// ends, as in GNOME Files: it was of the folder left (kept, a folder opened from its results
    /// showed "No results" for its own entries).
    func open(_ path: String) {
        if !searchText.isEmpty {
            onEndSearch?()
            // Without a window's search bar to close (or one that was closed already).
            if !searchText.isEmpty { search("") }
        }
        folderLeft = nil
        folderLeftToPlace = nil
        contents.open(path)
        panel.clearProblem()
        toasts.dismiss()
        showFolderPath()
        relistTree()
        watch()
        grid?.show(folder)
        onFolderChange?()
    }

    /// Shows the folder's path over the views, and whether there is a folder above it.
    func showFolderPath() {
        gtk_label_set_text(OpaquePointer(pathLabel), FilePathText.displayed(folder, home: UserFolders.home()))
        gtk_widget_set_tooltip_text(pathLabel, FilePathText.displayed(folder))
        gtk_widget_set_sensitive(upButton, folder == "/" ? 0 : 1)
    }

    /// Reads the folder again off the main thread and applies the difference; a folder that can no
    /// longer be read shows the page saying why, one that can again shows its entries.
    func refresh() {
        toasts.dismiss()
        contents.refresh()
        relistTree()
    }

    /// Whether the keyboard focus is in the views.
    var focusIsInViews: Bool { KeyboardFocus.isIn(views) }

    /// Orders entries by `order`, as picking it in the drop-down does. With the columns view made,
    /// its header sorts (the arrow moves and the view model is sorted, off the main thread for a big
    /// folder) and tells the page back; else the page arranges the entries again.
    func setOrder(_ order: FileOrder) {
        guard order != self.order else { return }
        if let columnView {
            columnView.sort(byColumn: FilesColumns.index(of: order.column), descending: order.descending)
        } else {
            orderChanged(to: order)
            show()
        }
    }

    /// Notes `order` as the order shown: the drop-down follows, the choice is saved, and an
    /// arrangement still under way in the old order is redone in the new one.
    func orderChanged(to order: FileOrder) {
        guard order != self.order else { return }
        contents.order = order
        selectInMenu(order)
        actions.setChoice("order", to: FileOrder.allCases.firstIndex(of: order) ?? 0)
        choices.order = order
        save()
        if isArranging { show() } else { relistTree() }
    }

    /// Shows or hides entries whose name starts with a dot; the choice is saved.
    func setShowsHidden(_ shows: Bool) {
        contents.showsHidden = shows
        actions.setToggle("show-hidden", to: shows)
        show()
        guard choices.showsHidden != shows else { return }
        choices.showsHidden = shows
        save()
    }

    /// What an empty folder's page says below its title: that nothing is in it, or, when
    /// `hiddenCount` entries are hidden, that they are and how to show them.
    static func emptyDetail(hiddenCount: Int) -> String {
        switch hiddenCount {
        case 0: "Nothing is in it, hidden files included."
        case 1: "It holds 1 hidden file: Ctrl+H shows it."
        default: "It holds \(hiddenCount) hidden files: Ctrl+H shows them."
        }
    }

    /// Shows the entries in order (off the main thread for a big folder; see ``FolderContents``).
    private func show() {
        relistTree()
        contents.arrange()
    }
}
