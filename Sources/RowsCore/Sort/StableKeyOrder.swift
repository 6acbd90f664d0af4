/// The stable order of rows by keys (an array of them, or read where the items store them): which
/// row comes first, second, …
///
/// `String` keys whose UTF-8 is ASCII are sorted by their bytes (an ASCII string's byte order is
/// Swift's `<` on it): 8 bytes after the prefix every key shares go into a radix sort, and the rows
/// whose 8 bytes tie are then compared as strings. Integer keys of up to 64 bits go into the radix
/// sort whole. Any other key, or a `String` key with a non-ASCII character (whose `<` follows Unicode
/// canonical equivalence, not bytes), is sorted by comparing keys with `<`.
@usableFromInline
enum StableKeyOrder {
    /// The indices of `keys` in ascending order of key, or descending; rows with equal keys keep
    /// their order either way.
    ///
    /// - Complexity: O(*n*) radix passes for *n* ASCII `String` or integer keys, plus O(*t* log *t*)
    ///   comparisons for *t* rows whose keys tie on 8 bytes; otherwise O(*n* log *n*) comparisons.
    @usableFromInline
    static func order<Key: Comparable>(of keys: [Key], descending: Bool) -> [Int] {
        if let strings = keys as Any as? [String],
            let order = strings.withUnsafeBufferPointer({ order(ofASCII: StridedStrings($0), descending: descending) })
        {
            return order
        }
        if let entries = IntegerKeys.entries(keys) {
            let sorted = RadixSort.sorted(entries)
            let order = sorted.indices
            return descending ? reversedKeepingRuns(order) { sorted.haveEqualKeys($0, $1) } : order
        }
        return comparisonOrder(of: keys, descending: descending)
    }

    /// The indices of `items` in ascending order of the key stored `offset` bytes into each, or
    /// descending; rows with equal keys keep their order either way. ASCII `String` keys go to the
    /// radix sort from where they are stored, with no array of keys; other keys are read into one.
    /// `offset` must be what `MemoryLayout<Item>.offset(of:)` gives for a `KeyPath<Item, Key>`.
    ///
    /// - Complexity: as ``order(of:descending:)``, plus O(*n*) to read the keys.
    @inlinable
    static func order<Item, Key: Comparable>(
        ofKeysIn items: [Item], storedAt offset: Int, as _: Key.Type, descending: Bool
    ) -> [Int] {
        guard Key.self == String.self else {
            return order(of: RowKeys.keys(of: items, storedAt: offset, as: Key.self), descending: descending)
        }
        let ascii = items.withUnsafeBufferPointer { items in
            order(ofASCII: StridedStrings(items, storedAt: offset), descending: descending)
        }
        if let ascii { return ascii }
        // Not ASCII: compared with `<`, with no second look for ASCII.
        return comparisonOrder(of: RowKeys.keys(of: items, storedAt: offset, as: Key.self), descending: descending)
    }

    /// The indices of `strings` in ascending order, or descending, with rows of equal strings in
    /// their order either way; nil when a string is not ASCII.
    ///
    /// - Complexity: O(*n*) radix passes for *n* strings, plus O(*t* log *t*) comparisons for *t*
    ///   strings that tie on 8 bytes.
    @usableFromInline
    static func order(ofASCII strings: StridedStrings, descending: Bool) -> [Int]? {
        guard let windows = ASCIIWindows(strings) else { return nil }
        let order = windows.order()
        return descending ? reversedKeepingRuns(order) { strings[order[$0]] == strings[order[$1]] } : order
    }

    /// The indices of `keys`, which are sorted (stably) the other way, in ascending order of key, or
    /// `descending`: for ASCII `String` and integer keys, the keys reversed except that runs of equal
    /// keys keep their order, with no sort; for other keys (whose `<` may not make equal keys a
    /// run, such as strings with lone combining marks), a sort.
    ///
    /// - Complexity: O(*n*) for *n* ASCII `String` or integer keys, otherwise as ``order(of:descending:)``.
    @usableFromInline
    static func flipped<Key: Comparable>(sortedKeys keys: [Key], descending: Bool) -> [Int] {
        let isRadixKey =
            if let strings = keys as Any as? [String] {
                strings.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
            } else {
                IntegerKeys.isInteger(Key.self)
            }
        guard isRadixKey else { return order(of: keys, descending: descending) }
        return reversedKeepingRuns(Array(keys.indices)) { keys[$0] == keys[$1] }
    }

    /// `order` reversed, except that runs of rows with equal keys (next to each other in `order`)
    /// keep their order: the descending order of a stable ascending one. `areEqual` tells whether
    /// the rows at two positions of `order` have equal keys.
    ///
    /// - Complexity: O(*n*) calls of `areEqual`.
    static func reversedKeepingRuns(_ order: [Int], areEqual: (Int, Int) -> Bool) -> [Int] {
        var result = [Int]()
        result.reserveCapacity(order.count)
        var runEnd = order.count
        while runEnd > 0 {
            var runStart = runEnd - 1
            while runStart > 0, areEqual(runStart - 1, runStart) { runStart -= 1 }
            result.append(contentsOf: order[runStart..<runEnd])
            runEnd = runStart
        }
        return result
    }

    /// The stable order by comparing keys with `<`.
    ///
    /// - Complexity: O(*n* log *n*) comparisons.
    @usableFromInline
    static func comparisonOrder<Key: Comparable>(of keys: [Key], descending: Bool) -> [Int] {
        var order = Array(keys.indices)
        if descending {
            order.sort { a, b in keys[b] < keys[a] || (!(keys[a] < keys[b]) && a < b) }
        } else {
            order.sort { a, b in keys[a] < keys[b] || (!(keys[b] < keys[a]) && a < b) }
        }
        return order
    }
}
