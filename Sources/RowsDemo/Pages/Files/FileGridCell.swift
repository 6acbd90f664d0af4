import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// A file or folder in the Files grid: a large icon (its content type's, or a folder's), or for an
/// image file a thumbnail decoded off the main loop at the size shown, with the name below on at
/// most two lines, wrapped at words (inside a word too, with no hyphen added) and ellipsized in
/// the middle past that (the whole name in the tooltip).
@MainActor
final class FileGridCell: BoxCell {
    /// The side of the icon and of the thumbnail's square, in pixels.
    static let iconSize: Int32 = 64

    /// The content type's icon (folders and files without a thumbnail).
    let icon = gtk_image_new()!
    /// The thumbnail of an image file, through Rows' image path.
    let thumbnail = ImageView(pixelSize: FileGridCell.iconSize, cssClasses: ["rows-thumbnail"])
    let nameLabel = Label(cssClasses: ["rows-file-name"], xalign: 0.5)
    /// The link emblem on the icon's or thumbnail's corner, for a symbolic link (as in the list).
    let linkIcon = FileCell.makeLinkIcon()

    required init() {
        super.init()
        gtk_orientable_set_orientation(OpaquePointer(root), GTK_ORIENTATION_VERTICAL)
        gtk_box_set_spacing(root.cast(to: GtkBox.self), 6)
        gtk_widget_add_css_class(root, "rows-file-tile")
        gtk_widget_set_size_request(root, 112, -1)
        gtk_image_set_pixel_size(OpaquePointer(icon), Self.iconSize)
        for image in [icon, thumbnail.widget] {
            gtk_widget_set_size_request(image, Self.iconSize, Self.iconSize)
            gtk_widget_set_halign(image, GTK_ALIGN_CENTER)
        }
        let label = OpaquePointer(nameLabel.widget)
        gtk_label_set_wrap(label, 1)
        gtk_label_set_wrap_mode(label, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_lines(label, 2)
        gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_MIDDLE)
        gtk_label_set_justify(label, GTK_JUSTIFY_CENTER)
        gtk_label_set_max_width_chars(label, 14)
        // A name broken inside a word is not given a hyphen it does not have (Pango adds them).
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        gtk_label_set_attributes(label, attributes)
        pango_attr_list_unref(attributes)
        gtk_widget_set_valign(nameLabel.widget, GTK_ALIGN_START)
        // The icon or the thumbnail (one shows), with the link emblem on the corner.
        let images = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(images.cast(to: GtkBox.self), icon)
        gtk_box_append(images.cast(to: GtkBox.self), thumbnail.widget)
        gtk_image_set_pixel_size(OpaquePointer(linkIcon), 16)
        let badged = FileCell.badged(images, with: linkIcon)
        gtk_widget_set_halign(badged, GTK_ALIGN_CENTER)
        append(badged)
        append(nameLabel.widget)
    }

    /// Shows `entry` of the folder at `folder`: a thumbnail of the file when gdk-pixbuf decodes its
    /// type (a placeholder until then), else its icon. A path that is not UTF-8 (a ``FilePathText``
    /// holding bytes) shows the icon: an image's path is a string, opened by its UTF-8.
    func show(_ entry: FileEntry, in folder: String) {
        let component = entry.fileName.pathComponent
        let path = folder == "/" ? "/\(component)" : "\(folder)/\(component)"
        // A thumbnail is read by its path's text, so only for a path that is its own UTF-8.
        if FileIcon.hasThumbnail(entry), FilePathText.isOwnUTF8(path) {
            gtk_widget_set_visible(icon, 0)
            thumbnail.show(.file(path, revision: Self.revision(of: entry)))
        } else {
            thumbnail.show(nil)
            gtk_image_set_from_gicon(OpaquePointer(icon), FileIcon.icon(of: entry))
            gtk_widget_set_visible(icon, 1)
        }
        FileCell.showLink(of: entry, in: linkIcon)
        nameLabel.text = entry.name
        gtk_widget_set_tooltip_text(root, entry.name)
        dims(whenHidden: entry)
    }

    /// Tells one content of the entry's file from another, as its listing read it (its date and
    /// size): a picture written again, or replaced, is decoded again.
    static func revision(of entry: FileEntry) -> Int {
        var hasher = Hasher()
        hasher.combine(entry.modified)
        hasher.combine(entry.byteCount)
        return hasher.finalize()
    }

    /// Drops the thumbnail the cell waited for, so that it never lands in the next entry.
    override func prepareForReuse() {
        thumbnail.show(nil)
    }
}
