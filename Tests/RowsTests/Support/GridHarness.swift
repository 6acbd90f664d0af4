import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// A real window showing a ``GridView`` of ``Entry`` items in two cell types, with headers as
/// "[id]" and footers as "(id)", and readers for what GTK shows.
@MainActor
final class GridHarness: ShownRowsHarness {
    typealias Snapshot = ListSnapshot<String, Entry>
    let window: UnsafeMutablePointer<GtkWindow>
    let viewModel: ListViewModel<String, Entry>
    let grid: GridView<String, Entry>
    /// `items-changed` emissions seen on Rows' model.
    var itemsChanged: [(position: UInt32, removed: UInt32, added: UInt32)] = []
    /// The items activated, in order.
    var activated: [Int] = []

    /// A shown grid of `snapshot` in a `width`×`height` window; with `cellWidth`, every item cell
    /// asks for that width (else its label's, which depends on the stylesheet loaded).
    init(
        _ snapshot: Snapshot, selectionMode: SelectionMode = .none, width: Int32 = 600, height: Int32 = 500,
        minColumns: Int = 1, maxColumns: Int = 7, cellWidth: Int32? = nil, input: InputDisplay? = nil
    ) {
        GtkTest.initialize()
        viewModel = ListViewModel(snapshot, selectionMode: selectionMode)
        let even = CellRegistration<EvenCell, Entry> { cell, entry in
            cell.label.text = entry.shownText
            if let cellWidth { gtk_widget_set_size_request(cell.root, cellWidth, -1) }
        }
        let odd = CellRegistration<OddCell, Entry> { cell, entry in
            cell.label.text = entry.shownText
            if let cellWidth { gtk_widget_set_size_request(cell.root, cellWidth, -1) }
        }
        grid = GridView(viewModel, minColumns: minColumns, maxColumns: maxColumns) { cells, entry in
            entry.usesOddCell ? cells.cell(using: odd, for: entry) : cells.cell(using: even, for: entry)
        }
        grid.headers(
            using: CellRegistration<HeaderTestCell, GridView<String, Entry>.Section> { cell, section in
                cell.label.text = "[\(section.id)]"
            })
        grid.footers(
            using: CellRegistration<HeaderTestCell, GridView<String, Entry>.Section> { cell, section in
                cell.label.text = "(\(section.id))"
            })
        window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        gtk_window_set_default_size(window, width, height)
        gtk_window_set_child(window, grid.widget)
        Signal.connect(
            GtkPointer.raw(grid.model),
            itemsChanged: { [weak self] position, removed, added in
                self?.itemsChanged.append((position, removed, added))
            })
        grid.onActivate = { [weak self] entry in self?.activated.append(entry.id) }
        input?.take(window)
        gtk_window_present(window)
        GtkTest.wait(for: "GTK to bind cells of the grid") { self.grid.boundRowCount > 0 }
        waitForFrames()
    }

    /// Runs the main loop until GTK has laid out, bound and drawn what is pending.
    func waitForFrames(sourceLocation: SourceLocation = #_sourceLocation) {
        GtkTest.waitForFrames(of: grid.gridView, sourceLocation: sourceLocation)
    }

    /// Rows' count-only model.
    var shownModel: OpaquePointer? { grid.model }

    /// Scrolls the grid so that `row` is visible.
    func scroll(toRow row: Int) { grid.scroll(toRow: row) }

    /// The bound rows: GTK's position for each bound list item, and the text its cell shows.
    func boundRows() -> [(position: Int, text: String)] {
        grid.recycler.bound.map { slot in
            let text = (slot.cell as? TestLabelCell)?.label.text ?? "<no label cell>"
            return (slot.position, text)
        }.sorted { $0.position < $1.position }
    }

    /// Bound rows whose text differs from the view model's row at the same position, and bound rows
    /// past the end.
    func mismatchedRows() -> [String] {
        boundRows().compactMap { row in
            guard row.position < viewModel.rows.count else { return "row \(row.position) beyond the end" }
            let expected = ListHarness.expectedText(viewModel.rows[row.position])
            return row.text == expected ? nil : "row \(row.position): shows \(row.text), expected \(expected)"
        }
    }

    /// The bound list items whose position is past the end of the rows. GTK 4.8 kept the cells of
    /// removed rows bound there, with their old positions (shown, under libadwaita's stylesheet),
    /// when a removal started among unbuilt rows and reached the built ones (see
    /// `ListChanges.Splice.splitForRemoval(aroundBuilt:)`).
    func slotsPastTheEnd() -> [Int] {
        grid.recycler.bound.map(\.position).filter { $0 >= viewModel.rows.count }
    }

    /// The bound slot at a position.
    func slot(at position: Int) -> Slot? {
        grid.recycler.bound.first { $0.position == position }
    }

    /// The number of columns GTK lays the cells out in: the distinct left edges of the shown cells.
    func columnCount() -> Int {
        var lefts = Set<Int>()
        for slot in grid.recycler.bound {
            guard let widget = slot.rowWidget, gtk_widget_get_mapped(widget) != 0 else { continue }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(widget, grid.gridView, &bounds) != 0 else { continue }
            lefts.insert(Int(bounds.origin.x.rounded()))
        }
        return lefts.count
    }

    /// Destroys the window and runs the loop's pending work.
    func destroy() {
        gtk_window_destroy(window)
        GtkTest.drain()
    }
}
