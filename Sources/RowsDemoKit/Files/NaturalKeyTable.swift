/// The ``NaturalKey``s of many names in one buffer, made once before a sort so that each of its
/// comparisons reads two runs of units, with no reference counting and no allocation.
struct NaturalKeyTable: Sendable {
    /// Every name's units, one after another.
    private var units: [UInt32] = []
    /// Where each name's units start in `units`, and where the last ends.
    private var starts: [Int] = [0]

    /// The keys of `names`, in order.
    ///
    /// - Complexity: O(*m*) for names of *m* Unicode scalars in all.
    init(_ names: some Sequence<String>) {
        starts.reserveCapacity(names.underestimatedCount + 1)
        var foldings = NaturalKey.Foldings()
        for name in names {
            NaturalKey.append(name, to: &units, folding: &foldings)
            starts.append(units.count)
        }
    }

    /// The number of keys.
    var count: Int { starts.count - 1 }

    /// Calls `body` with a comparison of the keys at two indices (-1, 0 or 1, as
    /// ``NaturalKey/compare(_:_:)-(NaturalKey,NaturalKey)`` orders them), valid only inside `body`.
    func withComparison<Result>(_ body: ((Int, Int) -> Int) throws -> Result) rethrows -> Result {
        try units.withUnsafeBufferPointer { units in
            try starts.withUnsafeBufferPointer { starts in
                try body { a, b in
                    NaturalKey.compare(
                        UnsafeBufferPointer(rebasing: units[starts[a]..<starts[a + 1]]),
                        UnsafeBufferPointer(rebasing: units[starts[b]..<starts[b + 1]]))
                }
            }
        }
    }
}
