import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// A file or folder: icon, name, size or item count, and a chevron on folders, which open.
@MainActor
final class FileCell: BoxCell, TitleTrait, DisclosureTrait, HighlightTrait {
    let icon = gtk_image_new()!
    let titleLabel = makeTitleLabel()
    let detailLabel = Label(cssClasses: ["dim-label", "numeric", "rows-byte-count"], xalign: 1)
    let disclosureIcon = makeDisclosureIcon()

    required init() {
        super.init()
        append(icon)
        append(titleLabel.widget)
        append(detailLabel.widget)
        append(disclosureIcon)
    }

    /// Shows `entry`; `opens` shows the chevron on a folder (a list's folders open; a tree's expand,
    /// with the tree's own disclosure).
    func show(_ entry: FileEntry, opens: Bool = true) {
        gtk_image_set_from_icon_name(OpaquePointer(icon), Self.iconName(of: entry))
        title = entry.name
        detailLabel.text = entry.detail
        gtk_widget_set_visible(disclosureIcon, opens && entry.isFolder ? 1 : 0)
        dims(whenHidden: entry)
    }

    /// The icon of `entry`, in the list and the columns alike.
    static func iconName(of entry: FileEntry) -> String {
        entry.isFolder ? "folder-symbolic" : "text-x-generic-symbolic"
    }

    /// The registration every file list uses.
    static let registration = CellRegistration<FileCell, FileEntry> { cell, entry in cell.show(entry) }

    /// The registration of the tree's rows: no chevron, the outline's disclosure shows instead.
    static let treeRegistration = CellRegistration<FileCell, FileEntry> { cell, entry in cell.show(entry, opens: false) }
}

extension BoxCell {
    /// Shows a hidden entry (its name starts with a dot) dimmed, as GNOME Files does; each bind
    /// sets it, so a recycled cell never keeps it.
    func dims(whenHidden entry: FileEntry) {
        gtk_widget_set_opacity(root, entry.isHidden ? 0.55 : 1)
    }
}
