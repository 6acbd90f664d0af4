/// ASCII `String` keys packed for ``RadixSort``: for each row, the 8 bytes that follow the prefix all
/// keys share (zero-padded), big-endian, so that unsigned order is byte order.
///
/// Keys that tie on those 8 bytes may still differ after them (or be a prefix of each other, or
/// hold NUL bytes), so ``resolvingTies(in:)`` compares such rows as strings.
struct ASCIIWindows {
    /// The keys.
    let keys: [String]
    /// One entry per key, in the keys' order.
    let entries: [RadixEntry]

    /// The windows of `keys`, or nil when a key is not ASCII (or there are too many keys to index
    /// with 32 bits).
    ///
    /// - Complexity: O(*n* + *b*) for *n* keys of *b* bytes in all, on up to two threads.
    init?(_ keys: [String]) {
        guard keys.count <= Int(UInt32.max) else { return nil }
        self.keys = keys
        guard let shared = Self.sharedPrefixIfASCII(keys) else { return nil }
        entries = Self.windows(of: keys, after: shared)
    }

    /// The length of the prefix all keys share, or nil when a key is not ASCII.
    private static func sharedPrefixIfASCII(_ keys: [String]) -> Int? {
        guard var first = keys.first else { return 0 }
        let firstBytes = first.withUTF8 { Array($0) }
        let halves = split(keys.count)
        var results = [Int?](repeating: nil, count: halves.count)
        results.withUnsafeMutableBufferPointer { results in
            let shared = UncheckedSendable(results)
            concurrentIterations(halves.count) { half in
                var prefix = firstBytes.count
                var isASCII = true
                for position in halves[half] {
                    var key = keys[position]
                    key.withUTF8 { bytes in
                        var common = 0
                        let limit = min(prefix, bytes.count)
                        while common < limit, bytes[common] == firstBytes[common] { common += 1 }
                        prefix = common
                        for byte in bytes where byte >= 0x80 {
                            isASCII = false
                            break
                        }
                    }
                    if !isASCII { break }
                }
                shared.value[half] = isASCII ? prefix : nil
            }
        }
        guard results.allSatisfy({ $0 != nil }) else { return nil }
        return results.map { $0! }.min()!
    }

    /// Each key's window of 8 bytes from `offset`, with its index.
    private static func windows(of keys: [String], after offset: Int) -> [RadixEntry] {
        // No keys: Array(unsafeUninitializedCapacity: 0) writes its count into the one shared empty
        // array storage, which every thread reads (ThreadSanitizer reports it).
        guard !keys.isEmpty else { return [] }
        let halves = split(keys.count)
        return [RadixEntry](unsafeUninitializedCapacity: keys.count) { buffer, initialized in
            let shared = UncheckedSendable(buffer)
            concurrentIterations(halves.count) { half in
                for position in halves[half] {
                    var key = keys[position]
                    let window = key.withUTF8 { bytes in
                        var window: UInt64 = 0
                        var byte = offset
                        while byte < offset + 8 {
                            window <<= 8
                            if byte < bytes.count { window |= UInt64(bytes[byte]) }
                            byte += 1
                        }
                        return window
                    }
                    (shared.value.baseAddress! + position).initialize(
                        to: RadixEntry(key: window, index: UInt32(truncatingIfNeeded: position)))
                }
            }
            initialized = keys.count
        }
    }

    /// `0..<count` in two halves (one when small).
    private static func split(_ count: Int) -> [Range<Int>] {
        count < 50_000 ? [0..<count] : [0..<count / 2, count / 2..<count]
    }

    /// The rows' order from `sorted` (the entries sorted by window, stably): rows whose windows tie
    /// are ordered by comparing their keys, equal keys by index.
    ///
    /// - Complexity: O(*n*), plus O(*t* log *t*) comparisons of keys for every run of *t* > 1 ties.
    func resolvingTies(in sorted: [RadixEntry]) -> [Int] {
        var order = sorted.map { Int($0.index) }
        var runStart = 0
        while runStart < sorted.count {
            var runEnd = runStart + 1
            while runEnd < sorted.count, sorted[runEnd].key == sorted[runStart].key { runEnd += 1 }
            if runEnd - runStart > 1 {
                // Indices in a run are ascending (the radix sort is stable): a stable sort by key
                // keeps equal keys in index order.
                let keys = self.keys
                order[runStart..<runEnd].sort { a, b in keys[a] < keys[b] || (!(keys[b] < keys[a]) && a < b) }
            }
            runStart = runEnd
        }
        return order
    }
}
