import CGtk
import GtkTestSupport
import SeededRandom
import Testing

@testable import Rows

@MainActor
@Suite("ListView on a real GtkListView", .enabled(if: GtkTest.hasDisplay), .serialized)
struct ListViewTests {
    @Test("a list showing its top keeps showing it when rows come before its first row; scrolled down, it keeps its rows")
    func rowsInsertedAtTheTop() throws {
        GtkTest.initialize()
        let viewModel = ListViewModel(ListSnapshot(items: (0..<200).map { Entry(id: $0, text: "a") }))
        let registration = CellRegistration<EvenCell, Entry> { cell, entry in cell.label.text = entry.shownText }
        let list = ListView(viewModel) { cells, entry in cells.cell(using: registration, for: entry) }
        let window = GtkTest.window(showing: list.widget)
        defer {
            gtk_window_destroy(window)
            GtkTest.drain()
        }
        GtkTest.wait(for: "rows shown") { list.visibleRows != nil }
        GtkTest.waitForFrames(of: list.listView)
        try #require(list.visibleRows?.lowerBound == 0)
        // The keyboard on the first row, as when a window opens on a list.
        list.focus(row: 0)
        try #require(GtkTest.wait(for: "the first row focused") { list.focusedRow() == 0 })
        func insert(_ ids: Range<Int>) {
            viewModel.apply(ListSnapshot(items: ids.map { Entry(id: $0, text: "new") } + viewModel.snapshot.items))
            GtkTest.waitForFrames(of: list.listView)
        }
        // GTK 4.8 kept the focused row where it was: the new rows stayed above the view.
        insert(-3..<0)
        #expect(list.visibleRows?.lowerBound == 0, "the new rows show at the top")
        #expect(list.focusedRow() == 3, "the keyboard stays on its row")
        list.scroll(toRow: 150)
        GtkTest.wait(for: "row 150 shown") { list.visibleRows?.contains(150) ?? false }
        GtkTest.waitForFrames(of: list.listView)
        let shown = try #require(list.visibleRows)
        insert(-6 ..< -3)
        #expect(list.visibleRows == (shown.lowerBound + 3)...(shown.upperBound + 3), "scrolled down, the same rows stay in view")
    }

    @Test("after random sectioned updates every bound row shows the snapshot's row, and GTK got exactly the planned emissions")
    func boundRowsMatchSnapshotAfterRandomUpdates() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a", "b", "c"], ids: Array(0..<400)))
        defer { harness.destroy() }
        try RandomUpdateRounds.run(harness, seed: 7, minimumItems: 300)
    }

    @Test(
        "headers(using:) and footers(using:) on a list already showing rows: its headers and footers show the new cells, rebound in place, no items-changed"
    )
    func supplementariesRegisteredWhileShown() throws {
        var sections = ListHarness.snapshot(sections: ["a", "b", "c", "d"], ids: Array(0..<24)).sections
        for index in sections.indices where index % 2 == 0 { sections[index].showsFooter = true }
        let harness = ListHarness(ListSnapshot(sections: sections), registersSupplementaries: false)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        let supplementaryRows = { harness.boundRows().filter { harness.viewModel.rows[$0.position].isSupplementary } }
        let shownBefore = supplementaryRows()
        try #require(shownBefore.count >= 4, "GTK bound \(shownBefore.count) header and footer rows")
        #expect(shownBefore.allSatisfy { $0.text.hasPrefix("default header cell: ") }, "\(shownBefore)")
        let widgets = Dictionary(uniqueKeysWithValues: list.recycler.bound.map { ($0.position, $0.rowWidget) })
        harness.itemsChanged.removeAll()
        let rebindsBefore = list.statistics.rebinds

        harness.registerSupplementaries()
        #expect(harness.itemsChanged.isEmpty, "the rows did not change: no items-changed")
        #expect(list.statistics.rebinds - rebindsBefore == shownBefore.count, "each header and footer shown rebound once")
        #expect(harness.mismatchedRows() == [], "right after the calls")
        harness.waitForFrames()
        #expect(harness.itemsChanged.isEmpty)
        #expect(harness.mismatchedRows() == [], "once drawn")
        let shownAfter = supplementaryRows()
        #expect(shownAfter.map(\.position) == shownBefore.map(\.position))
        #expect(shownAfter.contains { $0.text == "[a]" } && shownAfter.contains { $0.text == "(a)" })
        for slot in list.recycler.bound {
            #expect(slot.rowWidget == widgets[slot.position], "row \(slot.position) kept its widget")
        }

        // Later headers and footers, bound after a change and a scroll, use the new cells too.
        var nextSections = harness.viewModel.snapshot.sections
        nextSections.append(.init(id: "e", items: [Entry(id: 500, text: "new")], showsFooter: true))
        nextSections.swapAt(0, 3)
        let next = ListSnapshot(sections: nextSections)
        let old = harness.viewModel.displayed
        let built = harness.boundRows().map(\.position)
        harness.itemsChanged.removeAll()
        harness.viewModel.apply(next)
        let planned = SectionedChanges(from: old, to: next).rows.emissions(aroundBuilt: built)
        #expect(
            harness.itemsChanged.map {
                ListChanges.Splice(position: Int($0.position), removed: Int($0.removed), added: Int($0.added))
            } == planned)
        list.scroll(toRow: harness.viewModel.rows.count - 1)
        try #require(
            GtkTest.wait(for: "the last row bound") { harness.boundRows().last?.position == harness.viewModel.rows.count - 1 })
        harness.waitForFrames()
        #expect(harness.mismatchedRows() == [])
        #expect(harness.boundRows().contains { $0.text == "(e)" })
    }

    @Test(
        "a list of items alone that gains a header and a footer, then a second section, then loses them: every bound row shows its row at each step"
    )
    func itemsAloneAndSectionedRowsInTurn() throws {
        let entries = (0..<60).map { Entry(id: $0, text: "a") }
        let alone = ListHarness.Snapshot(sections: [.init(id: "a", items: entries, showsHeader: false)])
        let harness = ListHarness(alone)
        defer { harness.destroy() }
        let steps: [(String, ListHarness.Snapshot)] = [
            ("header and footer", .init(sections: [.init(id: "a", items: entries, showsHeader: true, showsFooter: true)])),
            (
                "two sections",
                .init(sections: [
                    .init(id: "a", items: Array(entries[..<30]), showsHeader: true),
                    .init(id: "b", items: Array(entries[30...]), showsHeader: true, showsFooter: true),
                ])
            ),
            ("items alone again", alone),
        ]
        #expect(harness.mismatchedRows() == [], "items alone")
        for (name, snapshot) in steps {
            harness.viewModel.apply(snapshot)
            #expect(harness.mismatchedRows() == [], "\(name), right after the update")
            harness.waitForFrames()
            #expect(harness.mismatchedRows() == [], "\(name), once drawn")
            let bound = harness.boundRows()
            #expect(bound.contains { $0.text == "[a]" } == snapshot.sections[0].showsHeader, "\(name): \(bound.prefix(3))")
        }
    }

    @Test("a changed row is rebound in place: no items-changed, same widget, new text")
    func changedRowIsRebound() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<20)))
        defer { harness.destroy() }
        let list = try #require(harness.list)
        let slot = try #require(harness.slot(at: 3))
        let root = slot.cellRoot
        let bindsBefore = list.statistics.binds
        var items = harness.viewModel.snapshot.sections[0].items
        items[2].text = "changed"
        harness.viewModel.apply(ListSnapshot(sections: [.init(id: "a", items: items)]))
        harness.waitForFrames()
        #expect(harness.itemsChanged.isEmpty)
        #expect(list.statistics.rebinds == 2)  // the row, and its section's header (which shows the section)
        #expect(list.statistics.binds == bindsBefore)
        #expect(slot.cellRoot == root)
        #expect(harness.boundRows().first { $0.position == 3 }?.text == "2: changed")
    }

    @Test("each row type has its own pool; a second pass through the list builds no cell")
    func poolsPerType() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a", "b"], ids: Array(0..<2000)), height: 400)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        func scrollThrough() {
            for row in stride(from: 0, to: harness.viewModel.rows.count, by: 25) {
                list.scroll(toRow: row)
                harness.waitForFrames()
            }
        }
        scrollThrough()
        let firstPass = list.statistics
        scrollThrough()
        let secondPass = list.statistics
        #expect(Set(firstPass.cellsBuiltByType.keys) == ["RowsTests.EvenCell", "RowsTests.OddCell", "RowsTests.HeaderTestCell"])
        #expect(secondPass.cellsBuilt == firstPass.cellsBuilt, "\(secondPass.cellsBuiltByType)")
        #expect(secondPass.binds - firstPass.binds > 1000)
        // A type never has more cells than GTK has list items (slots) to show them in.
        for (type, built) in firstPass.cellsBuiltByType { #expect(built <= firstPass.setups, "\(type)") }
        #expect(harness.mismatchedRows().isEmpty)
    }

    @Test("headers and footers are not selectable, not activatable, and styled as such")
    func headersAreInert() throws {
        var sections = ListHarness.snapshot(sections: ["a", "b"], ids: Array(0..<6)).sections
        sections[1].showsFooter = true
        let harness = ListHarness(ListSnapshot(sections: sections), selectionMode: .multiple)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        for row in harness.boundRows() {
            let slot = try #require(harness.slot(at: row.position))
            let row = harness.viewModel.rows[row.position]
            let inert = row.isSupplementary
            #expect((gtk_list_item_get_selectable(slot.listItem) == 0) == inert)
            #expect((gtk_list_item_get_activatable(slot.listItem) == 0) == inert)
            let rowWidget = try #require(slot.rowWidget)
            if case .header = row { #expect(gtk_widget_has_css_class(rowWidget, "header") != 0) }
            if case .footer = row { #expect(gtk_widget_has_css_class(rowWidget, "footer") != 0) }
            if !inert { #expect(gtk_widget_has_css_class(rowWidget, "header") == 0) }
        }
        // Select everything in GTK's selection model (what GtkListView's Ctrl+A calls): the headers
        // and the footer do not stay selected.
        let selection = try #require(list.selectionModel)
        gtk_selection_model_select_all(selection)
        harness.waitForFrames()
        #expect(harness.viewModel.selectedIDs == Set(0..<6))
        for position in 0..<harness.viewModel.rows.count {
            #expect(
                (gtk_selection_model_is_selected(selection, guint(position)) != 0) == !harness.viewModel.rows[position]
                    .isSupplementary)
        }
    }

    @Test("selection is kept by id across moves and inserts, and user selection becomes ids")
    func selectionKeptByID() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<10)), selectionMode: .multiple)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        var reported: [[Int]] = []
        let observation = harness.viewModel.observe { update in
            if update.selectionChanged { reported.append(harness.viewModel.selectedItems.map(\.id)) }
        }
        defer { observation.cancel() }
        let selection = try #require(list.selectionModel)
        gtk_selection_model_select_item(selection, 4, 1)  // row 4 is item 3 (row 0 is the header)
        harness.waitForFrames()
        #expect(harness.viewModel.selectedIDs == [3])
        #expect(reported.last == [3])
        harness.viewModel.select([7], extending: true)
        var items = harness.viewModel.snapshot.sections[0].items
        items.reverse()
        items.insert(contentsOf: [Entry(id: 100, text: "x"), Entry(id: 101, text: "y")], at: 0)
        harness.viewModel.apply(ListSnapshot(sections: [.init(id: "a", items: items)]))
        harness.waitForFrames()
        let selectedRows = (0..<harness.viewModel.rows.count).filter {
            gtk_selection_model_is_selected(selection, guint($0)) != 0
        }
        #expect(selectedRows.map { harness.viewModel.rows[$0].item?.id } == [7, 3])
        #expect(harness.viewModel.selectedIDs == [3, 7])
    }

    @Test("activating a row gives its item; a header gives nothing")
    func activationGivesItem() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<5)))
        defer { harness.destroy() }
        let list = try #require(harness.list)
        var activated: [Int] = []
        list.onActivate = { activated.append($0.id) }
        gtk_widget_activate_action_variant(list.listView, "list.activate-item", g_variant_new_uint32(2))
        gtk_widget_activate_action_variant(list.listView, "list.activate-item", g_variant_new_uint32(0))
        #expect(activated == [1])
    }

    @Test("the rows in view stay in view when rows above them are inserted and removed")
    func scrollPositionHolds() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<1000)), height: 400)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        list.scroll(toRow: 500)
        harness.waitForFrames()
        let before = topVisibleItem(harness)
        // Row 500 is in view: at the top, or lower in the 400-pixel window.
        try #require(
            before.map { (460...500).contains($0) } == true,
            "the list did not scroll to row 500; top row \(String(describing: before))")
        var items = harness.viewModel.snapshot.sections[0].items
        items.insert(contentsOf: (5000..<5030).map { Entry(id: $0, text: "new") }, at: 0)
        items.removeSubrange(40..<50)
        harness.viewModel.apply(ListSnapshot(sections: [.init(id: "a", items: items)]))
        harness.waitForFrames()
        let after = topVisibleItem(harness)
        #expect(after == before)
    }

    @Test("a destroyed window leaves no cell, slot, row item or model alive")
    func nothingOutlivesTheWindow() throws {
        GtkTest.initialize()
        GtkTest.drain()
        let cells = CellCensus.alive
        let models = rows_list_model_alive_count()
        let slots = Slot.aliveCount
        let items = rows_row_item_alive_count()
        var stats = ListStatistics()
        weak var weakList: ListView<String, Entry>?
        do {
            let harness = ListHarness(ListHarness.snapshot(sections: ["a", "b"], ids: Array(0..<500)))
            let list = try #require(harness.list)
            list.scroll(toRow: 300)
            harness.waitForFrames()
            harness.viewModel.apply(ListHarness.snapshot(sections: ["b", "c"], ids: Array(200..<700)))
            harness.waitForFrames()
            #expect(CellCensus.alive > cells)
            #expect(Slot.aliveCount > slots)
            stats = list.statistics
            weakList = list
            harness.destroy()
        }
        GtkTest.drain()
        #expect(weakList == nil)
        #expect(CellCensus.alive == cells)
        #expect(rows_list_model_alive_count() == models)
        #expect(Slot.aliveCount == slots)
        #expect(rows_row_item_alive_count() == items)
        #expect(stats.binds > 0)
    }

    @Test("binds and unbinds balance, setups and teardowns balance")
    func lifecycleBalances() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<800)), height: 300)
        try balance(harness)
        weak let weakList = harness.list
        do {
            let list = try #require(harness.list)
            gtk_window_destroy(harness.window)
            GtkTest.drain()
            let stats = list.statistics
            #expect(stats.binds == stats.unbinds)
            #expect(stats.setups == stats.teardowns)
            #expect(list.boundRowCount == 0)
        }
        // Once nobody else holds it, the list object goes with its widget.
        #expect(weakList == nil)
    }

    private func balance(_ harness: ListHarness) throws {
        let list = try #require(harness.list)
        var random = SplitMix64(seed: 11)
        var nextID = 10_000
        for _ in 0..<10 {
            list.scroll(toRow: Int.random(in: 0..<harness.viewModel.rows.count, using: &random))
            harness.viewModel.apply(RandomEdits.apply(to: harness.viewModel.snapshot, nextID: &nextID, using: &random))
            harness.waitForFrames()
        }
        let bound = list.boundRowCount
        let stats = list.statistics
        #expect(stats.binds - stats.unbinds == bound)
        #expect(stats.setups - stats.teardowns >= bound)
    }

    @Test(
        "visibleRows names the rows on screen: the row scrolled to is among them, the rows GTK keeps built past the edges are not; fullyVisibleRows those no edge cuts"
    )
    func visibleRowsAreTheRowsOnScreen() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a", "b", "c"], ids: Array(0..<3_000)))
        defer { harness.destroy() }
        let list = try #require(harness.list)
        list.scroll(toRow: 1_500)
        harness.waitForFrames()
        let shown = try #require(list.visibleRows)
        #expect(shown.contains(1_500))
        #expect(shown.count < list.boundRowCount, "\(shown.count) rows on screen of \(list.boundRowCount) built")
        // Scrolled to the bottom of row 1,500, the top of the view cuts a row (the rows are not a
        // whole number of the view's heights).
        let whole = try #require(list.fullyVisibleRows)
        #expect(whole.upperBound == 1_500 && whole.lowerBound == shown.lowerBound + 1, "\(whole) whole of \(shown)")
        let viewport = Float(gtk_widget_get_height(list.listView))
        for slot in list.recycler.bound {
            guard let row = slot.rowWidget, gtk_widget_get_child_visible(row) != 0 else { continue }
            var bounds = graphene_rect_t()
            try #require(gtk_widget_compute_bounds(row, list.listView, &bounds) != 0)
            let onScreen = bounds.origin.y + bounds.size.height > 0 && bounds.origin.y < viewport
            let wholeOnScreen = bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= viewport
            #expect(shown.contains(slot.position) == onScreen, "row \(slot.position) at y \(bounds.origin.y)")
            #expect(whole.contains(slot.position) == wholeOnScreen, "row \(slot.position) at y \(bounds.origin.y)")
        }
        // A row cut by one pixel is not whole, though that is less than its padding and border.
        let top = try #require(list.recycler.bound.first { $0.position == whole.lowerBound }?.rowWidget)
        var bounds = graphene_rect_t()
        try #require(gtk_widget_compute_bounds(top, list.listView, &bounds) != 0)
        let adjustment = try #require(gtk_scrollable_get_vadjustment(OpaquePointer(list.listView)))
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + Double(bounds.origin.y) + 1)
        harness.waitForFrames()
        try #require(gtk_widget_compute_bounds(top, list.listView, &bounds) != 0)
        try #require(abs(bounds.origin.y + 1) < 0.01, "row \(whole.lowerBound) at y \(bounds.origin.y), not -1")
        #expect(list.fullyVisibleRows?.lowerBound == whole.lowerBound + 1, "\(String(describing: list.fullyVisibleRows))")
        gtk_widget_set_visible(list.widget, 0)
        #expect(list.visibleRows == nil, "none while the list is not shown")
        #expect(list.fullyVisibleRows == nil)
    }

    /// The item of the first row whose top edge is at or below the viewport's top.
    private func topVisibleItem(_ harness: ListHarness) -> Int? {
        guard let list = harness.list else { return nil }
        var best: (y: Float, id: Int)?
        for slot in list.recycler.bound {
            // GTK 4.8 keeps the focused row's widget when it scrolls out of view, hidden where it was.
            guard let row = slot.rowWidget, gtk_widget_get_child_visible(row) != 0,
                let item = harness.viewModel.rows[slot.position].item
            else { continue }
            var point = graphene_point_t()
            var origin = graphene_point_t(x: 0, y: 0)
            guard gtk_widget_compute_point(row, list.widget, &origin, &point) != 0, point.y >= -1 else { continue }
            if best == nil || point.y < best!.y { best = (point.y, item.id) }
        }
        return best?.id
    }
}
