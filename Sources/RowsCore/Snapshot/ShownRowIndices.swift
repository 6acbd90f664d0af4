/// The flat row indices, in a snapshot's unfiltered rows, that a view showing an ``ItemSubset`` of it
/// has: for each section with an item shown, its header, those items and its footer. Made as it is
/// read, so that diffing two views of a million rows allocates no index list.
struct ShownRowIndices<SectionID: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>: Sequence
where Item.ID: Sendable {
    let sections: [ListSnapshot<SectionID, Item>.Section]
    let subset: ItemSubset

    func makeIterator() -> Iterator {
        switch subset {
        case .all: Iterator(sections: sections, positions: nil)
        case .items(let positions): Iterator(sections: sections, positions: positions)
        }
    }

    struct Iterator: IteratorProtocol {
        private enum Phase { case enterSection, header, items, footer }

        private let sections: [ListSnapshot<SectionID, Item>.Section]
        /// Nil for the unfiltered view, which is every row.
        private let positions: [Int32]?
        private let rowCount: Int
        private var phase = Phase.enterSection
        private var section = 0
        private var itemStart = 0
        private var rowStart = 0
        private var cursor = 0
        private var sectionEnd = 0
        private var itemCount = 0
        private var showsHeader = false
        private var showsFooter = false

        init(sections: [ListSnapshot<SectionID, Item>.Section], positions: [Int32]?) {
            self.sections = sections
            self.positions = positions
            rowCount = positions == nil ? sections.reduce(0) { $0 + $1.rowCount } : 0
        }

        mutating func next() -> Int? {
            guard let positions else {
                // Unfiltered: every row, in order.
                guard rowStart < rowCount else { return nil }
                defer { rowStart += 1 }
                return rowStart
            }
            while true {
                switch phase {
                case .enterSection:
                    guard section < sections.count else { return nil }
                    itemCount = sections[section].items.count
                    showsHeader = sections[section].showsHeader
                    showsFooter = sections[section].showsFooter
                    let end = itemStart + itemCount
                    sectionEnd = cursor
                    while sectionEnd < positions.count, Int(positions[sectionEnd]) < end { sectionEnd += 1 }
                    if sectionEnd == cursor {
                        leaveSection()
                    } else {
                        phase = .header
                    }
                case .header:
                    phase = .items
                    if showsHeader { return rowStart }
                case .items:
                    if cursor < sectionEnd {
                        let position = Int(positions[cursor])
                        cursor += 1
                        return rowStart + (showsHeader ? 1 : 0) + position - itemStart
                    }
                    phase = .footer
                case .footer:
                    let footer = rowStart + (showsHeader ? 1 : 0) + itemCount
                    let hasFooter = showsFooter
                    leaveSection()
                    if hasFooter { return footer }
                }
            }
        }

        private mutating func leaveSection() {
            rowStart += itemCount + (showsHeader ? 1 : 0) + (showsFooter ? 1 : 0)
            itemStart += itemCount
            section += 1
            phase = .enterSection
        }
    }
}
