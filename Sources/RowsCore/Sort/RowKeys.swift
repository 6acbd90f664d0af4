/// Reading one sort key per row.
@usableFromInline
enum RowKeys {
    /// `key` of each item, in order; a large list is read on two threads at once, half each.
    ///
    /// - Complexity: *n* calls of `key`.
    @inlinable
    static func keys<Item, Key>(of items: [Item], _ key: (Item) -> Key) -> [Key] {
        let count = items.count
        guard count >= 50_000 else { return items.map(key) }
        return [Key](unsafeUninitializedCapacity: count) { buffer, initialized in
            let keys = UncheckedSendable(buffer.baseAddress!)
            let half = count / 2
            items.withUnsafeBufferPointer { items in
                concurrentIterations(2) { part in
                    for index in part == 0 ? 0..<half : half..<count {
                        (keys.value + index).initialize(to: key(items[index]))
                    }
                }
            }
            initialized = count
        }
    }
}
