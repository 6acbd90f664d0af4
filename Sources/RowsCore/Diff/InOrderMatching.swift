/// Matching old rows to new rows by walking both lists side by side: the diff's path for a few
/// changes scattered through long lists, where hashing every id (``IdentityMatching``) would be most
/// of the diff's work.
///
/// Where both lists show the same id at the places reached, the two rows pair and both walks step
/// on. Where they differ, the walk looks a few rows ahead in both lists for the nearest places that
/// show the same id again (further, in one list at a time, for a block of rows inserted, removed or
/// moved), and sets aside the rows it steps over. The ids set aside go into a small table of their
/// own; one more pass hashes every old row's id to probe that table, finding every old row that
/// carries one of them (a new row with one is set aside itself, or paired in the walk with such an
/// old row), and those rows pair as ``IdentityMatching`` pairs them: the *k*-th new row with an id
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

    /// Pairs the rows of `oldRange` and `newRange`, writing every entry of the arrays (relative to the
    /// ranges; they may start uninitialized). Returns how many rows repeated an id and one of them (as
    /// ``IdentityMatching/repeatedExample`` encodes it), or nil when the lists differ in too many
    /// places; the arrays are then left partly written.
    ///
    /// - Complexity: O(*n* + *m*) for *n* old rows and *m* new rows: each id is compared about once in
    ///   the walk, and each old row's id hashed once in the probing pass; at each of the *k* places
    ///   where the lists differ, up to `lookahead`² comparisons, and the far scans compare
    ///   (*n* + *m*) / 2 ids at most; the *s* rows set aside and the rows carrying their ids are
    ///   sorted per id, O(*s* log *s*) for distinct ids.
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
        // Where each stretch of rows paired in step starts (old, new), for finding an old row's partner.
        var stretches: [(old: Int, new: Int)] = [(0, 0)]
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
            // Set aside the rows stepped over. (Written out again for the tails below: one local
            // function for both, capturing these arrays, made the million-row burst 1 ms slower.)
            for row in i..<(i + skipOld) {
                asideOld.append(Int32(row))
                oldIsMatched[row] = false
            }
            for row in j..<(j + skipNew) {
                asideNew.append(Int32(row))
                oldIndexOfNew[row] = -1
            }
            i += skipOld
            j += skipNew
            stretches.append((i, j))
            if asideOld.count + asideNew.count > budget { return nil }
        }
        guard asideOld.count + asideNew.count + (oldCount - i) + (newCount - j) <= budget else { return nil }
        for row in i..<oldCount {
            asideOld.append(Int32(row))
            oldIsMatched[row] = false
        }
        for row in j..<newCount {
            asideNew.append(Int32(row))
            oldIndexOfNew[row] = -1
        }
        guard !asideOld.isEmpty || !asideNew.isEmpty else { return (0, nil) }

        var table = AsideIDs<C.Element.ID>(capacity: asideOld.count + asideNew.count)
        for row in asideOld { table.insert(old[oldBase + Int(row)].id) }
        // Every row with an id set aside, in order, per id: the new rows set aside, then the old rows
        // found by probing and, for those the walk paired, their partners (same id).
        var oldPlaces = [[Int32]](repeating: [], count: table.ids.count)
        var newPlaces = [[Int32]](repeating: [], count: table.ids.count)
        for row in asideNew {
            let id = table.insert(new[newBase + Int(row)].id)
            if id == oldPlaces.count {
                oldPlaces.append([])
                newPlaces.append([])
            }
            newPlaces[id].append(row)
        }
        var stretch = 0
        table.forEachRow(of: old, in: oldRange) { row, id in
            oldPlaces[id].append(Int32(row))
            guard oldIsMatched[row] else { return }
            while stretch + 1 < stretches.count, stretches[stretch + 1].old <= row { stretch += 1 }
            newPlaces[id].append(Int32(stretches[stretch].new + row - stretches[stretch].old))
        }
        var repeated = 0
        var example: Int?
        for id in table.ids.indices {
            let olds = oldPlaces[id]
            // The new rows set aside, then the partners in old order: in new order once sorted.
            if newPlaces[id].count > 1 { newPlaces[id].sort() }
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
