import RowsCore

/// Checks a ``SectionedChanges`` between two snapshots: its flattened rows keep every promise
/// ``ChangeAudit`` checks, its section-level changes do too over the section list, items that change
/// section are exactly the paired item rows whose sections are not paired, and it is empty only for
/// equal snapshots. Item and section ids may repeat: rows and sections pair as ``ChangeAudit``
/// documents (with unique ids, an item changes section when its section's id differs).
public enum SectionedAudit {
    /// The broken promises of `changes` for the diff of `old` into `new`; empty when it keeps them all.
    public static func problems<SectionID, Item>(
        in changes: SectionedChanges<SectionID, Item.ID>,
        from old: ListSnapshot<SectionID, Item>, to new: ListSnapshot<SectionID, Item>
    ) -> [String] {
        let (oldRows, newRows) = (Array(old.rows), Array(new.rows))
        var problems = ChangeAudit.problems(in: changes.rows, from: oldRows, to: newRows).map { "rows: \($0)" }
        problems += ChangeAudit.problems(in: changes.sections, from: old.outline, to: new.outline)
            .map { "sections: \($0)" }

        let rowPairs = ChangeAudit.documentedPairing(oldRows, newRows)
        let sectionPairs = ChangeAudit.documentedPairing(old.outline, new.outline)
        let (oldSections, newSections) = (old.sectionOfEachRow, new.sectionOfEachRow)
        var expected = [SectionedChanges<SectionID, Item.ID>.SectionChange]()
        for (row, pair) in rowPairs.enumerated() {
            guard let oldRow = pair, case .item(let item) = newRows[row] else { continue }
            let (from, to) = (oldSections[oldRow], newSections[row])
            if sectionPairs[to] != from {
                expected.append(.init(item: item.id, from: old.sections[from].id, to: new.sections[to].id))
            }
        }
        if changes.itemsChangingSection != expected {
            problems.append("items changing section \(changes.itemsChangingSection), expected \(expected)")
        }
        if changes.isEmpty != (old == new) {
            problems.append(
                changes.isEmpty ? "no change found between different snapshots" : "changes found between equal snapshots")
        }
        return problems
    }
}

/// A section as the section-level diff sees it: its id, and whether it shows a header and a footer.
private struct SectionOutline<SectionID: Hashable>: Identifiable, Equatable {
    let id: SectionID
    let shows: [Bool]
}

extension ListSnapshot {
    /// The sections in outline, for auditing the section-level changes.
    fileprivate var outline: [SectionOutline<SectionID>] {
        sections.map { SectionOutline(id: $0.id, shows: [$0.showsHeader, $0.showsFooter]) }
    }

    /// For each flat row, the index of the section it belongs to (counted here, apart from FlatRows).
    fileprivate var sectionOfEachRow: [Int] {
        sections.enumerated().flatMap { index, section in
            Array(repeating: index, count: section.items.count + (section.showsHeader ? 1 : 0) + (section.showsFooter ? 1 : 0))
        }
    }
}
