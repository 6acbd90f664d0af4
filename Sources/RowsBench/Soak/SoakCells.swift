import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// The soak's cells: one label each (a ``BenchCell``), in three types (one per `GeneratedRow.Kind`,
/// each in its own pool), showing ``text(for:)``, so that what a bound cell shows can be checked
/// against the snapshot.
@MainActor
class SoakCell: BenchCell {
    /// What a cell shows for `row`: its id and its value, both of which random edits change.
    nonisolated static func text(for row: GeneratedRow) -> String { "\(row.title) · \(row.valueText)" }
}

final class MetricSoakCell: SoakCell {}
final class TagSoakCell: SoakCell {}
final class NoteSoakCell: SoakCell {}

/// The cell provider choosing the soak cell type by the row's kind.
@MainActor
enum SoakCells {
    static func provider() -> ListView<SingleSection, GeneratedRow>.CellProvider {
        let metric = CellRegistration<MetricSoakCell, GeneratedRow> { cell, row in cell.label.text = SoakCell.text(for: row) }
        let tag = CellRegistration<TagSoakCell, GeneratedRow> { cell, row in cell.label.text = SoakCell.text(for: row) }
        let note = CellRegistration<NoteSoakCell, GeneratedRow> { cell, row in cell.label.text = SoakCell.text(for: row) }
        return { cells, row in
            switch row.kind {
            case .metric: cells.cell(using: metric, for: row)
            case .tag: cells.cell(using: tag, for: row)
            case .note: cells.cell(using: note, for: row)
            }
        }
    }
}

extension SoakCells {
    /// The same cells for a sectioned list (headers are Rows' default header cells).
    static func sectionedProvider() -> ListView<Int, GeneratedRow>.CellProvider {
        let plain = provider()
        return { cells, row in plain(cells, row) }
    }
}
