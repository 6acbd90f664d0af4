/// The ids an in-order walk set aside, each once, in an open-addressing table of 8-byte slots (the
/// 32-bit hash above 1 + the id's index in ``ids``), half empty at most, behind a filter of 32 bits
/// per id: nearly every row of the old list is looked up and missing, and a miss that the filter
/// answers is one load and a branch that is almost always predicted (probing the table at once
/// mispredicted on a third of the rows).
@usableFromInline
struct AsideIDs<ID: Hashable> {
    /// The distinct ids, in the order they were inserted.
    @usableFromInline var ids: [ID] = []
    @usableFromInline var slots: [UInt64]
    @usableFromInline let mask: Int
    /// Bit `hash & filterMask` is set for each id's hash.
    @usableFromInline var filter: [UInt64]
    @usableFromInline let filterMask: Int
    @usableFromInline let seed = diffHashSeed

    /// A table for up to `capacity` distinct ids.
    @inlinable
    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
        var bits = 512
        while bits < 32 * capacity { bits <<= 1 }
        filter = [UInt64](repeating: 0, count: bits / 64)
        filterMask = bits - 1
    }

    /// Adds `id` unless it is there; returns its index in ``ids``.
    @inlinable @discardableResult
    mutating func insert(_ id: ID) -> Int {
        let hash = diffHash(id, seed: seed)
        let tag = UInt64(hash) << 32
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            if slots[slot] & 0xFFFF_FFFF_0000_0000 == tag, ids[Int(slots[slot] & 0xFFFF_FFFF) - 1] == id {
                return Int(slots[slot] & 0xFFFF_FFFF) - 1
            }
            slot = (slot + 1) & mask
        }
        ids.append(id)
        slots[slot] = tag | UInt64(ids.count)
        let bit = Int(hash) & filterMask
        filter[bit >> 6] |= 1 << UInt64(bit & 63)
        return ids.count - 1
    }

    /// Calls `body` with each row of `list` in `range` (relative to it) whose id is in the table, and
    /// the id's index in ``ids``, in order.
    @inlinable
    func forEachRow<C: RandomAccessCollection>(
        of list: C, in range: Range<Int>, _ body: (_ row: Int, _ id: Int) -> Void
    ) where C.Index == Int, C.Element: Identifiable, C.Element.ID == ID {
        slots.withUnsafeBufferPointer { slots in
            filter.withUnsafeBufferPointer { filter in
                for row in range {
                    let id = list[row].id
                    let hash = diffHash(id, seed: seed)
                    let bit = Int(hash) & filterMask
                    guard filter[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { continue }
                    var slot = Int(hash) & mask
                    var entry = slots[slot]
                    // Nearly every row misses: its first slot is empty.
                    while entry != 0 {
                        if entry >> 32 == UInt64(hash), ids[Int(entry & 0xFFFF_FFFF) - 1] == id {
                            body(row - range.lowerBound, Int(entry & 0xFFFF_FFFF) - 1)
                            break
                        }
                        slot = (slot + 1) & mask
                        entry = slots[slot]
                    }
                }
            }
        }
    }
}
