/// How a ``ColumnView`` column orders the items when its header is clicked: by a key computed once
/// per row, or by a comparator.
///
/// ```swift
/// let name = ColumnSortOrder<FileEntry>.by(\.name)
/// let size = ColumnSortOrder<FileEntry>.by { $0.byteCount ?? -1 }
/// let kind = ColumnSortOrder<FileEntry>.comparator { $0.kind.rawValue < $1.kind.rawValue }
/// ```
///
/// Sorts are stable: items with equal keys keep the order they had. Descending is the ascending
/// order's comparison reversed, so items with equal keys keep their order there too.
public struct ColumnSortOrder<Item: Sendable>: Sendable {
    /// Sorts items, ascending or descending.
    let sort: @Sendable (_ items: [Item], _ descending: Bool) -> [Item]

    /// Orders items by the `Comparable` value at `keyPath`, read once per row per sort.
    ///
    /// - Complexity: O(*n* log *n*) comparisons of keys for *n* items, and *n* key reads.
    public static func by<Key: Comparable & SendableMetatype>(_ keyPath: KeyPath<Item, Key> & Sendable) -> Self {
        by { $0[keyPath: keyPath] }
    }

    /// Orders items by the `Comparable` value `key` computes, called once per row per sort.
    ///
    /// - Complexity: O(*n* log *n*) comparisons of keys for *n* items, and *n* calls of `key`.
    public static func by<Key: Comparable & SendableMetatype>(_ key: @escaping @Sendable (Item) -> Key) -> Self {
        Self { items, descending in
            let keys = items.map(key)
            var order = Array(items.indices)
            if descending {
                order.sort { a, b in keys[b] < keys[a] || (!(keys[a] < keys[b]) && a < b) }
            } else {
                order.sort { a, b in keys[a] < keys[b] || (!(keys[b] < keys[a]) && a < b) }
            }
            return order.map { items[$0] }
        }
    }

    /// Orders items with `areInIncreasingOrder`, which must be a strict weak ordering. Prefer a key
    /// (`by`) when the order is a key's: a comparator may compute what it compares O(*n* log *n*)
    /// times, a key once per row.
    ///
    /// - Complexity: O(*n* log *n*) calls of `areInIncreasingOrder` for *n* items.
    public static func comparator(_ areInIncreasingOrder: @escaping @Sendable (Item, Item) -> Bool) -> Self {
        Self { items, descending in
            var order = Array(items.indices)
            if descending {
                order.sort { a, b in
                    areInIncreasingOrder(items[b], items[a]) || (!areInIncreasingOrder(items[a], items[b]) && a < b)
                }
            } else {
                order.sort { a, b in
                    areInIncreasingOrder(items[a], items[b]) || (!areInIncreasingOrder(items[b], items[a]) && a < b)
                }
            }
            return order.map { items[$0] }
        }
    }

    /// Orders items with `sort`, which is told whether the order is descending: for an order that
    /// is not the ascending one reversed, such as a file manager's folders first in both directions.
    /// `sort` runs off the main thread for large snapshots, so it must be safe there, and it should
    /// compute what it compares once per item.
    ///
    /// - Complexity: as `sort`'s.
    public static func custom(_ sort: @escaping @Sendable (_ items: [Item], _ descending: Bool) -> [Item]) -> Self {
        Self(sort: sort)
    }

    /// `items` in this order, ascending or `descending`.
    ///
    /// - Complexity: as the order's, O(*n* log *n*) for *n* items.
    public func sorted(_ items: [Item], descending: Bool = false) -> [Item] {
        sort(items, descending)
    }
}
