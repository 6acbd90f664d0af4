import CGtk
import GtkTestSupport
import RowsCore
import Testing

@testable import Rows

/// What GTK's accessibility tree holds for a list row as the row's cell changes what it says.
@Suite("Row accessibility on real GTK", .serialized)
@MainActor
struct RowAccessibilityGtkTests {
    @Test("a row's accessible description is set while its cell says one and removed when it stops")
    func descriptionFollowsTheCell() throws {
        GtkTest.initialize()
        // Entry 0 says "two words" (label "two", description "words"), entry 1 says "one".
        let viewModel = ListViewModel(
            ListSnapshot(items: [Entry(id: 0, text: "two words"), Entry(id: 1, text: "one")]))
        let registration = CellRegistration<EvenCell, Entry> { cell, entry in cell.label.text = entry.text }
            .accessibility { _, entry in
                let words = entry.text.split(separator: " ").map(String.init)
                return RowAccessibility(shownTexts: words)
            }
        let list = ListView(viewModel) { cells, entry in cells.cell(using: registration, for: entry) }
        let window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        defer {
            gtk_window_destroy(window)
            GtkTest.drain()
        }
        gtk_window_set_default_size(window, 360, 300)
        gtk_window_set_child(window, list.widget)
        gtk_window_present(window)
        GtkTest.wait(for: "GTK to bind both rows") { list.boundRowCount == 2 }

        func says(_ position: Int) throws -> (label: Bool, description: Bool) {
            let slot = try #require(list.recycler.bound.first { $0.position == position && !$0.isPending })
            let row = GtkPointer.opaque(try #require(slot.rowWidget))
            return (
                gtk_test_accessible_has_property(row, GTK_ACCESSIBLE_PROPERTY_LABEL) != 0,
                gtk_test_accessible_has_property(row, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) != 0
            )
        }
        #expect(try says(0) == (true, true))
        #expect(try says(1) == (true, false))

        func show(_ texts: [String]) {
            viewModel.apply(ListSnapshot(items: texts.enumerated().map { Entry(id: $0.offset, text: $0.element) }))
            GtkTest.waitForFrames(of: list.listView)
        }
        show(["two", "one more"])
        #expect(try says(0) == (true, false), "the description went with the second word")
        #expect(try says(1) == (true, true))
        show(["", "one more"])
        #expect(try says(0) == (false, false), "a row that says nothing has neither")
        show(["two words", "one more"])
        #expect(try says(0) == (true, true))
    }

    @Test("a disclosure cell's row says it opens a page while its chevron shows, and not when it is hidden")
    func opensAPageOnlyWithItsChevron() {
        GtkTest.initialize()
        let cell = ChevronCell()
        cell.title = "Projects"
        #expect(Recycler.accessibility(of: cell, opensPage: true)?.description == "Opens a page")
        gtk_widget_set_visible(cell.disclosureIcon, 0)
        #expect(Recycler.accessibility(of: cell, opensPage: true)?.description == nil, "a file among folders opens nothing")
        #expect(Recycler.accessibility(of: cell, opensPage: true)?.label == "Projects")
    }
}

/// A title and a chevron.
final class ChevronCell: BoxCell, TitleTrait, DisclosureTrait {
    let titleLabel = makeTitleLabel()
    let disclosureIcon = makeDisclosureIcon()

    required init() {
        super.init()
        append(titleLabel.widget)
        append(disclosureIcon)
    }
}
