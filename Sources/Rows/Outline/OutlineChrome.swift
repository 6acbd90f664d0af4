import CGtk

/// The indentation and disclosure around the cell of an outline row, made like GTK 4.8's
/// `GtkTreeExpander` (which needs a `GtkTreeListModel`, so cannot be used here):
///
/// ```
/// treeexpander            (role group, level = depth + 1)
/// ├── indent * depth      (16 px each, role presentation)
/// ├── expander | indent   (pan-end-symbolic, :checked and pan-down-symbolic when expanded; role button)
/// ╰── the cell's root
/// ```
///
/// A slot of an outline list keeps one for its whole life and shows it as its list item's child; the
/// cells it dequeues go inside it. A click on the expander runs ``onToggle``.
@MainActor
final class OutlineChrome {
    /// The width of one level of indentation: GTK's builtin icon size, as an `indent` node has.
    static let indentWidth: Int32 = 16

    /// The `treeexpander` box (a reference of ours).
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The disclosure (a reference of ours), in the box while the row is expandable.
    let expander: UnsafeMutablePointer<GtkWidget>
    /// What a click on the expander does: toggle the row shown now.
    var onToggle: (@MainActor () -> Void)?
    /// The cell root in the box, if any.
    private(set) var child: UnsafeMutablePointer<GtkWidget>?
    /// The `indent` nodes in the box, first to last (a reference each is the box's).
    private var indents: [UnsafeMutablePointer<GtkWidget>] = []
    /// The depth shown; -1 before the first row.
    private(set) var depth = -1
    /// Whether the disclosure is shown.
    private(set) var isExpandable = false
    /// Whether the disclosure shows expanded (`:checked`).
    private(set) var isExpanded = false

    /// How many chromes are alive (for leak tests).
    private(set) static var aliveCount = 0

    init() {
        Self.aliveCount += 1
        widget = rows_widget_new_named(gtk_box_get_type(), "treeexpander", GTK_ACCESSIBLE_ROLE_GROUP)
        g_object_ref_sink(GtkPointer.raw(widget))
        gtk_widget_add_css_class(widget, "rows-outline")
        expander = rows_widget_new_named(gtk_image_get_type(), "expander", GTK_ACCESSIBLE_ROLE_BUTTON)
        g_object_ref_sink(GtkPointer.raw(expander))
        gtk_image_set_from_icon_name(OpaquePointer(expander), "pan-end-symbolic")
        rows_accessible_set_label(OpaquePointer(expander), "Expand")
        let click = gtk_gesture_click_new()!
        let gesture = click
        // As GtkTreeExpander: claim the press (the row does not see it), toggle on release.
        Signal.connect(GtkPointer.object(click), "pressed") {
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
        }
        Signal.connect(GtkPointer.object(click), "released") { [weak self] in self?.onToggle?() }
        gtk_widget_add_controller(expander, click)
    }

    isolated deinit {
        Self.aliveCount -= 1
        if gtk_widget_get_parent(expander) != nil { gtk_box_remove(box, expander) }
        g_object_unref(GtkPointer.raw(expander))
        g_object_unref(GtkPointer.raw(widget))
    }

    private var box: UnsafeMutablePointer<GtkBox> { GtkPointer.cast(widget, to: GtkBox.self) }

    /// Puts `root` (a cell's root) in the box, in place of the cell root there.
    func setChild(_ root: UnsafeMutablePointer<GtkWidget>) {
        guard child != root else { return }
        removeChild()
        if gtk_widget_get_parent(root) != nil { gtk_widget_unparent(root) }
        gtk_box_append(box, root)
        child = root
    }

    /// Takes the cell root out of the box.
    func removeChild() {
        guard let child else { return }
        if gtk_widget_get_parent(child) == widget { gtk_box_remove(box, child) }
        self.child = nil
    }

    /// Shows `depth` levels of indentation, and the disclosure when the row is expandable (turned
    /// when expanded); a row that is not gets an indent in its place, so siblings line up.
    ///
    /// - Complexity: O(1) when nothing changed; O(*d*) for a depth change of *d*.
    func show(depth: Int, isExpandable: Bool, isExpanded: Bool) {
        if depth != self.depth || isExpandable != self.isExpandable {
            let wanted = depth + (isExpandable ? 0 : 1)
            while indents.count > wanted { gtk_box_remove(box, indents.removeLast()) }
            while indents.count < wanted {
                let indent = rows_widget_new_named(gtk_image_get_type(), "indent", GTK_ACCESSIBLE_ROLE_PRESENTATION)!
                gtk_widget_set_size_request(indent, Self.indentWidth, -1)
                gtk_box_prepend(box, indent)  // the box takes the floating reference
                indents.append(indent)
            }
            let shown = gtk_widget_get_parent(expander) != nil
            if isExpandable && !shown {
                // After the indent next to the cell: indents go in at the box's front, so that is the first made.
                gtk_box_insert_child_after(box, expander, indents.first)
            } else if !isExpandable && shown {
                gtk_box_remove(box, expander)
            }
            rows_accessible_set_level(OpaquePointer(widget), Int32(depth + 1))
            self.depth = depth
        }
        let expanded = isExpandable && isExpanded
        if expanded != self.isExpanded || isExpandable != self.isExpandable { setExpanded(expanded) }
        self.isExpandable = isExpandable
        self.isExpanded = expanded
    }

    /// Turns the disclosure, as GtkTreeExpander does: `:checked`, the down arrow, the accessible state.
    private func setExpanded(_ expanded: Bool) {
        let accessible = OpaquePointer(expander)
        if expanded {
            gtk_widget_set_state_flags(expander, GTK_STATE_FLAG_CHECKED, 0)
        } else {
            gtk_widget_unset_state_flags(expander, GTK_STATE_FLAG_CHECKED)
        }
        gtk_image_set_from_icon_name(
            OpaquePointer(expander), expanded ? "pan-down-symbolic" : "pan-end-symbolic")
        rows_accessible_set_expanded(accessible, expanded ? 1 : 0)
        rows_accessible_set_expanded(OpaquePointer(widget), expanded ? 1 : 0)
    }
}
