import CGtk

/// Lays a section header's or footer's cell across its column view row.
///
/// GTK 4.8's column view has no row that spans its columns: every row is one cell per column, and
/// each cell (`GtkColumnViewCell`) is as wide as its column and clips what it holds. A header cell
/// goes into the cell of the column shown first (the other columns show empty cells), inside this
/// container, which asks for no width of its own, so that a long title never widens the column, and
/// gives its child the rest of the row (a label that ellipsizes ends at the row's end), or its
/// minimum width if that is more. The column's cell stops clipping while it holds the container, so
/// the title shows over the empty cells beside it.
///
/// ```
/// row
/// ├── cell (the column shown first; overflow visible)
/// │   ╰── rows-row-span          (asks for no width)
/// │       ╰── the header cell's root   (as wide as the rest of the row, or its minimum width)
/// ├── cell (an empty cell)
/// ╰── cell (an empty cell)
/// ```
@MainActor
final class RowSpan {
    /// The container (a reference of ours): a box whose layout is ``measure`` and ``allocate``.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The cell root inside, if any.
    private(set) var child: UnsafeMutablePointer<GtkWidget>?

    init() {
        widget = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        g_object_ref_sink(GtkPointer.raw(widget))
        gtk_widget_add_css_class(widget, "rows-row-span")
        // The widget takes the layout manager's reference.
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, Self.measure, Self.allocate))
    }

    isolated deinit {
        removeChild()
        g_object_unref(GtkPointer.raw(widget))
    }

    /// Puts `root` in the container, in place of the child it held.
    func setChild(_ root: UnsafeMutablePointer<GtkWidget>) {
        guard child != root else { return }
        removeChild()
        gtk_widget_set_parent(root, widget)
        child = root
    }

    /// Takes the child out, so that it can go into another list item (or its pool).
    func removeChild() {
        guard let child else { return }
        gtk_widget_unparent(child)
        self.child = nil
    }

    /// No width (the column decides it); the child's height.
    private static let measure: GtkCustomMeasureFunc = {
        widget, orientation, _, minimum, natural, minimumBaseline, naturalBaseline in
        minimum?.pointee = 0
        natural?.pointee = 0
        minimumBaseline?.pointee = -1
        naturalBaseline?.pointee = -1
        guard orientation == GTK_ORIENTATION_VERTICAL, let widget, let child = gtk_widget_get_first_child(widget) else {
            return
        }
        gtk_widget_measure(child, orientation, -1, minimum, natural, nil, nil)
    }

    /// The child gets the rest of the row from where the container starts (the row is the column
    /// cell's parent), or its minimum width if that is more (GTK allocates no less), and never less
    /// than the container's.
    private static let allocate: GtkCustomAllocateFunc = { widget, width, height, _ in
        guard let widget, let child = gtk_widget_get_first_child(widget) else { return }
        var minimum = Int32(0)
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, height, &minimum, nil, nil, nil)
        var rest = width
        if let row = gtk_widget_get_parent(widget).flatMap({ gtk_widget_get_parent($0) }) {
            var origin = graphene_point_t(x: 0, y: 0)
            var inRow = graphene_point_t()
            if gtk_widget_compute_point(widget, row, &origin, &inRow) != 0 {
                rest = gtk_widget_get_width(row) - Int32(inRow.x.rounded())
            }
        }
        var allocation = GtkAllocation(x: 0, y: 0, width: max(width, rest, minimum), height: height)
        gtk_widget_size_allocate(child, &allocation, -1)
    }
}
