import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// The Name column's cell: the entry's icon, as in the list, and its name.
@MainActor
final class FileNameCell: BoxCell, TitleTrait {
    let icon = gtk_image_new()!
    let linkIcon = FileCell.makeLinkIcon()
    let titleLabel = makeTitleLabel()

    required init() {
        super.init()
        append(FileCell.badged(icon, with: linkIcon))
        append(titleLabel.widget)
        gtk_label_set_ellipsize(OpaquePointer(titleLabel.widget), PANGO_ELLIPSIZE_END)
        // A narrow window scrolls the columns sideways before names shrink below this.
        gtk_label_set_width_chars(OpaquePointer(titleLabel.widget), Self.minimumCharacters)
    }

    /// The fewest characters of a name the Name column shows before ending it with "…".
    static let minimumCharacters: Int32 = 18

    /// Shows `entry`'s icon and name.
    func show(_ entry: FileEntry) {
        gtk_image_set_from_gicon(OpaquePointer(icon), FileIcon.symbolicIcon(of: entry))
        title = entry.name
        FileCell.showLink(of: entry, in: linkIcon)
        dims(whenHidden: entry)
    }
}

/// A cell of one line of dimmed text: the Size, Modified and Kind columns. An inscription, so that
/// a sort, which gives every built row new text, does not make GTK measure them all again; its
/// column is as wide as the characters each column asks for (the columns resize).
@MainActor
final class FileTextCell: BoxCell {
    let text = Inscription(cssClasses: ["dim-label", "numeric"])

    required init() {
        super.init()
        gtk_widget_set_hexpand(text.widget, 1)
        append(text.widget)
    }

    /// Shows `text` in a cell `characters` wide, and never narrower than `minimum` characters (3 by
    /// default, as GTK's inscription; when the window is too narrow for every column, the columns
    /// shrink to their minimums, and the view scrolls sideways), aligned to the end of the cell when
    /// `trailing` (sizes, as GNOME Files does).
    func show(_ text: String, characters: Int, minimum: Int = 3, trailing: Bool = false) {
        self.text.text = text
        self.text.naturalCharacters = characters
        self.text.minimumCharacters = minimum
        self.text.xalign = trailing ? 1 : 0
    }
}

/// The registrations of the Files page's columns, one per column.
@MainActor
enum FileColumnCells {
    /// The name, which names the row to a screen reader; the other columns' texts, in the order
    /// they were made in, are its description ("notes.txt, 2.0 kB, Yesterday, Text"), as a list's row
    /// says its size after its name.
    static let name = CellRegistration<FileNameCell, FileEntry> { cell, entry in cell.show(entry) }
        .accessibility { _, entry in
            RowAccessibility(
                label: entry.name,
                description: [entry.detail, entry.modified.map { FileDate.text(for: $0) }, entry.kind].compactMap { $0 }
                    .joined(separator: ", "))
        }
    /// "12345 items", "999.9 kB"; at a narrow window's width still "999 items" whole (it showed
    /// "61 ite…" at 360 pixels).
    static let size = CellRegistration<FileTextCell, FileEntry> { cell, entry in
        cell.show(entry.detail, characters: 11, minimum: 9, trailing: true)
    }
    /// "Yesterday", "3 Feb 2023"; at a narrow window's width still "Yesterday" whole.
    static let modified = CellRegistration<FileTextCell, FileEntry> { cell, entry in
        cell.show(FileDate.text(for: entry.modified), characters: 10, minimum: 9)
    }
    /// "Markdown document", "Link to Folder": room for 22 characters, since a character's average
    /// width is less than these words' (17 cut "Markdown document" short at any window width).
    static let kind = CellRegistration<FileTextCell, FileEntry> { cell, entry in cell.show(entry.kind, characters: 22) }
}
