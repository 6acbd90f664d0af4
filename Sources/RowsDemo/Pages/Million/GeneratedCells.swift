import CGtk
import Rows
import RowsCore
import RowsDemoKit

// The cells' texts are inscriptions, not labels: a label asks for the size of its text, so when a
// search lands or the list jumps and every row GTK has built (about 200) gets new text, GTK measures
// them all before it can draw; an inscription's size is set in characters and lines, and a new text
// is only a redraw of the rows in view.

/// A generated row as a title and a number.
@MainActor
final class MetricCell: BoxCell {
    let title = GeneratedCells.title()
    /// Up to "-2,147,483,648".
    let value = Inscription(cssClasses: ["numeric", "rows-detail"], xalign: 1, naturalCharacters: 14)

    required init() {
        super.init()
        append(title.widget)
        append(value.widget)
    }
}

/// A generated row as a title and a coloured tag.
@MainActor
final class TagCell: BoxCell {
    let title = GeneratedCells.title()
    /// A pill as wide as the longest tag ("lambda"), the tag centred in it.
    let tag = Inscription(cssClasses: ["rows-tag"], xalign: 0.5, minimumCharacters: 7)

    required init() {
        super.init()
        append(title.widget)
        append(tag.widget)
    }
}

/// A generated row as two lines.
@MainActor
final class NoteCell: BoxCell {
    let title = GeneratedCells.title()
    let subtitle = Inscription(cssClasses: ["rows-subtitle"])

    required init() {
        super.init()
        let lines = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_hexpand(lines, 1)
        // Centred in the row, as the one-line rows' texts are.
        gtk_widget_set_valign(lines, GTK_ALIGN_CENTER)
        gtk_box_append(lines.cast(to: GtkBox.self), title.widget)
        gtk_box_append(lines.cast(to: GtkBox.self), subtitle.widget)
        append(lines)
    }
}

/// The three registrations of the million-row list: three cell types, each recycled in its own pool.
@MainActor
enum GeneratedCells {
    static let metrics = CellRegistration<MetricCell, GeneratedRow> { cell, row in
        cell.title.text = row.title
        cell.value.text = row.valueText
    }
    static let tags = CellRegistration<TagCell, GeneratedRow> { cell, row, scope in
        cell.title.text = row.title
        cell.tag.text = row.tagName
        scope.addCSSClass("tag-\(row.tagName)", to: cell.tag.widget)
    }
    static let notes = CellRegistration<NoteCell, GeneratedRow> { cell, row in
        cell.title.text = row.title
        cell.subtitle.text = "Note \(row.valueText) · kept in 16 bytes, texts made at bind"
    }

    /// A row's title: an inscription styled as a title, taking the width the row leaves.
    static func title() -> Inscription {
        let title = Inscription(cssClasses: ["rows-title"])
        gtk_widget_set_hexpand(title.widget, 1)
        return title
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
