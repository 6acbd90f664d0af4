/// The difference between two sectioned snapshots.
///
/// ``rows`` is the diff of the *flattened* rows (headers, items, footers; see ``FlatRows``), which is
/// what a flat `GListModel` emits on GTK 4.8; the other properties say what happened in terms of
/// sections: ``sections`` diffs the section list, and ``itemsChangingSection`` names the items that
/// are in another section than before.
///
/// ```swift
/// struct Chore: Identifiable, Equatable, Sendable { var id: String }
///
/// var old = ListSnapshot<String, Chore>()
/// try old.appendSections(["To do", "Done"])
/// try old.appendItems([Chore(id: "write"), Chore(id: "test")], toSection: "To do")
/// var new = old
/// try new.moveItem("write", toEndOf: "Done")
/// let changes = SectionedChanges(from: old, to: new)
/// changes.itemsChangingSection  // [write: To do→Done]
/// changes.splices               // [@1 -1 +0, @3 -0 +1]
/// ```
public struct SectionedChanges<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable, Equatable {
    /// An item that is in another section than before.
    public struct SectionChange: Sendable, Hashable, CustomStringConvertible {
        /// The item's id.
        public let item: ItemID
        /// The section it was in.
        public let from: SectionID
        /// The section it is in now.
        public let to: SectionID

        /// Creates the record of `item` moving from section `from` to section `to`.
        ///
        /// - Parameters:
        ///   - item: The item's id.
        ///   - from: The id of the section it was in.
        ///   - to: The id of the section it is in now.
        public init(item: ItemID, from: SectionID, to: SectionID) {
            self.item = item
            self.from = from
            self.to = to
        }

        /// The change as `item: from→to`.
        public var description: String { "\(item): \(from)→\(to)" }
    }

    /// Changes of the flattened rows; its indices are flat row indices (see ``FlatRows``).
    ///
    /// A header or footer row is identified by its section's id, so a section that moves takes its
    /// header and footer along, and one whose header is switched off loses that row.
    public let rows: ListChanges
    /// Changes of the section list: indices are section indices, `updates` are sections whose header
    /// or footer appeared or vanished.
    public let sections: ListChanges
    /// Items that changed section, in new list order. When section ids repeat, an item can move
    /// between two sections of the same id: then `from` and `to` are equal.
    public let itemsChangingSection: [SectionChange]

    /// The `items-changed` splices over the flattened rows.
    public var splices: [ListChanges.Splice] { rows.splices }

    /// True when nothing changed: the same rows, the same sections, every item in the section it was in.
    /// (An item can cross from one section into the next without any row moving, when the sections
    /// between have no header; that is a change.)
    public var isEmpty: Bool { rows.isEmpty && sections.isEmpty && itemsChangingSection.isEmpty }

    /// Creates changes from parts computed elsewhere.
    ///
    /// Nothing is checked. To compute the changes between any two snapshots, use ``init(from:to:)``;
    /// between two filtered views of one snapshot, ``init(from:to:of:)``.
    ///
    /// - Parameters:
    ///   - rows: The changes of the flattened rows.
    ///   - sections: The changes of the section list.
    ///   - itemsChangingSection: The items in another section than before, in new list order.
    public init(rows: ListChanges, sections: ListChanges, itemsChangingSection: [SectionChange]) {
        self.rows = rows
        self.sections = sections
        self.itemsChangingSection = itemsChangingSection
    }

    /// Computes the changes that turn snapshot `old` into `new`.
    ///
    /// The sections are diffed by id, then the flattened rows by id (see ``ListChanges/init(from:to:)``).
    /// When both snapshots are one section with the same id, header and footer, only its items are
    /// diffed. Otherwise every matched item is also checked for a change of section.
    ///
    /// - Parameters:
    ///   - old: The snapshot as it was.
    ///   - new: The snapshot as it is now.
    /// - Complexity: O((*n* + *m*) log *s*) expected, for *n* old and *m* new rows (headers, items and
    ///   footers) in at most *s* sections: reading a flattened row finds its section by binary search.
    ///   O(*n* + *m*) with one section. Plus O(*k* log *k*) to order the *k* rows matched between the
    ///   unchanged runs at both ends, as in ``ListChanges/init(from:to:)``.
    @inlinable
    public init<Item: Identifiable & Equatable & Sendable>(
        from old: ListSnapshot<SectionID, Item>, to new: ListSnapshot<SectionID, Item>
    ) where Item.ID == ItemID {
        self.init(from: old, to: new, kernel: DiffKernel())
    }

    /// Computes the changes that turn snapshot `old` into `new` with `kernel`'s diff.
    @usableFromInline
    init<Item: Identifiable & Equatable & Sendable>(
        from old: ListSnapshot<SectionID, Item>, to new: ListSnapshot<SectionID, Item>,
        kernel: DiffKernel<SectionID, Item>
    ) where Item.ID == ItemID {
        let sectionDiff = DiffEngine.diff(
            old.sections.map(SectionShape.init), new.sections.map(SectionShape.init), recordingMatches: true)
        sections = sectionDiff.changes
        if let single = Self.singleSectionShape(old, new) {
            // One section, same header and footer on both sides: diff the items and shift by the header.
            let result = kernel.items(old.sections[0].items, new.sections[0].items, false)
            rows = result.changes.shifted(by: single.showsHeader ? 1 : 0)
            itemsChangingSection = []
            return
        }
        let oldRows = old.rows
        let newRows = new.rows
        // Items can only change section when both sides have one; the matching tells which did.
        let result = kernel.rows(oldRows, newRows, !old.sections.isEmpty && !new.sections.isEmpty)
        rows = result.changes
        var changing = [SectionChange]()
        if !result.oldIndexOfNew.isEmpty {
            var newSection = 0
            for newIndex in newRows.indices {
                while newRows.firstRow(ofSection: newSection + 1) <= newIndex { newSection += 1 }
                let oldIndex = result.oldIndexOfNew[newIndex]
                guard oldIndex >= 0, case .item(let item) = newRows[newIndex] else { continue }
                // It changed section unless its old section is the one its new section pairs with
                // (the same id, unless ids repeat: then the diff's pairing tells which of them).
                let oldSection = oldRows.sectionIndex(containing: oldIndex)
                if sectionDiff.oldIndexOfNew[newSection] != oldSection {
                    changing.append(
                        SectionChange(item: item.id, from: old.sections[oldSection].id, to: new.sections[newSection].id))
                }
            }
        }
        itemsChangingSection = changing
    }

    private static func singleSectionShape<Item>(
        _ old: ListSnapshot<SectionID, Item>, _ new: ListSnapshot<SectionID, Item>
    ) -> ListSnapshot<SectionID, Item>.Section? {
        guard old.sections.count == 1, new.sections.count == 1 else { return nil }
        let (before, after) = (old.sections[0], new.sections[0])
        guard before.id == after.id, before.showsHeader == after.showsHeader, before.showsFooter == after.showsFooter
        else { return nil }
        return before
    }
}

/// A section as the section-level diff sees it: identity plus which supplementary rows it has.
private struct SectionShape<SectionID: Hashable>: Identifiable, Equatable {
    let id: SectionID
    let showsHeader: Bool
    let showsFooter: Bool

    init<Item>(_ section: ListSnapshot<SectionID, Item>.Section) {
        id = section.id
        showsHeader = section.showsHeader
        showsFooter = section.showsFooter
    }
}

extension ListChanges {
    /// The same changes with every index moved by `offset`, for a list that has `offset` rows before these.
    func shifted(by offset: Int) -> ListChanges {
        guard offset != 0 else { return self }
        return ListChanges(
            removals: removals.map { $0 + offset },
            insertions: insertions.map { $0 + offset },
            moves: moves.map { Move(from: $0.from + offset, to: $0.to + offset) },
            updates: updates.map { $0 + offset },
            splices: splices.map { Splice(position: $0.position + offset, removed: $0.removed, added: $0.added) })
    }
}
