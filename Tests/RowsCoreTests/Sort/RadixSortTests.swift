import PropertyBased
import SeededRandom
import Testing

@testable import RowsCore

/// `count` entries from `seed` whose keys mix, per byte, values from an alphabet of `width` values
/// (1: the byte is the same in every entry; 256: any byte): small alphabets make keys that pack.
private func entries(count: Int, seed: Int) -> [RadixEntry] {
    var random = SplitMix64(seed: UInt64(seed))
    let widths = (0..<8).map { _ in [1, 2, 3, 13, 200, 256].randomElement(using: &random)! }
    let bases = (0..<8).map { _ in UInt64.random(in: 0...55, using: &random) }
    return (0..<count).map { index in
        var key: UInt64 = 0
        for byte in 0..<8 {
            let value =
                widths[byte] == 256
                ? UInt64.random(in: 0...255, using: &random)
                : bases[byte] + UInt64.random(in: 0..<UInt64(widths[byte]), using: &random)
            key |= value << UInt64(8 * byte)
        }
        return RadixEntry(key: key, index: UInt32(index))
    }
}

/// The rows of `entries` sorted stably by key, as indices, and the runs of more than one equal key.
private func stableOrder(_ entries: [RadixEntry]) -> (indices: [Int], runs: [Range<Int>]) {
    let sorted = entries.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element)
    guard !sorted.isEmpty else { return ([], []) }
    var runs: [Range<Int>] = []
    var start = 0
    for end in 1...sorted.count where end == sorted.count || sorted[end].key != sorted[start].key {
        if end - start > 1 { runs.append(start..<end) }
        start = end
    }
    return (sorted.map { Int($0.index) }, runs)
}

@Suite("Radix sort")
struct RadixSortTests {
    @Test("the radix sort orders entries by key, stably, split into parts or not, packed or not, and finds equal keys")
    func sortsStablyByKey() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...3_000), Gen.int(in: 0...100_000), Gen.int(in: 0...2)) {
            count, seed, split in
            let unsorted = entries(count: count, seed: seed)
            let expected = stableOrder(unsorted)
            // Split lists from 2 entries, from 500, or only long ones (the default).
            let sorted = RadixSort.sorted(unsorted, splitThreshold: [2, 500, RadixSort.splitThreshold][split])
            #expect(sorted.indices == expected.indices)
            #expect(sorted.runsOfEqualKeys == expected.runs)
            for position in sorted.indices.indices.dropFirst() {
                let equal = unsorted[expected.indices[position - 1]].key == unsorted[expected.indices[position]].key
                #expect(sorted.haveEqualKeys(position - 1, position) == equal)
            }
        }
    }

    @Test("keys that pack into 32 bits are sorted in 8-byte entries, wider ones in 16-byte entries")
    func narrowEntriesWhenKeysPack() {
        let names = (0..<100_000).map { "File \($0).txt" }
        let windows = names.withUnsafeBufferPointer { ASCIIWindows(StridedStrings($0))!.entries }
        guard case .narrow(let packed) = RadixSort.sorted(windows) else {
            Issue.record("file names were sorted in 16-byte entries")
            return
        }
        #expect(packed.map(\.index) == names.indices.sorted { names[$0] < names[$1] }.map(UInt32.init))
        var random = SplitMix64(seed: 7)
        let wide = (0..<10_000).map { RadixEntry(key: UInt64.random(in: 0...UInt64.max, using: &random), index: UInt32($0)) }
        guard case .wide = RadixSort.sorted(wide) else {
            Issue.record("random 64-bit keys were sorted in 8-byte entries")
            return
        }
    }

    @Test("packing keeps keys' order and equality, and packs bytes of few values into fewer bits")
    func packingKeepsOrder() async {
        await propertyCheck(count: 200, input: Gen.int(in: 2...500), Gen.int(in: 0...100_000)) { count, seed in
            let keys = entries(count: count, seed: seed).map(\.key)
            let radixEntries = keys.enumerated().map { RadixEntry(key: $0.element, index: UInt32($0.offset)) }
            let counted = radixEntries.withUnsafeBufferPointer { RadixHistograms(of: $0) }
            let varying = counted.varyingBytes(first: keys[0], count: keys.count)
            guard let packing = KeyPacking(counted, varyingBytes: varying) else { return }
            #expect(packing.bytes <= varying.count)
            for (a, b) in zip(keys, keys.shuffled()) {
                #expect((packing.packed(a) < packing.packed(b)) == (a < b))
                #expect((packing.packed(a) == packing.packed(b)) == (a == b))
            }
        }
    }

    @Test("packed entries hold the packed keys in the rows' order, with their histograms, counted on one thread or two")
    func packedEntriesCountTheirKeys() async {
        // From 1 << 16 entries the packing and counting is split over two threads.
        await propertyCheck(count: 20, input: Gen.int(in: 0...2), Gen.int(in: 0...100_000)) {
            size, seed in
            let unsorted = entries(count: [2, 1_000, 70_000][size], seed: seed)
            let counted = unsorted.withUnsafeBufferPointer { RadixHistograms(splitting: $0) }
            #expect(counted.counts == unsorted.withUnsafeBufferPointer { RadixHistograms(of: $0) }.counts)
            let varying = counted.varyingBytes(first: unsorted[0].key, count: unsorted.count)
            guard let packing = KeyPacking(counted, varyingBytes: varying) else { return }
            let (wide, wideHistograms) = unsorted.withUnsafeBufferPointer { packing.packed($0, as: RadixEntry.self) }
            #expect(wide.map(\.key) == unsorted.map { packing.packed($0.key) })
            #expect(wide.map(\.index) == unsorted.map(\.index))
            #expect(wideHistograms.counts == wide.withUnsafeBufferPointer { RadixHistograms(of: $0) }.counts)
            guard packing.bytes <= PackedRadixEntry.keyBytes else { return }
            let (narrow, narrowHistograms) = unsorted.withUnsafeBufferPointer { packing.packed($0, as: PackedRadixEntry.self) }
            #expect(narrow.map(\.key) == wide.map(\.key))
            #expect(narrow.map(\.index) == unsorted.map(\.index))
            #expect(narrowHistograms.counts == narrow.withUnsafeBufferPointer { RadixHistograms(of: $0) }.counts)
        }
    }

    @Test("file names of digits pack into half the bytes")
    func fileNamesPackIntoHalf() {
        let names = (0..<100_000).map { "File \($0).txt" }
        // The windows read the names in place: use them only inside the buffer's closure.
        let entries = names.withUnsafeBufferPointer { ASCIIWindows(StridedStrings($0))!.entries }
        let counted = entries.withUnsafeBufferPointer { RadixHistograms(of: $0) }
        let varying = counted.varyingBytes(first: entries[0].key, count: names.count)
        #expect(varying.count == 8)
        #expect(KeyPacking(counted, varyingBytes: varying)?.bytes == 4)
    }
}
