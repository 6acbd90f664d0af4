/// An entry of ``RadixSort``: a row's sort key, packed into bits whose unsigned order is the key's
/// order, and the row's index. Conforming types are plain values (no references), so that arrays of
/// them may be made uninitialized and filled by position.
protocol RadixSortable: Sendable {
    /// How many of the key's bytes (least significant first) may be other than zero.
    static var keyBytes: Int { get }
    /// The key.
    var key: UInt64 { get }
    /// The row's index in the items sorted.
    var index: UInt32 { get }
    /// The entry of the row at `index` whose key is `key` (whose bytes above ``keyBytes`` are zero).
    init(key: UInt64, index: UInt32)
}

/// A row's sort key in 64 bits, with the row's index: 16 bytes.
@usableFromInline
struct RadixEntry: RadixSortable {
    static var keyBytes: Int { 8 }
    /// The packed key.
    var key: UInt64
    /// The row's index in the items sorted.
    var index: UInt32
}

/// A row's sort key in 32 bits above the row's index, in 8 bytes: half the memory a radix pass
/// reads and writes, for keys that ``KeyPacking`` packs into 4 bytes.
struct PackedRadixEntry: RadixSortable {
    static var keyBytes: Int { 4 }
    /// The key in the high 32 bits, the index in the low 32.
    private var bits: UInt64

    /// The entry of the row at `index` whose key is `key` (below 2³²).
    @inline(__always) init(key: UInt64, index: UInt32) {
        bits = key &<< 32 | UInt64(index)
    }

    @inline(__always) var key: UInt64 { bits &>> 32 }
    @inline(__always) var index: UInt32 { UInt32(truncatingIfNeeded: bits) }
}
