import CGtk
import Foundation
import Rows

/// The like-for-like peer of the column view's header sort: GTK's own sortable `GtkColumnView`
/// (``GtkSortedColumnView``) of the same strings, shown in the same window, its Name header
/// clicked, timed the same way: until the first frame in the new order, with the longest the main
/// loop went without polling meanwhile.
@MainActor
enum GtkColumnViewSort {
    /// Prints `views.sort_1m_ms_gtkcolumnview`, its longest main-loop stall
    /// (`views.sort_max_main_thread_ms_gtkcolumnview`) and `views.sort_ratio_shown` (GTK's time over
    /// `rowsMilliseconds`, the column view's).
    static func run(_ window: BenchWindow, names: [String], rowsMilliseconds: Double) {
        let table = GtkSortedColumnView(names)
        window.show(table.widget)
        window.waitForFrame()
        window.idle(milliseconds: 50)
        let expected = Array(names.sorted().prefix(3))
        let meter = LoopStallMeter()
        meter.start()
        let start = milliseconds()
        table.sortByName()
        while table.first(3) != expected { g_main_context_iteration(nil, 1) }
        window.waitForFrame()
        let elapsed = milliseconds() - start
        meter.stop()
        let label = DiffBenchmark.label(names.count)
        Figure(name: "views.sort_\(label)_ms_gtkcolumnview", value: elapsed, unit: "ms").print()
        Figure(name: "views.sort_max_main_thread_ms_gtkcolumnview", value: meter.longest, unit: "ms").print()
        Figure(
            name: "views.sort_ratio_shown", value: elapsed / rowsMilliseconds, unit: "x",
            extra: [
                "of": "GTK's sortable GtkColumnView over Rows' ColumnView, header click until the first frame in the new order"
            ]
        ).print()
        note("views: GTK's own column view sorted \(names.count) rows by a header in \(elapsed) ms")
        window.clear()
    }
}
