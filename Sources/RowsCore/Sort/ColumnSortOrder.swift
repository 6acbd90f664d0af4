/// How a column orders the items when its header is clicked: by a key computed once per row, or by
/// a comparator.
///
/// ```swift
/// let name = ColumnSortOrder<FileEntry>.by(\.name)
/// let size = ColumnSortOrder<FileEntry>.by { $0.byteCount ?? -1 }
/// let kind = ColumnSortOrder<FileEntry>.comparator { $0.kind.rawValue < $1.kind.rawValue }
/// ```
///
/// Sorts are stable: items with equal keys keep the order they had. Descending is the ascending
/// order's comparison reversed, so items with equal keys keep their order there too.
///
/// A key path is applied, or a key closure called, once per row per sort (on two threads for large
/// lists); a key stored in the items is read where they hold it, with no key path applied. `String`
/// keys that are ASCII and integer keys are sorted by a radix sort of their bytes, in the same order
/// as `<`; other keys, and `String` keys with non-ASCII characters (whose `<` is not byte order), by
/// comparing with `<`.
public struct ColumnSortOrder<Item: Sendable>: Sendable {
    /// The indices of items in sorted order, ascending or descending.
    @usableFromInline let order: @Sendable (_ items: [Item], _ descending: Bool) -> [Int]
    /// The indices of items sorted the other way, in ascending order or descending: for ASCII
    /// `String` and integer keys reversed, except that items with equal keys keep their order;
    /// otherwise sorted.
    @usableFromInline let flip: @Sendable (_ sortedItems: [Item], _ descending: Bool) -> [Int]

    /// An order that sorts with `order` and turns a sorted list round with `flip`.
    @usableFromInline init(
        order: @escaping @Sendable (_ items: [Item], _ descending: Bool) -> [Int],
        flip: @escaping @Sendable (_ sortedItems: [Item], _ descending: Bool) -> [Int]
    ) {
        self.order = order
        self.flip = flip
    }

    /// Orders items by the `Comparable` value at `keyPath`, applied at most once per row per sort.
    ///
    /// When `keyPath` names a value stored in the item (a stored property of a struct, nested or not,
    /// a tuple's element, or `\.self`: `MemoryLayout<Item>.offset(of:)` has its offset), the keys are
    /// read where the items hold them, with no key path applied and no item copied; ASCII `String`
    /// keys then go to the radix sort without being copied into an array first.
    ///
    /// - Complexity: *n* key reads for *n* items, then O(*n*) radix passes for ASCII `String` and
    ///   integer keys (plus comparisons of the keys that tie on 8 bytes), or O(*n* log *n*)
    ///   comparisons of keys.
    @inlinable
    public static func by<Key: Comparable & SendableMetatype>(_ keyPath: KeyPath<Item, Key> & Sendable) -> Self {
        // A stored property of a struct is read in place, at its offset; any other key path is applied.
        guard let offset = MemoryLayout<Item>.offset(of: keyPath) else { return by { $0[keyPath: keyPath] } }
        return Self(
            order: { items, descending in
                StableKeyOrder.order(ofKeysIn: items, storedAt: offset, as: Key.self, descending: descending)
            },
            flip: { items, descending in
                StableKeyOrder.flipped(
                    sortedKeys: RowKeys.keys(of: items, storedAt: offset, as: Key.self), descending: descending)
            })
    }

    /// Orders items by the `Comparable` value `key` computes, called once per row per sort.
    ///
    /// - Complexity: *n* calls of `key` for *n* items, then O(*n*) radix passes for ASCII `String`
    ///   and integer keys (plus comparisons of the keys that tie on 8 bytes), or O(*n* log *n*)
    ///   comparisons of keys.
    @inlinable
    public static func by<Key: Comparable & SendableMetatype>(_ key: @escaping @Sendable (Item) -> Key) -> Self {
        Self(
            order: { items, descending in
                StableKeyOrder.order(of: RowKeys.keys(of: items, key), descending: descending)
            },
            flip: { items, descending in
                StableKeyOrder.flipped(sortedKeys: RowKeys.keys(of: items, key), descending: descending)
            })
    }

    /// Orders items with `areInIncreasingOrder`, which must be a strict weak ordering. Prefer a key
    /// (`by`) when the order is a key's: a comparator may compute what it compares O(*n* log *n*)
    /// times, a key once per row.
    ///
    /// - Complexity: O(*n* log *n*) calls of `areInIncreasingOrder` for *n* items.
    public static func comparator(_ areInIncreasingOrder: @escaping @Sendable (Item, Item) -> Bool) -> Self {
        let order: @Sendable ([Item], Bool) -> [Int] = { items, descending in
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
            return order
        }
        return Self(order: order, flip: order)
    }

    /// Orders items with `indices`, which is told whether the order is descending and gives the
    /// items' indices in order, each once: for an order that is not the ascending one reversed, such
    /// as a file manager's folders first in both directions. `indices` runs off the main thread for
    /// large lists, so it must be safe there, and it should compute what it compares once per item.
    ///
    /// - Complexity: as `indices`'.
    public static func custom(_ indices: @escaping @Sendable (_ items: [Item], _ descending: Bool) -> [Int]) -> Self {
        Self(order: indices, flip: indices)
    }

    /// `items` in this order, ascending or `descending`.
    ///
    /// - Complexity: as the order's: O(*n*) radix passes or O(*n* log *n*) comparisons for *n* items.
    public func sorted(_ items: [Item], descending: Bool = false) -> [Item] {
        order(items, descending).map { items[$0] }
    }

    /// The indices of `items` in this order, ascending or `descending`: `sorted(items)` is
    /// `indices(of: items).map { items[$0] }`.
    ///
    /// - Complexity: as the order's: O(*n*) radix passes or O(*n* log *n*) comparisons for *n* items.
    public func indices(of items: [Item], descending: Bool = false) -> [Int] {
        order(items, descending)
    }

    /// The indices of `sortedItems`, which are in this order the other way, in this order ascending
    /// or `descending`: what ``indices(of:descending:)`` gives, with no sort for ASCII `String` and
    /// integer keys (one key read per item). Items not sorted the other way get a meaningless order.
    ///
    /// - Complexity: *n* key reads and O(*n*) for *n* ASCII `String` or integer keys; otherwise as
    ///   ``indices(of:descending:)``.
    package func flippedIndices(ofSorted sortedItems: [Item], descending: Bool) -> [Int] {
        flip(sortedItems, descending)
    }
}
