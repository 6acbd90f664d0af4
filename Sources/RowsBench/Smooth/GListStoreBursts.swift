import CGtk
import Rows
import RowsDemoKit
import SeededRandom

/// Bursts of random edits to the `GListStore` of ``GListStoreList``, made the way a GTK app edits
/// its store: on the main loop, one splice per edit (two for a move). A burst has the mix of
/// `GeneratedRows.randomlyChanged`: `size` rows changed (each replaced by an object showing the new
/// value), `size / 2` removed, `size / 2` inserted and `max(1, size / 10)` moved.
///
/// Each row object is a `RowsRowItem` whose integer indexes ``rows``: a changed or inserted row gets
/// a new object and a new index, so a row's text never changes under a bound label.
@MainActor
final class GListStoreBursts {
    /// What each object shows, by the integer it holds.
    private(set) var rows: [GeneratedRow]
    private let size: Int
    private var random: SplitMix64
    /// How long each burst's splices took, emissions included (ms).
    private(set) var burstTimes: [Double] = []

    /// Bursts of `size` edits to a store whose objects hold indices into `rows`.
    init(rows: [GeneratedRow], size: Int, seed: UInt64) {
        self.rows = rows
        self.size = size
        random = SplitMix64(seed: seed)
    }

    /// Makes one burst of edits to `store`, each its own splice (so its own `items-changed`).
    func run(on store: OpaquePointer) {
        let start = milliseconds()
        var count: guint { g_list_model_get_n_items(store) }  // a GListStore is a GListModel
        for _ in 0..<size {
            let index = guint.random(in: 0..<count, using: &random)
            let item = g_list_model_get_item(store, index)!  // a reference we own
            var changed = rows[Int(rows_row_item_get_position(OpaquePointer(item)))]
            g_object_unref(item)
            changed.value = Int32.random(in: 0...0xFFFF, using: &random)
            splice(store, at: index, removing: 1, adding: changed)
        }
        for _ in 0..<(size / 2) where count > 1 {
            g_list_store_remove(store, guint.random(in: 0..<count, using: &random))
        }
        for _ in 0..<(size / 2) {
            let kind = GeneratedRow.Kind.allCases.randomElement(using: &random)!
            let row = GeneratedRow(id: rows.count, kind: kind, value: Int32.random(in: 0...0xFFFF, using: &random))
            splice(store, at: guint.random(in: 0...count, using: &random), removing: 0, adding: row)
        }
        for _ in 0..<max(1, size / 10) where count > 1 {
            let from = guint.random(in: 0..<count, using: &random)
            let item = g_list_model_get_item(store, from)!  // a reference we own, kept while it moves
            g_list_store_remove(store, from)
            g_list_store_insert(store, guint.random(in: 0...count, using: &random), item)
            g_object_unref(item)
        }
        burstTimes.append(milliseconds() - start)
    }

    /// Replaces `removing` objects at `position` with a new object showing `row`.
    private func splice(_ store: OpaquePointer, at position: guint, removing: guint, adding row: GeneratedRow) {
        rows.append(row)
        var object: gpointer? = UnsafeMutableRawPointer(rows_row_item_new(guint(rows.count - 1)))
        g_list_store_splice(store, position, removing, &object, 1)
        g_object_unref(object)
    }
}
