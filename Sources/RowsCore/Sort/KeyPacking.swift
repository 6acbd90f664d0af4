/// Packs radix keys into fewer bits, keeping their order: each byte of the key that differs between
/// entries becomes its rank among the values that byte takes, in just enough bits for those values.
///
/// Names such as "File 123.txt" differ in bytes that each take a dozen values (digits, a dot,
/// letters of the extension, the zero padding), so 4 bits a byte hold them: 8 bytes of window pack
/// into 4, and a radix sort needs half the passes. A byte's ranks keep its values' order, and the
/// bytes keep their significance, so packed keys compare as the keys did, equal ones included.
struct KeyPacking {
    /// For each byte `b` of the key and value `v`, at `b * 256 + v`: the value's rank shifted to
    /// where the packed key holds byte `b`. Bytes that are the same in every entry are zero.
    private let table: [UInt64]
    /// How many bytes a packed key spans.
    let bytes: Int

    /// The packing of keys with `histograms`, whose differing bytes are `varyingBytes` (least
    /// significant first); nil when the packed keys would not fit in 64 bits.
    ///
    /// - Complexity: O(256) per byte.
    init?(_ histograms: RadixHistograms, varyingBytes: [Int]) {
        var table = [UInt64](repeating: 0, count: 8 * 256)
        var shift = 0
        for byte in varyingBytes {
            var rank: UInt64 = 0
            for value in 0..<256 where histograms.counts[byte * 256 + value] > 0 {
                table[byte * 256 + value] = rank << UInt64(shift)
                rank += 1
            }
            // Bits for ranks 0 ..< rank (at least 2 values: the byte differs).
            shift += UInt64.bitWidth - (rank - 1).leadingZeroBitCount
            guard shift <= UInt64.bitWidth else { return nil }
        }
        self.table = table
        bytes = (shift + 7) / 8
    }

    /// `key` packed.
    @inline(__always) func packed(_ key: UInt64) -> UInt64 {
        var packed: UInt64 = 0
        var rest = key
        for byte in 0..<8 {
            packed |= table[byte &* 256 &+ Int(truncatingIfNeeded: rest & 0xFF)]
            rest >>= 8
        }
        return packed
    }

    /// `entries` with their keys packed, as entries of type `Entry`, on two threads when there are
    /// many; the histograms of the packed keys, counted in the same pass. The packed keys must fit in
    /// `Entry`'s key (``bytes`` at most `Entry.keyBytes`).
    ///
    /// - Complexity: O(*n*) for *n* entries.
    func packed<Entry: RadixSortable>(
        _ entries: UnsafeBufferPointer<RadixEntry>, as _: Entry.Type
    ) -> (entries: [Entry], histograms: RadixHistograms) {
        precondition(bytes <= Entry.keyBytes, "Rows: packed keys wider than the entries' keys")
        assert(_isPOD(Entry.self), "radix entries are made uninitialized")
        var histograms: RadixHistograms?
        let packedEntries = [Entry](threadSafeUninitializedCapacity: entries.count) { buffer, initialized in
            let shared = UncheckedSendable(buffer)
            histograms = RadixHistograms.counted(entries.count, bytes: Entry.keyBytes) { range, counts in
                let buffer = shared.value
                for index in range {
                    let key = packed(entries[index].key)
                    RadixHistograms.count(key, bytes: Entry.keyBytes, in: counts)
                    (buffer.baseAddress! + index).initialize(to: Entry(key: key, index: entries[index].index))
                }
            }
            initialized = entries.count
        }
        return (packedEntries, histograms!)
    }
}
