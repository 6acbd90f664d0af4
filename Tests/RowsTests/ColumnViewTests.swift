import CGtk
import Foundation
import GtkTestSupport
import Testing

@testable import Rows

/// A row of the column view tests: a name and a size to sort by.
struct FileRow: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
    var size: Int
}

/// Counts calls from any thread, and those on the thread that made the counter: the one the main
/// actor and GTK's loop run on in the tests (under swift-testing on Linux that is a dispatch thread,
/// not the process's first thread, so `Thread.isMainThread` would not tell).
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts = (all: 0, onMain: 0)
    private let mainThread = pthread_self()

    func note() {
        let onMain = pthread_equal(pthread_self(), mainThread) != 0
        lock.withLock {
            counts.all += 1
            if onMain { counts.onMain += 1 }
        }
    }

    var all: Int { lock.withLock { counts.all } }
    var onMain: Int { lock.withLock { counts.onMain } }

    func reset() { lock.withLock { counts = (0, 0) } }
}

/// A shown three-column view (name, size, id) over `snapshot`, counting `items-changed`.
@MainActor
final class ColumnHarness {
    let viewModel: ListViewModel<String, FileRow>
    let view: ColumnView<String, FileRow>
    let window: UnsafeMutablePointer<GtkWindow>
    var itemsChanged: [ListChanges.Splice] = []
    let keyCalls = CallCounter()
    var activated: [Int] = []

    static let columnCount = 3

    init(_ snapshot: ListSnapshot<String, FileRow>, selectionMode: SelectionMode = .multiple, input: InputDisplay? = nil) {
        GtkTest.initialize()
        viewModel = ListViewModel(snapshot, selectionMode: selectionMode)
        let names = CellRegistration<TestLabelCell, String> { cell, name in cell.label.text = name }
        let sizes = CellRegistration<EvenCell, FileRow> { cell, row in cell.label.text = "\(row.size) B" }
        let ids = CellRegistration<OddCell, Int> { cell, id in cell.label.text = "#\(id)" }
        let counter = keyCalls
        view = ColumnView(
            viewModel,
            columns: [
                .init(
                    "Name", using: names, value: \.name, width: .expanding,
                    sortedBy: .by { row in
                        counter.note()
                        return row.name
                    }),
                .init("Size", using: sizes, width: .fixed(90), sortedBy: .comparator { $0.size < $1.size }),
                .init("ID", using: ids, value: \.id, resizable: false),
            ])
        view.headers(
            using: CellRegistration<HeaderTestCell, ColumnView<String, FileRow>.Section> { cell, section in
                cell.label.text = "[\(section.id)]"
            })
        window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        gtk_window_set_title(window, "column view test \(UInt(bitPattern: window))")
        gtk_window_set_default_size(window, 480, 600)
        gtk_window_set_child(window, view.widget)
        Signal.connect(
            GtkPointer.raw(view.model),
            itemsChanged: { [weak self] position, removed, added in
                self?.itemsChanged.append(ListChanges.Splice(position: Int(position), removed: Int(removed), added: Int(added)))
            })
        view.onActivate = { [weak self] row in self?.activated.append(row.id) }
        input?.take(window)
        gtk_window_present(window)
        GtkTest.wait(for: "GTK to bind rows in every column") {
            (0..<Self.columnCount).allSatisfy { !self.view.boundCells(inColumn: $0).isEmpty }
        }
        GtkTest.waitForFrames(of: view.columnView)
    }

    /// A one-section snapshot of `count` rows, names in a scrambled order.
    static func rows(_ count: Int) -> ListSnapshot<String, FileRow> {
        let files = (0..<count).map {
            FileRow(id: $0, name: String(format: "file %06d", ($0 * 7_919) % count), size: ($0 * 31) % 1_000)
        }
        return ListSnapshot(sections: [.init(id: "files", items: files, showsHeader: false)])
    }

    /// What `column` should show for `row` of the view model's rows.
    func expectedText(column: Int, row: Int) -> String {
        switch viewModel.rows[row] {
        case .item(let file): [file.name, "\(file.size) B", "#\(file.id)"][column]
        case .header(let id): column == view.firstShownColumn ? "[\(id)]" : ""
        case .footer(let id): column == view.firstShownColumn ? "(\(id))" : ""
        }
    }

    /// Bound cells, in any column, that do not show what the view model's row there should.
    func mismatchedCells() -> [String] {
        (0..<Self.columnCount).flatMap { column in
            view.boundCells(inColumn: column).compactMap { bound -> String? in
                let shown = (bound.cell as? TestLabelCell)?.label.text ?? ""
                let expected = expectedText(column: column, row: bound.row)
                return shown == expected ? nil : "column \(column) row \(bound.row) shows '\(shown)', expected '\(expected)'"
            }
        }
    }

    /// The positions of the rows bound now, in any column.
    func builtRows() -> [Int] {
        Set((0..<Self.columnCount).flatMap { view.boundCells(inColumn: $0).map(\.row) }).sorted()
    }

    /// GTK's column at `index`.
    func gtkColumn(_ index: Int) -> OpaquePointer {
        let columns = gtk_column_view_get_columns(GtkPointer.opaque(view.columnView))!
        let column = g_list_model_get_item(columns, guint(index))!
        g_object_unref(column)  // the view keeps it
        return OpaquePointer(column)
    }

    /// The header title widgets, in the order shown.
    func titleWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        GtkTest.children(of: gtk_widget_get_first_child(view.columnView)!)
    }

    /// The CSS classes of the sort arrow in the header of the column shown at `index`.
    func arrowClasses(ofTitle index: Int) -> Set<String> {
        var found = Set<String>()
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if String(cString: gtk_widget_get_css_name(widget)) == "sort-indicator" {
                let classes = gtk_widget_get_css_classes(widget)
                defer { g_strfreev(classes) }
                var next = classes
                while let name = next?.pointee {
                    found.insert(String(cString: name))
                    next = next?.advanced(by: 1)
                }
                return
            }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        visit(titleWidgets()[index])
        return found
    }

    /// The names of the items, in row order.
    var names: [String] { viewModel.rows.compactMap { $0.item?.name } }

    func waitForFrames() { GtkTest.waitForFrames(of: view.columnView) }

    func destroy() {
        gtk_window_destroy(window)
        GtkTest.drain()
    }
}

@MainActor
@Suite("ColumnView on a real GtkColumnView", .enabled(if: GtkTest.hasDisplay), .serialized)
struct ColumnViewTests {
    @Test("every column shows the view model's rows, each through its own registration and pool")
    func everyColumnShowsTheRows() throws {
        let harness = ColumnHarness(ColumnHarness.rows(500))
        defer { harness.destroy() }
        for column in 0..<ColumnHarness.columnCount {
            let bound = harness.view.boundCells(inColumn: column)
            #expect(bound.count > 10, "column \(column): \(bound.count) rows bound")
            #expect(bound.map(\.row).prefix(5) == [0, 1, 2, 3, 4], "column \(column)")
        }
        #expect(harness.mismatchedCells() == [])
        let byType = harness.view.statistics.cellsBuiltByType
        #expect(Set(byType.keys) == ["RowsTests.TestLabelCell", "RowsTests.EvenCell", "RowsTests.OddCell"])
        #expect(Int(rows_list_model_get_count(harness.view.model)) == 500)
        // Each row, which takes the keyboard focus, is named by its first column's cell, as the cells are.
        for slot in harness.view.binders[0].recycler.bound where !slot.isPending {
            let cell = try #require(slot.rowWidget)
            let row = try #require(gtk_widget_get_parent(cell))
            #expect(gtk_accessible_get_accessible_role(GtkPointer.opaque(row)) == GTK_ACCESSIBLE_ROLE_ROW)
            #expect(gtk_test_accessible_has_property(GtkPointer.opaque(row), GTK_ACCESSIBLE_PROPERTY_LABEL) != 0)
            #expect(gtk_test_accessible_has_property(GtkPointer.opaque(cell), GTK_ACCESSIBLE_PROPERTY_LABEL) != 0)
        }
        for slot in harness.view.binders[1].recycler.bound where !slot.isPending {
            let row = try #require(slot.rowWidget.flatMap { gtk_widget_get_parent($0) })
            #expect(gtk_test_accessible_has_property(GtkPointer.opaque(row), GTK_ACCESSIBLE_PROPERTY_LABEL) != 0)
        }
        // The row of titles is named after them (GTK 4.8 names it nothing: AT-SPI read its type's name).
        let titles = try #require(gtk_widget_get_first_child(harness.view.columnView))
        #expect(gtk_accessible_get_accessible_role(GtkPointer.opaque(titles)) == GTK_ACCESSIBLE_ROLE_ROW)
        #expect(gtk_test_accessible_has_property(GtkPointer.opaque(titles), GTK_ACCESSIBLE_PROPERTY_LABEL) != 0)
        #expect(harness.view.titlesRowName == "Name, Size, ID")
        harness.view.setLayout(ColumnLayout(order: [2, 0, 1], widths: [nil, nil, nil]))
        #expect(GtkTest.wait(for: "the titles row named in the new order") { harness.view.titlesRowName == "ID, Name, Size" })
    }

    /// The sort arrows the column view's titles show, in ``columns``' order: "ascending",
    /// "descending" or "" (GTK's sort icon's CSS class).
    private static func arrows(of view: ColumnView<String, FileRow>) -> [String] {
        func arrow(under widget: UnsafeMutablePointer<GtkWidget>) -> String? {
            for name in ["ascending", "descending"] where gtk_widget_has_css_class(widget, name) != 0 { return name }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                if let found = arrow(under: current) { return found }
                child = gtk_widget_get_next_sibling(current)
            }
            return nil
        }
        return (0..<view.columns.count).map { view.titleWidget(ofColumn: $0).flatMap(arrow(under:)) ?? "" }
    }

    @Test("sorting by another column from code moves the arrow: one title shows one (GTK 4.8 left the old column's)")
    func sortingFromCodeMovesTheArrow() throws {
        let harness = ColumnHarness(ColumnHarness.rows(50))
        defer { harness.destroy() }
        harness.view.sort(byColumn: 0)
        #expect(GtkTest.wait(for: "the Name arrow") { Self.arrows(of: harness.view) == ["ascending", "", ""] })
        harness.view.sort(byColumn: 1, descending: true)
        #expect(
            GtkTest.wait(for: "the Size arrow alone") { Self.arrows(of: harness.view) == ["", "descending", ""] },
            "\(Self.arrows(of: harness.view))")
        #expect(harness.view.sortColumn == 1 && harness.view.sortsDescending)
        harness.view.sort(byColumn: 0, descending: true)
        #expect(
            GtkTest.wait(for: "the Name arrow alone, down") { Self.arrows(of: harness.view) == ["descending", "", ""] },
            "\(Self.arrows(of: harness.view))")
    }

    @Test(
        "sorting by a column (GTK's sort_by_column, as a header click does) emits exactly the diff's splices and keeps the selection"
    )
    func sortEmitsTheDiffAndKeepsSelection() throws {
        let harness = ColumnHarness(ColumnHarness.rows(400))
        defer { harness.destroy() }
        let selectedIDs: Set<Int> = [3, 150, 399]
        #expect(harness.viewModel.select(selectedIDs))
        harness.waitForFrames()
        let built = harness.builtRows()
        let old = harness.viewModel.displayed
        harness.itemsChanged.removeAll()
        harness.keyCalls.reset()

        gtk_column_view_sort_by_column(GtkPointer.opaque(harness.view.columnView), harness.gtkColumn(0), GTK_SORT_ASCENDING)
        harness.waitForFrames()

        #expect(harness.names == harness.names.sorted())
        #expect(harness.view.sortColumn == 0 && !harness.view.sortsDescending)
        #expect(harness.keyCalls.all == 400, "the sort key is computed once per row")
        let planned = SectionedChanges(from: old, to: harness.viewModel.displayed).rows.emissions(aroundBuilt: built)
        #expect(!planned.isEmpty)
        #expect(harness.itemsChanged == planned)
        #expect(harness.viewModel.selectedIDs == selectedIDs)
        let selection = gtk_selection_model_get_selection(harness.view.selectionModel)
        defer { gtk_bitset_unref(selection) }
        let gtkSelected = Set(selectedIDs.map { harness.viewModel.rows.row(ofItem: $0)! })
        #expect(Int(gtk_bitset_get_size(selection)) == gtkSelected.count)
        for row in gtkSelected { #expect(gtk_bitset_contains(selection, guint(row)) != 0, "row \(row) selected in GTK") }
        #expect(harness.mismatchedCells() == [])
        #expect(harness.arrowClasses(ofTitle: 0).contains("ascending"))

        // The second direction is the reverse: again a diff.
        harness.itemsChanged.removeAll()
        let ascending = harness.viewModel.displayed
        let builtAscending = harness.builtRows()
        gtk_column_view_sort_by_column(GtkPointer.opaque(harness.view.columnView), harness.gtkColumn(0), GTK_SORT_DESCENDING)
        harness.waitForFrames()
        #expect(harness.names == harness.names.sorted().reversed())
        #expect(harness.view.sortsDescending)
        let plannedDescending = SectionedChanges(from: ascending, to: harness.viewModel.displayed).rows.emissions(
            aroundBuilt: builtAscending)
        #expect(harness.itemsChanged == plannedDescending)
        #expect(harness.viewModel.selectedIDs == selectedIDs)
        #expect(harness.arrowClasses(ofTitle: 0).contains("descending"))
        #expect(harness.mismatchedCells() == [])
    }

    @Test("real Down, Up, Home and End pass over section headers, as in a ListView: GTK stopped on them")
    func arrowsPassOverHeaders() throws {
        let input = try #require(InputDisplay.shared())
        var snapshot = ListSnapshot<String, FileRow>()
        try snapshot.appendSections(["docs", "pics"])
        try snapshot.appendItems((0..<5).map { FileRow(id: $0, name: "d\($0)", size: $0) }, toSection: "docs")
        try snapshot.appendItems((5..<9).map { FileRow(id: $0, name: "p\($0)", size: $0) }, toSection: "pics")
        // Rows: [docs] 0, d0…d4 1–5, [pics] 6, p5…p8 7–10.
        let harness = ColumnHarness(snapshot, selectionMode: .single, input: input)
        defer { harness.destroy() }
        try #require(input.focus(harness.window))
        harness.view.focus(row: 5)
        try #require(GtkTest.wait(for: "row 5 focused") { harness.view.focusedRow() == 5 })
        for (key, row) in [("Down", 7), ("Up", 5), ("Home", 1), ("End", 10), ("Up", 9)] {
            input.press(key)
            #expect(
                GtkTest.wait(for: "\(key) to focus row \(row)") { harness.view.focusedRow() == row },
                "\(key): \(String(describing: harness.view.focusedRow()))")
        }
        #expect(harness.viewModel.selectedIDs == [7], "the selection follows the keyboard (p7, row 9)")
    }

    @Test("real clicks on a header sort ascending, then descending, with GTK's arrow, and a comparator column sorts too")
    func realHeaderClicksSort() throws {
        let input = try #require(InputDisplay.shared())
        let harness = ColumnHarness(ColumnHarness.rows(300), input: input)
        defer { harness.destroy() }
        var sortsTold: [String] = []
        harness.view.onSortChange = { column, descending in sortsTold.append("\(column.map(String.init) ?? "-") \(descending)") }
        let titles = harness.titleWidgets()
        try #require(titles.count == 3)
        #expect(input.click(titles[0], in: harness.window))
        GtkTest.wait(for: "the names sorted ascending") { harness.view.sortColumn == 0 && !harness.view.sortsDescending }
        harness.waitForFrames()
        #expect(harness.names == harness.names.sorted())
        #expect(harness.arrowClasses(ofTitle: 0).contains("ascending"))

        harness.itemsChanged.removeAll()
        // Off the first click's spot: a second click in one place within the double-click time (400 ms)
        // is a double click's second press, which sorted nothing here (GTK 4.8; 4 runs of 4).
        #expect(input.click(titles[0], offset: 8, in: harness.window))
        GtkTest.wait(for: "the names sorted descending") { harness.view.sortsDescending }
        harness.waitForFrames()
        #expect(harness.names == harness.names.sorted().reversed())
        #expect(harness.arrowClasses(ofTitle: 0).contains("descending"))
        #expect(!harness.itemsChanged.isEmpty)

        #expect(input.click(titles[1], in: harness.window))
        GtkTest.wait(for: "the sizes sorted") { harness.view.sortColumn == 1 }
        harness.waitForFrames()
        let sizes = harness.viewModel.rows.compactMap { $0.item?.size }
        #expect(sizes == sizes.sorted())
        #expect(harness.arrowClasses(ofTitle: 1).contains("ascending"))
        #expect(!harness.arrowClasses(ofTitle: 0).contains("descending"), "the old column's arrow went away")
        #expect(harness.mismatchedCells() == [])
        #expect(sortsTold == ["0 false", "0 true", "1 false"], "each click told once, as it sorts")
    }

    @Test("a row whose content changed is rebound in place in each column, with no items-changed")
    func reconfigureInPlace() throws {
        let harness = ColumnHarness(ColumnHarness.rows(300))
        defer { harness.destroy() }
        let before = (0..<3).map { harness.view.statistics(ofColumn: $0) }
        let cellsBefore = (0..<3).map { column in harness.view.boundCells(inColumn: column).first { $0.row == 2 }!.cell }
        harness.itemsChanged.removeAll()
        var sections = harness.viewModel.snapshot.sections
        sections[0].items[2].name = "renamed"
        sections[0].items[2].size = 12_345
        harness.viewModel.apply(ListSnapshot(sections: sections))
        harness.waitForFrames()
        #expect(harness.itemsChanged.isEmpty)
        for column in 0..<3 {
            let after = harness.view.statistics(ofColumn: column)
            #expect(after.configures - before[column].configures == 1, "column \(column)")
            #expect(after.rebinds - before[column].rebinds == 1, "column \(column)")
            let cell = harness.view.boundCells(inColumn: column).first { $0.row == 2 }!.cell
            #expect(cell === cellsBefore[column], "column \(column): the row got another cell")
        }
        #expect(harness.expectedText(column: 0, row: 2) == "renamed")
        #expect(harness.mismatchedCells() == [])
    }

    @Test("a shown row moved within the shown rows with changed content shows the new content in every column")
    func movedAndChangedInEveryColumn() throws {
        let harness = ColumnHarness(ColumnHarness.rows(300))
        defer { harness.destroy() }
        let cellsBefore = (0..<3).map { column in harness.view.boundCells(inColumn: column).first { $0.row == 6 }!.cell }
        var sections = harness.viewModel.snapshot.sections
        var moved = sections[0].items.remove(at: 6)
        moved.name = "moved and renamed"
        moved.size = 4_321
        sections[0].items.insert(moved, at: 3)
        harness.viewModel.apply(ListSnapshot(sections: sections))
        harness.waitForFrames()
        #expect(harness.mismatchedCells() == [])
        for column in 0..<3 {
            let cell = harness.view.boundCells(inColumn: column).first { $0.row == 3 }?.cell
            #expect(cell === cellsBefore[column], "column \(column): the moved row got another cell")
        }
        #expect(harness.expectedText(column: 1, row: 3) == "4321 B")
    }

    @Test("a sort that brings other rows into view shows them in the row widgets GTK had: none set up or torn down")
    func sortKeepsTheRowWidgets() throws {
        let harness = ColumnHarness(ColumnHarness.rows(20_000))
        defer { harness.destroy() }
        harness.view.scroll(toRow: 10_000)
        GtkTest.wait(for: "row 10000 bound") { harness.view.boundCells(inColumn: 0).contains { $0.row == 10_000 } }
        harness.waitForFrames()
        let shownBefore = Set(harness.builtRows().compactMap { harness.viewModel.rows[$0].item?.id })
        let before = (0..<3).map { harness.view.statistics(ofColumn: $0) }
        harness.view.sort(byColumn: 0)
        GtkTest.wait(for: "the names sorted") { harness.names == harness.names.sorted() }
        harness.waitForFrames()
        let shownAfter = Set(harness.builtRows().compactMap { harness.viewModel.rows[$0].item?.id })
        try #require(shownBefore.intersection(shownAfter).count < shownAfter.count / 2, "the sort left the shown rows in view")
        #expect(harness.mismatchedCells() == [])
        for column in 0..<3 {
            let after = harness.view.statistics(ofColumn: column)
            #expect(
                after.setups == before[column].setups,
                "column \(column): \(after.setups - before[column].setups) list items set up")
            #expect(
                after.teardowns == before[column].teardowns,
                "column \(column): \(after.teardowns - before[column].teardowns) torn down")
        }
    }

    @Test("over a long list scrolled about, each column builds at most twice the cells GTK keeps bound")
    func cellsBuiltStayNearWhatGtkKeeps() throws {
        let harness = ColumnHarness(ColumnHarness.rows(20_000))
        defer { harness.destroy() }
        for row in [5_000, 12_000, 19_990, 100, 9_000] {
            harness.view.scroll(toRow: row)
            GtkTest.wait(for: "row \(row) bound") { harness.view.boundCells(inColumn: 0).contains { $0.row == row } }
            harness.waitForFrames()
        }
        #expect(harness.mismatchedCells() == [])
        for column in 0..<3 {
            let built = harness.view.statistics(ofColumn: column).cellsBuilt
            let bound = harness.view.boundCells(inColumn: column).count
            #expect(bound > 10)
            #expect(built <= 2 * bound, "column \(column): \(built) cells built for \(bound) bound")
        }
    }

    @Test("a sort of 20,000 rows runs off the main thread, computing each key once, and lands through the diff")
    func longSortRunsOffTheMainThread() throws {
        let harness = ColumnHarness(ColumnHarness.rows(20_000))
        defer { harness.destroy() }
        #expect(harness.viewModel.select([7]))
        harness.keyCalls.reset()
        harness.view.sort(byColumn: 0)
        #expect(harness.view.sortColumn == 0)
        GtkTest.wait(for: "the names sorted") { harness.names == harness.names.sorted() }
        harness.waitForFrames()
        #expect(harness.keyCalls.all == 20_000)
        #expect(harness.keyCalls.onMain == 0, "\(harness.keyCalls.onMain) keys computed on the main thread")
        #expect(harness.viewModel.selectedIDs == [7])
        #expect(harness.mismatchedCells() == [])
    }

    @Test("with a filter shown, a long sort still computes each key once, off the main thread, and shows the matches sorted")
    func filteredLongSortComputesKeysOnce() throws {
        let harness = ColumnHarness(ColumnHarness.rows(20_000))
        defer { harness.destroy() }
        harness.viewModel.filter = ListFilter { $0.id % 2 == 0 }
        harness.waitForFrames()
        harness.keyCalls.reset()
        harness.view.sort(byColumn: 0)
        GtkTest.wait(for: "the matches sorted") { harness.names.count == 10_000 && harness.names == harness.names.sorted() }
        harness.waitForFrames()
        #expect(harness.keyCalls.all == 20_000, "keys computed \(harness.keyCalls.all) times for 20,000 rows")
        #expect(harness.keyCalls.onMain == 0 && harness.mismatchedCells() == [])
    }

    @Test("a long sort starts after the frame that shows the header's new arrow, so that frame does not wait on the sort")
    func longSortStartsAfterTheArrowsFrame() throws {
        let harness = ColumnHarness(ColumnHarness.rows(20_000))
        defer { harness.destroy() }
        let clock = try #require(gtk_widget_get_frame_clock(harness.view.columnView))
        // Connected before the sort's own wait, so it runs first in the frame's `after-paint`.
        var firstFrame: (keys: Int, arrow: Bool)?
        let handler = Signal.connect(UnsafeMutablePointer<GObject>(clock), "after-paint") {
            if firstFrame == nil {
                firstFrame = (harness.keyCalls.all, harness.arrowClasses(ofTitle: 0).contains("ascending"))
            }
        }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }
        harness.keyCalls.reset()
        harness.view.sortFrameWait = 60_000  // so that only a frame starts the sort, however slow the loop
        harness.view.sort(byColumn: 0)
        #expect(harness.keyCalls.all == 0, "the sort started before a frame was drawn")
        // A cheap check first: a loop slow to come round (checking the names is not) draws no frame.
        GtkTest.wait(for: "the sort to start") { harness.keyCalls.all > 0 }
        GtkTest.wait(for: "the names sorted") { harness.names == harness.names.sorted() }
        #expect(firstFrame?.keys == 0, "keys computed before the first frame: \(firstFrame?.keys ?? -1)")
        #expect(firstFrame?.arrow == true, "the first frame drawn shows the arrow")
        #expect(harness.keyCalls.all == 20_000 && harness.keyCalls.onMain == 0)
    }

    @Test("a snapshot applied while a long sort waits for its frame is sorted as the header says; a cleared sort never runs")
    func changesWhileASortWaits() throws {
        let harness = ColumnHarness(ColumnHarness.rows(20_000))
        defer { harness.destroy() }
        harness.view.sort(byColumn: 0)
        GtkTest.wait(for: "the names sorted") { harness.names == harness.names.sorted() }
        // Sorted ascending and unchanged: a sort the other way would turn the items round. A snapshot
        // applied before the sort starts changes them, so it must sort them, not turn them round.
        harness.view.sort(byColumn: 0, descending: true)
        var snapshot = harness.viewModel.snapshot
        snapshot.deleteItems([snapshot.items[0].id])
        harness.viewModel.apply(snapshot)
        GtkTest.wait(for: "the names sorted descending") { harness.names == harness.names.sorted(by: >) }
        harness.waitForFrames()
        let sortedDescending = harness.names == harness.names.sorted(by: >)
        #expect(sortedDescending, "the rows are not in descending order")
        #expect(harness.names.count == 19_999)
        // A sort cleared while it waits for its frame never runs.
        harness.keyCalls.reset()
        harness.view.sort(byColumn: 0)
        harness.view.clearSort()
        harness.waitForFrames()
        GtkTest.spin(seconds: 0.5) { false }
        #expect(harness.keyCalls.all == 0, "the cleared sort computed keys")
        let stillDescending = harness.names == harness.names.sorted(by: >)
        #expect(stillDescending, "the cleared sort reordered the rows")
    }

    @Test("a long sort replaced by another header's while it runs is dropped as it comes back: one landing, the later order")
    func replacedSortIsDropped() throws {
        let harness = ColumnHarness(ColumnHarness.rows(20_000))
        defer { harness.destroy() }
        let held = HeldSorts()
        harness.viewModel.scheduler = WorkScheduler(background: held.hold, main: { MainLoop.post($0) })
        harness.view.sort(byColumn: 0)
        GtkTest.wait(for: "the name sort under way") { held.count == 1 }
        harness.view.sort(byColumn: 1)
        GtkTest.wait(for: "the size sort under way") { held.count == 2 }
        let version = harness.viewModel.version
        let sizes = { harness.viewModel.rows.compactMap { $0.item?.size } }
        // Both sorts run, their results going back through the main loop in order (and any redo).
        GtkTest.wait(for: "the sizes sorted") {
            held.runAll()
            return sizes() == sizes().sorted() && held.count == 0
        }
        harness.waitForFrames()
        #expect(harness.viewModel.version == version + 1, "the name sort was shown, or the size sort redone")
        #expect(harness.view.sortColumn == 1 && harness.mismatchedCells() == [])
    }

    @Test("section headers show in the first column (empty cells in the others) and cannot be activated or stay selected")
    func sectionHeaders() throws {
        var snapshot = ListSnapshot<String, FileRow>()
        try snapshot.appendSections(["docs", "pics"])
        try snapshot.appendItems((0..<5).map { FileRow(id: $0, name: "d\($0)", size: $0) }, toSection: "docs")
        try snapshot.appendItems((5..<9).map { FileRow(id: $0, name: "p\($0)", size: $0) }, toSection: "pics")
        let harness = ColumnHarness(snapshot)
        defer { harness.destroy() }
        #expect(harness.mismatchedCells() == [])
        let header = try #require(harness.view.boundCells(inColumn: 0).first { $0.row == 6 })
        #expect((header.cell as? HeaderTestCell)?.label.text == "[pics]")
        #expect(harness.view.boundCells(inColumn: 1).first { $0.row == 6 }?.cell is BoxCell)
        let list = try #require(harness.view.innerListView)
        GtkTest.activate(row: 6, of: list)
        GtkTest.activate(row: 1, of: list)
        #expect(harness.activated == [0])
        gtk_selection_model_select_item(harness.view.selectionModel, 0, 1)
        GtkTest.drain()
        #expect(harness.viewModel.selectedIDs.isEmpty)
        #expect(gtk_selection_model_is_selected(harness.view.selectionModel, 0) == 0, "GTK's selection of the header was undone")

        // Sorting sorts within each section.
        harness.view.sort(byColumn: 1, descending: true)
        harness.waitForFrames()
        #expect(harness.viewModel.snapshot.sections.map { $0.items.map(\.id) } == [[4, 3, 2, 1, 0], [8, 7, 6, 5]])
        #expect(harness.mismatchedCells() == [])
    }

    @Test(
        "a section header lies across its row from the column shown first, whatever that column's width; it never widens the column"
    )
    func sectionHeadersSpanTheRow() throws {
        let title = String(repeating: "a long section title ", count: 6)
        var snapshot = ListSnapshot<String, FileRow>()
        try snapshot.appendSections([title, "short"])
        try snapshot.appendItems((0..<3).map { FileRow(id: $0, name: "n\($0)", size: $0) }, toSection: title)
        try snapshot.appendItems((3..<6).map { FileRow(id: $0, name: "m\($0)", size: $0) }, toSection: "short")
        let harness = ColumnHarness(snapshot)
        defer { harness.destroy() }
        let nameWidth = gtk_widget_get_width(try #require(harness.view.boundCells(inColumn: 0).first { $0.row == 1 }?.cell.root))

        /// The header cell at `row` in `column`: its root's x in its row and width, the row's width,
        /// the root's natural and minimum widths, and whether the column's cell clips it.
        func header(
            row: Int, inColumn column: Int
        ) throws -> (x: Float, width: Int32, rowWidth: Int32, natural: Int32, minimum: Int32, clips: Bool) {
            let root = try #require(harness.view.boundCells(inColumn: column).first { $0.row == row }?.cell.root)
            let span = try #require(gtk_widget_get_parent(root))
            let cell = try #require(gtk_widget_get_parent(span))
            let rowWidget = try #require(gtk_widget_get_parent(cell))
            var origin = graphene_point_t(x: 0, y: 0)
            var inRow = graphene_point_t()
            #expect(gtk_widget_compute_point(root, rowWidget, &origin, &inRow) != 0)
            var (minimum, natural) = (Int32(0), Int32(0))
            gtk_widget_measure(root, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            return (
                inRow.x, gtk_widget_get_width(root), gtk_widget_get_width(rowWidget), natural, minimum,
                gtk_widget_get_overflow(cell) == GTK_OVERFLOW_HIDDEN
            )
        }
        /// Where an item's cell root starts in its row, in `column`: where the column's content starts.
        func contentStart(inColumn column: Int) throws -> Float {
            let root = try #require(harness.view.boundCells(inColumn: column).first { $0.row == 5 }?.cell.root)
            var origin = graphene_point_t(x: 0, y: 0)
            var inRow = graphene_point_t()
            #expect(gtk_widget_compute_point(root, gtk_widget_get_parent(gtk_widget_get_parent(root)), &origin, &inRow) != 0)
            return inRow.x
        }
        let start = try contentStart(inColumn: 0)
        #expect(start < 20, "the first column starts at \(start)")
        let long = try header(row: 0, inColumn: 0)
        #expect(long.x == start)
        #expect(long.natural > long.rowWidth, "the title is not longer than the row, so this shows nothing")
        #expect(
            long.width == max(long.rowWidth - Int32(start), long.minimum),
            "the long title gets the rest of the row or its minimum width, not \(long.width)")
        #expect(long.width > nameWidth)
        #expect(!long.clips, "the column's cell clips the header")
        let short = try header(row: 4, inColumn: 0)
        #expect(short.x == start)
        #expect(short.width == short.rowWidth - Int32(start), "\(short.width) of \(short.rowWidth) pixels")
        #expect(short.width > nameWidth)
        let item = try #require(harness.view.boundCells(inColumn: 0).first { $0.row == 1 }?.cell.root)
        let itemColumnCell = try #require(gtk_widget_get_parent(item))
        #expect(gtk_widget_get_overflow(itemColumnCell) == GTK_OVERFLOW_HIDDEN)
        #expect(gtk_widget_get_width(item) == nameWidth, "the header widened its column")

        // The first column moved last, as a drag of its header does: the headers go to the Size
        // column, shown first now, and the Name column shows empty cells in their rows.
        gtk_column_view_insert_column(harness.view.view, 2, harness.gtkColumn(0))
        GtkTest.wait(for: "the headers in the Size column") {
            harness.view.boundCells(inColumn: 1).contains { $0.row == 4 && $0.cell is HeaderTestCell }
        }
        harness.waitForFrames()
        #expect(harness.mismatchedCells() == [])
        let moved = try header(row: 4, inColumn: 1)
        #expect(moved.x == start)
        #expect(moved.x == (try contentStart(inColumn: 1)))
        #expect(moved.width == moved.rowWidth - Int32(start))
        #expect(!moved.clips)
        let nameCell = try #require(harness.view.boundCells(inColumn: 0).first { $0.row == 4 }?.cell)
        #expect(!(nameCell is HeaderTestCell))
        let nameColumnCell = try #require(gtk_widget_get_parent(nameCell.root))
        #expect(gtk_widget_get_overflow(nameColumnCell) == GTK_OVERFLOW_HIDDEN)
        // The header's row is still named, by the header cell in the Size column: the empty cell
        // in the Name column, which names the rows of items, does not take its name away.
        let headerSlot = try #require(harness.view.binders[0].recycler.bound.first { $0.position == 4 && !$0.isPending })
        let headerRow = try #require(headerSlot.rowWidget.flatMap { gtk_widget_get_parent($0) })
        #expect(gtk_test_accessible_has_property(GtkPointer.opaque(headerRow), GTK_ACCESSIBLE_PROPERTY_LABEL) != 0)

        // Rows that showed headers show items again, in their column, clipped.
        var items = harness.viewModel.snapshot
        items.deleteSections([title])
        harness.viewModel.apply(items)
        harness.waitForFrames()
        #expect(harness.mismatchedCells() == [])
        for bound in harness.view.boundCells(inColumn: 1) where harness.viewModel.rows[bound.row].item != nil {
            let cell = try #require(gtk_widget_get_parent(bound.cell.root))
            #expect(gtk_widget_get_overflow(cell) == GTK_OVERFLOW_HIDDEN)
            #expect(String(cString: gtk_widget_get_css_name(cell)) == "cell")
        }
    }

    @Test("closing a sorted column view keeps its sort: no \"unsorted\" told, the view model still ordered")
    func destroyKeepsTheSort() throws {
        let harness = ColumnHarness(ColumnHarness.rows(300))
        harness.view.sort(byColumn: 0, descending: true)
        harness.waitForFrames()
        var sortsTold: [String] = []
        harness.view.onSortChange = { column, descending in sortsTold.append("\(column.map(String.init) ?? "-") \(descending)") }
        let viewModel = harness.viewModel
        harness.destroy()
        #expect(sortsTold == [], "GTK's dispose removing the columns is not the user unsorting")
        #expect(viewModel.itemOrder != nil, "the view model still orders the snapshots applied to it")
        let later = ColumnHarness.rows(5)
        viewModel.apply(later)
        #expect(viewModel.rows.compactMap { $0.item?.name } == later.items.map(\.name).sorted().reversed())
    }

    @Test("after real clicks on two headers, closing the view tells no sort change: GTK keeps one sorted column")
    func closingAfterTwoHeaderClicks() throws {
        let input = try #require(InputDisplay.shared())
        let harness = ColumnHarness(ColumnHarness.rows(300), input: input)
        let titles = harness.titleWidgets()
        try #require(titles.count == 3)
        #expect(input.click(titles[1], in: harness.window))
        GtkTest.wait(for: "the sizes sorted") { harness.view.sortColumn == 1 }
        #expect(input.click(titles[0], in: harness.window))
        GtkTest.wait(for: "the names sorted") { harness.view.sortColumn == 0 }
        harness.waitForFrames()
        var sortsTold: [String] = []
        harness.view.onSortChange = { column, descending in sortsTold.append("\(column.map(String.init) ?? "-") \(descending)") }
        let viewModel = harness.viewModel
        harness.destroy()
        #expect(sortsTold == [], "removing the name column made the size column the sort")
        let later = ColumnHarness.rows(5)
        viewModel.apply(later)
        #expect(viewModel.rows.compactMap { $0.item?.name } == later.items.map(\.name).sorted())
    }

    @Test("clearSort tells \"unsorted\" once and stops ordering later snapshots")
    func clearSortIsTold() throws {
        let harness = ColumnHarness(ColumnHarness.rows(300))
        defer { harness.destroy() }
        harness.view.sort(byColumn: 0)
        harness.waitForFrames()
        var sortsTold: [String] = []
        harness.view.onSortChange = { column, descending in sortsTold.append("\(column.map(String.init) ?? "-") \(descending)") }
        harness.view.clearSort()
        #expect(sortsTold == ["- false"] && harness.view.sortColumn == nil && harness.viewModel.itemOrder == nil)
    }

    @Test("a destroyed column view releases every cell, slot and row item")
    func destroyReleasesEverything() throws {
        let cellsBefore = CellCensus.alive
        let slotsBefore = Slot.aliveCount
        let itemsBefore = rows_row_item_alive_count()
        weak var weakView: ColumnView<String, FileRow>?
        do {
            let harness = ColumnHarness(ColumnHarness.rows(300))
            weakView = harness.view
            harness.view.sort(byColumn: 0)
            harness.waitForFrames()
            #expect(CellCensus.alive > cellsBefore)
            harness.destroy()
        }
        GtkTest.drain()
        #expect(CellCensus.alive == cellsBefore)
        #expect(Slot.aliveCount == slotsBefore)
        #expect(rows_row_item_alive_count() == itemsBefore)
        #expect(weakView == nil, "the column view outlived its widget")
    }

    @Test(
        "a sort stays in force: a snapshot applied later comes in sorted (off the main thread when long) with the arrow kept, until clearSort"
    )
    func sortStaysInForceForLaterSnapshots() throws {
        let harness = ColumnHarness(ColumnHarness.rows(20_000))
        defer { harness.destroy() }
        harness.view.sort(byColumn: 0)
        GtkTest.wait(for: "the names sorted") { harness.names == harness.names.sorted() }
        var unsortedUpdates = 0
        let observation = harness.viewModel.observe { update in
            let names = update.rows.compactMap { $0.item?.name }
            if names != names.sorted() { unsortedUpdates += 1 }
        }
        defer { observation.cancel() }

        // A refresh with more rows, in another order, applied off the main thread.
        harness.keyCalls.reset()
        let refreshed = ColumnHarness.rows(20_500)
        harness.viewModel.applyInBackground(refreshed)
        GtkTest.wait(for: "the refresh shown") { harness.viewModel.snapshot.itemCount == 20_500 }
        harness.waitForFrames()
        #expect(harness.names == harness.names.sorted())
        #expect(unsortedUpdates == 0, "an update showed the rows out of order")
        #expect(harness.keyCalls.all == 20_500 && harness.keyCalls.onMain == 0, "keys: \(harness.keyCalls.onMain) on main")
        #expect(harness.view.sortColumn == 0 && harness.arrowClasses(ofTitle: 0).contains("ascending"))
        #expect(harness.mismatchedCells() == [])

        // A snapshot applied here, on the main thread, is sorted here too.
        var sections = harness.viewModel.snapshot.sections
        let last = sections[0].items.count - 1
        sections[0].items[last].name = "a first name"
        harness.viewModel.apply(ListSnapshot(sections: sections))
        #expect(harness.names.first == "a first name" && harness.names == harness.names.sorted())
        harness.waitForFrames()
        #expect(harness.mismatchedCells() == [])

        // Cleared: no arrow, and the app's order is shown.
        harness.view.clearSort()
        harness.waitForFrames()
        #expect(harness.view.sortColumn == nil)
        #expect(!harness.arrowClasses(ofTitle: 0).contains("ascending"))
        harness.viewModel.apply(refreshed)
        harness.waitForFrames()
        #expect(harness.names == refreshed.items.map(\.name))
        #expect(unsortedUpdates == 1)
        #expect(harness.mismatchedCells() == [])
    }

    @Test("a long list sorted the other way by the same column is turned round off the main thread, stably")
    func otherDirectionTurnsTheRowsRound() throws {
        let harness = ColumnHarness(ColumnHarness.rows(20_000))
        defer { harness.destroy() }
        var sections = harness.viewModel.snapshot.sections
        for index in stride(from: 0, to: 20_000, by: 3) { sections[0].items[index].name = "same name" }
        harness.viewModel.apply(ListSnapshot(sections: sections))
        harness.view.sort(byColumn: 0)
        GtkTest.wait(for: "the names sorted") { harness.names == harness.names.sorted() }
        harness.keyCalls.reset()
        harness.view.sort(byColumn: 0, descending: true)
        GtkTest.wait(for: "the names sorted descending") { harness.names == harness.names.sorted(by: >) }
        harness.waitForFrames()
        #expect(harness.keyCalls.all == 20_000 && harness.keyCalls.onMain == 0)
        let same = harness.viewModel.rows.compactMap { $0.item }.filter { $0.name == "same name" }.map(\.id)
        #expect(same == same.sorted(), "equal names keep their order")
        #expect(harness.arrowClasses(ofTitle: 0).contains("descending"))
        #expect(harness.mismatchedCells() == [])
    }

    @Test(
        "a title aligned to the end sits at the end of its header, its sort arrow with it, and stays there when the columns are reordered"
    )
    func titleAlignedToTheEnd() throws {
        let harness = ColumnHarness(ColumnHarness.rows(50))
        defer { harness.destroy() }
        harness.view.alignTitleToEnd(ofColumn: 1)
        harness.waitForFrames()
        /// Where the label of the title of `column` (in the columns' own order) starts and ends across its title.
        func labelSpan(ofColumn column: Int) throws -> (start: Float, end: Float, width: Float) {
            let title = try #require(harness.view.titleWidget(ofColumn: column))
            // The title's box, then its label and sort arrow.
            let box = try #require(GtkTest.children(of: title).first)
            let label = try #require(GtkTest.children(of: box).first { String(cString: gtk_widget_get_css_name($0)) == "label" })
            var bounds = graphene_rect_t()
            try #require(gtk_widget_compute_bounds(label, title, &bounds) != 0)
            return (bounds.origin.x, bounds.origin.x + bounds.size.width, Float(gtk_widget_get_width(title)))
        }
        let size = try labelSpan(ofColumn: 1)
        #expect(size.end > size.width - 24, "Size's title at the end of its \(size.width) px: \(size)")
        let name = try labelSpan(ofColumn: 0)
        #expect(name.start < 16, "Name's title at the start: \(name)")

        // Size shown first: its title keeps its place at the end.
        gtk_column_view_insert_column(harness.view.view, 0, harness.view.gtkColumns[1])
        harness.waitForFrames()
        let moved = try labelSpan(ofColumn: 1)
        #expect(moved.end > moved.width - 24, "\(moved)")
    }

}

/// Background work held until a test lets it run, here, in order.
private final class HeldSorts: Sendable {
    private let works = Locked<[WorkScheduler.Work]>([])

    @Sendable func hold(_ work: @escaping WorkScheduler.Work) {
        works.withLock { $0.append(work) }
    }

    /// How many pieces of work wait.
    var count: Int { works.withLock { $0.count } }

    /// Runs the held work.
    func runAll() {
        let all = works.withLock { works in
            defer { works = [] }
            return works
        }
        for work in all { work() }
    }
}
