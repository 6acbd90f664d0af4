/// Selection by item id: it survives every update, and headers and footers are never selected.
extension ListViewModel {
    /// The selected items, in the order they are shown.
    public var selectedItems: [Item] {
        guard !selectedIDs.isEmpty else { return [] }
        return displayed.sections.flatMap { $0.items.filter { selectedIDs.contains($0.id) } }
    }

    /// Whether the row at `row` shows a selected item.
    public func isSelected(row: Int) -> Bool {
        guard !selectedIDs.isEmpty, let item = rows[row].item else { return false }
        return selectedIDs.contains(item.id)
    }

    /// Selects the item shown at `row`. With `extending` false, the rest of the selection is cleared.
    /// Header and footer rows cannot be selected; returns whether the selection changed.
    @discardableResult
    public func selectRow(_ row: Int, extending: Bool = false) -> Bool {
        guard let item = rows[row].item else { return false }
        return select([item.id], extending: extending)
    }

    /// Selects the items with these ids that are shown. In single mode only the first counts; in
    /// none mode nothing is selected. Returns whether the selection changed.
    @discardableResult
    public func select(_ ids: some Sequence<Item.ID>, extending: Bool = false) -> Bool {
        let shown = shownIDs(among: ids)
        var next: Set<Item.ID>
        switch selectionMode {
        case .none: next = []
        case .single: next = shown.first.map { [$0] } ?? (extending ? selectedIDs : [])
        case .multiple: next = extending ? selectedIDs.union(shown) : Set(shown)
        }
        return setSelection(next)
    }

    /// Deselects the items with these ids; returns whether the selection changed.
    @discardableResult
    public func deselect(_ ids: some Sequence<Item.ID>) -> Bool {
        setSelection(selectedIDs.subtracting(ids))
    }

    /// Selects the item at `row` if it is not selected, deselects it if it is.
    @discardableResult
    public func toggleSelection(ofRow row: Int) -> Bool {
        guard let item = rows[row].item else { return false }
        return selectedIDs.contains(item.id) ? deselect([item.id]) : select([item.id], extending: true)
    }

    /// Selects every shown item (multiple mode only); returns whether the selection changed.
    @discardableResult
    public func selectAll() -> Bool {
        guard selectionMode == .multiple else { return false }
        return setSelection(Set(displayed.sections.flatMap { $0.items.map { $0.id } }))
    }

    /// Clears the selection; returns whether it changed.
    @discardableResult
    public func clearSelection() -> Bool { setSelection([]) }

    private func shownIDs(among ids: some Sequence<Item.ID>) -> [Item.ID] {
        let wanted = Array(ids)
        guard !wanted.isEmpty else { return [] }
        let wantedSet = Set(wanted)
        var shown = Set<Item.ID>()
        for section in displayed.sections {
            for item in section.items where wantedSet.contains(item.id) { shown.insert(item.id) }
        }
        return wanted.filter { shown.contains($0) }
    }

    private func setSelection(_ ids: Set<Item.ID>) -> Bool {
        guard ids != selectedIDs else { return false }
        selectedIDs = ids
        // A selection made while filtered stands when the filter goes.
        selectionBeforeFilter = nil
        tell(ListUpdate(selectionChanged: true, isFiltered: isFiltered, searchQuery: shownSearchQuery, rows: rows))
        return true
    }
}
