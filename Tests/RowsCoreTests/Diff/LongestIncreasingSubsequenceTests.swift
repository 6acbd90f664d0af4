import PropertyBased
import SeededRandom
import Testing

@testable import RowsCore

@Suite("The longest increasing subsequence the diff keeps")
struct LongestIncreasingSubsequenceTests {
    @Test(
        "it marks a strictly increasing run of the values that are not negative, as long as the quadratic search finds: the one patience sorting ends with"
    )
    func marksALongestRun() async {
        await propertyCheck(
            count: 500, input: Gen.int(in: 0...300), Gen.int(in: 0...3), Gen.int(in: 0...2), Gen.int(in: 0...1_000_000)
        ) { count, shape, holes, seed in
            var generator = SplitMix64(seed: UInt64(seed))
            var values = Self.values(count: count, shape: shape, using: &generator)
            // Unmatched rows, as the diff passes them: none, a few, or about half.
            if holes > 0 {
                for index in values.indices where Int.random(in: 0..<(holes == 1 ? 10 : 2), using: &generator) == 0 {
                    values[index] = -1
                }
            }
            let flags = values.withUnsafeBufferPointer(longestIncreasingSubsequence)
            #expect(flags.count == values.count)
            #expect(zip(values, flags).allSatisfy { $0 >= 0 || !$1 }, "negative values are never marked")
            let marked = zip(values, flags).filter(\.1).map(\.0)
            #expect(zip(marked, marked.dropFirst()).allSatisfy { $0 < $1 }, "strictly increasing")
            #expect(marked.count == Self.plainLongestLength(values.filter { $0 >= 0 }))
            #expect(flags == Self.pilesReadBack(values), "the subsequence patience sorting ends with")
        }
    }

    @Test("values in order are all kept; values in reverse order keep one, the last; negative values none")
    func sortedAndReversed() {
        let sorted = (0..<10_000).map(Int32.init)
        #expect(sorted.withUnsafeBufferPointer(longestIncreasingSubsequence).allSatisfy { $0 })
        let reversed = Array(sorted.reversed())
        let flags = reversed.withUnsafeBufferPointer(longestIncreasingSubsequence)
        #expect(flags.filter { $0 }.count == 1)
        #expect(flags.last == true)
        #expect([Int32]().withUnsafeBufferPointer(longestIncreasingSubsequence).isEmpty)
        let unmatched = [Int32](repeating: -1, count: 5)
        #expect(unmatched.withUnsafeBufferPointer(longestIncreasingSubsequence) == Array(repeating: false, count: 5))
    }

    /// `count` values: random with many ties (shape 0), a permutation (1), mostly in order with a few
    /// moved (2, what the diff meets most), or in order with runs reversed (3).
    private static func values(count: Int, shape: Int, using generator: inout SplitMix64) -> [Int32] {
        switch shape {
        case 0:
            return (0..<count).map { _ in Int32.random(in: 0...Int32(max(1, count / 4)), using: &generator) }
        case 1:
            return (0..<count).map(Int32.init).shuffled(using: &generator)
        case 2:
            var values = (0..<count).map(Int32.init)
            for _ in 0..<(count / 20 + 1) where values.count > 1 {
                let value = values.remove(at: Int.random(in: values.indices, using: &generator))
                values.insert(value, at: Int.random(in: 0...values.count, using: &generator))
            }
            return values
        default:
            var values = (0..<count).map(Int32.init)
            var start = 0
            while start < count {
                let end = min(count, start + Int.random(in: 1...8, using: &generator))
                values[start..<end].reverse()
                start = end
            }
            return values
        }
    }

    /// The length of a longest strictly increasing subsequence, by the quadratic dynamic programme.
    private static func plainLongestLength(_ values: [Int32]) -> Int {
        var longestEndingAt = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { longestEndingAt[i] = max(longestEndingAt[i], longestEndingAt[j] + 1) }
        }
        return longestEndingAt.max() ?? 0
    }

    /// Patience sorting as its definition reads: each value on the first pile whose top is not below
    /// it (a new pile if none), linked to the top of the pile before; read back from the last pile.
    /// Negative values are passed over.
    private static func pilesReadBack(_ values: [Int32]) -> [Bool] {
        var tops = [Int]()
        var predecessor = [Int](repeating: -1, count: values.count)
        for position in values.indices where values[position] >= 0 {
            let pile = tops.firstIndex { values[$0] >= values[position] } ?? tops.count
            predecessor[position] = pile > 0 ? tops[pile - 1] : -1
            if pile == tops.count { tops.append(position) } else { tops[pile] = position }
        }
        var flags = [Bool](repeating: false, count: values.count)
        var position = tops.last ?? -1
        while position >= 0 {
            flags[position] = true
            position = predecessor[position]
        }
        return flags
    }
}
