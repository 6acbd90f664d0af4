/// Headers and footers whose section changed.
extension ListViewModel {
    /// The rows of `new` that are the header or footer of a section kept from `old` (the same id, the
    /// k-th section of that id in both) whose content changed (its items, or whether it shows a header
    /// or footer), when that header or footer row was there before too.
    ///
    /// A header or footer row is identified by its section alone, so the diff never reports it as
    /// changed; but its cell is configured with the whole section (a footer may count the items), so
    /// it is rebound in place like a changed item. A section that shows neither costs nothing here; one
    /// that does compares its old and new items, which is O(1) when they share storage.
    /// - Complexity: O(*s* + *m*) for *s* sections, and *m* items in the sections that show a header or
    ///   footer and whose items are not the same array in both.
    static func supplementaryRowsToReconfigure(from old: Snapshot, to new: Snapshot) -> [Int] {
        guard new.sections.contains(where: { $0.showsHeader || $0.showsFooter }) else { return [] }
        var oldSections: [SectionID: [Snapshot.Section]] = [:]
        for section in old.sections where section.showsHeader || section.showsFooter {
            oldSections[section.id, default: []].append(section)
        }
        var seen: [SectionID: Int] = [:]
        var rows: [Int] = []
        let newRows = new.rows
        for (index, section) in new.sections.enumerated() {
            let occurrence = seen[section.id, default: 0]
            seen[section.id] = occurrence + 1
            guard section.showsHeader || section.showsFooter,
                let candidates = oldSections[section.id], occurrence < candidates.count
            else { continue }
            let before = candidates[occurrence]
            guard before != section else { continue }
            if section.showsHeader && before.showsHeader { rows.append(newRows.firstRow(ofSection: index)) }
            if section.showsFooter && before.showsFooter { rows.append(newRows.firstRow(ofSection: index + 1) - 1) }
        }
        return rows
    }
}
