import CGtk
import Rows

/// The window's pages in a GtkStack, built only when needed. Every page has a place in the stack
/// from the start, named and titled (so the sidebar lists all six), but that place is an empty slot
/// until the page is first asked for: then it is built, put in its slot and kept. Start-up pays for
/// the page shown, not for a million rows nobody has looked at yet.
@MainActor
final class PageStack {
    /// The GtkStack.
    let widget = gtk_stack_new()!
    /// The pages built so far.
    private(set) var built: [PageName: any DemoPage] = [:]
    private var slots: [PageName: UnsafeMutablePointer<GtkWidget>] = [:]

    /// A stack with an empty slot for every page.
    init() {
        for name in PageName.allCases {
            let slot = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            slots[name] = slot
            gtk_stack_add_titled(OpaquePointer(widget), slot, name.rawValue, name.title)
        }
    }

    /// The page `name`; if it was not built before, `build` makes it now and it goes in its slot.
    /// `isNew` says whether this call built it.
    func page(_ name: PageName, build: (PageName) -> any DemoPage) -> (page: any DemoPage, isNew: Bool) {
        if let page = built[name] { return (page, false) }
        let page = build(name)
        built[name] = page
        gtk_widget_set_hexpand(page.widget, 1)
        gtk_widget_set_vexpand(page.widget, 1)
        gtk_box_append(slots[name]!.cast(to: GtkBox.self), page.widget)
        return (page, true)
    }

    /// Makes `name` the page shown (its slot, whether or not the page is built yet).
    func setVisible(_ name: PageName) {
        gtk_stack_set_visible_child_name(OpaquePointer(widget), name.rawValue)
    }

    /// The page the stack shows now.
    var visible: PageName? {
        gtk_stack_get_visible_child_name(OpaquePointer(widget)).flatMap { PageName(rawValue: String(cString: $0)) }
    }
}
