import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// A pet-like and a user-like content for the one reusable row.
private struct Content: RowContent {
    var leftTitle: String?
    var leftSubtitle: String?
    var rightTitle: String?
    var image: RowImage?
}

@MainActor
@Suite("Cells, traits and decorators", .enabled(if: GtkTest.hasDisplay), .serialized)
struct CellsTests {
    init() { GtkTest.initialize() }

    @Test("the reusable row hides what the content lacks, the image and its spacing included")
    func rowCellCollapsesMissingParts() {
        let cell = RowCell()
        cell.show(Content(leftTitle: "Ada", rightTitle: "Nick: ada"))
        #expect(gtk_widget_get_visible(cell.image.widget) == 0)
        #expect(gtk_widget_get_visible(cell.leftSubtitle.widget) == 0)
        #expect(cell.leftTitle.text == "Ada")
        #expect(cell.rightTitle.text == "Nick: ada")
        cell.show(Content(leftTitle: "Rex", leftSubtitle: "Labrador", image: .icon("face-smile-symbolic")))
        #expect(gtk_widget_get_visible(cell.image.widget) != 0)
        #expect(cell.leftSubtitle.text == "Labrador")
        #expect(gtk_widget_get_visible(cell.rightTitle.widget) == 0)
    }

    @Test("an image file that cannot be read shows the fallback icon instead of failing")
    func unreadableImageFallsBack() {
        let cell = RowCell()
        cell.show(Content(leftTitle: "Ghost", image: .file("/nonexistent/ghost.png")))
        #expect(gtk_widget_get_visible(cell.image.widget) != 0)
        GtkTest.wait(for: "the fallback icon") { GtkTest.iconName(cell.image.widget) == ImageView.fallbackIconName }
    }

    @Test("settings cells are composed of traits: titles, byte counts with N/A, a chevron")
    func settingsCellsComposeTraits() {
        let sized = DisclosureByteCountTitleCell()
        #expect(sized.byteCountLabel.label.text == "N/A", "an unknown size until one is set")
        sized.title = "Saved data"
        sized.byteCount = 4_200_000
        #expect(sized.titleLabel.text == "Saved data" && sized.title == "Saved data")
        #expect(sized.byteCountLabel.label.text == "4.2 MB" && sized.byteCount == 4_200_000)
        sized.byteCount = nil
        #expect(sized.byteCountLabel.label.text == "N/A")
        #expect(GtkTest.iconName(sized.disclosureIcon) == "go-next-symbolic")
        // Highlight is a trait of some cells only, read from the type.
        #expect((DisclosureTitleCell.self as Any.Type) is any HighlightTrait.Type)
        #expect(!((ByteCountTitleCell.self as Any.Type) is any HighlightTrait.Type))
        #expect((ActionTitleCell.self as Any.Type) is any HighlightTrait.Type)
        #expect(!((ValuePickerCell.self as Any.Type) is any HighlightTrait.Type))
    }

    @Test("rows of highlight-trait cells get the highlightable class; others do not")
    func highlightOnlyWithTrait() throws {
        enum Kind: Int { case disclosure, size }
        struct Row: Identifiable, Equatable, Sendable {
            let id: Int
            let kind: Kind
        }
        let viewModel = ListViewModel(ListSnapshot(items: (0..<6).map { Row(id: $0, kind: $0 % 2 == 0 ? .disclosure : .size) }))
        let disclosure = CellRegistration<DisclosureTitleCell, Row> { cell, row in cell.title = "Open \(row.id)" }
        let size = CellRegistration<ByteCountTitleCell, Row> { cell, row in cell.byteCount = Int64(row.id) }
        let list = ListView(viewModel) { cells, row in
            row.kind == .disclosure ? cells.cell(using: disclosure, for: row) : cells.cell(using: size, for: row)
        }
        let window = GtkTest.window(showing: list.widget)
        defer {
            gtk_window_destroy(window)
            GtkTest.drain()
        }
        try #require(GtkTest.wait(for: "GTK to bind the 6 rows (\(list.boundRowCount) bound)") { list.boundRowCount == 6 })
        for slot in list.recycler.bound {
            let row = try #require(slot.rowWidget)
            let highlighted = gtk_widget_has_css_class(row, "highlightable") != 0
            #expect(highlighted == (slot.position % 2 == 0), "row \(slot.position)")
        }
    }

    @Test("a value picker reports picks, and unbind disconnects it from the old row")
    func valuePickerHandlersEndAtUnbind() {
        let cell = ValuePickerLabelCell()
        let scope = BindScope()
        var picks: [String] = []
        cell.showChoices(["Compact", "Comfortable"], selected: 1, scope: scope) { picks.append("first:\($0)") }
        #expect(gtk_drop_down_get_selected(GtkPointer.opaque(cell.picker)) == 1)
        gtk_drop_down_set_selected(GtkPointer.opaque(cell.picker), 0)
        #expect(picks == ["first:0"])
        scope.undo()
        cell.showChoices(["Name", "Age", "Size"], selected: 2, scope: scope) { picks.append("second:\($0)") }
        gtk_drop_down_set_selected(GtkPointer.opaque(cell.picker), 1)
        #expect(picks == ["first:0", "second:1"])
        #expect(g_list_model_get_n_items(gtk_drop_down_get_model(GtkPointer.opaque(cell.picker))) == 3)
    }

    @Test("default reuse identifiers are module-qualified, so same-named cells never share a pool")
    func reuseIdentifiersAreModuleQualified() {
        #expect(ReuseIdentifier(of: RowCell.self).name == "Rows.RowCell")
        #expect(ReuseIdentifier(of: EvenCell.self).name == "RowsTests.EvenCell")
        let first = CellRegistration<EvenCell, Int> { _, _ in }
        let second = CellRegistration<EvenCell, String> { _, _ in }
        let recycler = Recycler()
        // Two registrations of one cell type share its pool; the pool is found by registration.
        #expect(recycler.pool(for: first) === recycler.pool(for: second))
        #expect(recycler.pool(for: first).typeName == "RowsTests.EvenCell")
    }
}
