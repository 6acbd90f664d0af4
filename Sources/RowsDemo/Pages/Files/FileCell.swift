import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// A file or folder: icon, name, size or item count, and a chevron on folders, which open.
@MainActor
final class FileCell: BoxCell, TitleTrait, DisclosureTrait, HighlightTrait {
    let icon = gtk_image_new()!
    let linkIcon = FileCell.makeLinkIcon()
    let titleLabel = makeTitleLabel()
    let detailLabel = Label(cssClasses: ["dim-label", "numeric", "rows-byte-count"], xalign: 1)
    let disclosureIcon = makeDisclosureIcon()

    required init() {
        super.init()
        append(Self.badged(icon, with: linkIcon))
        append(titleLabel.widget)
        append(detailLabel.widget)
        append(disclosureIcon)
    }

    /// Shows `entry`; `opens` shows the chevron on a folder (a list's folders open; a tree's expand,
    /// with the tree's own disclosure).
    func show(_ entry: FileEntry, opens: Bool = true) {
        gtk_image_set_from_gicon(OpaquePointer(icon), FileIcon.symbolicIcon(of: entry))
        title = entry.name
        Self.showLink(of: entry, in: linkIcon)
        detailLabel.text = entry.detail
        gtk_widget_set_visible(disclosureIcon, opens && entry.isFolder ? 1 : 0)
        dims(whenHidden: entry)
    }

    /// The generic icon of `entry`, a folder's or a file's, for a content type the icon theme has
    /// no icon of (see ``FileIcon``).
    static func iconName(of entry: FileEntry) -> String {
        entry.isFolder ? "folder-symbolic" : "text-x-generic-symbolic"
    }

    /// The link emblem of a symbolic link, as GNOME Files puts it on the icon's corner; hidden for
    /// other entries.
    static func makeLinkIcon() -> UnsafeMutablePointer<GtkWidget> {
        let emblem = gtk_image_new_from_icon_name("emblem-symbolic-link")!
        gtk_image_set_pixel_size(OpaquePointer(emblem), 10)
        gtk_widget_set_halign(emblem, GTK_ALIGN_END)
        gtk_widget_set_valign(emblem, GTK_ALIGN_END)
        gtk_widget_set_visible(emblem, 0)
        return emblem
    }

    /// `icon` with `emblem` on its lower end corner (names stay lined up under each other).
    static func badged(
        _ icon: UnsafeMutablePointer<GtkWidget>, with emblem: UnsafeMutablePointer<GtkWidget>
    ) -> UnsafeMutablePointer<GtkWidget> {
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(OpaquePointer(overlay), icon)
        gtk_overlay_add_overlay(OpaquePointer(overlay), emblem)
        gtk_widget_set_valign(overlay, GTK_ALIGN_CENTER)
        return overlay
    }

    /// Shows `icon` (see ``makeLinkIcon()``) when `entry` is a symbolic link, saying where it points
    /// in its tooltip and to assistive technologies; hides it otherwise.
    static func showLink(of entry: FileEntry, in icon: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_visible(icon, entry.linkTarget == nil ? 0 : 1)
        guard let target = entry.linkTarget else { return }
        let text = entry.isBrokenLink ? "Link to \(target), which is not there" : "Link to \(target)"
        gtk_widget_set_tooltip_text(icon, text)
        rows_accessible_set_label(OpaquePointer(icon), text)
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
