/// How many entries have each value of each byte of their key.
struct RadixHistograms {
    /// The count of entries whose byte `b` (0: least significant) is `d`, at `b * 256 + d`.
    var counts: [Int]

    /// The histograms of `entries`' keys.
    init(of entries: UnsafeBufferPointer<RadixEntry>) {
        counts = [Int](repeating: 0, count: 8 * 256)
        counts.withUnsafeMutableBufferPointer { counts in
            for entry in entries {
                var key = entry.key
                for byte in 0..<8 {
                    counts[byte &* 256 &+ Int(truncatingIfNeeded: key & 0xFF)] &+= 1
                    key >>= 8
                }
            }
        }
    }

    /// The histograms of `entries`' keys, counted on two threads when there are many.
    init(splitting entries: UnsafeBufferPointer<RadixEntry>) {
        let parts = halves(of: entries.count, splittingFrom: 1 << 16)
        var results = [RadixHistograms?](repeating: nil, count: parts.count)
        results.withUnsafeMutableBufferPointer { results in
            let shared = UncheckedSendable(results)
            concurrentIterations(parts.count) { part in
                shared.value[part] = RadixHistograms(of: UnsafeBufferPointer(rebasing: entries[parts[part]]))
            }
        }
        self = results[0]!
        for other in results.dropFirst() { add(other!) }
    }

    /// Adds `other`'s counts to these.
    mutating func add(_ other: RadixHistograms) {
        for index in counts.indices { counts[index] &+= other.counts[index] }
    }

    /// Byte `byte` of `key`.
    @inline(__always) static func digit(of key: UInt64, byte: Int) -> Int {
        Int(truncatingIfNeeded: (key >> (8 &* UInt64(byte))) & 0xFF)
    }

    /// The bytes, least significant first, on which `count` entries (one of which has key `first`) differ.
    func varyingBytes(first: UInt64, count: Int) -> [Int] {
        (0..<8).filter { byte in counts[byte * 256 + Self.digit(of: first, byte: byte)] != count }
    }

    /// The ranges of the entries with each value of byte `byte`, once sorted by it; empty ones left out.
    func parts(ofByte byte: Int) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = 0
        for digit in 0..<256 where counts[byte * 256 + digit] > 0 {
            parts.append(start..<start + counts[byte * 256 + digit])
            start += counts[byte * 256 + digit]
        }
        return parts
    }
}
