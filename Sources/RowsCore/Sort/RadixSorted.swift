/// Entries that ``RadixSort`` sorted by key: in 16 bytes each, or in 8 when their keys packed into
/// 32 bits. The keys may be packed: in the same order and equal where they were equal, but not the
/// values given.
enum RadixSorted {
    /// Entries of 64-bit keys.
    case wide([RadixEntry])
    /// Entries of keys packed into 32 bits.
    case narrow([PackedRadixEntry])

    /// The entries' row indices, in order of key.
    ///
    /// - Complexity: O(*n*).
    var indices: [Int] {
        switch self {
        case .wide(let entries): Self.indices(of: entries)
        case .narrow(let entries): Self.indices(of: entries)
        }
    }

    /// The runs of more than one entry with equal keys, as ranges of positions, in order.
    ///
    /// - Complexity: O(*n*).
    var runsOfEqualKeys: [Range<Int>] {
        switch self {
        case .wide(let entries): Self.runsOfEqualKeys(in: entries)
        case .narrow(let entries): Self.runsOfEqualKeys(in: entries)
        }
    }

    /// Whether the entries at positions `a` and `b` have equal keys.
    ///
    /// - Complexity: O(1).
    func haveEqualKeys(_ a: Int, _ b: Int) -> Bool {
        switch self {
        case .wide(let entries): entries[a].key == entries[b].key
        case .narrow(let entries): entries[a].key == entries[b].key
        }
    }

    private static func indices<Entry: RadixSortable>(of entries: [Entry]) -> [Int] {
        entries.map { Int($0.index) }
    }

    private static func runsOfEqualKeys<Entry: RadixSortable>(in entries: [Entry]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        entries.withUnsafeBufferPointer { entries in
            var runStart = 0
            while runStart < entries.count {
                let key = entries[runStart].key
                var runEnd = runStart &+ 1
                while runEnd < entries.count, entries[runEnd].key == key { runEnd &+= 1 }
                if runEnd &- runStart > 1 { runs.append(runStart..<runEnd) }
                runStart = runEnd
            }
        }
        return runs
    }
}
