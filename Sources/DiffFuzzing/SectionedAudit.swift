import RowsCore

/// Checks a ``SectionedChanges`` between two snapshots: its flattened rows keep every promise
/// ``ChangeAudit`` checks, its section-level changes do too over the section list, items that change
/// section are exactly those the snapshots place differently, and it is empty only for equal snapshots.
public enum SectionedAudit {
    /// The broken promises of `changes` for the diff of `old` into `new`; empty when it keeps them all.
    /// Item ids must be unique within each snapshot.
    public static func problems<SectionID, Item>(
        in changes: SectionedChanges<SectionID, Item.ID>,
        from old: ListSnapshot<SectionID, Item>, to new: ListSnapshot<SectionID, Item>
    ) -> [String] {
        var problems = ChangeAudit.problems(in: changes.rows, from: Array(old.rows), to: Array(new.rows))
            .map { "rows: \($0)" }
        problems += ChangeAudit.problems(in: changes.sections, from: old.outline, to: new.outline)
            .map { "sections: \($0)" }

        var oldSection = [Item.ID: SectionID]()
        for section in old.sections { for item in section.items { oldSection[item.id] = section.id } }
        var expected = [SectionedChanges<SectionID, Item.ID>.SectionChange]()
        for section in new.sections {
            for item in section.items {
                if let from = oldSection[item.id], from != section.id {
                    expected.append(.init(item: item.id, from: from, to: section.id))
                }
            }
        }
        if changes.itemsChangingSection != expected {
            problems.append("items changing section \(changes.itemsChangingSection), expected \(expected)")
        }
        if changes.isEmpty != (old == new) {
            problems.append(changes.isEmpty ? "no change found between different snapshots" : "changes found between equal snapshots")
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
}
