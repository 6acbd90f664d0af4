import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit

/// A real folder: names, sizes and item counts, folders open on activation, sorting by name or size,
/// hidden files on demand. Refresh (F5) reads the folder again and shows the difference through the
/// diff: new files slide in, changed sizes are reconfigured in place.
@MainActor
final class FilesPage: DemoPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    var searchPlaceholder: String { "Search in \(URL(fileURLWithPath: folder).lastPathComponent)" }
    /// The list and its empty states.
    let panel: ListPanel<Int, FileEntry>
    /// The folder shown.
    private(set) var folder: String
    /// How the folder is ordered.
    private(set) var order: FileOrder = .name
    /// Whether hidden entries show.
    private(set) var showsHidden = false

    private var entries: [FileEntry] = []
    /// Counts the shows asked for; a show prepared off the main thread lands only if still the newest.
    private var showGeneration = 0
    /// Whether the newest show is still being sorted and diffed off the main thread.
    private(set) var isArranging = false
    private let pathLabel = gtk_label_new(nil)!
    private let upButton: UnsafeMutablePointer<GtkWidget>
    private let banner = Banner()

    /// The page showing `folder`; fails when the folder cannot be listed.
    init(folder: String) throws(FolderError) {
        self.folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        entries = try FolderListing.entries(of: self.folder)
        let list = ListView(ListViewModel<Int, FileEntry>()) { cells, entry in
            cells.cell(using: FileCell.registration, for: entry)
        }
        panel = ListPanel(
            list, emptyIcon: "folder-symbolic", emptyTitle: "This folder is empty",
            emptyDetail: "Nothing to show here; hidden files show with the eye button.")
        upButton = Button.icon("go-up-symbolic", tooltip: "Open the enclosing folder (Alt+Up)") {}
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        let box = widget.cast(to: GtkBox.self)
        gtk_box_append(box, makeToolbar())
        gtk_box_append(box, banner.widget)
        gtk_box_append(box, panel.widget)
        Signal.connect(upButton, "clicked") { [weak self] in self?.openParent() }
        list.onActivate = { [weak self] entry in self?.activate(entry) }
        Shortcut.add(to: widget, ["F5", "<Control>r"]) { [weak self] in
            self?.refresh()
            return true
        }
        Shortcut.add(to: widget, ["<Alt>Up", "BackSpace"]) { [weak self] in self?.openParent() ?? false }
        showFolder()
    }

    func search(_ text: String) {
        panel.list.viewModel.search(text) { $0.name }
    }

    /// Shows the folder at `path`.
    func open(_ path: String) {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        do {
            entries = try FolderListing.entries(of: standardized)
        } catch {
            banner.show("\(error)", isError: true)
            return
        }
        banner.hide()
        folder = standardized
        showFolder()
    }

    private func showFolder() {
        gtk_label_set_text(OpaquePointer(pathLabel), folder)
        gtk_widget_set_sensitive(upButton, folder == "/" ? 0 : 1)
        show()
    }

    /// Reads the folder again and applies the difference.
    func refresh() {
        do {
            entries = try FolderListing.entries(of: folder)
            banner.hide()
        } catch {
            banner.show("\(error)", isError: true)
        }
        show()
    }

    /// Opens the enclosing folder; returns false at the root.
    @discardableResult
    func openParent() -> Bool {
        guard folder != "/" else { return false }
        open(URL(fileURLWithPath: folder).deletingLastPathComponent().path)
        return true
    }

    /// Orders entries by `order`.
    func setOrder(_ order: FileOrder) {
        self.order = order
        show()
    }

    /// Shows or hides entries whose name starts with a dot.
    func setShowsHidden(_ shows: Bool) {
        showsHidden = shows
        show()
    }

    /// Shows the entries in order. A folder of more entries than the list searches at once (10,000) is
    /// sorted and diffed off the main thread, so that opening or re-sorting it never freezes the window.
    /// Only the newest show lands: one sorted off the main thread is dropped if another show came
    /// after it (a small folder opened meanwhile must not be replaced by the large one).
    private func show() {
        showGeneration += 1
        let (generation, entries, order, showsHidden) = (showGeneration, entries, order, showsHidden)
        let arranged: @Sendable () -> ListSnapshot<Int, FileEntry> = {
            ListSnapshot(sections: [.init(id: 0, items: order.arranged(entries, showingHidden: showsHidden), showsHeader: false)])
        }
        let viewModel = panel.list.viewModel
        guard entries.count >= viewModel.backgroundSearchThreshold, let scheduler = viewModel.scheduler else {
            isArranging = false
            viewModel.apply(arranged())
            return
        }
        isArranging = true
        let request = viewModel.backgroundDiff(making: { _ in arranged() })
        scheduler.run({ request.prepare() }) { [weak self] prepared in
            guard let self, generation == self.showGeneration else { return }
            self.isArranging = false
            viewModel.commit(prepared)
        }
    }

    private func activate(_ entry: FileEntry) {
        let path = folder == "/" ? "/\(entry.name)" : "\(folder)/\(entry.name)"
        if entry.isFolder {
            open(path)
        } else {
            let uri = g_filename_to_uri(path, nil, nil)
            defer { g_free(uri) }
            var error: UnsafeMutablePointer<GError>?
            if g_app_info_launch_default_for_uri(uri, nil, &error) == 0 {
                let message = error.map { String(cString: $0.pointee.message) } ?? "no application for it"
                g_clear_error(&error)
                banner.show("\(entry.name) cannot be opened: \(message)", isError: true)
            }
        }
    }

    private func makeToolbar() -> UnsafeMutablePointer<GtkWidget> {
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(bar, "rows-toolbar")
        gtk_label_set_ellipsize(OpaquePointer(pathLabel), PANGO_ELLIPSIZE_START)
        gtk_label_set_xalign(OpaquePointer(pathLabel), 0)
        gtk_widget_set_hexpand(pathLabel, 1)
        gtk_widget_add_css_class(pathLabel, "rows-path")
        let sort = DropDown.make(["By name", "By size"])
        gtk_widget_set_tooltip_text(sort, "Sort order")
        Signal.observe(sort, property: "selected") { [weak self] in
            self?.setOrder(gtk_drop_down_get_selected(OpaquePointer(sort)) == 1 ? .size : .name)
        }
        let hidden = gtk_toggle_button_new()!
        gtk_button_set_icon_name(hidden.cast(to: GtkButton.self), "view-reveal-symbolic")
        gtk_widget_set_tooltip_text(hidden, "Show hidden files")
        gtk_widget_add_css_class(hidden, "flat")
        Signal.connect(hidden, "toggled") { [weak self] in
            self?.setShowsHidden(gtk_toggle_button_get_active(hidden.cast(to: GtkToggleButton.self)) != 0)
        }
        let refresh = Button.icon("view-refresh-symbolic", tooltip: "Refresh (F5)") { [weak self] in self?.refresh() }
        for child in [upButton, pathLabel, sort, hidden, refresh] { gtk_box_append(bar.cast(to: GtkBox.self), child) }
        return bar
    }
}
