import Glibc

/// Finds search words in ``FoldedTexts`` with the C library's `memmem` (two-way search, vectorised in
/// glibc), checking a ``SearchCancellation`` as it goes.
enum SubstringScan {
    private typealias MemMem = @convention(c) (UnsafeRawPointer?, Int, UnsafeRawPointer?, Int) -> UnsafeMutableRawPointer?

    /// glibc's `memmem`, looked up once: Swift's Glibc module leaves it out (it is declared only under
    /// `_GNU_SOURCE`), and RowsCore has no C target of its own.
    private static let memmem: MemMem = {
        guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "memmem") else {
            fatalError("the C library has no memmem")
        }
        return unsafeBitCast(symbol, to: MemMem.self)
    }()

    /// Where `needle` first occurs in `haystack`, or nil.
    @inline(__always)
    static func firstOffset(of needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        guard let hit = memmem(haystack.baseAddress, haystack.count, needle.baseAddress, needle.count) else { return nil }
        return UnsafeRawPointer(hit) - haystack.baseAddress!
    }

    /// Whether `haystack` contains `needle`.
    static func contains(_ haystack: UnsafeRawBufferPointer, _ needle: [UInt8]) -> Bool {
        needle.withUnsafeBytes { firstOffset(of: $0, in: haystack) != nil }
    }

    /// The needles, the rarest first: the scan looks for the first across the buffer and checks the
    /// others only in the rows it finds. Rarity is counted in three 64 KB samples of the texts.
    /// - Complexity: O(*w*) scans of at most 192 KB, for *w* needles.
    static func rarestFirst(_ needles: [[UInt8]], in texts: FoldedTexts) -> [[UInt8]] {
        guard needles.count > 1 else { return needles }
        let counts = texts.bytes.withUnsafeBytes { bytes in
            let sample = min(65_536, bytes.count)
            let starts = [0, (bytes.count - sample) / 2, bytes.count - sample]
            return needles.map { needle in
                needle.withUnsafeBytes { needle in
                    starts.reduce(0) { total, start in
                        var count = 0
                        var offset = start
                        while let hit = firstOffset(
                            of: needle, in: UnsafeRawBufferPointer(rebasing: bytes[offset..<(start + sample)]))
                        {
                            count += 1
                            offset += hit + 1
                        }
                        return total + count
                    }
                }
            }
        }
        return needles.indices.sorted { (counts[$0], -needles[$0].count) < (counts[$1], -needles[$1].count) }.map { needles[$0] }
    }

    /// The rows in `rows` whose text contains every needle, ascending; nil if cancelled.
    ///
    /// One `memmem` runs over the whole span for the first needle; each hit is mapped to its row (a
    /// galloping search over the row starts), the row is checked for the other needles, and the scan
    /// goes on from the next row.
    /// - Complexity: O(*b*) in the span's bytes, plus O(log *d*) per row hit for a jump of *d* rows.
    static func rows(
        containing needles: [[UInt8]], in texts: FoldedTexts, rows: Range<Int>, cancellation: SearchCancellation?
    ) -> [Int32]? {
        guard let first = needles.first, !rows.isEmpty else { return [] }
        var found = [Int32]()
        let cancelled: Bool = texts.bytes.withUnsafeBytes { bytes in
            texts.starts.withUnsafeBufferPointer { starts in
                first.withUnsafeBytes { needle in
                    var row = rows.lowerBound
                    var offset = Int(starts[row])
                    let end = Int(starts[rows.upperBound])
                    while offset < end {
                        if cancellation?.isCancelled == true { return true }
                        guard let hit = firstOffset(of: needle, in: UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
                        else { break }
                        row = Self.row(containing: offset + hit, from: row, starts: starts)
                        let text = UnsafeRawBufferPointer(rebasing: bytes[Int(starts[row])..<(Int(starts[row + 1]) - 1)])
                        if needles.dropFirst().allSatisfy({ contains(text, $0) }) { found.append(Int32(row)) }
                        row += 1
                        offset = Int(starts[row])
                    }
                    return false
                }
            }
        }
        return cancelled ? nil : found
    }

    /// The candidates whose text contains every needle, in their order; nil if cancelled.
    /// - Complexity: O(*k*) `memmem` calls over single rows, for *k* candidates.
    static func rows(
        containing needles: [[UInt8]], in texts: FoldedTexts, among candidates: ArraySlice<Int32>,
        cancellation: SearchCancellation?
    ) -> [Int32]? {
        var found = [Int32]()
        let cancelled: Bool = texts.bytes.withUnsafeBytes { bytes in
            texts.starts.withUnsafeBufferPointer { starts in
                for (checked, candidate) in candidates.enumerated() {
                    if checked & 4095 == 0, cancellation?.isCancelled == true { return true }
                    let row = Int(candidate)
                    let text = UnsafeRawBufferPointer(rebasing: bytes[Int(starts[row])..<(Int(starts[row + 1]) - 1)])
                    if needles.allSatisfy({ contains(text, $0) }) { found.append(candidate) }
                }
                return false
            }
        }
        return cancelled ? nil : found
    }

    /// The row whose bytes hold `offset`, searching forward from `row` (whose start is at or before it):
    /// the next row first, then by doubling steps and a binary search.
    @inline(__always)
    private static func row(containing offset: Int, from row: Int, starts: UnsafeBufferPointer<UInt32>) -> Int {
        let last = starts.count - 1  // starts[last] is the end of the buffer, past every offset
        if Int(starts[row + 1]) > offset { return row }
        var low = row + 1
        var step = 1
        var high = low + step
        while high < last, Int(starts[high]) <= offset {
            low = high
            step <<= 1
            high = low + step
        }
        high = min(high, last)
        // starts[low] <= offset < starts[high]
        while high - low > 1 {
            let middle = (low + high) >> 1
            if Int(starts[middle]) <= offset { low = middle } else { high = middle }
        }
        return low
    }
}
