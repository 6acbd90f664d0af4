import PropertyBased
import SeededRandom
import Testing

@testable import RowsCore

@Suite("Permutation check")
struct PermutationCheckTests {
    @Test("every index once is a permutation; a repeat, a missing index or one out of range is not")
    func onlyEveryIndexOnceIsAPermutation() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...200), Gen.int(in: 0...100_000)) { count, seed in
            var random = SplitMix64(seed: UInt64(seed))
            let order = Array(0..<count).shuffled(using: &random)
            #expect(PermutationCheck.isPermutation(order, of: count))
            #expect(!PermutationCheck.isPermutation(order, of: count + 1))
            #expect(PermutationCheck.isPermutation(order + [count], of: count + 1))
            guard count > 0 else { return }
            let position = Int.random(in: 0..<count, using: &random)
            // Another index in place of one: that index repeats (in the same 64-bit word or another).
            if count > 1 {
                var repeated = order
                repeated[position] = order[(position + Int.random(in: 1..<count, using: &random)) % count]
                #expect(!PermutationCheck.isPermutation(repeated, of: count))
            }
            for outOfRange in [count, count + 64, -1, Int.min, Int.max] {
                var wrong = order
                wrong[position] = outOfRange
                #expect(!PermutationCheck.isPermutation(wrong, of: count), "\(outOfRange)")
            }
        }
    }

    @Test("at the edges of the bit words: 0, 63, 64, 65 and 128 indices")
    func edgesOfTheBitWords() {
        for count in [0, 1, 63, 64, 65, 128] {
            #expect(PermutationCheck.isPermutation(Array((0..<count).reversed()), of: count))
            guard count > 1 else { continue }
            var repeated = Array(0..<count)
            repeated[count - 1] = count - 2
            #expect(!PermutationCheck.isPermutation(repeated, of: count), "\(count)")
            repeated = Array(0..<count)
            repeated[0] = count - 1
            #expect(!PermutationCheck.isPermutation(repeated, of: count), "\(count)")
        }
    }
}
