/// Reading one sort key per row.
@usableFromInline
enum RowKeys {
    /// `key` of each item, in order; a large list is read on two threads at once, half each.
    ///
    /// - Complexity: *n* calls of `key`.
    @inlinable
    static func keys<Item, Key>(of items: [Item], _ key: (Item) -> Key) -> [Key] {
        items.withUnsafeBufferPointer { items in keys(count: items.count) { key(items[$0]) } }
    }

    /// The key stored `offset` bytes into each item, copied from the items in place: no key path is
    /// applied and no item copied. A large list is read on two threads at once, half each. `offset`
    /// must be what `MemoryLayout<Item>.offset(of:)` gives for a `KeyPath<Item, Key>`: any other is
    /// undefined behaviour.
    ///
    /// - Complexity: O(*n*) for *n* items.
    @inlinable
    static func keys<Item, Key>(of items: [Item], storedAt offset: Int, as _: Key.Type) -> [Key] {
        items.withUnsafeBufferPointer { items in
            guard let base = items.baseAddress else { return [] }
            let start = UnsafeRawPointer(base) + offset
            return keys(count: items.count) { index in
                (start + index &* MemoryLayout<Item>.stride).assumingMemoryBound(to: Key.self).pointee
            }
        }
    }

    /// `key` of each index below `count`, in order; from 50,000 on two threads at once, half each.
    ///
    /// - Complexity: `count` calls of `key`.
    @inlinable
    static func keys<Key>(count: Int, _ key: (Int) -> Key) -> [Key] {
        guard count >= 50_000 else { return (0..<count).map(key) }
        return [Key](threadSafeUninitializedCapacity: count) { buffer, initialized in
            let keys = UncheckedSendable(buffer.baseAddress!)
            let parts = halves(of: count, splittingFrom: 50_000)
            concurrentIterations(parts.count) { part in
                for index in parts[part] { (keys.value + index).initialize(to: key(index)) }
            }
            initialized = count
        }
    }
}
