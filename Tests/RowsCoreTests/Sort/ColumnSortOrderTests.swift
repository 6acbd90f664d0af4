import PropertyBased
import SeededRandom
import Testing

@testable import RowsCore

/// An item to sort: a name, a signed size, an unsigned count and a fraction.
private struct SortEntry: Sendable, Equatable {
    let id: Int
    let name: String
    let size: Int
    let count: UInt32
    let fraction: Double
}

/// Pieces names are made of: ASCII (with a NUL byte, digits, upper and lower case) and, in some
/// lists, non-ASCII ones whose `<` is not byte order (a decomposed é sorts with the precomposed one).
private let asciiPieces = ["", "a", "A", "b", "z", "0", "9", "10", "\u{0}", " ", "~", "File ", ".txt", "aaaaaaaa"]
private let otherPieces = ["é", "e\u{301}", "ß", "Ω", "😀", "\u{301}"]

/// `count` entries from `seed`: names of a few pieces after a shared prefix (so that many tie on
/// their first 8 bytes, some are longer than 16), sizes and counts from small ranges (many equal).
private func entries(count: Int, seed: Int, nonASCII: Bool) -> [SortEntry] {
    var random = SplitMix64(seed: UInt64(seed))
    let pieces = nonASCII ? asciiPieces + otherPieces : asciiPieces
    let prefix = ["", "/home/user/", "File "].randomElement(using: &random)!
    return (0..<count).map { id in
        let name =
            prefix + (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        return SortEntry(
            id: id, name: name, size: Int.random(in: -3...3, using: &random) * (Bool.random(using: &random) ? 1 : Int.max / 4),
            count: UInt32.random(in: 0...5, using: &random), fraction: Double(Int.random(in: -2...2, using: &random)) / 2)
    }
}

/// The stable order of `entries` by `key` with the standard library's sort (stable), ascending or
/// descending, as ids.
private func expectedIDs<Key: Comparable>(_ entries: [SortEntry], _ key: (SortEntry) -> Key, descending: Bool) -> [Int] {
    entries.sorted { descending ? key($1) < key($0) : key($0) < key($1) }.map(\.id)
}

@Suite("Column sort orders")
struct ColumnSortOrderTests {
    @Test("sorting by a String key gives String's < order, stably, for ASCII and non-ASCII names, both ways")
    func stringKeysSortLikeLessThan() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...300), Gen.int(in: 0...100_000), Gen.int(in: 0...1)) {
            count, seed, kind in
            let items = entries(count: count, seed: seed, nonASCII: kind == 1)
            for descending in [false, true] {
                let sorted = ColumnSortOrder<SortEntry>.by(\.name).sorted(items, descending: descending).map(\.id)
                #expect(sorted == expectedIDs(items, \.name, descending: descending), "descending \(descending)")
            }
        }
    }

    @Test("sorting by integer keys (signed, unsigned, near the limits) gives < order, stably, both ways")
    func integerKeysSortLikeLessThan() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...300), Gen.int(in: 0...100_000)) { count, seed in
            let items = entries(count: count, seed: seed, nonASCII: false)
            for descending in [false, true] {
                #expect(
                    ColumnSortOrder<SortEntry>.by(\.size).sorted(items, descending: descending).map(\.id)
                        == expectedIDs(items, \.size, descending: descending))
                #expect(
                    ColumnSortOrder<SortEntry>.by(\.count).sorted(items, descending: descending).map(\.id)
                        == expectedIDs(items, \.count, descending: descending))
            }
        }
    }

    @Test("other keys and comparators sort by comparing, stably, both ways")
    func otherKeysAndComparatorsSortByComparing() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...200), Gen.int(in: 0...100_000)) { count, seed in
            let items = entries(count: count, seed: seed, nonASCII: true)
            for descending in [false, true] {
                #expect(
                    ColumnSortOrder<SortEntry>.by(\.fraction).sorted(items, descending: descending).map(\.id)
                        == expectedIDs(items, \.fraction, descending: descending))
                let byLength = ColumnSortOrder<SortEntry>.comparator { $0.name.count < $1.name.count }
                #expect(
                    byLength.sorted(items, descending: descending).map(\.id)
                        == expectedIDs(items, \.name.count, descending: descending))
            }
        }
    }

    @Test("a large list of ASCII names (sorted on two threads, by radix) comes out in < order")
    func largeListSortsLikeLessThan() {
        var random = SplitMix64(seed: 7)
        let items = (0..<120_000).map { id in
            SortEntry(id: id, name: "File \(Int.random(in: 0..<200_000, using: &random)).txt", size: 0, count: 0, fraction: 0)
        }
        #expect(ColumnSortOrder<SortEntry>.by(\.name).sorted(items).map(\.id) == expectedIDs(items, \.name, descending: false))
        #expect(
            ColumnSortOrder<SortEntry>.by(\.name).indices(of: items, descending: true)
                == expectedIDs(items, \.name, descending: true))
    }

    @Test("turning sorted items round gives what sorting them the other way gives, for keys and comparators")
    func flippingSortedItemsSortsTheOtherWay() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...200), Gen.int(in: 0...100_000), Gen.int(in: 0...1)) {
            count, seed, kind in
            let items = entries(count: count, seed: seed, nonASCII: kind == 1)
            let orders: [ColumnSortOrder<SortEntry>] = [
                .by(\.name), .by(\.size), .by(\.fraction), .comparator { $0.count < $1.count },
            ]
            for (index, order) in orders.enumerated() {
                for descending in [false, true] {
                    let sorted = order.sorted(items, descending: descending)
                    let flipped = order.flippedIndices(ofSorted: sorted, descending: !descending).map { sorted[$0].id }
                    #expect(flipped == order.sorted(sorted, descending: !descending).map(\.id), "order \(index)")
                }
            }
        }
    }

    @Test("a key read in place (a stored property, nested or not) sorts as one computed, or read from a class")
    func keysReadInPlaceSortAsComputedOnes() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...300), Gen.int(in: 0...100_000), Gen.int(in: 0...1)) {
            count, seed, kind in
            expectKeysReadInPlaceSortAsComputedOnes(entries(count: count, seed: seed, nonASCII: kind == 1))
        }
    }

    @Test("a large list's keys are read in place on two threads and sort as computed ones")
    func largeListKeysReadInPlaceSortAsComputedOnes() {
        expectKeysReadInPlaceSortAsComputedOnes(entries(count: 60_000, seed: 11, nonASCII: false))
        expectKeysReadInPlaceSortAsComputedOnes(entries(count: 60_000, seed: 12, nonASCII: true))
    }

    @Test("lists of keys themselves sort by \\.self read in place, empty ones included")
    func keysThemselvesSortInPlace() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...300), Gen.int(in: 0...100_000), Gen.int(in: 0...1)) {
            count, seed, kind in
            let items = entries(count: count, seed: seed, nonASCII: kind == 1)
            let names = items.map(\.name)
            let sizes = items.map(\.size)
            #expect(MemoryLayout<String>.offset(of: \String.self) == 0)
            for descending in [false, true] {
                let expected = expectedIDs(items, \.name, descending: descending)
                #expect(ColumnSortOrder<String>.by(\.self).indices(of: names, descending: descending) == expected)
                #expect(
                    ColumnSortOrder<Int>.by(\.self).indices(of: sizes, descending: descending)
                        == expectedIDs(items, \.size, descending: descending))
            }
        }
        #expect(ColumnSortOrder<String>.by(\.self).indices(of: []) == [])
        #expect(ColumnSortOrder<SortEntry>.by(\.name).indices(of: [], descending: true) == [])
    }

    /// Sorting `entries` by their name and size read in place (the key paths of stored properties of a
    /// struct, nested) gives what sorting by the same keys computed gives, and by a class's property.
    private func expectKeysReadInPlaceSortAsComputedOnes(_ entries: [SortEntry]) {
        let wrapped = entries.map { WrappedEntry(tag: $0.count, entry: $0) }
        let boxed = entries.map(BoxedEntry.init)
        #expect(MemoryLayout<WrappedEntry>.offset(of: \WrappedEntry.entry.name) != nil)
        #expect(MemoryLayout<BoxedEntry>.offset(of: \BoxedEntry.entry.name) == nil)
        for descending in [false, true] {
            let expected = expectedIDs(entries, \.name, descending: descending)
            #expect(
                ColumnSortOrder<WrappedEntry>.by(\.entry.name).sorted(wrapped, descending: descending).map(\.entry.id)
                    == expected)
            #expect(
                ColumnSortOrder<WrappedEntry>.by(\.upperName).sorted(wrapped, descending: descending).map(\.entry.id)
                    == expectedIDs(entries, { $0.name.uppercased() }, descending: descending))
            #expect(
                ColumnSortOrder<BoxedEntry>.by(\.entry.name).sorted(boxed, descending: descending).map(\.entry.id)
                    == expected)
            #expect(ColumnSortOrder<SortEntry>.by { $0.name }.sorted(entries, descending: descending).map(\.id) == expected)
            #expect(
                ColumnSortOrder<WrappedEntry>.by(\.entry.size).sorted(wrapped, descending: descending).map(\.entry.id)
                    == expectedIDs(entries, \.size, descending: descending))
        }
    }
}

/// A sort entry behind another stored property: its name is stored at an offset into the wrapper.
private struct WrappedEntry: Sendable {
    let tag: UInt32
    let entry: SortEntry
    /// A computed key: no offset, so it is read through the key path.
    var upperName: String { entry.name.uppercased() }
}

/// A sort entry in a class: its key paths have no offset into the item.
private final class BoxedEntry: Sendable {
    let entry: SortEntry
    init(_ entry: SortEntry) { self.entry = entry }
}
