import CGtk
import GtkTestSupport
import RowsDemoKit
import Testing

@testable import Rows
@testable import RowsDemo

/// The People page's cell: article 004's decorators on one cell.
@MainActor
@Suite("The person cell", .enabled(if: GtkTest.hasDisplay))
struct PersonCellTests {
    init() { GtkTest.initialize() }

    @Test("the person decorator switches layout live and VIP theming is undone at unbind")
    func personDecorators() {
        let cell = PersonCell()
        let scope = BindScope()
        let vip = Person(id: "p1", firstName: "Ada", lastName: "Lovelace", age: 36, isVIP: true)
        cell.show(PersonRowContent(vip, layout: .horizontal), scope: scope)
        #expect(gtk_widget_has_css_class(cell.root, "vip") != 0)
        #expect(cell.badge.text == "VIP")
        #expect(GtkTest.orientation(ofParentOf: cell.firstName.widget) == GTK_ORIENTATION_HORIZONTAL)
        scope.undo()
        #expect(gtk_widget_has_css_class(cell.root, "vip") == 0)
        let plain = Person(id: "p2", firstName: "Alan", lastName: "Turing", age: 41)
        cell.show(PersonRowContent(plain, layout: .vertical), scope: scope)
        #expect(cell.badge.text == nil)
        #expect(GtkTest.orientation(ofParentOf: cell.firstName.widget) == GTK_ORIENTATION_VERTICAL)
    }
}
