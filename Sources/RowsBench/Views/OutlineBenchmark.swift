import CGtk
import Rows

/// `views.expand_1k_children_ms`: expanding a folder of 1,000 children in an outline of about
/// 100,000 rows shown in a ``ListView``, timed until the frame that shows the children is drawn;
/// beside it, GTK's own `GtkTreeListModel` + `GtkTreeExpander` expanding the same folder of the same
/// tree, in the same run.
///
/// The tree: the folder at the top (collapsed, 1,000 files), then 99 folders of 1,000 files each,
/// expanded, then one more collapsed folder of 1,000 files at the bottom (99,100 rows). Each side
/// expands and collapses the top folder `runs` times after a warm-up, then the bottom one; the median
/// expands are reported. The bottom folder's row is found below 99,099 others.
@MainActor
enum OutlineBenchmark {
    static let folders = 100
    static let filesPerFolder = 1_000
    static let runs = 7

    /// Runs both sides in `window` and prints the figures.
    static func run(_ window: BenchWindow) {
        let rows = expandThroughListView(window)
        window.clear()
        let relist = relistThroughListView(window)
        window.clear()
        Figure(
            name: "views.outline_relist_max_main_thread_ms", value: relist.background, unit: "ms",
            extra: ["of": "the shown outline's whole tree replaced by the same tree listed again, one file more, until drawn"]
        ).print()
        Figure(
            name: "views.outline_relist_max_main_thread_ms_on_main", value: relist.onMain, unit: "ms",
            extra: ["of": "the same, made and diffed on the main thread (no scheduler), as before"]
        ).print()
        let gtk = expandThroughTreeListModel(window)
        window.clear()
        Figure(
            name: "views.expand_1k_children_ms", value: rows.top.drawn, unit: "ms",
            extra: ["rows": (folders - 1) * (filesPerFolder + 1) + 2, "runs": runs]
        ).print()
        Figure(name: "views.expand_1k_children_ms_gtktreelistmodel", value: gtk.top.drawn, unit: "ms").print()
        Figure(name: "views.expand_call_ms", value: rows.top.call, unit: "ms").print()
        Figure(name: "views.expand_call_ms_gtktreelistmodel", value: gtk.top.call, unit: "ms").print()
        Figure(name: "views.expand_ratio", value: gtk.top.drawn / rows.top.drawn, unit: "x", extra: ["peer": "GtkTreeListModel"])
            .print()
        Figure(
            name: "views.expand_last_1k_children_ms", value: rows.bottom.drawn, unit: "ms",
            extra: ["of": "the folder on the last row"]
        ).print()
        Figure(name: "views.expand_last_1k_children_ms_gtktreelistmodel", value: gtk.bottom.drawn, unit: "ms").print()
        Figure(name: "views.expand_last_call_ms", value: rows.bottom.call, unit: "ms").print()
        Figure(name: "views.expand_last_call_ms_gtktreelistmodel", value: gtk.bottom.call, unit: "ms").print()
    }

    /// The median times, in milliseconds, from ``OutlineViewModel/expand(_:)`` to the drawn frame,
    /// and of the call alone (the outline, the view model and the `items-changed`), for the top
    /// folder and the bottom one.
    private static func expandThroughListView(_ window: BenchWindow) -> (top: Expansion, bottom: Expansion) {
        let folder = { (folder: Int) in
            OutlineNode(
                BenchFile(id: folder, name: "Folder \(folder)"),
                children: .loaded(
                    (0..<filesPerFolder).map { file in
                        OutlineNode(BenchFile(id: folders + 1 + folder * filesPerFolder + file, name: "File \(file).txt"))
                    }))
        }
        let outline = OutlineViewModel(roots: (0...folders).map(folder), expanded: Set(1..<folders))
        let names = CellRegistration<BenchCell0<Label>, String> { cell, text in cell.label.text = text }
        let view = ListView(outline: outline) { cells, file in cells.cell(using: names, for: file.name) }
        window.show(view.widget)
        let expandedCount = folders * (filesPerFolder + 1) + 1
        let top = medianExpand(window, expand: { outline.expand(0) }, collapse: { outline.collapse(0) }) {
            outline.rows.count == expandedCount
        }
        let bottom = medianExpand(window, expand: { outline.expand(folders) }, collapse: { outline.collapse(folders) }) {
            outline.rows.count == expandedCount
        }
        return (top, bottom)
    }

    /// The tree of ``expandThroughListView(_:)``, with `extra` more files in the second folder.
    private static func roots(extra: Int = 0) -> [OutlineNode<BenchFile>] {
        (0...folders).map { folder in
            let files = filesPerFolder + (folder == 1 ? extra : 0)
            return OutlineNode(
                BenchFile(id: folder, name: "Folder \(folder)"),
                children: .loaded(
                    (0..<files).map { file in
                        OutlineNode(BenchFile(id: folders + 1 + folder * 2 * filesPerFolder + file, name: "File \(file).txt"))
                    }))
        }
    }

    /// The longest main-loop stall, in milliseconds (median of `runs`), from replacing the whole tree
    /// of a shown outline by the same tree listed again (new nodes, one more file in an expanded
    /// folder) until the frame showing it is drawn: made off the main thread, through the view's
    /// scheduler, then (the peer) with no scheduler, on the main thread.
    private static func relistThroughListView(_ window: BenchWindow) -> (background: Double, onMain: Double) {
        let outline = OutlineViewModel(roots: roots(), expanded: Set(1...folders))
        let names = CellRegistration<BenchCell0<Label>, String> { cell, text in cell.label.text = text }
        let view = ListView(outline: outline) { cells, file in cells.cell(using: names, for: file.name) }
        window.show(view.widget)
        window.waitForFrame()
        let scheduler = outline.rowsViewModel.scheduler
        var stalls = (background: [Double](), onMain: [Double]())
        for run in 0..<(2 * runs) {
            let inBackground = run % 2 == 0
            outline.rowsViewModel.scheduler = inBackground ? scheduler : nil
            let extra = run % 4 < 2 ? 1 : 0  // each relist differs from the tree shown by one file
            let fresh = roots(extra: extra)
            let expected = folders + 1 + folders * filesPerFolder + extra  // every folder but the first expanded
            window.idle(milliseconds: 20)
            let meter = LoopStallMeter()
            meter.start()
            outline.replaceRoots(fresh)
            while outline.isReplacingRoots || outline.rows.count != expected { g_main_context_iteration(nil, 1) }
            window.waitForFrame()
            meter.stop()
            if inBackground { stalls.background.append(meter.longest) } else { stalls.onMain.append(meter.longest) }
        }
        outline.rowsViewModel.scheduler = scheduler
        return (stalls.background.sorted().median, stalls.onMain.sorted().median)
    }

    /// The median times from an expand to the drawn frame and of the call alone, in milliseconds.
    typealias Expansion = (drawn: Double, call: Double)

    /// Expands and collapses `runs` times after a warm-up; the median times from `expand` to the
    /// drawn frame and of the `expand` call alone, in milliseconds. `isExpanded` checks that the
    /// expand happened.
    private static func medianExpand(
        _ window: BenchWindow, expand: () -> Void, collapse: () -> Void, isExpanded: () -> Bool
    ) -> Expansion {
        window.waitForFrame()
        var times = [Double]()
        var calls = [Double]()
        for run in 0...runs {
            window.idle(milliseconds: 20)
            let start = milliseconds()
            expand()
            let called = milliseconds() - start
            window.waitForFrame()
            let elapsed = milliseconds() - start
            precondition(isExpanded(), "the folder did not expand")
            if run > 0 {
                times.append(elapsed)
                calls.append(called)
            }
            collapse()
            window.waitForFrame()
        }
        return (times.sorted().median, calls.sorted().median)
    }

    /// The same tree in a `GtkTreeListModel` over `GtkStringList`s, shown with `GtkTreeExpander`s
    /// and labels set up as Rows' `Label` (start-aligned, ellipsized) in a `GtkListView`: the median
    /// times from `gtk_tree_list_row_set_expanded` to the drawn frame, and of the call alone.
    private static func expandThroughTreeListModel(_ window: BenchWindow) -> (top: Expansion, bottom: Expansion) {
        let roots = gtk_string_list_new(nil)!
        for folder in 0...folders { gtk_string_list_append(roots, "Folder \(folder)") }
        let children: GtkTreeListModelCreateModelFunc = { item, _ in
            let name = String(cString: gtk_string_object_get_string(OpaquePointer(item)))
            guard name.hasPrefix("Folder ") else { return nil }
            let files = gtk_string_list_new(nil)!
            for file in 0..<OutlineBenchmark.filesPerFolder { gtk_string_list_append(files, "File \(file).txt") }
            return files
        }
        // The tree model takes the roots, the selection model the tree model, the view both.
        let tree = gtk_tree_list_model_new(roots, 0, 0, children, nil, nil)!
        for folder in 1..<folders {
            let row = gtk_tree_list_model_get_child_row(tree, guint(folder))!
            gtk_tree_list_row_set_expanded(row, 1)
            g_object_unref(GtkPointer.raw(row))
        }
        let factory = gtk_signal_list_item_factory_new()!
        Signal.connect(
            GtkPointer.raw(factory), "setup",
            object: { item in
                let expander = gtk_tree_expander_new()!
                // As Rows' `Label` in the Rows side's cells: start-aligned, ellipsized at the end.
                let label = gtk_label_new(nil)!
                gtk_label_set_xalign(GtkPointer.opaque(label), 0)
                gtk_label_set_ellipsize(GtkPointer.opaque(label), PANGO_ELLIPSIZE_END)
                gtk_tree_expander_set_child(OpaquePointer(expander), label)
                gtk_list_item_set_child(OpaquePointer(item), expander)
            })
        Signal.connect(
            GtkPointer.raw(factory), "bind",
            object: { item in
                let listItem = OpaquePointer(item)
                let row = OpaquePointer(gtk_list_item_get_item(listItem))
                let expander = OpaquePointer(gtk_list_item_get_child(listItem)!)
                gtk_tree_expander_set_list_row(expander, row)
                let string = gtk_tree_list_row_get_item(row)!  // an owned reference
                let label = gtk_tree_expander_get_child(expander)!
                gtk_label_set_text(GtkPointer.opaque(label), gtk_string_object_get_string(OpaquePointer(string)))
                g_object_unref(string)
            })
        let list = gtk_list_view_new(gtk_no_selection_new(tree), factory)!
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(GtkPointer.opaque(scrolled), list)
        window.show(scrolled)
        let expandedCount = guint(folders * (filesPerFolder + 1) + 1)
        let first = gtk_tree_list_model_get_row(tree, 0)!
        defer { g_object_unref(GtkPointer.raw(first)) }
        let top = medianExpand(
            window, expand: { gtk_tree_list_row_set_expanded(first, 1) }, collapse: { gtk_tree_list_row_set_expanded(first, 0) }
        ) {
            g_list_model_get_n_items(tree) == expandedCount
        }
        // Found by position, as a view finds the row it shows (the folder on the last row).
        let last = gtk_tree_list_model_get_row(tree, g_list_model_get_n_items(tree) - 1)!
        defer { g_object_unref(GtkPointer.raw(last)) }
        let bottom = medianExpand(
            window, expand: { gtk_tree_list_row_set_expanded(last, 1) }, collapse: { gtk_tree_list_row_set_expanded(last, 0) }
        ) {
            g_list_model_get_n_items(tree) == expandedCount
        }
        return (top, bottom)
    }
}
