import RowsCore
import SeededRandom
import Testing

@Suite("Section edges: the first and last item of each section")
struct SectionEdgesTests {
    @Test("the documented example: an only item is both, a header and a footer neither")
    func documentedExample() throws {
        var snapshot = Snapshot()
        try snapshot.appendSections(["Red"], showsFooter: true)
        try snapshot.appendSections(["Yellow"])
        try snapshot.appendItems([Row(id: 1)], toSection: "Red")
        try snapshot.appendItems([Row(id: 2), Row(id: 3)], toSection: "Yellow")
        let rows = snapshot.rows
        #expect((0..<rows.count).map { rows.sectionEdges(ofRow: $0) } == [[], [.first, .last], [], [], [.first], [.last]])
    }

    @Test("2,000 seeded sectioned lists: each item row's edges are what its neighbours in the flat list say")
    func edgesMatchTheNeighbours() {
        var random = SplitMix64(seed: 17)
        for _ in 0..<2_000 {
            var next = 0
            let sections = (0..<Int.random(in: 1...5, using: &random)).map { index in
                let count = Int.random(in: 0...4, using: &random)
                defer { next += count }
                return Snapshot.Section(
                    id: "s\(index)", items: (next..<next + count).map { Row(id: $0) },
                    showsHeader: Bool.random(using: &random), showsFooter: Bool.random(using: &random))
            }
            let rows = FlatRows(sections)
            for position in rows.indices {
                var expected: SectionEdges = []
                if rows[position].item != nil {
                    let section = rows.sectionIndex(containing: position)
                    let before = position - 1
                    let after = position + 1
                    if before < 0 || rows[before].item == nil || rows.sectionIndex(containing: before) != section {
                        expected.insert(.first)
                    }
                    if after >= rows.count || rows[after].item == nil || rows.sectionIndex(containing: after) != section {
                        expected.insert(.last)
                    }
                }
                #expect(rows.sectionEdges(ofRow: position) == expected, "row \(position) of \(sections)")
            }
        }
    }
}
