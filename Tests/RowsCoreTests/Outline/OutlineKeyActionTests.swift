import RowsCore
import Testing

@Suite("Outline keys: Right, Left and * as GTK's tree does")
struct OutlineKeyActionTests {
    /// 1 (expanded: 2 (expanded: 3), 4), 5 (collapsed: 6), 7 leaf, 8 (loading, expanded).
    /// Rows: 0 n1, 1 n2, 2 n3, 3 n4, 4 n5, 5 n7, 6 n8, 7 loading(8).
    private func outline() -> Outline {
        var outline = Outline(
            roots: [
                node(1, .loaded([node(2, .loaded([node(3)])), node(4)])), node(5, .loaded([node(6)])), node(7),
                node(8, .notLoaded),
            ], expanded: [1, 2])
        outline.expand(8)
        return outline
    }

    @Test("Right expands a collapsed node, moves into an expanded one, and does nothing on a leaf")
    func right() {
        let outline = outline()
        #expect(outline.action(for: .right, atRow: 4) == .expand(5))
        #expect(outline.action(for: .right, atRow: 0) == .focus(row: 1))
        #expect(outline.action(for: .right, atRow: 1) == .focus(row: 2))
        #expect(outline.action(for: .right, atRow: 5) == .none)
        #expect(outline.action(for: .right, atRow: 6) == .focus(row: 7), "into the loading row")
        #expect(outline.action(for: .right, atRow: 7) == .none)
    }

    @Test("Left collapses an expanded node, and otherwise moves to the parent's row")
    func left() {
        let outline = outline()
        #expect(outline.action(for: .left, atRow: 0) == .collapse(1))
        #expect(outline.action(for: .left, atRow: 1) == .collapse(2))
        #expect(outline.action(for: .left, atRow: 2) == .focus(row: 1))
        #expect(outline.action(for: .left, atRow: 3) == .focus(row: 0), "past the rows of its expanded sibling")
        #expect(outline.action(for: .left, atRow: 4) == .none, "a collapsed top-level node")
        #expect(outline.action(for: .left, atRow: 7) == .focus(row: 6), "a loading row goes to its parent")
    }

    @Test("* expands all below a node that has or may have children, not on a leaf; rows outside do nothing")
    func star() {
        let outline = outline()
        #expect(outline.action(for: .expandAll, atRow: 4) == .expandAll(5))
        #expect(outline.action(for: .expandAll, atRow: 0) == .expandAll(1))
        #expect(outline.action(for: .expandAll, atRow: 5) == .none)
        #expect(outline.action(for: .expandAll, atRow: 8) == .none)
        #expect(outline.action(for: .right, atRow: -1) == .none)
    }
}
