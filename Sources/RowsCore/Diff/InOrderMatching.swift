/// Matching old rows to new rows by walking both lists side by side: the diff's path for a few
/// changes scattered through long lists, where hashing every id (``IdentityMatching``) would be most
/// of the diff's work.
///
/// Where both lists show the same id at the places reached, the two rows pair and both walks step
/// on. Where they differ, the walk looks a few rows ahead in both lists for the nearest places that
/// show the same id again (further, in one list at a time, for a block of rows inserted, removed or
/// moved), and sets aside the rows it steps over. The ids set aside go into a small table of their
/// own; one more pass hashes every row's id to probe that table, finding every row that carries one
/// of them, and those rows pair as ``IdentityMatching`` pairs them: the *k*-th new row with an id
/// with the *k*-th old row with it. Every other id pairs in the walk, in order, which is the same
/// pairing. So the matching, and the changes made from it, are exactly those of the hashing path;
/// what it does not see are repeated ids among rows it only passed by in order.
///
/// It gives up when the rows set aside pass a budget (a 128th of the rows, old and new together, at
/// least 64), or when the far scans for blocks have compared half as many ids as there are rows
/// without finding the lists in step again: lists that differ in many places are matched by hashing.
@usableFromInline
enum InOrderMatching {
    /// How many rows (old plus new) a diff needs before it walks them in order first.
    @usableFromInline static let minimumRows = 16_384
    /// How many rows ahead, in both lists together, the walk looks for the lists to agree again.
    @usableFromInline static let lookahead = 8

    /// Pairs the rows of `oldRange` and `newRange` (the arrays are relative to the ranges and start
    /// unpaired: -1 and false). Returns how many rows repeated an id and one of them (as
    /// ``IdentityMatching/repeatedExample`` encodes it), or nil when the lists differ in too many
    /// places; the arrays are then left partly filled.
    ///
    /// - Complexity: O(*n* + *m*) for *n* old rows and *m* new rows: each id is compared about once in
    ///   the walk and hashed once in the probing pass; at each of the *k* places where the lists
    ///   differ, up to `lookahead`² comparisons, and the far scans compare (*n* + *m*) / 2 ids at most.
    @inlinable
    static func match<C: RandomAccessCollection>(
        old: C, oldRange: Range<Int>, new: C, newRange: Range<Int>,
        oldIndexOfNew: UnsafeMutableBufferPointer<Int32>, oldIsMatched: UnsafeMutableBufferPointer<Bool>
    ) -> (repeated: Int, example: Int?)? where C.Index == Int, C.Element: Identifiable {
        let oldCount = oldRange.count
        let newCount = newRange.count
        let oldBase = oldRange.lowerBound
        let newBase = newRange.lowerBound
        let budget = Swift.max(64, (oldCount + newCount) / 128)
        var asideOld = [Int32]()
        var asideNew = [Int32]()
        // Id comparisons the far scans may still make: half a comparison per row.
        var scansLeft = (oldCount + newCount) / 2
        var i = 0
        var j = 0
        while i < oldCount, j < newCount {
            if old[oldBase + i].id == new[newBase + j].id {
                oldIndexOfNew[j] = Int32(i)
                oldIsMatched[i] = true
                i += 1
                j += 1
                continue
            }
            // The nearest places ahead where the lists agree, fewest rows stepped over first.
            var skipOld = 0
            var skipNew = 0
            search: for distance in 1...lookahead {
                for ahead in 0...distance {
                    let i2 = i + ahead
                    let j2 = j + distance - ahead
                    guard i2 < oldCount, j2 < newCount else { continue }
                    if old[oldBase + i2].id == new[newBase + j2].id {
                        skipOld = ahead
                        skipNew = distance - ahead
                        break search
                    }
                }
            }
            if skipOld + skipNew == 0 {
                // None near: a block of rows inserted, removed or moved here, or rows replaced. Look
                // further, up to the budget, for either row; the scans' own budget ends the walk
                // where the lists have little in common (a shuffle).
                let reach = budget - asideOld.count - asideNew.count
                guard scansLeft >= 2 * reach else { return nil }
                let newID = new[newBase + j].id
                var ahead = lookahead + 1
                while ahead <= reach, i + ahead < oldCount, old[oldBase + i + ahead].id != newID { ahead += 1 }
                let oldID = old[oldBase + i].id
                var later = lookahead + 1
                while later <= Swift.min(reach, ahead - 1), j + later < newCount, new[newBase + j + later].id != oldID {
                    later += 1
                }
                scansLeft -= ahead + later
                if later < ahead, later <= reach, j + later < newCount {
                    skipNew = later
                } else if ahead <= reach, i + ahead < oldCount {
                    skipOld = ahead
                } else {
                    // Neither shows up again nearby: both are set aside (a row replaced).
                    skipOld = 1
                    skipNew = 1
                }
            }
            for row in i..<(i + skipOld) { asideOld.append(Int32(row)) }
            for row in j..<(j + skipNew) { asideNew.append(Int32(row)) }
            i += skipOld
            j += skipNew
            if asideOld.count + asideNew.count > budget { return nil }
        }
        guard asideOld.count + asideNew.count + (oldCount - i) + (newCount - j) <= budget else { return nil }
        for row in i..<oldCount { asideOld.append(Int32(row)) }
        for row in j..<newCount { asideNew.append(Int32(row)) }
        guard !asideOld.isEmpty || !asideNew.isEmpty else { return (0, nil) }

        var table = AsideIDs<C.Element.ID>(capacity: asideOld.count + asideNew.count)
        for row in asideOld { table.insert(old[oldBase + Int(row)].id) }
        for row in asideNew { table.insert(new[newBase + Int(row)].id) }
        // Every row with an id set aside, in order, per id.
        var oldPlaces = [[Int32]](repeating: [], count: table.ids.count)
        var newPlaces = [[Int32]](repeating: [], count: table.ids.count)
        table.forEachRow(of: old, in: oldRange) { row, id in oldPlaces[id].append(Int32(row)) }
        table.forEachRow(of: new, in: newRange) { row, id in newPlaces[id].append(Int32(row)) }
        var repeated = 0
        var example: Int?
        for id in table.ids.indices {
            let olds = oldPlaces[id]
            let news = newPlaces[id]
            // Undo what the walk paired of this id, then pair the k-th new row with the k-th old row.
            for row in news { oldIndexOfNew[Int(row)] = -1 }
            for row in olds { oldIsMatched[Int(row)] = false }
            for k in 0..<Swift.min(olds.count, news.count) {
                oldIndexOfNew[Int(news[k])] = olds[k]
                oldIsMatched[Int(olds[k])] = true
            }
            // Repeats, counted as IdentityMatching counts them: old rows after the first with the id,
            // and new rows beyond the old ones (beyond the first when no old row has the id).
            if olds.count > 1 {
                repeated += olds.count - 1
                example = -2 - Int(olds[1])
            }
            let surplus = news.count - Swift.max(olds.count, 1)
            if surplus > 0 {
                repeated += surplus
                example = Int(news[news.count - 1])
            }
        }
        return (repeated, example)
    }
}

/// The ids an in-order walk set aside, each once, in an open-addressing table of 8-byte slots (the
/// 32-bit hash above 1 + the id's index in ``ids``), half empty at most, behind a filter of 32 bits
/// per id: nearly every row of both lists is looked up and missing, and a miss that the filter
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

    /// Adds `id` unless it is there.
    @inlinable
    mutating func insert(_ id: ID) {
        let hash = diffHash(id, seed: seed)
        let tag = UInt64(hash) << 32
        var slot = Int(hash) & mask
        while slots[slot] != 0 {
            if slots[slot] & 0xFFFF_FFFF_0000_0000 == tag, ids[Int(slots[slot] & 0xFFFF_FFFF) - 1] == id { return }
            slot = (slot + 1) & mask
        }
        ids.append(id)
        slots[slot] = tag | UInt64(ids.count)
        let bit = Int(hash) & filterMask
        filter[bit >> 6] |= 1 << UInt64(bit & 63)
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
