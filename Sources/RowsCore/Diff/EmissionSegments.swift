/// The splices of a change read front to back as segments, with what the emission plan needs to
/// know of each: a segment is one splice, or a run of splices that a move of a built row joins
/// (``ListChanges/emissions(aroundBuilt:)``); whether it removes a built row, and whether a built
/// row lies between it and the segment before.
///
/// One pass over the splices and the built rows, with no array as long as the splices: a filter's
/// landing has tens of thousands of splices, and the plan is made on the main thread before each
/// update.
struct EmissionSegments: IteratorProtocol {
    /// A run of splices, `first` through `last`, and the old rows it spans.
    struct Segment {
        /// The indices of the segment's first and last splice.
        var first: Int
        var last: Int
        /// The old list's rows the segment's splices span: `oldStart..<oldEnd`.
        var oldStart: Int
        var oldEnd: Int
        /// A splice of the segment removes a built row. (A joined segment always does: the built row
        /// whose move joins it. So it removes or covers every built row between its splices.)
        var removesBuilt: Bool
        /// A built row lies between the segment before and this one.
        var followsBuilt: Bool
    }

    private let splices: [ListChanges.Splice]
    private let builtRows: [Int]
    /// The runs of splices to read as one segment: ascending, disjoint.
    private let joined: [ClosedRange<Int>]
    /// The next splice to read, and the next run of `joined`.
    private var index = 0
    private var joinIndex = 0
    /// What the splices read so far added less what they removed: a splice's position less this
    /// is where it starts in the old list.
    private var shift = 0
    /// The first built row at or after the old end of the splices read so far.
    private var builtIndex = 0

    /// Reads `splices` (front to back, as ``ListChanges/splices``) around `builtRows` (ascending
    /// old indices), each run of `joined` (ascending, disjoint ranges of splice indices) as one
    /// segment.
    init(splices: [ListChanges.Splice], builtRows: [Int], joined: [ClosedRange<Int>]) {
        self.splices = splices
        self.builtRows = builtRows
        self.joined = joined
    }

    /// The next segment; nil after the last splice.
    ///
    /// - Complexity: O(*k* + *b*) for the segment's *k* splices and the *b* built rows passed, so
    ///   O(*s* + *b*) for all *s* splices.
    mutating func next() -> Segment? {
        guard index < splices.count else { return nil }
        var last = index
        if joinIndex < joined.count, joined[joinIndex].lowerBound == index {
            last = joined[joinIndex].upperBound
            joinIndex += 1
        }
        var segment = Segment(first: index, last: last, oldStart: 0, oldEnd: 0, removesBuilt: false, followsBuilt: false)
        for spliceIndex in index...last {
            let splice = splices[spliceIndex]
            let oldStart = splice.position - shift
            shift += splice.added - splice.removed
            if spliceIndex == index {
                segment.oldStart = oldStart
                segment.followsBuilt = builtIndex < builtRows.count && builtRows[builtIndex] < oldStart
            }
            let oldEnd = oldStart + splice.removed
            while builtIndex < builtRows.count, builtRows[builtIndex] < oldStart { builtIndex += 1 }
            if builtIndex < builtRows.count, builtRows[builtIndex] < oldEnd {
                segment.removesBuilt = true
                while builtIndex < builtRows.count, builtRows[builtIndex] < oldEnd { builtIndex += 1 }
            }
            segment.oldEnd = oldEnd
        }
        index = last + 1
        return segment
    }
}
