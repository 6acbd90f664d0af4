/// An order for the items of a section, kept in force by a ``ListViewModel`` (``ListViewModel/itemOrder``):
/// given a section's items, the indices of those items in order, each index once.
///
/// ```swift
/// viewModel.itemOrder = ColumnSortOrder<FileEntry>.by(\.name).itemOrder()
/// viewModel.applyInBackground(refreshed)  // shown sorted by name, sorted off the main actor
/// ```
public struct ItemOrder<Item: Sendable>: Sendable {
    /// The indices of a section's items in order.
    let indices: @Sendable (_ items: [Item]) -> [Int]

    /// An order whose `indices` gives, for a section's items, their indices in order (each once).
    public init(_ indices: @escaping @Sendable (_ items: [Item]) -> [Int]) {
        self.indices = indices
    }

    /// `snapshot` with each section's items in this order, gathered with `gather`.
    ///
    /// - Complexity: as `indices`, plus O(*n*) for *n* items.
    func ordering<SectionID>(
        _ snapshot: ListSnapshot<SectionID, Item>, gather: ([Item], [Int]) -> [Item]
    ) -> ListSnapshot<SectionID, Item> {
        var ordered = snapshot
        for index in snapshot.sections.indices {
            let items = snapshot.sections[index].items
            let order = indices(items)
            precondition(
                PermutationCheck.isPermutation(order, of: items.count), "Rows: an item order must give each index once")
            ordered.sections[index].items = gather(items, order)
        }
        return ordered
    }
}

extension ColumnSortOrder {
    /// This order, ascending or `descending`, as an order a view model keeps in force.
    ///
    /// - Complexity: O(1).
    public func itemOrder(descending: Bool = false) -> ItemOrder<Item> {
        let order = self.order
        return ItemOrder { items in order(items, descending) }
    }
}

/// Checking the orders a view model is given: each index once.
enum PermutationCheck {
    /// Whether `order` holds every index below `count` once.
    ///
    /// - Complexity: O(*n*).
    static func isPermutation(_ order: [Int], of count: Int) -> Bool {
        guard order.count == count else { return false }
        // One bit per index: a million rows' bits stay in cache.
        var seen = [UInt64](repeating: 0, count: (count + 63) / 64)
        return seen.withUnsafeMutableBufferPointer { seen in
            for index in order {
                guard index >= 0, index < count else { return false }
                let bit: UInt64 = 1 &<< UInt64(index & 63)
                let word = index &>> 6
                guard seen[word] & bit == 0 else { return false }
                seen[word] |= bit
            }
            return true
        }
    }
}
