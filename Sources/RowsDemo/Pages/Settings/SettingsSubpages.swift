import Adwaita
import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit

/// The pages the settings' disclosure rows open: the account, the saved data files, and about.
@MainActor
final class SettingsSubpages {
    /// Header with a back button, over the content of the page shown.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Called when the user goes back.
    var onBack: (@MainActor () -> Void)?
    private let title: UnsafeMutablePointer<GtkWidget>
    /// The back button (made once `self` can be captured).
    private var back: UnsafeMutablePointer<GtkWidget>!
    private let content: UnsafeMutablePointer<GtkWidget>
    private let folders: UserFolders
    /// The saved files' list while its page shows: the panel holds its empty state's widgets.
    private(set) var savedDataPanel: ListPanel<Int, FileEntry>?

    init(folders: UserFolders) {
        self.folders = folders
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(header, "rows-toolbar")
        title = gtk_label_new(nil)
        gtk_widget_add_css_class(title, "heading")
        content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_widget_set_vexpand(content, 1)
        gtk_box_append(widget.cast(to: GtkBox.self), header)
        gtk_box_append(widget.cast(to: GtkBox.self), content)
        back = Button.icon("go-previous-symbolic", tooltip: "Back to Settings") { [weak self] in self?.onBack?() }
        gtk_box_append(header.cast(to: GtkBox.self), back)
        gtk_box_append(header.cast(to: GtkBox.self), title)
        Shortcut.add(to: widget, ["<Alt>Left", "Escape"]) { [weak self] in
            self?.onBack?()
            return true
        }
    }

    /// Gives keyboard focus to the back button, as a page pushed in GNOME's navigation starts with
    /// the focus on it: Escape and Alt+Left then go back at once.
    func focusBackButton() {
        gtk_widget_grab_focus(back)
    }

    /// Shows the page `name` under `title`.
    func show(_ name: String, title: String) {
        gtk_label_set_text(OpaquePointer(self.title), title)
        while let child = gtk_widget_get_first_child(content) { gtk_box_remove(content.cast(to: GtkBox.self), child) }
        savedDataPanel = nil
        let page: UnsafeMutablePointer<GtkWidget> =
            switch name {
            case "account": account()
            case "data": savedData()
            case "about": about()
            default:
                StatusPage(
                    iconName: "dialog-question-symbolic", title: "No page “\(name)”",
                    detail: "settings.json opens a page this app does not have."
                ).widget
            }
        gtk_box_append(content.cast(to: GtkBox.self), page)
    }

    private func account() -> UnsafeMutablePointer<GtkWidget> {
        facts([
            ("User name", String(cString: g_get_user_name())),
            ("Real name", String(cString: g_get_real_name())),
            ("Home folder", String(cString: g_get_home_dir())),
            ("Saved data", folders.data.path),
            ("Cache", folders.cache.path),
        ])
    }

    private func about() -> UnsafeMutablePointer<GtkWidget> {
        facts(
            [
                ("Application", "Rows"),
                ("Version", RowsDemoCommand.configuration.version),
                ("GTK", "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"),
                ("License", "MIT"),
            ],
            description: "Lists that stay smooth at any size: people and their pets, colors, your files, and a million rows.")
    }

    /// The files saved in the data folder, listed with Rows itself.
    private func savedData() -> UnsafeMutablePointer<GtkWidget> {
        let entries = (try? FolderListing.entries(of: folders.data.path)) ?? []
        let snapshot = ListSnapshot<Int, FileEntry>(sections: [
            .init(id: 0, items: FileOrder.name.arranged(entries, showingHidden: false), showsHeader: false)
        ])
        let list = ListView(ListViewModel(snapshot)) { cells, entry in cells.cell(using: FileCell.registration, for: entry) }
        BoxedList.style(list)
        let panel = ListPanel(
            list, emptyIcon: "document-save-symbolic", emptyTitle: "Nothing saved yet",
            emptyDetail: "Edits in the People Directory and your choices here are saved in \(folders.data.path)."
        )
        savedDataPanel = panel
        return panel.widget
    }

    /// `pairs` as the rows of a preferences group (an `AdwPreferencesPage` of one group of
    /// `AdwActionRow`s, the value a selectable suffix), under `description` if given.
    private func facts(_ pairs: [(String, String)], description: String? = nil) -> UnsafeMutablePointer<GtkWidget> {
        let page = adw_preferences_page_new()!
        let group = adw_preferences_group_new()!
        if let description {
            adw_preferences_group_set_description(group.cast(to: AdwPreferencesGroup.self), description.markupEscaped)
        }
        for (name, value) in pairs {
            let row = adw_action_row_new()!
            // Titles are Pango markup unless told otherwise; a path or a name is shown as written.
            adw_preferences_row_set_use_markup(row.cast(to: AdwPreferencesRow.self), 0)
            adw_preferences_row_set_title(row.cast(to: AdwPreferencesRow.self), name)
            let text = gtk_label_new(value)!
            gtk_label_set_selectable(OpaquePointer(text), 1)
            // Selectable with the pointer, never by Tab: GTK 4.8's label says it took a Tab it
            // cannot take (focusable or not), and Tab stayed on the row. Out of the focus chain,
            // GTK passes it by.
            gtk_widget_set_can_focus(text, 0)
            // A screen reader reads the value with the row's title.
            rows_accessible_set_description(OpaquePointer(row), value)
            gtk_label_set_ellipsize(OpaquePointer(text), PANGO_ELLIPSIZE_MIDDLE)
            gtk_label_set_xalign(OpaquePointer(text), 1)
            gtk_widget_add_css_class(text, "dim-label")
            adw_action_row_add_suffix(row.cast(to: AdwActionRow.self), text)
            adw_preferences_group_add(group.cast(to: AdwPreferencesGroup.self), row)
        }
        adw_preferences_page_add(page.cast(to: AdwPreferencesPage.self), group.cast(to: AdwPreferencesGroup.self))
        gtk_widget_set_vexpand(page, 1)
        return page
    }
}
