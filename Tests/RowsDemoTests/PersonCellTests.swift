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
        #expect(GtkTest.orientation(ofParentOf: cell.age.widget) == GTK_ORIENTATION_HORIZONTAL)
        scope.undo()
        #expect(gtk_widget_has_css_class(cell.root, "vip") == 0)
        let plain = Person(id: "p2", firstName: "Alan", lastName: "Turing", age: 41)
        cell.show(PersonRowContent(plain, layout: .vertical), scope: scope)
        #expect(cell.badge.text == nil)
        #expect(GtkTest.orientation(ofParentOf: cell.age.widget) == GTK_ORIENTATION_VERTICAL, "the age under the name")
        #expect(GtkTest.orientation(ofParentOf: cell.firstName.widget) == GTK_ORIENTATION_HORIZONTAL, "the name on one line")
        #expect(gtk_widget_get_parent(cell.firstName.widget) == gtk_widget_get_parent(cell.lastName.widget))
    }

    @Test("a VIP's name and a plain person's name start at the same place in the People Directory")
    func namesAlign() throws {
        let app = try AppHarness()
        try app.loadStylesheet()
        let window = app.openWindow(on: .people)
        defer { app.close(window) }
        let list = try #require(window.pages[.people] as? PeoplePage).panel.list
        let cells = { list.boundCells.compactMap { $0.cell as? PersonCell } }
        let shown = { (isVIP: Bool) in cells().first { ($0.badge.text == "VIP") == isVIP && gtk_widget_get_mapped($0.root) != 0 }
        }
        #expect(GtkTest.wait(for: "a VIP and a plain person shown") { shown(true) != nil && shown(false) != nil })
        let vip = try #require(shown(true))
        let plain = try #require(shown(false))
        GtkTest.waitForFrames(of: list.listView)
        let x = { (cell: PersonCell) -> Double in
            var point = graphene_point_t()
            var origin = graphene_point_t(x: 0, y: 0)
            #expect(gtk_widget_compute_point(cell.firstName.widget, list.listView, &origin, &point) != 0)
            return Double(point.x)
        }
        #expect(x(vip) == x(plain), "the VIP bar's room is kept on every row")
    }
}
