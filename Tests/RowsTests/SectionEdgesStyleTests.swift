import CGtk
import GtkTestSupport
import SeededRandom
import Testing

@testable import Rows

/// `marksSectionEdges`: the first and last item row of each section carry CSS classes, kept right
/// by every update, whether GTK rebinds the row or not.
@MainActor
@Suite("Section edges on the list's rows", .serialized, .enabled(if: GtkTest.hasDisplay))
struct SectionEdgesStyleTests {
    /// Each bound row's edge classes, against what RowsCore decides for its position.
    private func mismatches(_ harness: ListHarness, marked: Bool = true) throws -> [String] {
        let list = try #require(harness.list)
        var problems = [String]()
        for slot in list.recycler.bound {
            let row = try #require(slot.rowWidget)
            let expected: SectionEdges = marked ? list.shownRows.sectionEdges(ofRow: slot.position) : []
            let first = gtk_widget_has_css_class(row, "first-in-section") != 0
            let last = gtk_widget_has_css_class(row, "last-in-section") != 0
            if first != expected.contains(.first) || last != expected.contains(.last) {
                problems.append("row \(slot.position): first \(first), last \(last), expected \(expected)")
            }
        }
        return problems
    }

    @Test("a section's last row removed: the row before it, which GTK does not rebind, becomes the last")
    func rowBeforeARemovedLastRowBecomesLast() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a", "b"], ids: Array(0..<6)))
        defer { harness.destroy() }
        let list = try #require(harness.list)
        #expect(try mismatches(harness, marked: false).isEmpty, "no classes until asked for")
        list.marksSectionEdges = true
        #expect(try mismatches(harness).isEmpty)
        var snapshot = harness.viewModel.snapshot
        let section = snapshot.sections[0]
        let lastID = try #require(section.items.last?.id)
        _ = snapshot.deleteItems([lastID])
        harness.viewModel.apply(snapshot)
        harness.waitForFrames()
        let newLastID = try #require(snapshot.sections[0].items.last?.id)
        let newLast = try #require(list.shownRows.row(ofItem: newLastID))
        let row = try #require(harness.slot(at: newLast)?.rowWidget)
        #expect(gtk_widget_has_css_class(row, "last-in-section") != 0)
        #expect(try mismatches(harness).isEmpty)
        list.marksSectionEdges = false
        #expect(try mismatches(harness, marked: false).isEmpty, "the classes taken off")
    }

    @Test("through 40 random edits and searches, every bound row's classes match its section edges")
    func classesFollowRandomEdits() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a", "b", "c"], ids: Array(0..<30)))
        defer { harness.destroy() }
        let list = try #require(harness.list)
        list.marksSectionEdges = true
        var random = SplitMix64(seed: 23)
        var nextID = 1_000
        for round in 0..<40 {
            if round % 5 == 4 {
                harness.viewModel.search(round % 10 == 4 ? "1" : "") { $0.shownText }
                GtkTest.wait(for: "the search") { !harness.viewModel.isSearchPending }
            } else {
                harness.viewModel.apply(RandomEdits.apply(to: harness.viewModel.snapshot, nextID: &nextID, using: &random))
            }
            harness.waitForFrames()
            let problems = try mismatches(harness)
            #expect(problems.isEmpty, "round \(round): \(problems)")
        }
    }
}
