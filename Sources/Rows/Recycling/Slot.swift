import CGtk
import RowsCore

/// Rows' state for one GTK list item, made at `setup`, and the cell the list item shows.
///
/// A slot outlives the rows it shows: GTK binds and unbinds it many times before tearing it down.
/// Between an unbind and the next bind it keeps its cell, so a list of one row type never touches a
/// pool; only when the next row needs another type does the cell go back to its pool.
@MainActor
final class Slot {
    /// The GtkListItem the slot belongs to (it owns the Slot, through its qdata).
    let listItem: OpaquePointer
    /// The cell shown, its root and its pool.
    var cell: (any ListCell)?
    var cellRoot: UnsafeMutablePointer<GtkWidget>?
    var pool: CellPool?
    /// What the current bind's configure closure did.
    let scope = BindScope()
    /// The row item (a `RowsRowItem`) the cell was last configured for, or nil when the cell is
    /// prepared for reuse (or there is none). GTK binding the same item again needs no work. Not
    /// retained: GTK may free it, and a new item may then be made at the same address, so
    /// `configuredSerial` tells whether the item GTK binds is that very one.
    var configuredItem: OpaquePointer?
    /// The serial (`rows_row_item_get_serial`) of `configuredItem`.
    var configuredSerial: UInt64 = 0
    /// Changes with every bind, so a cell returned for another bind is recognised.
    var serial: UInt64 = 0
    /// Whether GTK bound the slot during an update and Rows has not configured it yet.
    var isPending = false
    /// Whether the current bind already dequeued a cell.
    var hasDequeued = false
    /// Where the slot is in the recycler's bound slots, or -1 when unbound.
    var boundIndex = -1
    /// "header" or "footer" while the slot shows one (the list item is then styled and inert).
    var supplementaryKind: String?
    /// Whether the list row has the `highlightable` class.
    var highlightsRow = false
    /// The section edges the list row's classes show (`first-in-section`, `last-in-section`).
    var shownSectionEdges: SectionEdges = []
    /// In an outline, the indentation and disclosure the list item shows, with the cell inside
    /// (see ``OutlineChrome``); nil in a plain list.
    var chrome: OutlineChrome?
    /// In the column a column view shows first, the container that lays a header or footer cell
    /// across the row (see ``RowSpan``), made when the slot first shows one; nil otherwise.
    var rowSpan: RowSpan?
    /// Whether the list item's child is the ``rowSpan``, with the cell root inside.
    private(set) var spansRow = false
    /// Whether the slot shows an outline's loading or error row (its list item is then inert).
    var isStatusRow = false
    /// Whether the slot shows an item that cannot be used now (its row then insensitive and inert).
    var isDisabled = false
    /// Whether GTK is told the list item cannot be selected or activated (a header or footer, a
    /// status row, an item that cannot be used).
    var isInert = false
    /// What assistive technologies should say for the row, from the last configure.
    var configuredAccessibility: RowAccessibility?
    /// What the list row's accessible label and description say now.
    var shownAccessibility: RowAccessibility?
    /// In an outline, whether the row tells assistive technologies it is expanded (true), collapsed
    /// (false) or neither (nil: it cannot expand).
    var shownExpansion: Bool?
    /// Whether the fields above that say what the row widget shows (its style, sensitivity and what
    /// it says to assistive technologies) are what it shows: false until the slot's first bind sets
    /// them all, since GTK may give a new list item a row widget it kept (see
    /// `CellBinder.resetRowState(_:of:)`).
    var rowStateIsKnown = false

    /// The key of the Slot in its list item's qdata.
    static let quark = g_quark_from_static_string("rows-slot")

    /// How many slots are alive (for leak tests).
    private(set) static var aliveCount = 0

    init(listItem: OpaquePointer) {
        self.listItem = listItem
        Self.aliveCount += 1
    }

    isolated deinit {
        Self.aliveCount -= 1
    }

    /// Makes `root` the list item's child (GTK unparents the previous one).
    /// In an outline, `root` goes into the ``chrome``, which is the list item's child.
    func show(_ root: UnsafeMutablePointer<GtkWidget>) {
        if spansRow {
            rowSpan?.setChild(root)
            return
        }
        guard let chrome else {
            gtk_list_item_set_child(listItem, root)
            return
        }
        chrome.setChild(root)
        if gtk_list_item_get_child(listItem) != chrome.widget { gtk_list_item_set_child(listItem, chrome.widget) }
    }

    /// The slot's outline chrome, made (and shown, with the cell root inside) on first use.
    func outlineChrome() -> OutlineChrome {
        if let chrome { return chrome }
        let chrome = OutlineChrome()
        self.chrome = chrome
        if let cellRoot { show(cellRoot) } else { gtk_list_item_set_child(listItem, chrome.widget) }
        return chrome
    }

    /// Shows the cell root across the whole row (a header or footer in a column view, see
    /// ``RowSpan``), or back in its column's cell only. Touches GTK only when that changes.
    func spanRow(_ spans: Bool) {
        guard spans != spansRow, chrome == nil, let root = cellRoot else { return }
        spansRow = spans
        if spans {
            let span = rowSpan ?? RowSpan()
            rowSpan = span
            gtk_list_item_set_child(listItem, nil)
            span.setChild(root)
            gtk_list_item_set_child(listItem, span.widget)
        } else {
            gtk_list_item_set_child(listItem, nil)
            rowSpan?.removeChild()
            gtk_list_item_set_child(listItem, root)
        }
        // The column's cell clips what it holds; while it holds the span, the span must show past it.
        if let cell = gtk_widget_get_parent(spans ? rowSpan!.widget : root) {
            gtk_widget_set_overflow(cell, spans ? GTK_OVERFLOW_VISIBLE : GTK_OVERFLOW_HIDDEN)
        }
    }

    /// The row item GTK has bound the list item to now, if any.
    var gtkItem: OpaquePointer? {
        gtk_list_item_get_item(listItem).map(OpaquePointer.init)
    }

    /// Lets go of the cell without pooling it (the list is gone); unparents its root if needed.
    func release() {
        if let root = cellRoot, gtk_list_item_get_child(listItem) == root { gtk_list_item_set_child(listItem, nil) }
        if spansRow, let rowSpan {
            if gtk_list_item_get_child(listItem) == rowSpan.widget { gtk_list_item_set_child(listItem, nil) }
            rowSpan.removeChild()
            spansRow = false
        }
        chrome?.removeChild()
        cell = nil
        cellRoot = nil
        pool = nil
    }

    /// The slot's current position in the list model.
    var position: Int { Int(gtk_list_item_get_position(listItem)) }

    /// The GtkListItemWidget (CSS node `row`) showing the cell.
    var rowWidget: UnsafeMutablePointer<GtkWidget>? {
        if let chrome { return cellRoot == nil ? nil : gtk_widget_get_parent(chrome.widget) }
        if spansRow, let rowSpan { return gtk_widget_get_parent(rowSpan.widget) }
        return cellRoot.flatMap { gtk_widget_get_parent($0) }
    }
}
