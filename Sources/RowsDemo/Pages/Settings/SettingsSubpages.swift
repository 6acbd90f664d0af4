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
    private let content: UnsafeMutablePointer<GtkWidget>
    private let folders: UserFolders

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
        let back = Button.icon("go-previous-symbolic", tooltip: "Back to Settings") { [weak self] in self?.onBack?() }
        gtk_box_append(header.cast(to: GtkBox.self), back)
        gtk_box_append(header.cast(to: GtkBox.self), title)
        Shortcut.add(to: widget, ["<Alt>Left", "Escape"]) { [weak self] in
            self?.onBack?()
            return true
        }
    }

    /// Shows the page `name` under `title`.
    func show(_ name: String, title: String) {
        gtk_label_set_text(OpaquePointer(self.title), title)
        while let child = gtk_widget_get_first_child(content) { gtk_box_remove(content.cast(to: GtkBox.self), child) }
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
        let box = facts([
            ("Application", "Rows demo"),
            ("Version", RowsDemoCommand.configuration.version),
            ("GTK", "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"),
            ("License", "MIT"),
        ])
        let blurb = gtk_label_new("Lists that stay smooth: typed cells recycled per type, an O(n) diff, and a million rows.")!
        gtk_label_set_wrap(OpaquePointer(blurb), 1)
        gtk_label_set_xalign(OpaquePointer(blurb), 0)
        gtk_widget_set_margin_start(blurb, 18)
        gtk_widget_set_margin_end(blurb, 18)
        gtk_box_prepend(box.cast(to: GtkBox.self), blurb)
        return box
    }

    /// The files saved in the data folder, listed with Rows itself.
    private func savedData() -> UnsafeMutablePointer<GtkWidget> {
        let entries = (try? FolderListing.entries(of: folders.data.path)) ?? []
        let snapshot = ListSnapshot<Int, FileEntry>(sections: [
            .init(id: 0, items: FileOrder.name.arranged(entries, showingHidden: false), showsHeader: false)
        ])
        let list = ListView(ListViewModel(snapshot)) { cells, entry in cells.cell(using: FileCell.registration, for: entry) }
        return ListPanel(
            list, emptyIcon: "document-save-symbolic", emptyTitle: "Nothing saved yet",
            emptyDetail: "Edits in the People Directory and your choices here are saved in \(folders.data.path)."
        ).widget
    }

    private func facts(_ pairs: [(String, String)]) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        gtk_widget_set_margin_top(box, 18)
        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(grid.cast(to: GtkGrid.self), 8)
        gtk_grid_set_column_spacing(grid.cast(to: GtkGrid.self), 18)
        gtk_widget_set_margin_start(grid, 18)
        gtk_widget_set_margin_end(grid, 18)
        for (index, (name, value)) in pairs.enumerated() {
            let key = gtk_label_new(name)!
            gtk_widget_add_css_class(key, "dim-label")
            gtk_label_set_xalign(OpaquePointer(key), 1)
            let text = gtk_label_new(value)!
            gtk_label_set_xalign(OpaquePointer(text), 0)
            gtk_label_set_selectable(OpaquePointer(text), 1)
            gtk_widget_set_focusable(text, 0)
            gtk_label_set_ellipsize(OpaquePointer(text), PANGO_ELLIPSIZE_MIDDLE)
            gtk_grid_attach(grid.cast(to: GtkGrid.self), key, 0, Int32(index), 1, 1)
            gtk_grid_attach(grid.cast(to: GtkGrid.self), text, 1, Int32(index), 1, 1)
        }
        gtk_box_append(box.cast(to: GtkBox.self), grid)
        return box
    }
}
