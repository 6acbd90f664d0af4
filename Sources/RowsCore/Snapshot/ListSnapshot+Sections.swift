/// Adding, removing and reordering sections.
extension ListSnapshot {
    /// Adds empty sections at the end.
    ///
    /// - Parameters:
    ///   - ids: The new sections' ids, in order.
    ///   - showsHeader: Whether the new sections show a header row.
    ///   - showsFooter: Whether the new sections show a footer row.
    /// - Throws: ``ListSnapshotError/duplicateSection(_:)`` when a section with one of the ids is
    ///   already in the snapshot, or `ids` repeats one. Nothing is added.
    /// - Complexity: O(*s* + *k*) expected, for *s* sections and *k* new ones.
    public mutating func appendSections(
        _ ids: [SectionID], showsHeader: Bool = true, showsFooter: Bool = false
    ) throws(ListSnapshotError) {
        try checkNew(ids)
        sections += ids.map { Section(id: $0, showsHeader: showsHeader, showsFooter: showsFooter) }
    }

    /// Adds a section, with its items, at the end.
    ///
    /// - Parameter section: The section to add.
    /// - Throws: ``ListSnapshotError/duplicateSection(_:)`` when a section with its id is already in
    ///   the snapshot. Nothing is added.
    /// - Complexity: O(*s*) expected, for *s* sections.
    public mutating func appendSection(_ section: Section) throws(ListSnapshotError) {
        try checkNew([section.id])
        sections.append(section)
    }

    /// Inserts empty sections just before the section `anchor`.
    ///
    /// - Parameters:
    ///   - ids: The new sections' ids, in order.
    ///   - anchor: The id of the section to insert them before.
    ///   - showsHeader: Whether the new sections show a header row. They show no footer row.
    /// - Throws: ``ListSnapshotError/unknownSection(_:)`` when no section has the id `anchor`, or
    ///   ``ListSnapshotError/duplicateSection(_:)`` when a section with one of the ids is already in
    ///   the snapshot, or `ids` repeats one. Nothing is inserted.
    /// - Complexity: O(*s* + *k*) expected, for *s* sections and *k* new ones.
    public mutating func insertSections(
        _ ids: [SectionID], before anchor: SectionID, showsHeader: Bool = true
    ) throws(ListSnapshotError) {
        let index = try sectionIndex(of: anchor)
        try checkNew(ids)
        sections.insert(contentsOf: ids.map { Section(id: $0, showsHeader: showsHeader) }, at: index)
    }

    /// Inserts empty sections just after the section `anchor`.
    ///
    /// - Parameters:
    ///   - ids: The new sections' ids, in order.
    ///   - anchor: The id of the section to insert them after.
    ///   - showsHeader: Whether the new sections show a header row. They show no footer row.
    /// - Throws: ``ListSnapshotError/unknownSection(_:)`` when no section has the id `anchor`, or
    ///   ``ListSnapshotError/duplicateSection(_:)`` when a section with one of the ids is already in
    ///   the snapshot, or `ids` repeats one. Nothing is inserted.
    /// - Complexity: O(*s* + *k*) expected, for *s* sections and *k* new ones.
    public mutating func insertSections(
        _ ids: [SectionID], after anchor: SectionID, showsHeader: Bool = true
    ) throws(ListSnapshotError) {
        let index = try sectionIndex(of: anchor)
        try checkNew(ids)
        sections.insert(contentsOf: ids.map { Section(id: $0, showsHeader: showsHeader) }, at: index + 1)
    }

    /// Removes the sections with these ids, with their items.
    ///
    /// Ids not present are ignored.
    ///
    /// - Parameter ids: The ids of the sections to remove.
    /// - Complexity: O(*s* + *d*) expected, for *s* sections and *d* ids.
    public mutating func deleteSections(_ ids: some Sequence<SectionID>) {
        let doomed = Set(ids)
        sections.removeAll { doomed.contains($0.id) }
    }

    /// Moves the section `id`, with its items, to just before the section `anchor`.
    ///
    /// - Parameters:
    ///   - id: The id of the section to move.
    ///   - anchor: The id of the section to put it before.
    /// Moving a section next to itself changes nothing.
    ///
    /// - Throws: ``ListSnapshotError/unknownSection(_:)`` naming `id` or `anchor` when no section has
    ///   that id; the sections are then left as they were.
    /// - Complexity: O(*s*) for *s* sections.
    public mutating func moveSection(_ id: SectionID, before anchor: SectionID) throws(ListSnapshotError) {
        try moveSection(id, besides: anchor, after: false)
    }

    /// Moves the section `id`, with its items, to just after the section `anchor`.
    ///
    /// - Parameters:
    ///   - id: The id of the section to move.
    ///   - anchor: The id of the section to put it after.
    /// Moving a section next to itself changes nothing.
    ///
    /// - Throws: ``ListSnapshotError/unknownSection(_:)`` naming `id` or `anchor` when no section has
    ///   that id; the sections are then left as they were.
    /// - Complexity: O(*s*) for *s* sections.
    public mutating func moveSection(_ id: SectionID, after anchor: SectionID) throws(ListSnapshotError) {
        try moveSection(id, besides: anchor, after: true)
    }

    /// Moves the section `id` next to `anchor`, once both are known to exist: a throw leaves the
    /// sections as they were.
    private mutating func moveSection(_ id: SectionID, besides anchor: SectionID, after: Bool) throws(ListSnapshotError) {
        let from = try sectionIndex(of: id)
        let anchorIndex = try sectionIndex(of: anchor)
        guard from != anchorIndex else { return }
        let section = sections.remove(at: from)
        let target = (from < anchorIndex ? anchorIndex - 1 : anchorIndex) + (after ? 1 : 0)
        sections.insert(section, at: target)
    }

    private func checkNew(_ ids: [SectionID]) throws(ListSnapshotError) {
        var seen = Set(sections.map { $0.id })
        for id in ids where !seen.insert(id).inserted { throw .duplicateSection(String(describing: id)) }
    }
}
