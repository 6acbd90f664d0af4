import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// An item of the outline tests: a folder or file with a name.
struct Folder: Identifiable, Equatable, Sendable {
    let id: Int
    var name: String
}

/// A node named after its id ("f3"), with these children.
func folder(_ id: Int, _ children: OutlineChildren<Folder> = .loaded([])) -> OutlineNode<Folder> {
    OutlineNode(Folder(id: id, name: "f\(id)"), children: children)
}

/// A real window showing an ``OutlineViewModel`` in a ``ListView`` (or, with `columns`, a
/// ``ColumnView``), with what GTK's model emitted and readers for the rows' chrome.
@MainActor
final class OutlineHarness {
    let window: UnsafeMutablePointer<GtkWindow>
    let outline: OutlineViewModel<Folder>
    private(set) weak var list: ListView<SingleSection, OutlineRow<Folder>>?
    private(set) weak var columns: ColumnView<SingleSection, OutlineRow<Folder>>?
    /// `items-changed` emissions seen on Rows' model.
    var itemsChanged: [(position: UInt32, removed: UInt32, added: UInt32)] = []

    init(_ outline: OutlineViewModel<Folder>, inColumns: Bool = false, input: InputDisplay? = nil) {
        GtkTest.initialize()
        self.outline = outline
        let names = CellRegistration<EvenCell, Folder> { cell, folder in cell.label.text = folder.name }
        let model: OpaquePointer
        let widget: UnsafeMutablePointer<GtkWidget>
        if inColumns {
            let sizes = CellRegistration<OddCell, Int> { cell, id in cell.label.text = "\(id * 100) B" }
            let view = ColumnView(
                outline: outline,
                columns: [.init("Name", using: names, width: .expanding), .init("Size", using: sizes, value: \.id)])
            columns = view
            model = view.model
            widget = view.widget
        } else {
            let view = ListView(outline: outline) { cells, folder in cells.cell(using: names, for: folder) }
            list = view
            model = view.model
            widget = view.widget
        }
        window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        gtk_window_set_default_size(window, 360, 600)
        gtk_window_set_child(window, widget)
        Signal.connect(
            GtkPointer.raw(model),
            itemsChanged: { [weak self] position, removed, added in
                self?.itemsChanged.append((position, removed, added))
            })
        input?.take(window)
        gtk_window_present(window)
        GtkTest.wait(for: "GTK to bind rows of the outline") { !self.boundSlots.isEmpty }
        waitForFrames()
    }

    /// The slots bound now: the list's, or the column view's first column's.
    var boundSlots: [Slot] {
        if let list { return list.recycler.bound }
        return columns?.core.binders.first?.recycler.bound ?? []
    }

    /// The GtkListView showing the rows.
    var listView: UnsafeMutablePointer<GtkWidget>? { list?.listView ?? columns?.innerListView }

    /// The slot bound to row `position`, if GTK shows it.
    func slot(at position: Int) -> Slot? { boundSlots.first { $0.position == position && !$0.isPending } }

    /// The row whose widget has the keyboard focus.
    func focusedRow() -> Int? { list?.focusedRow() ?? columns?.focusedRow() }

    /// Gives row `position` the keyboard focus.
    func focus(row position: Int) {
        if let list { list.focus(row: position) } else { columns?.focus(row: position) }
        GtkTest.wait(for: "row \(position) to have the focus") { self.focusedRow() == position }
    }

    /// Runs the main loop until GTK has laid out, bound and drawn what is pending.
    func waitForFrames(sourceLocation: SourceLocation = #_sourceLocation) {
        guard let listView else { return }
        GtkTest.waitForFrames(of: listView, sourceLocation: sourceLocation)
    }

    /// Waits until GTK shows `ids` as the first rows and each one's text is its expected text.
    func waitForRows(_ ids: [OutlineRow<Folder>.ID], sourceLocation: SourceLocation = #_sourceLocation) {
        GtkTest.wait(for: "rows \(ids)", sourceLocation: sourceLocation) {
            self.outline.rows.prefix(ids.count).map(\.id) == ids
                && ids.indices.allSatisfy { self.text(at: $0) == self.expectedText(self.outline.rows[$0]) }
        }
    }

    /// What row `position`'s cell shows: its label's text, or "loading…"/"error: …".
    func text(at position: Int) -> String? {
        guard let cell = slot(at: position)?.cell else { return nil }
        switch cell {
        case let cell as TestLabelCell: return cell.label.text
        case is OutlineLoadingCell: return "loading…"
        case let cell as OutlineErrorCell: return "error: \(cell.label.text ?? "")"
        default: return nil
        }
    }

    /// What row `row` should show.
    func expectedText(_ row: OutlineRow<Folder>) -> String {
        switch row.content {
        case .item(let folder): folder.name
        case .loading: "loading…"
        case .failure(let message): "error: \(message)"
        }
    }

    /// The chrome of row `position`: its indent count, whether the disclosure shows, and whether it
    /// is turned (`:checked`, pan-down-symbolic), as GTK has them.
    func disclosure(at position: Int) -> (indents: Int, expandable: Bool, expanded: Bool, icon: String?)? {
        guard let chrome = slot(at: position)?.chrome else { return nil }
        var indents = 0
        var expandable = false
        var child = gtk_widget_get_first_child(chrome.widget)
        while let current = child {
            let name = String(cString: gtk_widget_get_css_name(current))
            if name == "indent" { indents += 1 }
            if name == "expander" { expandable = true }
            child = gtk_widget_get_next_sibling(current)
        }
        let checked = gtk_widget_get_state_flags(chrome.expander).rawValue & GTK_STATE_FLAG_CHECKED.rawValue != 0
        return (indents, expandable, checked, GtkTest.iconName(chrome.expander))
    }

    /// The row's chrome in box order, a letter a widget: `i` an indent, `e` the disclosure, `c` the cell.
    func chromeOrder(at position: Int) -> String? {
        guard let chrome = slot(at: position)?.chrome else { return nil }
        var order = ""
        var child = gtk_widget_get_first_child(chrome.widget)
        while let current = child {
            switch String(cString: gtk_widget_get_css_name(current)) {
            case "indent": order += "i"
            case "expander": order += "e"
            default: order += "c"
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return order
    }

    /// The emissions seen since the last call.
    func takeItemsChanged() -> [[UInt32]] {
        defer { itemsChanged.removeAll() }
        return itemsChanged.map { [$0.position, $0.removed, $0.added] }
    }

    /// Destroys the window and runs the loop's pending work.
    func destroy() {
        gtk_window_destroy(window)
        GtkTest.drain()
    }
}
