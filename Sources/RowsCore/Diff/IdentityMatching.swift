/// Matching old rows to new rows by id: the hashing step of the diff.
///
/// A `Dictionary` keyed by id does this in O(n) but, past a few hundred thousand rows, almost every
/// insert and lookup misses the CPU caches. So the ids are first radix-partitioned by hash (a
/// counting sort: sequential passes that copy each id, its hash and its row into partition order),
/// then each partition is matched on its own with a small open-addressing table that stays in L2:
/// 8-byte slots holding the 32-bit hash and a position in the partition. Ids are compared only when
/// tags agree, and then within the partition's own memory.
///
/// Rows with a repeated id chain to their next occurrence, so that each new row pairs with the
/// earliest unpaired old row with its id, in O(1).
///
/// Past ``parallelThreshold`` rows the work is split over two threads: the old and the new ids are
/// partitioned side by side, then each thread matches half of the partitions (which touch disjoint rows).
/// At a low priority it is split only when a core is left for the frames drawn meanwhile
/// (``diffMayUseSecondCore()``).
@usableFromInline
struct IdentityMatching {
    /// How many rows (old plus new) a diff needs before it uses a second thread.
    @usableFromInline static let parallelThreshold = 32_768

    /// For each new row (relative to the range matched), the old row it pairs with, or -1.
    @usableFromInline var oldIndexOfNew: [Int32]
    /// For each old row, whether some new row pairs with it.
    @usableFromInline var oldIsMatched: [Bool]
    /// How many rows repeat an id already seen in their own list.
    @usableFromInline var repeatedRows = 0
    /// The index of one repeated row in the new list (if >= 0) or, encoded as -2 - index, in the old list.
    @usableFromInline var repeatedExample: Int? = nil
    /// Whether the rows were paired by walking them in order (``InOrderMatching``), not by hashing.
    @usableFromInline var walkedInOrder = false

    /// Pairs the rows of `oldRange` with those of `newRange`: by walking both in order first
    /// (``InOrderMatching``) when they hold `inOrderFrom` rows or more together, by hashing every id
    /// otherwise or when the walk gives up.
    @inlinable
    init<C: RandomAccessCollection>(
        old: C, oldRange: Range<Int>, new: C, newRange: Range<Int>, inOrderFrom: Int = InOrderMatching.minimumRows
    ) where C.Index == Int, C.Element: Identifiable {
        let oldCount = oldRange.count
        let newCount = newRange.count
        let walks = oldCount > 0 && newCount > 0 && oldCount + newCount >= inOrderFrom
        if walks {
            // The walk writes every entry (or gives up, and they are filled below): no filling first,
            // which for a million rows is 5 MB written for nothing. Debug builds fill with a value no
            // walk writes, and check below that none is left.
            #if DEBUG
                oldIndexOfNew = [Int32](repeating: .min, count: newCount)
                oldIsMatched = [Bool](repeating: true, count: oldCount)
            #else
                oldIndexOfNew = [Int32](threadSafeUninitializedCapacity: newCount) { $1 = newCount }
                oldIsMatched = [Bool](threadSafeUninitializedCapacity: oldCount) { $1 = oldCount }
            #endif
        } else {
            oldIndexOfNew = [Int32](repeating: -1, count: newCount)
            oldIsMatched = [Bool](repeating: false, count: oldCount)
        }
        // With one side empty nothing can pair; repeated ids are left for a diff that matches rows.
        guard oldCount > 0, newCount > 0 else { return }
        if walks {
            let walked = oldIsMatched.withUnsafeMutableBufferPointer { oldIsMatched in
                oldIndexOfNew.withUnsafeMutableBufferPointer { oldIndexOfNew in
                    InOrderMatching.match(
                        old: old, oldRange: oldRange, new: new, newRange: newRange,
                        oldIndexOfNew: oldIndexOfNew, oldIsMatched: oldIsMatched)
                }
            }
            if let walked {
                assert(Self.isConsistent(oldIndexOfNew, oldIsMatched), "the walk left a row of the matching unwritten")
                walkedInOrder = true
                repeatedRows = walked.repeated
                repeatedExample = walked.example
                return
            }
            // The lists differ in too many places: start again, by hashing.
            oldIndexOfNew.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
            oldIsMatched.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
        }

        // About 8,192 old rows per partition keeps each table and its ids in L2.
        var partitionBits = 0
        while (oldCount >> partitionBits) > 8192, partitionBits < 12 { partitionBits += 1 }
        let parallel =
            oldCount + newCount >= IdentityMatching.parallelThreshold && partitionBits > 0 && diffMayUseSecondCore()
        let (olds, news) = bothConcurrently(
            parallel,
            { PartitionedIDs(old, oldRange, bits: partitionBits) },
            { PartitionedIDs(new, newRange, bits: partitionBits) })

        let partitionCount = 1 << partitionBits
        let middle = parallel ? partitionCount / 2 : partitionCount
        let (first, second) = oldIsMatched.withUnsafeMutableBufferPointer { oldIsMatched in
            oldIndexOfNew.withUnsafeMutableBufferPointer { oldIndexOfNew in
                bothConcurrently(
                    parallel,
                    {
                        IdentityMatching.match(
                            partitions: 0..<middle, olds, news, oldCount: oldCount,
                            oldIsMatched: oldIsMatched, oldIndexOfNew: oldIndexOfNew)
                    },
                    {
                        IdentityMatching.match(
                            partitions: middle..<partitionCount, olds, news, oldCount: oldCount,
                            oldIsMatched: oldIsMatched, oldIndexOfNew: oldIndexOfNew)
                    })
            }
        }
        repeatedRows = first.repeated + second.repeated
        repeatedExample = second.example ?? first.example
    }

    /// Whether every new row is unpaired (-1) or paired with an old row, each old row at most once,
    /// and exactly the old rows paired are marked matched (for debug builds' checks).
    @inlinable
    static func isConsistent(_ oldIndexOfNew: [Int32], _ oldIsMatched: [Bool]) -> Bool {
        var paired = [Bool](repeating: false, count: oldIsMatched.count)
        for old in oldIndexOfNew where old != -1 {
            guard old >= 0, Int(old) < paired.count, !paired[Int(old)] else { return false }
            paired[Int(old)] = true
        }
        return paired == oldIsMatched
    }

    /// Matches the rows of `partitions`; returns how many rows repeated an id and one of them.
    @inlinable
    static func match<ID: Hashable>(
        partitions: Range<Int>, _ olds: PartitionedIDs<ID>, _ news: PartitionedIDs<ID>, oldCount: Int,
        oldIsMatched: UnsafeMutableBufferPointer<Bool>, oldIndexOfNew: UnsafeMutableBufferPointer<Int32>
    ) -> (repeated: Int, example: Int?) {
        var repeatedRows = 0
        var repeatedExample: Int? = nil
        var largest = 0
        for partition in partitions {
            largest = Swift.max(largest, olds.count(of: partition) + news.count(of: partition))
        }
        var tableSize = 16
        while tableSize < 2 * largest { tableSize <<= 1 }
        var table = [UInt64](repeating: 0, count: tableSize)
        // For an old position in partition order, the next old position with the same id, or -1.
        var nextOccurrence = [Int32]()

        table.withUnsafeMutableBufferPointer { slots in
            for partition in partitions {
                let oldSpan = olds.span(of: partition)
                let newSpan = news.span(of: partition)
                guard !oldSpan.isEmpty, !newSpan.isEmpty else { continue }
                var size = 16
                while size < 2 * (oldSpan.count + newSpan.count) { size <<= 1 }
                let mask = size - 1
                for slot in 0..<size { slots[slot] = 0 }
                // Slot values: 0 empty; 1 + old position; or 0x8000_0000 + new position (an id only in new).
                // Old rows, last first: a repeated id's slot ends at its earliest row, chaining to the later ones.
                for position in oldSpan.reversed() {
                    let hash = olds.hash(at: position)
                    let tag = UInt64(hash) << 32
                    var slot = Int(hash) & mask
                    while true {
                        let entry = slots[slot]
                        if entry == 0 {
                            slots[slot] = tag | UInt64(position + 1)
                            break
                        }
                        if entry & 0xFFFF_FFFF_0000_0000 == tag {
                            let other = Int(entry & 0xFFFF_FFFF) - 1
                            if olds.ids[other] == olds.ids[position] {
                                if nextOccurrence.isEmpty { nextOccurrence = [Int32](repeating: -1, count: oldCount) }
                                nextOccurrence[position] = Int32(other)
                                slots[slot] = tag | UInt64(position + 1)
                                repeatedRows += 1
                                repeatedExample = -2 - olds.row(at: position)
                                break
                            }
                        }
                        slot = (slot + 1) & mask
                    }
                }
                // New rows, first first: each pairs with the earliest unpaired old row with its id.
                for position in newSpan {
                    let hash = news.hash(at: position)
                    let tag = UInt64(hash) << 32
                    var slot = Int(hash) & mask
                    while true {
                        let entry = slots[slot]
                        if entry == 0 {
                            slots[slot] = tag | 0x8000_0000 | UInt64(position)
                            break
                        }
                        if entry & 0xFFFF_FFFF_0000_0000 == tag {
                            let value = Int(entry & 0xFFFF_FFFF)
                            if value & 0x8000_0000 != 0 {
                                if news.ids[value & 0x7FFF_FFFF] == news.ids[position] {
                                    repeatedRows += 1
                                    repeatedExample = news.row(at: position)
                                    break
                                }
                            } else if olds.ids[value - 1] == news.ids[position] {
                                let oldPosition = value - 1
                                let oldRow = olds.row(at: oldPosition)
                                if !oldIsMatched[oldRow] {
                                    oldIsMatched[oldRow] = true
                                    oldIndexOfNew[news.row(at: position)] = Int32(oldRow)
                                    if !nextOccurrence.isEmpty, nextOccurrence[oldPosition] >= 0 {
                                        slots[slot] = tag | UInt64(nextOccurrence[oldPosition] + 1)
                                    }
                                } else {
                                    repeatedRows += 1
                                    repeatedExample = news.row(at: position)
                                }
                                break
                            }
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
        return (repeatedRows, repeatedExample)
    }
}

/// A list's ids with their hashes and rows, grouped by the top bits of the hash (a counting sort).
/// Within a partition, rows keep their order.
@usableFromInline
struct PartitionedIDs<ID: Hashable> {
    /// Ids in partition order.
    @usableFromInline var ids: [ID]
    /// Their hashes and rows, in partition order: the 32-bit hash (its top bits pick the partition,
    /// its low bits the slot) above the row, relative to the range partitioned. One 8-byte entry, so
    /// that the scatter writes two streams per partition (the ids and these), not three.
    @usableFromInline var entries: [UInt64]
    /// `starts[p] ..< starts[p + 1]` are partition `p`'s positions.
    @usableFromInline var starts: [Int]

    @inlinable
    init<C: RandomAccessCollection>(_ list: C, _ range: Range<Int>, bits: Int)
    where C.Index == Int, C.Element: Identifiable, C.Element.ID == ID {
        let count = range.count
        let seed = diffHashSeed
        let partitions = 1 << bits
        let shift = UInt32(32 - bits)
        @inline(__always) func partition(_ hash: UInt32) -> Int { bits == 0 ? 0 : Int(hash >> shift) }
        // One pass reads the ids in order, hashes them and counts each partition's rows.
        var starts = [Int](repeating: 0, count: partitions + 1)
        let rowHashes = starts.withUnsafeMutableBufferPointer { counts in
            [UInt32](threadSafeUninitializedCapacity: count) { hashes, initialized in
                for row in 0..<count {
                    let hash = diffHash(list[range.lowerBound + row].id, seed: seed)
                    hashes[row] = hash
                    counts[partition(hash) + 1] += 1
                }
                initialized = count
            }
        }
        for index in 0..<partitions { starts[index + 1] += starts[index] }
        // The second reads them in order again and writes each to its partition's next place.
        var entries = [UInt64]()
        let ids = [ID](threadSafeUninitializedCapacity: count) { ids, initialized in
            entries = [UInt64](threadSafeUninitializedCapacity: count) { entries, initializedEntries in
                var next = starts
                next.withUnsafeMutableBufferPointer { next in
                    rowHashes.withUnsafeBufferPointer { rowHashes in
                        for row in 0..<count {
                            let hash = rowHashes[row]
                            let position = next[partition(hash)]
                            next[partition(hash)] = position + 1
                            entries[position] = UInt64(hash) << 32 | UInt64(row)
                            (ids.baseAddress! + position).initialize(to: list[range.lowerBound + row].id)
                        }
                    }
                }
                initializedEntries = count
            }
            initialized = count
        }
        self.ids = ids
        self.entries = entries
        self.starts = starts
    }

    /// The hash of the entry at `position`, in partition order.
    @inlinable @inline(__always)
    func hash(at position: Int) -> UInt32 { UInt32(truncatingIfNeeded: entries[position] >> 32) }

    /// The row of the entry at `position`, in partition order, relative to the range partitioned.
    @inlinable @inline(__always)
    func row(at position: Int) -> Int { Int(UInt32(truncatingIfNeeded: entries[position])) }

    @inlinable
    func count(of partition: Int) -> Int { starts[partition + 1] - starts[partition] }

    @inlinable
    func span(of partition: Int) -> Range<Int> { starts[partition]..<starts[partition + 1] }
}
