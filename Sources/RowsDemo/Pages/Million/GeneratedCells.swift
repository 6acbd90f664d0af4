import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// A generated row as a title and a number.
@MainActor
final class MetricCell: BoxCell, TitleTrait {
    let titleLabel = makeTitleLabel()
    let valueLabel = Label(cssClasses: ["numeric", "rows-detail"], xalign: 1)

    required init() {
        super.init()
        append(titleLabel.widget)
        append(valueLabel.widget)
    }
}

/// A generated row as a title and a coloured tag.
@MainActor
final class TagCell: BoxCell, TitleTrait {
    let titleLabel = makeTitleLabel()
    let tagLabel = Label(cssClasses: ["rows-tag"])

    required init() {
        super.init()
        gtk_widget_set_hexpand(titleLabel.widget, 1)
        gtk_widget_set_valign(tagLabel.widget, GTK_ALIGN_CENTER)
        append(titleLabel.widget)
        append(tagLabel.widget)
    }
}

/// A generated row as two lines.
@MainActor
final class NoteCell: BoxCell {
    let title = Label(cssClasses: ["rows-title"])
    let subtitle = Label(cssClasses: ["rows-subtitle"])

    required init() {
        super.init()
        let lines = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(lines.cast(to: GtkBox.self), title.widget)
        gtk_box_append(lines.cast(to: GtkBox.self), subtitle.widget)
        append(lines)
    }
}

/// The three registrations of the million-row list: three cell types, each recycled in its own pool.
@MainActor
enum GeneratedCells {
    static let metrics = CellRegistration<MetricCell, GeneratedRow> { cell, row in
        cell.title = row.title
        cell.valueLabel.text = row.valueText
    }
    static let tags = CellRegistration<TagCell, GeneratedRow> { cell, row, scope in
        cell.title = row.title
        cell.tagLabel.text = row.tagName
        scope.addCSSClass("tag-\(row.tagName)", to: cell.tagLabel.widget)
    }
    static let notes = CellRegistration<NoteCell, GeneratedRow> { cell, row in
        cell.title.text = row.title
        cell.subtitle.text = "Note \(row.valueText) · kept in 16 bytes, texts made at bind"
    }

    /// The cell for `row`, by its kind.
    static func cell(from cells: ReusableCells, for row: GeneratedRow) -> DequeuedCell {
        switch row.kind {
        case .metric: cells.cell(using: metrics, for: row)
        case .tag: cells.cell(using: tags, for: row)
        case .note: cells.cell(using: notes, for: row)
        }
    }
}
