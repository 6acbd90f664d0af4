import CGtk

/// The GTK side of a list's reordering: it only applies what RowsCore decides (``FlatRows``'s
/// `dropDestination(forItem:overRow:inLowerHalf:)`, `dropIndicator(for:)`,
/// `destination(movingItem:by:)`) to one `GtkListView`.
///
/// - One `GtkDragSource` on the list view: a drag that starts on an item row (not a header or
///   footer) carries this list's token, a string; the row's widget is the drag icon. (GTK 4.8
///   gives a factory's `setup` no row widget to put a controller on, and one controller on the
///   view costs nothing per row.)
/// - One `GtkDropTarget` on the list view that takes only this list's own drags: on each motion
///   the row under the pointer is found (`gtk_widget_pick`), the destination decided, and the
///   indicator drawn as a CSS class on that row (`drop-above` / `drop-below`). Near the top or
///   bottom edge GTK 4.8's list view scrolls by itself during a drag (GtkListBase's own drop
///   controller, 30 pixels from the edge); as it scrolls, the indicator is decided again for the
///   pointer's place (the vertical adjustment's `value-changed`), as no motion comes while the
///   pointer rests.
/// - Alt+Up / Alt+Down on the focused row, in the capture phase.
///
/// The row marked with the indicator is held by a reference until the mark is cleared.
@MainActor
final class RowReorderer<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>
where Item.ID: Sendable {
    typealias Destination = ItemDestination<SectionID, Item.ID>
    typealias Move = @MainActor (Item.ID, Destination) -> Void

    unowned let core: ListCore<SectionID, Item>
    let listView: UnsafeMutablePointer<GtkWidget>
    /// What a decided move calls; nil while reordering is off.
    var move: Move?
    /// The string this list's drags carry, so that its drop target takes no other drag.
    let token: String
    /// The item being dragged from this list, from `prepare` until the drag ends.
    private(set) var draggedID: Item.ID?
    /// The row widget marked with the drop indicator, with the class, referenced while marked.
    private var marked: (widget: UnsafeMutablePointer<GtkWidget>, cssClass: String)?
    /// The indicator shown now (for tests).
    private(set) var indicator: DropIndicator?
    /// The pointer's last position over the list during a drag.
    private var pointer: (x: Double, y: Double)?
    /// The row widget under the pointer where the drag started, for the drag icon.
    private var dragRow: (widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double)?

    init(core: ListCore<SectionID, Item>, listView: UnsafeMutablePointer<GtkWidget>) {
        self.core = core
        self.listView = listView
        token = "rows-reorder:\(UInt(bitPattern: Unmanaged.passUnretained(core).toOpaque()))"
        installDragSource()
        installDropTarget()
        installKeys()
        if let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(listView)) {
            Signal.connect(adjustment, "value-changed") { [weak self] in self?.scrolled() }
        }
    }

    /// A list destroyed during a drag lets go of the row it marked.
    isolated deinit {
        clearIndicator()
    }

    var isEnabled: Bool { move != nil && core.isAlive }

    // MARK: Finding rows

    /// The flat row whose widget is at (`x`, `y`) in the list view, with the point's height in it
    /// (0 at the top, 1 at the bottom) and the widget; nil over no row.
    func row(at x: Double, _ y: Double) -> (row: Int, fraction: Double, widget: UnsafeMutablePointer<GtkWidget>)? {
        guard var widget = gtk_widget_pick(listView, x, y, GTK_PICK_DEFAULT), widget != listView else { return nil }
        while let parent = gtk_widget_get_parent(widget), parent != listView { widget = parent }
        guard gtk_widget_get_parent(widget) == listView,
            let slot = core.binders.first?.recycler.bound.first(where: { $0.rowWidget == widget }),
            slot.position < core.shownRows.count
        else { return nil }
        var rowX = 0.0
        var rowY = 0.0
        _ = gtk_widget_translate_coordinates(listView, widget, x, y, &rowX, &rowY)
        let height = max(1, Double(gtk_widget_get_height(widget)))
        return (slot.position, rowY / height, widget)
    }

    /// The row widget GTK shows flat row `row` in, if it has built one.
    func rowWidget(at row: Int) -> UnsafeMutablePointer<GtkWidget>? {
        core.binders.first?.recycler.bound.first { $0.position == row && !$0.isPending }?.rowWidget
    }

    // MARK: Dragging

    private func installDragSource() {
        let source = gtk_drag_source_new()!
        gtk_drag_source_set_actions(source, GDK_ACTION_MOVE)
        let raw = GtkPointer.raw(source)
        Signal.connect(raw, prepare: { [weak self] x, y in self?.prepare(x, y) })
        Signal.connect(
            raw, "drag-begin",
            object: { [weak self] _ in
                guard let self, let row = self.dragRow else { return }
                let paintable = gtk_widget_paintable_new(row.widget)!
                gtk_drag_source_set_icon(source, paintable, Int32(row.x), Int32(row.y))
                g_object_unref(GtkPointer.raw(paintable))
            })
        Signal.connect(UnsafeMutablePointer<GObject>(source), "drag-end") { [weak self] in self?.dragEnded() }
        gtk_widget_add_controller(listView, source)
    }

    /// The drag's content when it starts on an item row and reordering is on.
    private func prepare(_ x: Double, _ y: Double) -> OpaquePointer? {
        guard isEnabled, let found = row(at: x, y), let item = core.shownRows[found.row].item else { return nil }
        draggedID = item.id
        var rowX = 0.0
        var rowY = 0.0
        _ = gtk_widget_translate_coordinates(listView, found.widget, x, y, &rowX, &rowY)
        dragRow = (found.widget, rowX, rowY)
        return rows_content_provider_new_string(token).map(OpaquePointer.init)
    }

    private func dragEnded() {
        draggedID = nil
        dragRow = nil
        pointer = nil
        clearIndicator()
    }

    // MARK: Dropping

    private func installDropTarget() {
        let target = rows_drop_target_new_string(GDK_ACTION_MOVE)!
        let raw = GtkPointer.raw(target)
        Signal.connect(
            raw,
            accept: { [weak self] drop in
                guard let self, self.isEnabled, self.draggedID != nil else { return false }
                return gdk_drop_get_drag(drop) != nil  // a drag from this process: this list's own
            })
        Signal.connect(raw, dropMotion: { [weak self] x, y in self?.motion(x, y) ?? GdkDragAction(0) })
        Signal.connect(UnsafeMutablePointer<GObject>(target), "leave") { [weak self] in
            self?.pointer = nil
            self?.clearIndicator()
        }
        Signal.connect(raw, drop: { [weak self] text, x, y in self?.drop(text, x, y) ?? false })
        gtk_widget_add_controller(listView, target)
    }

    /// The destination of a drop at (`x`, `y`), if the drag is this list's and would move its row.
    func destination(at x: Double, _ y: Double) -> Destination? {
        guard isEnabled, let id = draggedID else { return nil }
        let found = row(at: x, y)
        let overRow = found?.row ?? (y < 0 ? 0 : nil)
        return core.shownRows.dropDestination(forItem: id, overRow: overRow, inLowerHalf: (found?.fraction ?? 1) >= 0.5)
    }

    private func motion(_ x: Double, _ y: Double) -> GdkDragAction {
        pointer = (x, y)
        let destination = destination(at: x, y)
        showIndicator(destination.flatMap { core.shownRows.dropIndicator(for: $0) })
        return destination == nil ? GdkDragAction(0) : GDK_ACTION_MOVE
    }

    private func drop(_ text: String?, _ x: Double, _ y: Double) -> Bool {
        defer { dragEnded() }
        guard text == token, let id = draggedID, let destination = destination(at: x, y), let move else { return false }
        move(id, destination)
        return true
    }

    // MARK: The indicator

    /// Marks the row `indicator` names (clearing the mark before), or clears it for nil.
    func showIndicator(_ indicator: DropIndicator?) {
        let widget = indicator.flatMap { rowWidget(at: $0.row) }
        let cssClass = indicator?.edge == .top ? "drop-above" : "drop-below"
        if let marked, let widget, marked.widget == widget, marked.cssClass == cssClass {
            self.indicator = indicator
            return
        }
        clearIndicator()
        guard let indicator, let widget else { return }
        g_object_ref(GtkPointer.raw(widget))
        gtk_widget_add_css_class(widget, cssClass)
        marked = (widget, cssClass)
        self.indicator = indicator
    }

    func clearIndicator() {
        indicator = nil
        guard let marked else { return }
        self.marked = nil
        gtk_widget_remove_css_class(marked.widget, marked.cssClass)
        g_object_unref(GtkPointer.raw(marked.widget))
    }

    // MARK: Scrolling

    /// The list scrolled (GTK scrolls it near its edges during a drag): decides the indicator again
    /// for the row now under the resting pointer.
    private func scrolled() {
        guard draggedID != nil, let pointer else { return }
        showIndicator(destination(at: pointer.x, pointer.y).flatMap { core.shownRows.dropIndicator(for: $0) })
    }

    // MARK: Keys

    private func installKeys() {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        Signal.connect(
            GtkPointer.raw(controller),
            keyPressed: { [weak self] keyval, state in
                guard let self, state.rawValue & GDK_ALT_MASK.rawValue != 0 else { return false }
                switch Int32(keyval) {
                case GDK_KEY_Up, GDK_KEY_KP_Up: return self.moveFocused(by: -1)
                case GDK_KEY_Down, GDK_KEY_KP_Down: return self.moveFocused(by: 1)
                default: return false
                }
            })
        gtk_widget_add_controller(listView, controller)
    }

    /// Moves the focused row's item one place (Alt+Up / Alt+Down) and keeps the focus on it.
    private func moveFocused(by step: Int) -> Bool {
        guard isEnabled, let move, let focused = core.focusedRow(in: listView),
            let item = core.shownRows[focused].item
        else { return false }
        guard let destination = core.shownRows.destination(movingItem: item.id, by: step) else { return true }
        move(item.id, destination)
        if let row = core.shownRows.row(ofItem: item.id), row != focused {
            core.scroll(listView, toRow: row)
            core.focus(row: row, in: listView)
        }
        return true
    }
}
