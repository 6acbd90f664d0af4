import CGtk

/// Rows' state for one GTK list item: the `RowsSlot` widget that `setup` made, and the cell it shows.
///
/// A slot outlives the rows it shows: GTK binds and unbinds it many times before tearing it down.
/// Between an unbind and the next bind it keeps its cell, so a list of one row type never touches a
/// pool; only when the next row needs another type does the cell go back to its pool.
@MainActor
final class Slot {
    /// The GtkListItem the slot is the child of (it owns the slot widget, not the other way round).
    let listItem: OpaquePointer
    /// The RowsSlot widget.
    let widget: OpaquePointer
    /// The cell shown, its root and its pool.
    var cell: (any ListCell)?
    var cellRoot: UnsafeMutablePointer<GtkWidget>?
    var pool: CellPool?
    /// What the current bind's configure closure did.
    let scope = BindScope()
    /// Changes with every bind, so a cell returned for another bind is recognised.
    var serial: UInt64 = 0
    /// Whether the current bind already dequeued a cell.
    var hasDequeued = false
    /// Where the slot is in the recycler's bound slots, or -1 when unbound.
    var boundIndex = -1
    /// Whether the row shown is a header or footer (the list item is then styled and inert).
    var showsSupplementary = false
    /// Whether the list row has the `highlightable` class.
    var highlightsRow = false

    /// The key of the Slot in its list item's qdata.
    static let quark = g_quark_from_static_string("rows-slot")

    init(listItem: OpaquePointer, widget: OpaquePointer) {
        self.listItem = listItem
        self.widget = widget
    }

    /// Lets go of the cell without pooling it (the list is gone); unparents its root if needed.
    func release() {
        if let root = cellRoot, gtk_widget_get_parent(root) != nil { gtk_widget_unparent(root) }
        cell = nil
        cellRoot = nil
        pool = nil
    }

    /// The slot's current position in the list model.
    var position: Int { Int(gtk_list_item_get_position(listItem)) }

    /// The GtkListItemWidget (CSS node `row`) that holds the slot.
    var rowWidget: UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_parent(UnsafeMutablePointer<GtkWidget>(widget))
    }
}
