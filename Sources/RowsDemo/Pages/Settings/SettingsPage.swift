import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit

/// Article 001: the settings screen, six kinds of rows composed from traits, with real values. Sizes
/// are measured on disk, disclosure rows open sub-pages, "Clear cache…" deletes the cache after
/// asking, and the pickers' choices are saved and applied. Shown as GNOME's preferences are: the
/// settings' groups as titled cards (``BoxedList``), one Rows list searched as a whole.
@MainActor
final class SettingsPage: DemoPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    let searchPlaceholder = "Search settings"
    /// The list and its empty states.
    let panel: ListPanel<String, SettingRow>
    /// The sub-page shown now, if any (its `opens` name).
    private(set) var openSubpage: String?
    /// The setting whose row opened the sub-page shown: the focus goes back to it.
    private var subpageOpener: String?
    /// Called when the user picks a value, with the setting id and the index.
    var onChoice: (@MainActor (String, Int) -> Void)?
    /// The window, for the confirmation dialog.
    var parentWindow: UnsafeMutablePointer<GtkWindow>?

    private let settings: [Setting]
    private let folders: UserFolders
    private let savedChoices: SavedChoices
    private var choices: [String: Int]
    private let subpages: SettingsSubpages
    /// The toasts over the list: the cache cleared, a choice not saved.
    let toasts: Toasts

    /// The page for `settings`, with the user's saved `choices`; sizes are measured in `folders`.
    init(settings: [Setting], choices: [String: Int], savedChoices: SavedChoices, folders: UserFolders) {
        self.settings = settings
        self.choices = choices
        self.savedChoices = savedChoices
        self.folders = folders
        subpages = SettingsSubpages(folders: folders)
        let viewModel = ListViewModel<String, SettingRow>()
        let cells = SettingsCells()
        let list = ListView(viewModel) { reusable, row in cells.cell(from: reusable, for: row) }
        BoxedList.style(list)
        // As in GNOME's preferences, a click on a row opens what it opens.
        list.activatesOnSingleClick = true
        // "Clear cache…" with nothing to clear: dimmed, and passed over by the keyboard.
        list.isItemEnabled = { $0.isEnabled }
        panel = ListPanel(
            list, emptyIcon: "preferences-system-symbolic", emptyTitle: "No settings",
            emptyDetail: "settings.json lists no settings.")
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        toasts = Toasts(over: panel.widget)
        gtk_box_append(box.cast(to: GtkBox.self), toasts.widget)
        widget = gtk_stack_new()
        gtk_stack_set_transition_type(OpaquePointer(widget), GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT_RIGHT)
        gtk_stack_add_named(OpaquePointer(widget), box, "list")
        gtk_stack_add_named(OpaquePointer(widget), subpages.widget, "subpage")

        cells.onPick = { [weak self] setting, index in self?.pick(index, for: setting) }
        list.onActivate = { [weak self] row in self?.activate(row) }
        subpages.onBack = { [weak self] in self?.closeSubpage() }
        refreshSizes()
    }

    /// The first settings row, or, while a sub-page shows, its back button (as when it opened).
    func focusFirstRow() {
        if openSubpage != nil { subpages.focusBackButton() } else { panel.focusFirstRow() }
    }
    /// The settings list; none while a sub-page shows instead.
    var rowsView: UnsafeMutablePointer<GtkWidget>? { openSubpage == nil ? panel.list.listView : nil }
    var isSearchPending: Bool { panel.list.viewModel.isSearchPending }

    /// Searches the settings list; a sub-page open gives way to it, as the search is of the list.
    func search(_ text: String) {
        if openSubpage != nil, !text.allSatisfy(\.isWhitespace) { showList() }
        panel.list.viewModel.search(text) { $0.searchableText }
    }

    /// Measures the cache and data folders again and shows the sizes (changed rows reconfigure in place).
    func refreshSizes() {
        let cacheBytes = DiskUsage.bytes(under: folders.cache.path)
        var rows = SettingRow.rows(settings, choices: choices) { [folders] measured in
            switch measured {
            case "cache": cacheBytes
            case "data": DiskUsage.bytes(under: folders.data.path)
            default: nil
            }
        }
        // Nothing to clear in an empty cache: the row shows so, dimmed, as GNOME Settings does.
        for index in rows.indices where rows[index].setting.action == "clear-cache" {
            rows[index].isEnabled = cacheBytes != 0  // a size not known may still be cleared
        }
        panel.list.viewModel.apply(SettingRow.snapshot(of: rows))
    }

    /// Opens the sub-page named `name` ("account", "data", "about").
    func openSubpage(_ name: String, title: String) {
        openSubpage = name
        subpages.show(name, title: title)
        gtk_stack_set_visible_child_name(OpaquePointer(widget), "subpage")
        subpages.focusBackButton()
    }

    /// Goes back to the settings list, the focus on the row that opened the sub-page.
    func closeSubpage() {
        showList()
        let list = panel.list
        if let opener = subpageOpener.take(), let row = list.viewModel.rows.row(ofItem: opener) {
            list.focus(row: row)
        } else {
            gtk_widget_grab_focus(list.listView)
        }
    }

    /// Shows the settings list instead of the sub-page, the focus left where it is.
    private func showList() {
        openSubpage = nil
        gtk_stack_set_visible_child_name(OpaquePointer(widget), "list")
    }

    /// What the toast shown says, if one shows.
    var toastMessage: String? { toasts.message }

    /// Deletes the cache's contents and shows the new size.
    func clearCache() {
        do {
            try DiskUsage.removeContents(of: folders.cache.path)
            toasts.show("The cache is cleared.")
        } catch {
            toasts.show("The cache could not be cleared: \(error)", isError: true)
        }
        refreshSizes()
    }

    private func activate(_ row: SettingRow) {
        if let opens = row.setting.opens {
            subpageOpener = row.id
            openSubpage(opens, title: row.setting.title)
        } else if row.setting.action == "clear-cache" {
            if row.isEnabled { confirmClearingCache() }
        } else if let action = row.setting.action {
            toasts.show("“\(row.setting.title)” asks for the action “\(action)”, which this app does not have.", isError: true)
        }
    }

    private func confirmClearingCache() {
        let size = ByteCount.format(DiskUsage.bytes(under: folders.cache.path))
        let dialog = DialogWindow(title: "Clear the cache?", parent: parentWindow)
        let text = gtk_label_new("The cache (\(size)) will be deleted. Your saved data stays.")!
        gtk_label_set_wrap(OpaquePointer(text), 1)
        gtk_label_set_max_width_chars(OpaquePointer(text), 40)
        gtk_label_set_xalign(OpaquePointer(text), 0)
        dialog.append(text)
        // The folder on a line of its own, shortened in the middle rather than broken at a slash.
        let path = gtk_label_new(folders.cache.path)!
        gtk_label_set_ellipsize(OpaquePointer(path), PANGO_ELLIPSIZE_MIDDLE)
        gtk_label_set_max_width_chars(OpaquePointer(path), 40)
        gtk_label_set_xalign(OpaquePointer(path), 0)
        gtk_widget_set_tooltip_text(path, folders.cache.path)
        gtk_widget_add_css_class(path, "dim-label")
        dialog.append(path)
        dialog.addButton("_Cancel") { dialog.close() }
        dialog.addButton("C_lear Cache", style: "destructive-action", isDefault: true) { [weak self] in
            dialog.close()
            self?.clearCache()
        }
        dialog.present()
    }

    /// Shows `index` as the choice for the setting `id`, chosen and saved elsewhere (a reorder of
    /// people makes their order "As arranged").
    func showChoice(_ index: Int, for id: String) {
        guard choices[id] != index else { return }
        choices[id] = index
        refreshSizes()
    }

    /// Saves and applies `index` as the choice for `setting`, as picking it in its drop-down does.
    /// Only that choice is written: the others stay as saved, by another copy of the app too.
    func pick(_ index: Int, for setting: Setting) {
        guard choices[setting.id] != index else { return }
        choices[setting.id] = index
        do {
            try savedChoices.save(merging: [setting.id: index])
        } catch {
            toasts.show("Your choice could not be saved: \(error)", isError: true)
        }
        onChoice?(setting.id, index)
        // Rebind after the drop-down finished its own notification.
        MainLoop.post { [weak self] in self?.refreshSizes() }
    }
}
