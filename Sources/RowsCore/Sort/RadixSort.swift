/// A stable radix sort of row keys packed into 64 bits (``RadixEntry``).
///
/// Keys whose differing bytes each take few values are first packed into fewer bytes
/// (``KeyPacking``): names of digits need 4 bits a character, not 8. Keys that then fit in 32 bits
/// are sorted in 8-byte entries (``PackedRadixEntry``), so that each pass moves half the memory. A
/// short list gets least-significant-digit passes over the bytes of the key that differ between
/// entries. A long one is first split by its most significant differing byte (one stable pass), and
/// each of the up to 256 parts then gets its own passes over the bytes that differ within it, on two
/// threads: a part is small enough to stay in cache while its passes run, and the two threads share
/// the parts by size.
enum RadixSort {
    /// Lists of at least this many entries are split by their most significant differing byte.
    static let splitThreshold = 1 << 16

    /// `entries` sorted by key, stably: entries with equal keys keep their order. A byte of the key
    /// that is the same in every entry (of a part) costs no pass. `splitThreshold` is for tests.
    /// The keys may come back packed: in the same order, equal where they were equal, but not the
    /// values given.
    ///
    /// - Complexity: O(*n*) for the byte histograms (and for packing the keys, when that halves the
    ///   entries or saves two passes), plus O(*n* + 256) per byte of the key that differs between
    ///   entries: at most 8 passes (a long list: one split pass, then at most 7 per part, the parts on
    ///   two threads).
    static func sorted(_ entries: consuming [RadixEntry], splitThreshold: Int = splitThreshold) -> RadixSorted {
        guard entries.count > 1 else { return .wide(entries) }
        let histograms = entries.withUnsafeBufferPointer { RadixHistograms(splitting: $0) }
        let varying = histograms.varyingBytes(first: entries[0].key, count: entries.count)
        guard !varying.isEmpty else { return .wide(entries) }
        if let packing = KeyPacking(histograms, varyingBytes: varying) {
            if packing.bytes <= PackedRadixEntry.keyBytes {
                var (packed, packedHistograms) = entries.withUnsafeBufferPointer {
                    packing.packed($0, as: PackedRadixEntry.self)
                }
                sort(&packed, histograms: packedHistograms, splitThreshold: splitThreshold)
                return .narrow(packed)
            }
            if packing.bytes + 1 < varying.count {
                var (packed, packedHistograms) = entries.withUnsafeBufferPointer {
                    packing.packed($0, as: RadixEntry.self)
                }
                sort(&packed, histograms: packedHistograms, splitThreshold: splitThreshold)
                return .wide(packed)
            }
        }
        // The caller gave `entries` away: sorted in place when it held the only reference.
        sort(&entries, histograms: histograms, splitThreshold: splitThreshold)
        return .wide(entries)
    }

    /// Sorts `entries`, whose keys' bytes `histograms` counts, by key, stably.
    private static func sort<Entry: RadixSortable>(
        _ entries: inout [Entry], histograms: RadixHistograms, splitThreshold: Int
    ) {
        let count = entries.count
        var passes = histograms.varyingBytes(first: entries[0].key, count: count)
        guard let top = passes.last else { return }
        assert(_isPOD(Entry.self), "radix entries are made uninitialized")
        var buffer = [Entry](threadSafeUninitializedCapacity: count) { _, initialized in initialized = count }
        entries.withUnsafeMutableBufferPointer { entries in
            buffer.withUnsafeMutableBufferPointer { buffer in
                guard count >= splitThreshold, passes.count > 1 else {
                    if lsd(entries, scratch: buffer, passes: passes, histograms: histograms) {
                        _ = entries.update(fromContentsOf: buffer)
                    }
                    return
                }
                passes.removeLast()
                // Split by the top byte into `buffer`; then sort each part there, ending in `entries`.
                scatter(entries, into: buffer, byte: top, histograms: histograms)
                let parts = histograms.parts(ofByte: top)
                let shares = shared(parts)
                let shared = UncheckedSendable((entries, buffer))
                concurrentIterations(shares.count) { share in
                    let (entries, buffer) = shared.value
                    for part in shares[share] {
                        let data = UnsafeMutableBufferPointer(rebasing: buffer[part])
                        let scratch = UnsafeMutableBufferPointer(rebasing: entries[part])
                        let histograms = RadixHistograms(of: UnsafeBufferPointer(data))
                        let partPasses = passes.filter { byte in
                            histograms.counts[byte &* 256 &+ RadixHistograms.digit(of: data[0].key, byte: byte)] != data.count
                        }
                        if !lsd(data, scratch: scratch, passes: partPasses, histograms: histograms) {
                            _ = scratch.update(fromContentsOf: data)
                        }
                    }
                }
            }
        }
    }

    /// Least-significant-digit passes over `passes` (ascending), between `source` and `scratch` of
    /// the same count; true when the sorted entries end in `scratch`.
    private static func lsd<Entry: RadixSortable>(
        _ source: UnsafeMutableBufferPointer<Entry>, scratch: UnsafeMutableBufferPointer<Entry>, passes: [Int],
        histograms: RadixHistograms
    ) -> Bool {
        var endsInScratch = false
        for byte in passes {
            if endsInScratch {
                scatter(scratch, into: source, byte: byte, histograms: histograms)
            } else {
                scatter(source, into: scratch, byte: byte, histograms: histograms)
            }
            endsInScratch.toggle()
        }
        return endsInScratch
    }

    /// Copies `source` into `destination` ordered by the key's byte `byte`, stably.
    private static func scatter<Entry: RadixSortable>(
        _ source: UnsafeMutableBufferPointer<Entry>, into destination: UnsafeMutableBufferPointer<Entry>, byte: Int,
        histograms: RadixHistograms
    ) {
        var offsets = [Int](repeating: 0, count: 256)
        offsets.withUnsafeMutableBufferPointer { offsets in
            var running = 0
            for digit in 0..<256 {
                offsets[digit] = running
                running &+= histograms.counts[byte &* 256 &+ digit]
            }
            for entry in source {
                let digit = RadixHistograms.digit(of: entry.key, byte: byte)
                destination[offsets[digit]] = entry
                offsets[digit] &+= 1
            }
        }
    }

    /// `parts` in two shares of about the same number of entries (one when there is one part).
    private static func shared(_ parts: [Range<Int>]) -> [[Range<Int>]] {
        guard parts.count > 1 else { return [parts] }
        var shares: [[Range<Int>]] = [[], []]
        var sizes = [0, 0]
        for part in parts.sorted(by: { $0.count > $1.count }) {
            let smaller = sizes[0] <= sizes[1] ? 0 : 1
            shares[smaller].append(part)
            sizes[smaller] += part.count
        }
        return shares
    }
}
