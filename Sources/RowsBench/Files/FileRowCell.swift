import CGtk
import Rows
import RowsDemoKit

/// A file's row in the benchmark: its name and size in one label (a ``BenchCell`` of its own type).
@MainActor
final class FileRowCell: BenchCell {
    static let registration = CellRegistration<FileRowCell, FileEntry> { cell, entry in
        cell.label.text = "\(entry.name)  \(entry.detail)"
    }
}
