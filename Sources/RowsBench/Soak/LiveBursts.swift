import CGtk
import Rows
import RowsDemoKit
import SeededRandom

/// Bursts of random edits to a shown list of generated rows, made and diffed in the background and
/// applied on the GLib loop, one at a time: what the soak and smooth runs put a list through.
@MainActor
final class LiveBursts {
    private let list: ListView<SingleSection, GeneratedRow>
    private let size: Int
    private var random: SplitMix64
    private var nextID: Int
    /// Whether a burst is on its way.
    private(set) var inFlight = false

    /// Bursts of `size` rows for `list`, new ids after the list's rows.
    init(_ list: ListView<SingleSection, GeneratedRow>, size: Int, seed: UInt64) {
        self.list = list
        self.size = size
        random = SplitMix64(seed: seed)
        nextID = list.viewModel.snapshot.itemCount
    }

    /// Starts one burst unless the last one is still on its way (then returns false); `applied`
    /// runs on the loop once its rows are shown.
    @discardableResult
    func start(applied: @escaping @MainActor @Sendable (BackgroundDiff<SingleSection, GeneratedRow>.Outcome) -> Void) -> Bool {
        guard !inFlight else { return false }
        inFlight = true
        let (seed, firstNewID, size) = (random.next(), nextID, size)
        nextID += size / 2
        list.viewModel.applyInBackground(making: { snapshot in
            var generator = SplitMix64(seed: seed)
            var newID = firstNewID
            return ListSnapshot(
                items: GeneratedRows.randomlyChanged(snapshot.items, size: size, nextID: &newID, using: &generator))
        }) { [self] report in
            inFlight = false
            applied(report)
        }
        return true
    }

    /// Bound rows whose cell shows something else than `expected` says for the view model's row there,
    /// and a difference between GTK's row count and the view model's.
    static func mismatchedRows(
        in list: ListView<SingleSection, GeneratedRow>, shown: (any ListCell) -> String?,
        expected: (GeneratedRow) -> String
    ) -> [String] {
        let rows = list.viewModel.rows
        var problems = [String]()
        let gtkCount = Int(g_list_model_get_n_items(gtk_list_view_get_model(GtkPointer.opaque(list.listView))))
        if gtkCount != rows.count { problems.append("GTK's model has \(gtkCount) rows, the view model \(rows.count)") }
        for (row, cell) in list.boundCells {
            guard row < rows.count, let item = rows[row].item else {
                problems.append("row \(row) is bound but not an item of the view model")
                continue
            }
            let text = shown(cell) ?? "<another cell type>"
            if text != expected(item) { problems.append("row \(row) shows \(text), expected \(expected(item))") }
        }
        return problems
    }
}
