/// Integer sort keys packed for ``RadixSort``.
enum IntegerKeys {
    /// `keys` packed so that unsigned order is their order, when they are integers of at most 64
    /// bits; nil otherwise.
    ///
    /// - Complexity: O(*n*).
    static func entries<Key>(_ keys: [Key]) -> [RadixEntry]? {
        guard keys.count <= Int(UInt32.max) else { return nil }
        switch keys as Any {
        case let keys as [Int]: return packed(keys)
        case let keys as [Int64]: return packed(keys)
        case let keys as [Int32]: return packed(keys)
        case let keys as [UInt]: return packed(keys)
        case let keys as [UInt64]: return packed(keys)
        case let keys as [UInt32]: return packed(keys)
        default: return nil
        }
    }

    /// Whether keys of type `Key` are integers ``entries(_:)`` packs.
    static func isInteger<Key>(_: Key.Type) -> Bool {
        [Int.self, Int64.self, Int32.self, UInt.self, UInt64.self, UInt32.self].contains { $0 == Key.self }
    }

    /// Signed keys with the sign bit flipped, so that negative ones come first in unsigned order.
    private static func packed<Key: FixedWidthInteger>(_ keys: [Key]) -> [RadixEntry] {
        keys.enumerated().map { index, key in
            let bits =
                Key.isSigned
                ? UInt64(bitPattern: Int64(truncatingIfNeeded: key)) ^ (1 << 63) : UInt64(truncatingIfNeeded: key)
            return RadixEntry(key: bits, index: UInt32(truncatingIfNeeded: index))
        }
    }
}
