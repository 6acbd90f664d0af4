import CGtk
import Rows
import RowsDemoKit

/// A file's row in the benchmark: its name and size in one label.
@MainActor
final class FileRowCell: ListCell {
    let label = Label()
    var root: UnsafeMutablePointer<GtkWidget> { label.widget }

    required init() {
        g_object_ref_sink(GtkPointer.raw(label.widget))
    }

    isolated deinit {
        g_object_unref(GtkPointer.raw(label.widget))
    }

    static let registration = CellRegistration<FileRowCell, FileEntry> { cell, entry in
        cell.label.text = "\(entry.name)  \(entry.detail)"
    }
}
