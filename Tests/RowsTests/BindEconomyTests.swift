import CGtk
import Foundation
import GtkTestSupport
import Testing

@testable import Rows

/// A cell with an entry: configure writes the row's text into it, so a configure that GTK's
/// repeated binds caused would throw away what the user typed.
final class EntryCell: TestLabelCell {
    let entry = gtk_entry_new()!

    required init() {
        super.init()
        gtk_widget_set_hexpand(entry, 1)
        gtk_box_append(GtkPointer.cast(root, to: GtkBox.self), entry)
    }

    var entryText: String { String(cString: gtk_editable_get_text(GtkPointer.opaque(entry))) }
}

/// A shown list of `count` entries in `EntryCell`s (or value pickers), scrolled to `row` at the top.
@MainActor
private final class EconomyHarness {
    let viewModel: ListViewModel<SingleSection, Entry>
    let list: ListView<SingleSection, Entry>
    let window: UnsafeMutablePointer<GtkWindow>

    init(count: Int, scrolledTo row: Int, pickers: Bool = false) {
        GtkTest.initialize()
        viewModel = ListViewModel(ListSnapshot(items: (0..<count).map { Entry(id: $0, text: "a") }))
        let entries = CellRegistration<EntryCell, Entry> { cell, entry in
            cell.label.text = entry.shownText
            gtk_editable_set_text(GtkPointer.opaque(cell.entry), entry.text)
        }
        let pickerCells = CellRegistration<ValuePickerLabelCell, Entry> { cell, entry, scope in
            cell.title = entry.shownText
            cell.showChoices(["One", "Two", "Three"], selected: entry.id % 3, scope: scope) { _ in }
        }
        list = ListView(viewModel) { cells, entry in
            pickers ? cells.cell(using: pickerCells, for: entry) : cells.cell(using: entries, for: entry)
        }
        window = GtkTest.window(showing: list.widget)
        GtkTest.wait(for: "GTK to bind rows") { self.list.boundRowCount > 0 }
        // At the top, so that the rows below it, which the tests change, are in view too.
        list.scroll(toRow: row, at: .top)
        GtkTest.wait(for: "row \(row) at the top") { self.list.visibleRows?.lowerBound == row }
        GtkTest.waitForFrames(of: list.listView)
    }

    /// The bound cell showing the entry with `id`.
    func cell<Cell>(showing id: Int, as _: Cell.Type) -> Cell? {
        list.boundCells.first { viewModel.rows[$0.row].item?.id == id }?.cell as? Cell
    }

    /// Applies `edit` to the items and runs the loop until GTK has drawn the result.
    func apply(_ edit: (inout [Entry]) -> Void) {
        var items = viewModel.snapshot.items
        edit(&items)
        viewModel.apply(ListSnapshot(items: items))
        GtkTest.waitForFrames(of: list.listView)
    }

    /// Bound rows whose cell's label does not show the view model's row there.
    func mismatchedRows() -> [String] {
        list.boundCells.compactMap { bound in
            let expected = viewModel.rows[bound.row].item!.shownText
            let shown = (bound.cell as! TestLabelCell).label.text ?? ""
            return shown == expected ? nil : "row \(bound.row) shows \(shown), expected \(expected)"
        }
    }

    func destroy() {
        gtk_window_destroy(window)
        GtkTest.drain()
    }
}

@MainActor
@Suite("Bind economy on a real GtkListView", .enabled(if: GtkTest.hasDisplay), .serialized)
struct BindEconomyTests {
    @Test("row items made one after another, each where the last was freed, all have their own serial")
    func rowItemSerialsOutliveAddresses() {
        // GLib hands a freed item's memory to the next item made, so a slot that remembered only the
        // address of the item it was configured for took a new row's item for the old one and kept
        // showing the old row (seen in "60 background diffs racing main-loop edits…").
        var serials = Set<UInt64>()
        var addresses = Set<OpaquePointer>()
        for position in 0..<1_000 {
            let item = rows_row_item_new(guint(position))!
            serials.insert(UInt64(rows_row_item_get_serial(item)))
            addresses.insert(item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }
        #expect(serials.count == 1_000)
        #expect(addresses.count < 1_000, "no address was used twice, so this test shows nothing")
    }

    @Test("rows inserted and removed far above the shown rows configure no cell and keep every widget")
    func changesAboveCostNothing() throws {
        let harness = EconomyHarness(count: 10_000, scrolledTo: 5_000)
        defer { harness.destroy() }
        let shownBefore = harness.list.boundCells
        try #require(shownBefore.count > 10, "GTK bound \(shownBefore.count) rows")
        let rootsBefore = Dictionary(
            uniqueKeysWithValues: shownBefore.map { (harness.viewModel.rows[$0.row].item!.id, $0.cell.root) })
        let before = harness.list.statistics
        harness.apply { items in
            items.insert(Entry(id: -1, text: "new"), at: 10)
            items.remove(at: 20)
            items.insert(Entry(id: -2, text: "new"), at: 30)
        }
        let after = harness.list.statistics
        #expect(after.configures == before.configures, "configures \(after.configures - before.configures)")
        #expect(after.binds > before.binds, "GTK 4.8 binds the rows after a change again; this test expects to see it")
        #expect(after.repeatedBinds - before.repeatedBinds == after.binds - before.binds)
        #expect(after.splices - before.splices == 1, "three splices above the shown rows are one emission")
        #expect(harness.mismatchedRows() == [])
        for bound in harness.list.boundCells {
            let id = harness.viewModel.rows[bound.row].item!.id
            if let root = rootsBefore[id] { #expect(bound.cell.root == root, "row \(id) changed widget") }
        }
    }

    @Test("rows removed from just above the built rows into them leave no removed row shown")
    func removalFromAboveIntoTheBuiltRows() throws {
        // GTK 4.8 removes from the start of the unbuilt stretch the removal starts in: as one
        // emission, the two built rows removed stayed bound, shown as rows 4,998 and 4,999 (see
        // `ListChanges.Splice.splitForRemoval(aroundBuilt:)`).
        let harness = EconomyHarness(count: 10_000, scrolledTo: 5_000)
        defer { harness.destroy() }
        let built = Set(harness.list.boundCells.map(\.row))
        let runStart = try #require(built.filter { $0 > 3 && !built.contains($0 - 1) }.min(), "built rows \(built.sorted())")
        try #require(!built.contains(runStart - 2) && !built.contains(runStart - 3))
        let before = harness.list.statistics
        harness.apply { items in items.removeSubrange((runStart - 3)...(runStart + 1)) }
        #expect(harness.list.statistics.splices - before.splices == 2, "one removal in two emissions")
        #expect(harness.mismatchedRows() == [])
        #expect(harness.list.boundCells.count >= built.count - 5)
    }

    @Test("a reversal that brings other rows into view shows them in the list items GTK had, each configured once")
    func reorderKeepsTheListItems() throws {
        let harness = EconomyHarness(count: 100_000, scrolledTo: 20_000)
        defer { harness.destroy() }
        let shownBefore = Set(harness.list.boundCells.map { harness.viewModel.rows[$0.row].item!.id })
        let before = harness.list.statistics
        harness.apply { items in items.reverse() }
        let after = harness.list.statistics
        #expect(harness.mismatchedRows() == [])
        let shownAfter = Set(harness.list.boundCells.map { harness.viewModel.rows[$0.row].item!.id })
        try #require(
            shownBefore.intersection(shownAfter).count < shownAfter.count / 2,
            "the reversal left \(shownBefore.intersection(shownAfter).count) of \(shownAfter.count) shown rows in view")
        #expect(after.setups == before.setups, "\(after.setups - before.setups) list items set up")
        #expect(after.teardowns == before.teardowns, "\(after.teardowns - before.teardowns) torn down")
        #expect(
            after.configures - before.configures <= harness.list.boundRowCount,
            "\(after.configures - before.configures) configures")
    }

    @Test("a shown row moved three places keeps its widget and list item, configuring nothing")
    func shownMoveKeepsItsWidget() throws {
        let harness = EconomyHarness(count: 10_000, scrolledTo: 5_000)
        defer { harness.destroy() }
        let movedID = 5_002
        let cell = try #require(harness.cell(showing: movedID, as: EntryCell.self))
        let listItem = try #require(harness.list.recycler.bound.first { $0.cell === cell }?.listItem)
        let before = harness.list.statistics
        harness.apply { items in
            let from = items.firstIndex { $0.id == movedID }!
            items.insert(items.remove(at: from), at: from + 3)
        }
        let after = harness.list.statistics
        #expect(after.configures == before.configures)
        #expect(after.cellsBuilt == before.cellsBuilt)
        let slot = try #require(harness.list.recycler.bound.first { $0.cell === cell }, "the moved row's cell is gone")
        #expect(slot.listItem == listItem, "GTK made a new list item for the moved row")
        #expect(harness.viewModel.rows[slot.position].item?.id == movedID)
        #expect(harness.mismatchedRows() == [])
    }

    @Test("a moved row whose content changed keeps its widget and is configured once")
    func movedAndChangedIsConfiguredOnce() throws {
        let harness = EconomyHarness(count: 10_000, scrolledTo: 5_000)
        defer { harness.destroy() }
        let cell = try #require(harness.cell(showing: 5_004, as: EntryCell.self))
        let before = harness.list.statistics
        harness.apply { items in
            let from = items.firstIndex { $0.id == 5_004 }!
            var moved = items.remove(at: from)
            moved.text = "changed"
            items.insert(moved, at: from - 2)
        }
        #expect(harness.list.statistics.configures - before.configures == 1)
        #expect(harness.cell(showing: 5_004, as: EntryCell.self) === cell)
        #expect(cell.label.text == "5004: changed")
        #expect(harness.mismatchedRows() == [])
    }

    @Test("a focused entry keeps its typed text, cursor and focus through inserts, removals and a move")
    func focusedEntrySurvives() throws {
        let harness = EconomyHarness(count: 10_000, scrolledTo: 5_000)
        defer { harness.destroy() }
        let id = 5_003
        let cell = try #require(harness.cell(showing: id, as: EntryCell.self))
        let editable = GtkPointer.opaque(cell.entry)
        try #require(gtk_widget_grab_focus(cell.entry) != 0)
        gtk_editable_set_text(editable, "typed by a person")
        gtk_editable_set_position(editable, 5)
        GtkTest.waitForFrames(of: harness.list.listView)  // drawn focused, with the text
        try #require(gtk_editable_get_position(editable) == 5)

        func expectKept(_ step: String) {
            #expect(harness.cell(showing: id, as: EntryCell.self) === cell, "\(step): the row has another cell")
            #expect(cell.entryText == "typed by a person", "\(step): text \(cell.entryText)")
            #expect(gtk_editable_get_position(editable) == 5, "\(step): cursor moved")
            let focus = gtk_root_get_focus(GtkPointer.opaque(harness.window))
            #expect(
                focus != nil && (focus == cell.entry || gtk_widget_is_ancestor(focus, cell.entry) != 0), "\(step): focus lost")
        }
        harness.apply { $0.insert(contentsOf: (0..<5).map { Entry(id: 20_000 + $0, text: "b") }, at: 100) }
        expectKept("inserted above")
        harness.apply { $0.removeSubrange(200..<203) }
        expectKept("removed above")
        harness.apply { items in
            let from = items.firstIndex { $0.id == id }!
            items.insert(items.remove(at: from), at: from + 2)
        }
        expectKept("moved")
        harness.apply { items in items[items.firstIndex { $0.id == id }! - 1].text = "neighbour changed" }
        expectKept("neighbour reconfigured")
    }

    @Test("an open value picker stays open, its pick not reset, when rows change above it")
    func openPickerStaysOpen() throws {
        let harness = EconomyHarness(count: 10_000, scrolledTo: 5_000, pickers: true)
        defer { harness.destroy() }
        let cell = try #require(harness.cell(showing: 5_003, as: ValuePickerLabelCell.self))
        let popover = try #require(Self.popover(in: cell.picker))
        gtk_popover_popup(GtkPointer.cast(popover, to: GtkPopover.self))
        try #require(GtkTest.wait(for: "the picker to open") { gtk_widget_get_mapped(popover) != 0 })
        // The person picks another value; the row's model has not heard of it yet.
        let picked = guint((5_003 + 1) % 3)
        gtk_drop_down_set_selected(GtkPointer.opaque(cell.picker), picked)
        harness.apply { $0.insert(Entry(id: -1, text: "new"), at: 0) }
        harness.apply { items in items.remove(at: 50) }
        #expect(gtk_widget_get_mapped(popover) != 0, "the picker closed")
        #expect(gtk_drop_down_get_selected(GtkPointer.opaque(cell.picker)) == picked, "the pick was reset")
        gtk_popover_popdown(GtkPointer.cast(popover, to: GtkPopover.self))
    }

    /// The GtkPopover among a widget's children.
    private static func popover(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if String(cString: rows_type_name_of(GtkPointer.raw(current))) == "GtkPopover" { return current }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    @Test("GTK holds one item per row: the same object while it shows the row, across splices")
    func oneItemPerRow() throws {
        let harness = EconomyHarness(count: 1_000, scrolledTo: 500)
        defer { harness.destroy() }
        let slot = try #require(harness.list.recycler.bound.first { harness.viewModel.rows[$0.position].item?.id == 503 })
        let item = try #require(slot.gtkItem)
        harness.apply { $0.insert(Entry(id: -1, text: "new"), at: 0) }
        #expect(slot.gtkItem == item)
        // get_item answers with the same object GTK holds.
        let model = gtk_list_view_get_model(GtkPointer.opaque(harness.list.listView))
        let fetched = g_list_model_get_item(model, guint(slot.position))
        #expect(fetched.map(OpaquePointer.init) == item)
        g_object_unref(fetched)
        #expect(harness.list.rowItems.liveCount <= harness.list.boundRowCount + 8)
    }
}
