import Foundation

/// A per-process seed for ``diffHash(_:seed:)``: the standard library's own hash of 0, so random per
/// process like `hashValue` (and fixed when `SWIFT_DETERMINISTIC_HASHING` is set).
@usableFromInline
let diffHashSeed = UInt64(bitPattern: Int64(0.hashValue))

/// The 32-bit hash the diff partitions and matches `id` by.
///
/// An integer id (`Int`, `UInt`, `Int64`, `UInt64`, `Int32`, `UInt32`: a database or generated id)
/// is mixed with `seed` by MurmurHash3's 64-bit finalizer rather than hashed by `hashValue` (SipHash:
/// 13 % of the samples of a million-row list's live updates in `rows-bench smooth`); so is a `UUID`,
/// its two halves folded into one (SipHash of its 16 bytes was a quarter of a million-row diff's
/// samples in `rows-bench diff`). The finalizer is a bijection, so two integer ids never share all
/// 64 bits (two UUIDs may); the diff compares ids whose 32 bits match, so equal hashes never
/// mismatch a row. Unlike SipHash it is not a keyed hash: ids chosen to collide
/// cost a diff time (longer probes within a partition), never correctness.
/// The type checks fold away in code compiled for the id's type.
///
/// - Complexity: O(1) for an integer id or a `UUID`; otherwise that of `hashValue`.
@inlinable @inline(__always)
func diffHash<ID: Hashable>(_ id: ID, seed: UInt64) -> UInt32 {
    let bits: UInt64
    if ID.self == Int.self {
        bits = UInt64(bitPattern: Int64(unsafeBitCast(id, to: Int.self)))
    } else if ID.self == UInt.self {
        bits = UInt64(unsafeBitCast(id, to: UInt.self))
    } else if ID.self == Int64.self {
        bits = UInt64(bitPattern: unsafeBitCast(id, to: Int64.self))
    } else if ID.self == UInt64.self {
        bits = unsafeBitCast(id, to: UInt64.self)
    } else if ID.self == Int32.self {
        bits = UInt64(bitPattern: Int64(unsafeBitCast(id, to: Int32.self)))
    } else if ID.self == UInt32.self {
        bits = UInt64(unsafeBitCast(id, to: UInt32.self))
    } else if ID.self == UUID.self {
        // Its 16 bytes as two 64-bit halves, folded into one: the high half multiplied by an odd
        // constant (a bijection) and turned. Two UUIDs that differ in one half only never fold alike.
        let halves = unsafeBitCast(unsafeBitCast(id, to: UUID.self).uuid, to: (UInt64, UInt64).self)
        let turned = halves.1 &* 0x9e37_79b9_7f4a_7c15
        bits = halves.0 ^ (turned << 32 | turned >> 32)
    } else {
        return UInt32(truncatingIfNeeded: id.hashValue)
    }
    var mixed = bits ^ seed
    mixed ^= mixed >> 33
    mixed &*= 0xff51_afd7_ed55_8ccd
    mixed ^= mixed >> 33
    mixed &*= 0xc4ce_b9fe_1a85_ec53
    mixed ^= mixed >> 33
    return UInt32(truncatingIfNeeded: mixed)
}
