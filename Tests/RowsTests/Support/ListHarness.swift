import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// A real window showing a ``ListView`` of ``Entry`` rows in three cell types, with readers for
/// what GTK shows: the bound rows (positions from GTK's list items) and their cells' texts.
@MainActor
final class ListHarness: ShownRowsHarness {
    typealias Snapshot = ListSnapshot<String, Entry>
    let window: UnsafeMutablePointer<GtkWindow>
    let viewModel: ListViewModel<String, Entry>
    private(set) weak var list: ListView<String, Entry>?
    /// `items-changed` emissions seen on Rows' model.
    var itemsChanged: [(position: UInt32, removed: UInt32, added: UInt32)] = []

    /// A shown list of `snapshot`. With `registersSupplementaries` false the headers and footers show
    /// ListView's default ``SectionHeaderCell`` until the test calls ``registerSupplementaries()``.
    /// With `input`, the window opens on that private display, for real key presses and clicks.
    /// `beforeList` gets the view model before the list view is made (e.g. to observe it first).
    init(
        _ snapshot: Snapshot, selectionMode: SelectionMode = .none, height: Int32 = 600, registersSupplementaries: Bool = true,
        input: InputDisplay? = nil, beforeList: (@MainActor (ListViewModel<String, Entry>) -> Void)? = nil
    ) {
        GtkTest.initialize()
        viewModel = ListViewModel(snapshot, selectionMode: selectionMode)
        beforeList?(viewModel)
        let even = CellRegistration<EvenCell, Entry> { cell, entry in cell.label.text = entry.shownText }
        let odd = CellRegistration<OddCell, Entry> { cell, entry in cell.label.text = entry.shownText }
        let list = ListView(viewModel) { cells, entry in
            entry.usesOddCell ? cells.cell(using: odd, for: entry) : cells.cell(using: even, for: entry)
        }
        self.list = list
        window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        if registersSupplementaries { registerSupplementaries() }
        gtk_window_set_default_size(window, 360, height)
        gtk_window_set_child(window, list.widget)
        Signal.connect(
            GtkPointer.raw(list.model),
            itemsChanged: { [weak self] position, removed, added in
                self?.itemsChanged.append((position, removed, added))
            })
        input?.take(window)
        gtk_window_present(window)
        GtkTest.wait(for: "GTK to bind rows of the list") { (self.list?.boundRowCount ?? 0) > 0 }
        waitForFrames()
    }

    /// Shows headers as "[id]" and footers as "(id)" in ``HeaderTestCell``s.
    func registerSupplementaries() {
        list?.headers(
            using: CellRegistration<HeaderTestCell, ListView<String, Entry>.Section> { cell, section in
                cell.label.text = "[\(section.id)]"
            })
        list?.footers(
            using: CellRegistration<HeaderTestCell, ListView<String, Entry>.Section> { cell, section in
                cell.label.text = "(\(section.id))"
            })
    }

    /// Runs the main loop until GTK has laid out, bound and drawn what is pending (frames asked
    /// for and drawn; see ``GtkTest/waitForFrames(_:of:seconds:sourceLocation:)``).
    func waitForFrames(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let list else {
            Issue.record("the list is gone", sourceLocation: sourceLocation)
            return
        }
        GtkTest.waitForFrames(of: list.listView, sourceLocation: sourceLocation)
    }

    /// Rows' count-only model, while the list is alive.
    var shownModel: OpaquePointer? { list?.model }

    /// Scrolls the list so that `row` is visible.
    func scroll(toRow row: Int) { list?.scroll(toRow: row) }

    /// The text each row shows, for a row of the view model.
    static func expectedText(_ row: ListRow<String, Entry>) -> String {
        switch row {
        case .header(let id): "[\(id)]"
        case .footer(let id): "(\(id))"
        case .item(let entry): entry.shownText
        }
    }

    /// The bound rows: GTK's position for each bound list item, and the text its cell shows.
    func boundRows() -> [(position: Int, text: String)] {
        guard let list else { return [] }
        return list.recycler.bound.map { slot in
            let text =
                switch slot.cell {
                case let cell as TestLabelCell: cell.label.text ?? ""
                case let cell as SectionHeaderCell: "default header cell: \(cell.title)"
                case let cell?: "a \(type(of: cell))"
                case nil: "<no cell>"
                }
            return (slot.position, text)
        }.sorted { $0.position < $1.position }
    }

    /// Bound rows whose text differs from the view model's row at the same position.
    func mismatchedRows() -> [String] {
        boundRows().compactMap { row in
            guard row.position < viewModel.rows.count else { return "row \(row.position) beyond the end" }
            let expected = Self.expectedText(viewModel.rows[row.position])
            return row.text == expected ? nil : "row \(row.position): shows \(row.text), expected \(expected)"
        }
    }

    /// The bound slot at a position.
    func slot(at position: Int) -> Slot? {
        list?.recycler.bound.first { $0.position == position }
    }

    /// Destroys the window and runs the loop's pending work (GTK disposes of it at once).
    func destroy() {
        gtk_window_destroy(window)
        GtkTest.drain()
    }

    /// A snapshot of sections named `names` holding `ids` dealt round-robin.
    static func snapshot(sections names: [String], ids: [Int], text: String = "a") -> Snapshot {
        var sections = names.map { Snapshot.Section(id: $0) }
        for (offset, id) in ids.enumerated() { sections[offset % names.count].items.append(Entry(id: id, text: text)) }
        return Snapshot(sections: sections)
    }
}
