/// A row's sort key packed into 64 bits whose unsigned order is the key's order, with the row's index.
@usableFromInline
struct RadixEntry: Sendable {
    /// The packed key.
    var key: UInt64
    /// The row's index in the items sorted.
    var index: UInt32
}

/// A stable least-significant-digit radix sort of ``RadixEntry`` values by their packed key.
enum RadixSort {
    /// Sorts `entries` by key, stably: entries with equal keys keep their order. A byte of the key
    /// that is the same in every entry costs no pass.
    ///
    /// - Complexity: O(*n*) for the byte histograms, plus O(*n* + 256) per byte of the key that
    ///   differs between entries: at most 8 passes.
    static func sort(_ entries: inout [RadixEntry]) {
        let count = entries.count
        guard count > 1 else { return }
        var histograms = [Int](repeating: 0, count: 8 * 256)
        histograms.withUnsafeMutableBufferPointer { histograms in
            entries.withUnsafeBufferPointer { entries in
                for entry in entries {
                    var key = entry.key
                    for byte in 0..<8 {
                        histograms[byte &* 256 &+ Int(truncatingIfNeeded: key & 0xFF)] &+= 1
                        key >>= 8
                    }
                }
            }
        }
        let first = entries[0].key
        let passes = (0..<8).filter { byte in
            histograms[byte * 256 + Int(truncatingIfNeeded: (first >> (8 * UInt64(byte))) & 0xFF)] != count
        }
        guard !passes.isEmpty else { return }
        var buffer = [RadixEntry](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        var sortedIsInBuffer = false
        for byte in passes {
            var offsets = [Int](repeating: 0, count: 256)
            var running = 0
            for digit in 0..<256 {
                offsets[digit] = running
                running += histograms[byte * 256 + digit]
            }
            let shift = 8 * UInt64(byte)
            entries.withUnsafeMutableBufferPointer { entries in
                buffer.withUnsafeMutableBufferPointer { buffer in
                    offsets.withUnsafeMutableBufferPointer { offsets in
                        let (source, destination) = sortedIsInBuffer ? (buffer, entries) : (entries, buffer)
                        for entry in source {
                            let digit = Int(truncatingIfNeeded: (entry.key >> shift) & 0xFF)
                            destination[offsets[digit]] = entry
                            offsets[digit] &+= 1
                        }
                    }
                }
            }
            sortedIsInBuffer.toggle()
        }
        if sortedIsInBuffer { swap(&entries, &buffer) }
    }
}
