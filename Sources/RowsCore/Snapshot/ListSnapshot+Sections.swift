/// Adding, removing and reordering sections.
extension ListSnapshot {
    /// Adds empty sections at the end.
    public mutating func appendSections(
        _ ids: [SectionID], showsHeader: Bool = true, showsFooter: Bool = false
    ) throws(ListSnapshotError) {
        try checkNew(ids)
        sections += ids.map { Section(id: $0, showsHeader: showsHeader, showsFooter: showsFooter) }
    }

    /// Adds a section at the end.
    public mutating func appendSection(_ section: Section) throws(ListSnapshotError) {
        try checkNew([section.id])
        sections.append(section)
    }

    /// Inserts empty sections before the section `anchor`.
    public mutating func insertSections(
        _ ids: [SectionID], before anchor: SectionID, showsHeader: Bool = true
    ) throws(ListSnapshotError) {
        let index = try sectionIndex(of: anchor)
        try checkNew(ids)
        sections.insert(contentsOf: ids.map { Section(id: $0, showsHeader: showsHeader) }, at: index)
    }

    /// Inserts empty sections after the section `anchor`.
    public mutating func insertSections(
        _ ids: [SectionID], after anchor: SectionID, showsHeader: Bool = true
    ) throws(ListSnapshotError) {
        let index = try sectionIndex(of: anchor)
        try checkNew(ids)
        sections.insert(contentsOf: ids.map { Section(id: $0, showsHeader: showsHeader) }, at: index + 1)
    }

    /// Removes the sections with these ids, with their items. Ids not present are ignored.
    public mutating func deleteSections(_ ids: some Sequence<SectionID>) {
        let doomed = Set(ids)
        sections.removeAll { doomed.contains($0.id) }
    }

    /// Moves the section `id` to just before the section `anchor`.
    public mutating func moveSection(_ id: SectionID, before anchor: SectionID) throws(ListSnapshotError) {
        let section = sections.remove(at: try sectionIndex(of: id))
        do {
            sections.insert(section, at: try sectionIndex(of: anchor))
        } catch {
            sections.append(section)
            throw error
        }
    }

    /// Moves the section `id` to just after the section `anchor`.
    public mutating func moveSection(_ id: SectionID, after anchor: SectionID) throws(ListSnapshotError) {
        let section = sections.remove(at: try sectionIndex(of: id))
        do {
            sections.insert(section, at: try sectionIndex(of: anchor) + 1)
        } catch {
            sections.append(section)
            throw error
        }
    }


    private func checkNew(_ ids: [SectionID]) throws(ListSnapshotError) {
        var seen = Set(sections.map(\.id))
        for id in ids where !seen.insert(id).inserted { throw .duplicateSection(String(describing: id)) }
    }
}
