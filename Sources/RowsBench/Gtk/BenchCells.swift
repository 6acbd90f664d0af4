import CGtk
import Rows

/// One row of the GTK benchmarks: an id, the same one integer each GListStore object holds. Its
/// cell type (one of six) follows from the id, so Rows and GListStore show the same rows.
struct BenchRow: Identifiable, Equatable, Sendable {
    let id: Int32

    /// Which of the six cell types shows the row: a hash of the id, so types mix irregularly.
    /// Rows 0 ..< count. Nonisolated on purpose: a closure made on the main actor checks its
    /// isolation on every call, which would cost more than building the rows.
    nonisolated static func rows(count: Int) -> [BenchRow] {
        (0..<count).map { BenchRow(id: Int32(truncatingIfNeeded: $0)) }
    }

    var kind: Int { Int((UInt32(bitPattern: id) &* 2_654_435_761) >> 29) % 6 }
}

/// A benchmark cell: one label, as in the GListStore comparison; `BenchCell0` to `BenchCell5` (of
/// a label or an inscription) make six cell types, each in its own pool.
typealias BenchCell = OneTextCell<Label>

/// A benchmark cell of one text widget, which it holds a reference to.
@MainActor
class OneTextCell<Text: CellText>: ListCell {
    let label = Text()
    var root: UnsafeMutablePointer<GtkWidget> { label.widget }

    required init() {
        g_object_ref_sink(GtkPointer.raw(label.widget))
    }

    isolated deinit {
        g_object_unref(GtkPointer.raw(label.widget))
    }
}

/// A widget of one text a benchmark cell shows: Rows' `Label` or `Inscription`.
@MainActor
protocol CellText {
    init()
    var widget: UnsafeMutablePointer<GtkWidget> { get }
    var text: String? { get nonmutating set }
    /// Shows `text`, all its lines.
    func show(_ text: String)
}

extension Label: CellText {
    init() { self.init(cssClasses: []) }
    func show(_ text: String) { self.text = text }
}

extension Inscription: CellText {
    init() { self.init(cssClasses: []) }

    /// Shows `text` in as many lines as it has (a cell type always shows as many, so its
    /// inscription is measured again only the first time).
    func show(_ text: String) {
        lines = Self.lineCount(of: text)
        self.text = text
    }

    /// How many lines `text` has.
    static func lineCount(of text: String) -> Int { 1 + text.utf8.count { $0 == UInt8(ascii: "\n") } }
}

final class BenchCell0<Text: CellText>: OneTextCell<Text> {}
final class BenchCell1<Text: CellText>: OneTextCell<Text> {}
final class BenchCell2<Text: CellText>: OneTextCell<Text> {}
final class BenchCell3<Text: CellText>: OneTextCell<Text> {}
final class BenchCell4<Text: CellText>: OneTextCell<Text> {}
final class BenchCell5<Text: CellText>: OneTextCell<Text> {}

/// The six registrations and a provider choosing one by the row's kind (0 to 5); the cells show
/// `text` of the row, or nothing when `text` is nil (an empty configure).
@MainActor
struct BenchCells<Row: Identifiable & Equatable & Sendable> where Row.ID: Sendable {
    let provider: ListView<SingleSection, Row>.CellProvider

    /// Cells of one label each.
    init(kind: @escaping @MainActor (Row) -> Int, text: (@MainActor (Row) -> String)?) {
        self.init(showingIn: Label.self, kind: kind, text: text)
    }

    /// Cells of one `Text` widget each (a label or an inscription).
    init<Text: CellText>(showingIn _: Text.Type, kind: @escaping @MainActor (Row) -> Int, text: (@MainActor (Row) -> String)?) {
        func registration<Cell: OneTextCell<Text>>(_ type: Cell.Type) -> CellRegistration<Cell, Row> {
            if let text {
                CellRegistration<Cell, Row> { cell, row in cell.label.show(text(row)) }
            } else {
                CellRegistration<Cell, Row> { _, _ in }
            }
        }
        let r0 = registration(BenchCell0<Text>.self)
        let r1 = registration(BenchCell1<Text>.self)
        let r2 = registration(BenchCell2<Text>.self)
        let r3 = registration(BenchCell3<Text>.self)
        let r4 = registration(BenchCell4<Text>.self)
        let r5 = registration(BenchCell5<Text>.self)
        provider = { cells, row in
            switch kind(row) {
            case 0: cells.cell(using: r0, for: row)
            case 1: cells.cell(using: r1, for: row)
            case 2: cells.cell(using: r2, for: row)
            case 3: cells.cell(using: r3, for: row)
            case 4: cells.cell(using: r4, for: row)
            default: cells.cell(using: r5, for: row)
            }
        }
    }
}

extension BenchCells where Row == BenchRow {
    /// The GTK benchmark's cells: "Row N", or an empty configure when `configures` is false.
    init(configures: Bool) {
        if configures {
            self.init(kind: { row in row.kind }, text: { (row: BenchRow) -> String in "Row \(row.id)" })
        } else {
            self.init(kind: { row in row.kind }, text: nil)
        }
    }
}
