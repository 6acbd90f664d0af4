import CGtk

/// The items an `items-changed` emission detached that no row it shows again claims, by the
/// position each stood at: ``RowItems`` gives them to rows the emission adds that have no item yet,
/// so that GTK shows those rows in the donors' widgets.
///
/// Each operation is O(1) (taking the lowest donor amortized over the emission), however many
/// donors there are: GTK asks for an item at every position an emission adds.
struct ItemDonors {
    private var items: [Int: OpaquePointer] = [:]
    private var positions: [OpaquePointer: Int] = [:]
    /// The donors' positions, ascending; none before `next` holds a donor any more.
    private var order: [Int] = []
    private var next = 0

    /// Makes `donors`, each the item that stood at a position, the only donors.
    mutating func replace(with donors: [(position: Int, item: OpaquePointer)]) {
        removeAll()
        for (position, item) in donors {
            items[position] = item
            positions[item] = position
        }
        order = donors.map(\.position).sorted()
    }

    /// Forgets every donor.
    mutating func removeAll() {
        guard !items.isEmpty || !order.isEmpty else { return }
        items.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
        next = 0
    }

    /// Takes the donor that stood at `position` if there is one (so that its widget stays where it
    /// was), else the one that stood highest in the list; nil when none is left.
    mutating func take(preferring position: Int) -> OpaquePointer? {
        guard !items.isEmpty else { return nil }
        if let item = items.removeValue(forKey: position) {
            positions[item] = nil
            return item
        }
        while next < order.count {
            let position = order[next]
            next += 1
            if let item = items.removeValue(forKey: position) {
                positions[item] = nil
                return item
            }
        }
        return nil
    }

    /// Forgets `item` if it is a donor.
    mutating func remove(_ item: OpaquePointer) {
        guard !items.isEmpty, let position = positions.removeValue(forKey: item) else { return }
        items[position] = nil
    }
}
