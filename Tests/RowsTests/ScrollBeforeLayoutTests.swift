import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// Scrolls asked for before GTK has laid a view out: a view made in a page of a stack not shown
/// yet, shown right after, or later (the Files page switching to its columns with a row far down
/// selected).
@MainActor
@Suite("Scrolling a view not laid out yet", .enabled(if: GtkTest.hasDisplay), .serialized)
struct ScrollBeforeLayoutTests {
    /// The three kinds of view, each over the same 600 rows.
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case list, grid, columns
        var testDescription: String { rawValue }
    }

    /// A view of `kind`, what it scrolls, and what it shows.
    struct Shown {
        let widget: UnsafeMutablePointer<GtkWidget>
        let frames: UnsafeMutablePointer<GtkWidget>
        let scroll: @MainActor (Int, ScrollPosition) -> Void
        let visibleRows: @MainActor () -> ClosedRange<Int>?
        let focus: @MainActor (Int) -> Void
        let focusedRow: @MainActor () -> Int?
        /// Keeps the view alive.
        let owner: AnyObject
    }

    private static func make(_ kind: Kind) -> Shown {
        GtkTest.initialize()
        let viewModel = ListViewModel(ListHarness.snapshot(sections: ["a"], ids: Array(0..<600)))
        let cells = CellRegistration<EvenCell, Entry> { cell, entry in cell.label.text = entry.shownText }
        switch kind {
        case .list:
            let view = ListView(viewModel) { make, entry in make.cell(using: cells, for: entry) }
            return Shown(
                widget: view.widget, frames: view.listView, scroll: { view.scroll(toRow: $0, at: $1) },
                visibleRows: { view.visibleRows }, focus: { view.focus(row: $0) }, focusedRow: { view.focusedRow() },
                owner: view)
        case .grid:
            let view = GridView(viewModel, minColumns: 3, maxColumns: 3) { make, entry in make.cell(using: cells, for: entry) }
            return Shown(
                widget: view.widget, frames: view.gridView, scroll: { view.scroll(toRow: $0, at: $1) },
                visibleRows: { view.visibleRows }, focus: { view.focus(row: $0) }, focusedRow: { view.focusedRow() },
                owner: view)
        case .columns:
            let names = CellRegistration<EvenCell, String> { cell, text in cell.label.text = text }
            let view = ColumnView(viewModel, columns: [.init("Name", using: names, value: \.shownText)])
            return Shown(
                widget: view.widget, frames: view.columnView, scroll: { view.scroll(toRow: $0, at: $1) },
                visibleRows: { view.visibleRows }, focus: { view.focus(row: $0) }, focusedRow: { view.focusedRow() },
                owner: view)
        }
    }

    /// A shown window whose stack shows a label, with `shown`'s view in the stack's other page.
    private static func window(showing shown: Shown) -> (UnsafeMutablePointer<GtkWindow>, OpaquePointer) {
        let window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        gtk_window_set_default_size(window, 480, 500)
        let stack = OpaquePointer(gtk_stack_new())!
        gtk_stack_add_named(stack, gtk_label_new("first"), "first")
        gtk_stack_add_named(stack, shown.widget, "view")
        gtk_window_set_child(window, UnsafeMutablePointer(stack))
        gtk_window_present(window)
        GtkTest.waitForFrames(of: UnsafeMutablePointer(stack))
        return (window, stack)
    }

    @Test("a row scrolled to just before the view is first shown is in view once it is", arguments: Kind.allCases)
    func scrolledAsShown(kind: Kind) throws {
        let shown = Self.make(kind)
        let (window, stack) = Self.window(showing: shown)
        defer { gtk_window_destroy(window) }
        gtk_stack_set_visible_child_name(stack, "view")
        shown.scroll(450, .nearest)
        let landed = GtkTest.wait(for: "row 450 in view", seconds: 10) {
            GtkTest.waitForFrames(of: shown.frames)
            return shown.visibleRows()?.contains(450) == true
        }
        #expect(landed, "shown rows \(String(describing: shown.visibleRows()))")
    }

    @Test(
        "a row focused just before the view is first shown is in view and focused once it is: one GTK built already, one it had not",
        arguments: Kind.allCases, [100, 450])
    func focusedAsShown(kind: Kind, row: Int) throws {
        let shown = Self.make(kind)
        let (window, stack) = Self.window(showing: shown)
        defer { gtk_window_destroy(window) }
        gtk_stack_set_visible_child_name(stack, "view")
        shown.focus(row)
        let landed = GtkTest.wait(for: "row \(row) in view and focused", seconds: 10) {
            GtkTest.waitForFrames(of: shown.frames)
            return shown.visibleRows()?.contains(row) == true && shown.focusedRow() == row
        }
        #expect(
            landed, "shown rows \(String(describing: shown.visibleRows())), focus on \(String(describing: shown.focusedRow()))")
    }

    @Test(
        "a row scrolled to the middle while the view is hidden is there once it shows; the last scroll asked for wins",
        arguments: Kind.allCases)
    func scrolledWhileHidden(kind: Kind) throws {
        let shown = Self.make(kind)
        let (window, stack) = Self.window(showing: shown)
        defer { gtk_window_destroy(window) }
        shown.scroll(120, .top)
        shown.scroll(450, .middle)
        // Hidden a while: nothing is laid out, no wait may give up meanwhile.
        GtkTest.spin(seconds: 0.8) { false }
        gtk_stack_set_visible_child_name(stack, "view")
        var middle: Int?
        let landed = GtkTest.wait(for: "row 450 in the middle", seconds: 10) {
            GtkTest.waitForFrames(of: shown.frames)
            guard let rows = shown.visibleRows() else { return false }
            middle = (rows.lowerBound + rows.upperBound) / 2
            return abs(middle! - 450) <= (kind == .grid ? 3 : 1)
        }
        #expect(landed, "shown rows \(String(describing: shown.visibleRows())), middle \(String(describing: middle))")
    }
}
