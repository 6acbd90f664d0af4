import DiffFuzzing
import RowsCore
import Testing

/// A header or footer cell shows its whole section, so an update rebinds those of a changed section.
@MainActor
@Suite("Headers and footers of changed sections")
struct SupplementaryUpdateTests {
    /// Sections "a" (1, 2) and "b" (3), each with a header and a footer:
    /// rows 0 a-header, 1 item 1, 2 item 2, 3 a-footer, 4 b-header, 5 item 3, 6 b-footer.
    private func model() throws -> ListViewModel<String, Row> {
        var snapshot = Snapshot()
        try snapshot.appendSections(["a", "b"], showsFooter: true)
        try snapshot.appendItems([Row(id: 1), Row(id: 2)], toSection: "a")
        try snapshot.appendItems([Row(id: 3)], toSection: "b")
        return ListViewModel(snapshot)
    }

    @Test("an item added to a section reconfigures that section's header and footer, not the other's")
    func addedItem() throws {
        let model = try model()
        var updates: [ListUpdate<String, Row>] = []
        let observation = model.observe { updates.append($0) }
        try model.append([Row(id: 4)], toSection: "b")
        #expect(updates.count == 1)
        #expect(updates.first?.splices.description == "[@6 -0 +1]")
        #expect(updates.first?.reconfiguredRows == [4, 7])
        observation.cancel()
    }

    @Test("an item changed in place reconfigures it and its section's header and footer")
    func changedItem() throws {
        let model = try model()
        var updates: [ListUpdate<String, Row>] = []
        let observation = model.observe { updates.append($0) }
        var next = model.snapshot
        _ = next.reconfigureItems([Row(id: 2, version: 1)])
        model.apply(next)
        #expect(updates.first?.splices.isEmpty == true)
        #expect(updates.first?.reconfiguredRows == [0, 2, 3])
        observation.cancel()
    }

    @Test("a header that appears is inserted, not reconfigured; untouched sections cost nothing")
    func appearingHeader() throws {
        let model = try model()
        var updates: [ListUpdate<String, Row>] = []
        let observation = model.observe { updates.append($0) }
        var next = model.snapshot
        next = ListSnapshot(
            sections: next.sections.map { section in
                var section = section
                if section.id == "b" { section.showsFooter = false }
                return section
            })
        model.apply(next)
        // b's footer row goes; b's header stays and is rebound (its section changed); a is untouched.
        #expect(updates.first?.splices.description == "[@6 -1 +0]")
        #expect(updates.first?.reconfiguredRows == [4])
        observation.cancel()
    }
}
