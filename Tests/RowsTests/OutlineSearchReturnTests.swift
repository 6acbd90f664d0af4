import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// Where an outline's `ListView` and `ColumnView` go when a search of the outline ends, on real GTK
/// widgets: back to the rows shown before it, or to the row picked among the results, its folders
/// expanded (as a list goes back from a filter's results, `SearchReturnTests`).
@Suite(
    "Search return on a real outline",
    .enabled(if: GtkTest.hasDisplay, "needs a display (run under xvfb-run)"), .serialized)
@MainActor
struct OutlineSearchReturnTests {
    /// 300 collapsed folders (ids 0..<300), each with 3 files (ids 10,000 + 10 × folder + file).
    private static func folders() -> [OutlineNode<Folder>] {
        (0..<300).map { parent in folder(parent, .loaded((0..<3).map { folder(10_000 + parent * 10 + $0) })) }
    }

    /// Searches the outline for `query` and waits until GTK shows the result.
    private func search(_ query: String, in harness: OutlineHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        harness.outline.search(query) { $0.name }
        GtkTest.wait(for: "the search for “\(query)” to show", sourceLocation: sourceLocation) {
            !harness.outline.isSearchPending && (harness.outline.searchResults == nil) == query.isEmpty
        }
        harness.waitForFrames(sourceLocation: sourceLocation)
    }

    private func visibleRows(_ harness: OutlineHarness) -> ClosedRange<Int>? {
        harness.list?.visibleRows ?? harness.columns?.visibleRows
    }

    @Test(
        "an outline comes back to the rows it showed before a search; a row picked among the results stays selected, in view",
        arguments: [false, true])
    func outlineGoesBack(inColumns: Bool) throws {
        let outline = OutlineViewModel(roots: Self.folders(), selectionMode: .single)
        let harness = OutlineHarness(outline, inColumns: inColumns)
        defer { harness.destroy() }
        if let list = harness.list { list.scroll(toRow: 150, at: .top) } else { harness.columns?.scroll(toRow: 150, at: .top) }
        harness.waitForFrames()
        let before = try #require(visibleRows(harness))
        #expect(before.lowerBound == 150)

        // Nothing picked: the rows shown before.
        search("f12992", in: harness)
        #expect(outline.rows.map(\.id) == [.item(299), .item(12_992)])
        search("", in: harness)
        #expect(outline.rows.count == 300)
        #expect(
            GtkTest.wait(for: "row 150 on top again") { self.visibleRows(harness)?.lowerBound == before.lowerBound },
            "\(before) before the search, \(String(describing: visibleRows(harness))) after")

        // Picked among the results: selected, its folder expanded, in view.
        search("f12992", in: harness)
        #expect(outline.rowsViewModel.select([.item(12_992)]))
        search("", in: harness)
        #expect(outline.rowsViewModel.selectedIDs == [.item(12_992)])
        let row = try #require(outline.rows.firstIndex { $0.id == .item(12_992) }, "shown: f299 expanded")
        #expect(row == 302)
        #expect(
            GtkTest.wait(for: "row \(row) in view") { self.visibleRows(harness)?.contains(row) == true },
            "\(String(describing: visibleRows(harness)))")
    }

    @Test("a search of an outline that ends with no change of rows still comes back to the rows shown before it")
    func searchEndingWithNoChangeOfRows() throws {
        let outline = OutlineViewModel(roots: (0..<300).map { folder($0) }, selectionMode: .single)
        let harness = OutlineHarness(outline)
        defer { harness.destroy() }
        let list = try #require(harness.list)
        list.scroll(toRow: 150, at: .top)
        harness.waitForFrames()
        search("f2", in: harness)
        #expect(outline.rows.count == 111)
        // Results that are every row: the search's end changes no row.
        search("f", in: harness)
        #expect(outline.rows.count == 300)
        #expect(list.visibleRows?.lowerBound == 0, "another query's results from their first row")
        search("", in: harness)
        #expect(
            GtkTest.wait(for: "row 150 on top again") { list.visibleRows?.lowerBound == 150 },
            "\(String(describing: list.visibleRows))")
    }
}
