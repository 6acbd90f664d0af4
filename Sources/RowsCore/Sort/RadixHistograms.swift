/// How many entries have each value of each byte of their key.
struct RadixHistograms {
    /// The count of entries whose byte `b` (0: least significant) is `d`, at `b * 256 + d`.
    var counts: [Int]
    /// How many of the keys' bytes are counted (least significant first): the rest are zero in every
    /// key and their counts are not kept.
    let bytes: Int

    /// Empty histograms of `bytes` bytes of key.
    init(bytes: Int) {
        counts = [Int](repeating: 0, count: 8 * 256)
        self.bytes = bytes
    }

    /// The histograms of `entries`' keys.
    init<Entry: RadixSortable>(of entries: UnsafeBufferPointer<Entry>) {
        self.init(bytes: Entry.keyBytes)
        counts.withUnsafeMutableBufferPointer { counts in
            for entry in entries { Self.count(entry.key, bytes: Entry.keyBytes, in: counts) }
        }
    }

    /// The histograms of `entries`' keys, counted on two threads when there are many.
    init(splitting entries: UnsafeBufferPointer<RadixEntry>) {
        self = Self.counted(entries.count, bytes: RadixEntry.keyBytes) { range, counts in
            for index in range { Self.count(entries[index].key, bytes: RadixEntry.keyBytes, in: counts) }
        }
    }

    /// The histograms that `count` calls of ``count(_:bytes:in:)`` make, with keys of `bytes` bytes,
    /// on two threads when there are many: `body` counts the keys of the rows in a part of
    /// `0 ..< count` into that part's counts, and the parts' counts are added up.
    ///
    /// - Complexity: `body` once per part (one or two), plus O(256 × `bytes`) to add the parts.
    static func counted(
        _ count: Int, bytes: Int, by body: (Range<Int>, UnsafeMutableBufferPointer<Int>) -> Void
    ) -> RadixHistograms {
        let parts = halves(of: count, splittingFrom: 1 << 16)
        var results = parts.map { _ in RadixHistograms(bytes: bytes) }
        withoutActuallyEscaping(body) { body in
            results.withUnsafeMutableBufferPointer { results in
                let shared = UncheckedSendable((results, body))
                concurrentIterations(parts.count) { part in
                    let (results, body) = shared.value
                    results[part].counts.withUnsafeMutableBufferPointer { body(parts[part], $0) }
                }
            }
        }
        return RadixHistograms(merging: results)
    }

    /// The sum of `parts` (at least one, all of the same bytes).
    init(merging parts: [RadixHistograms]) {
        self = parts[0]
        for other in parts.dropFirst() {
            for index in counts.indices { counts[index] &+= other.counts[index] }
        }
    }

    /// Counts the `bytes` low bytes of `key` in `counts`.
    @inline(__always) static func count(_ key: UInt64, bytes: Int, in counts: UnsafeMutableBufferPointer<Int>) {
        var key = key
        for byte in 0..<bytes {
            counts[byte &* 256 &+ Int(truncatingIfNeeded: key & 0xFF)] &+= 1
            key >>= 8
        }
    }

    /// Byte `byte` of `key`.
    @inline(__always) static func digit(of key: UInt64, byte: Int) -> Int {
        Int(truncatingIfNeeded: (key >> (8 &* UInt64(byte))) & 0xFF)
    }

    /// The bytes, least significant first, on which `count` entries (one of which has key `first`) differ.
    func varyingBytes(first: UInt64, count: Int) -> [Int] {
        (0..<bytes).filter { byte in counts[byte * 256 + Self.digit(of: first, byte: byte)] != count }
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
