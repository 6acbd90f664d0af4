import CGtk

/// Reads which column GTK 4.8's column view sorter sorts by, and in which direction.
///
/// GTK 4.8 keeps that in its private `GtkColumnViewSorter` (a header click puts the column first,
/// or inverts it if it is first already; `gtk_column_view_sort_by_column` makes it the only one) and
/// offers no public getter. Its compare function, though, asks the first column's sorter and inverts
/// the answer when that column is inverted. So each sortable column gets a `GtkCustomSorter` whose
/// compare function records the column's index and answers "larger"; comparing two probe items with
/// the view's sorter then says which column is first (the one recorded) and whether it is inverted
/// (the answer is "smaller"). These sorters are never used on the data: only to probe, and for the
/// header's arrow, which GTK draws from the same state.
@MainActor
final class SortProbe {
    /// The column whose sorter the last compare reached.
    private var reached: Int?

    /// A new sorter for the column at `index`, a reference for the caller.
    func sorter(forColumn index: Int) -> OpaquePointer {
        let tag = Unmanaged.passRetained(Tag(index: index, probe: self)).toOpaque()
        let compare: GCompareDataFunc = { _, _, data in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated {
                let tag = Unmanaged<Tag>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
                tag.probe?.reached = tag.index
            }
            return 1
        }
        return gtk_custom_sorter_new(compare, tag) { data in
            Unmanaged<Tag>.fromOpaque(data!).release()
        }
    }

    /// The column `viewSorter` (the column view's) sorts by, and whether it is inverted (descending).
    func read(_ viewSorter: UnsafeMutablePointer<GtkSorter>) -> (column: Int?, descending: Bool) {
        reached = nil
        let first = rows_row_item_new(0)!
        let second = rows_row_item_new(1)!
        let ordering = gtk_sorter_compare(viewSorter, GtkPointer.raw(first), GtkPointer.raw(second))
        g_object_unref(GtkPointer.raw(first))
        g_object_unref(GtkPointer.raw(second))
        guard let column = reached else { return (nil, false) }
        return (column, ordering == GTK_ORDERING_SMALLER)
    }

    /// What a column's sorter knows: its column, and the probe to tell.
    private final class Tag {
        let index: Int
        weak var probe: SortProbe?
        init(index: Int, probe: SortProbe) {
            self.index = index
            self.probe = probe
        }
    }
}
