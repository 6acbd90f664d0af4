import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// The Files page's columns view: Name (with the icon), Size, Modified and Kind, in
/// ``FileColumn``'s order; each header sorts by a ``FileOrder``, the same the page arranges with, so
/// folders stay first in both directions.
@MainActor
enum FilesColumns {
    /// A column view of `viewModel`'s entries.
    static func make(_ viewModel: ListViewModel<Int, FileEntry>) -> ColumnView<Int, FileEntry> {
        let columns = FileColumn.allCases.map { column -> ColumnView<Int, FileEntry>.Column in
            let order = ColumnSortOrder<FileEntry>.custom { entries, descending in
                FileOrder(column, descending: descending).indices(of: entries)
            }
            switch column {
            case .name: return .init(column.title, using: FileColumnCells.name, width: .expanding, sortedBy: order)
            case .size: return .init(column.title, using: FileColumnCells.size, sortedBy: order)
            case .modified: return .init(column.title, using: FileColumnCells.modified, sortedBy: order)
            case .kind: return .init(column.title, using: FileColumnCells.kind, sortedBy: order)
            }
        }
        let view = ColumnView(viewModel, columns: columns)
        // Over sizes lined up at the end, the title at the end too.
        view.alignTitleToEnd(ofColumn: index(of: .size))
        return view
    }

    /// The index in the column view of `column`.
    static func index(of column: FileColumn) -> Int { FileColumn.allCases.firstIndex(of: column)! }

    /// `choices`' widths and order as the column view takes them.
    static func layout(of choices: FilesViewChoices) -> ColumnLayout {
        ColumnLayout(order: choices.columnOrder.map(index(of:)), widths: FileColumn.allCases.map { choices.columnWidths[$0] })
    }

    /// `choices` with `layout`'s widths and order.
    static func choices(_ choices: FilesViewChoices, with layout: ColumnLayout) -> FilesViewChoices {
        var changed = choices
        let all = FileColumn.allCases
        changed.columnOrder = layout.order.compactMap { all.indices.contains($0) ? all[$0] : nil }
        changed.columnWidths = [:]
        for (index, width) in layout.widths.enumerated() where all.indices.contains(index) {
            if let width, FilesViewChoices.widthRange.contains(width) { changed.columnWidths[all[index]] = width }
        }
        return changed
    }
}
