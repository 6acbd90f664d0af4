/// ASCII `String` keys packed for ``RadixSort``: for each row, the 8 bytes that follow the prefix all
/// keys share (zero-padded), big-endian, so that unsigned order is byte order.
///
/// Keys that tie on those 8 bytes may still differ after them (or be a prefix of each other, or
/// hold NUL bytes), so ``order()`` compares such rows as strings.
struct ASCIIWindows {
    /// The keys, read where they are stored: use these windows only while that memory is alive and
    /// unchanged (see ``StridedStrings``).
    let keys: StridedStrings
    /// One entry per key, in the keys' order.
    private(set) var entries: [RadixEntry]

    /// The windows of `keys`, or nil when a key is not ASCII (or there are too many keys to index
    /// with 32 bits).
    ///
    /// The shared prefix is first guessed from a few keys (it can only be shorter than the guess),
    /// and the windows after the guess are made in the pass that checks the keys and finds the
    /// prefix: the usual case is one pass; a wrong guess costs a second.
    ///
    /// - Complexity: O(*n* + *b*) for *n* keys of *b* bytes in all, on up to two threads.
    init?(_ keys: StridedStrings) {
        guard keys.count <= Int(UInt32.max) else { return nil }
        self.keys = keys
        guard keys.count > 0 else {
            entries = []
            return
        }
        let guess = Self.sharedPrefix(ofSample: keys)
        guard let (shared, windows) = Self.windowsIfASCII(of: keys, after: guess) else { return nil }
        entries = shared == guess ? windows : Self.windowsIfASCII(of: keys, after: shared)!.windows
    }

    /// The length of the prefix that the first key shares with up to 16 keys spread over `keys`
    /// (not empty): at least as long as the prefix all keys share.
    private static func sharedPrefix(ofSample keys: StridedStrings) -> Int {
        var first = keys[0]
        return first.withUTF8 { firstBytes in
            var prefix = firstBytes.count
            let step = max(1, keys.count / 16)
            for position in stride(from: step, to: keys.count, by: step) {
                var key = keys[position]
                key.withUTF8 { bytes in
                    var common = 0
                    let limit = min(prefix, bytes.count)
                    while common < limit, bytes[common] == firstBytes[common] { common += 1 }
                    prefix = common
                }
            }
            return prefix
        }
    }

    /// Each key's window of 8 bytes from `offset`, with its index, and the length of the prefix all
    /// keys share (at most `offset`); nil when a key is not ASCII.
    private static func windowsIfASCII(of keys: StridedStrings, after offset: Int) -> (shared: Int, windows: [RadixEntry])? {
        var first = keys[0]
        let firstBytes = first.withUTF8 { Array($0.prefix(offset)) }
        let parts = halves(of: keys.count, splittingFrom: 50_000)
        // Each half's shared prefix, or -1 when it holds a key that is not ASCII.
        var results = [Int](repeating: -1, count: parts.count)
        let windows = results.withUnsafeMutableBufferPointer { results in
            [RadixEntry](threadSafeUninitializedCapacity: keys.count) { buffer, initialized in
                let shared = UncheckedSendable((buffer, results))
                concurrentIterations(parts.count) { part in
                    let (buffer, results) = shared.value
                    var prefix = firstBytes.count
                    for position in parts[part] {
                        var key = keys[position]
                        let window = key.withUTF8 { bytes -> UInt64? in
                            var common = 0
                            let limit = min(prefix, bytes.count)
                            while common < limit, bytes[common] == firstBytes[common] { common += 1 }
                            prefix = common
                            for byte in bytes where byte >= 0x80 { return nil }
                            var window: UInt64 = 0
                            var byte = offset
                            while byte < offset + 8 {
                                window <<= 8
                                if byte < bytes.count { window |= UInt64(bytes[byte]) }
                                byte += 1
                            }
                            return window
                        }
                        guard let window else { return }
                        (buffer.baseAddress! + position).initialize(
                            to: RadixEntry(key: window, index: UInt32(truncatingIfNeeded: position)))
                    }
                    results[part] = prefix
                }
                // Entries are plain values: those of a pass that stopped need no cleanup.
                initialized = results.allSatisfy { $0 >= 0 } ? keys.count : 0
            }
        }
        guard results.allSatisfy({ $0 >= 0 }) else { return nil }
        return (results.min()!, windows)
    }

    /// The rows' order by key: the entries radix-sorted by window, then the rows whose windows tie
    /// ordered by comparing their keys, equal keys by index. Uses the windows up, so that their
    /// entries are sorted where they are when nothing else holds them.
    ///
    /// - Complexity: as ``RadixSort/sorted(_:splitThreshold:)``, plus O(*n*) and O(*t* log *t*)
    ///   comparisons of keys for every run of *t* > 1 ties.
    consuming func order() -> [Int] {
        let keys = self.keys
        // Moved out, so that the radix sort holds the only reference and sorts them where they are.
        var entries: [RadixEntry] = []
        swap(&entries, &self.entries)
        let sorted = RadixSort.sorted(entries)
        var order = sorted.indices
        for run in sorted.runsOfEqualKeys {
            // Indices in a run are ascending (the radix sort is stable): a stable sort by key keeps
            // equal keys in index order.
            order[run].sort { a, b in keys[a] < keys[b] || (!(keys[b] < keys[a]) && a < b) }
        }
        return order
    }
}
