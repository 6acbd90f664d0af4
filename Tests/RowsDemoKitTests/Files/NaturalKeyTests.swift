import Testing

@testable import RowsDemoKit

@Suite("Natural-order sort keys")
struct NaturalKeyTests {
    @Test("a name's key orders names as the comparison made per pair did, on 20,000 random pairs")
    func keysOrderAsThePairwiseComparison() {
        var random = SplitMix(seed: 0x5EED_F11E)
        let alphabet = Array("aAbBzZ09185 ._-éÉßİı日😀".unicodeScalars)
        func name() -> String {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(random.next() % 9) { scalars.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
            return String(scalars)
        }
        for _ in 0..<20_000 {
            let (left, right) = (name(), name())
            let expected = Self.referenceCompare(Array(left.unicodeScalars), Array(right.unicodeScalars)).signum()
            let keyed = NaturalKey.compare(NaturalKey(left), NaturalKey(right))
            #expect(keyed == expected, "\(left.debugDescription) against \(right.debugDescription)")
            if keyed != expected { return }
        }
    }

    @Test("many names' keys in one table order as their keys do, on 5,000 random pairs")
    func tableOrdersAsTheKeys() {
        var random = SplitMix(seed: 0x7AB1E)
        let alphabet = Array("aAzZ0019 ._éİıΣς日".unicodeScalars)
        let names = (0..<500).map { _ in
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(random.next() % 12) { scalars.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
            return String(scalars)
        }
        let table = NaturalKeyTable(names)
        #expect(table.count == names.count)
        table.withComparison { compare in
            for _ in 0..<5_000 {
                let (a, b) = (Int(random.next() % 500), Int(random.next() % 500))
                let expected = NaturalKey.compare(NaturalKey(names[a]), NaturalKey(names[b]))
                #expect(compare(a, b) == expected, "\(names[a].debugDescription) against \(names[b].debugDescription)")
            }
        }
    }

    @Test("a character whose lowercase mapping is a prefix of another's goes first, as String orders them")
    func mappingPrefixes() {
        // "İ" lowercases to "i" and a combining dot above: after "i", before "j", whatever follows.
        #expect(NaturalKey("iz") < NaturalKey("İa"))
        #expect(NaturalKey("İz") < NaturalKey("ja"))
        #expect(NaturalKey("i\u{307}") < NaturalKey("İ"), "one character at a time: \"i\" before \"i̇\"")
        // Digits go before letters, and numbers by value, whatever follows them.
        #expect(NaturalKey("2z") < NaturalKey("10a"))
        #expect(NaturalKey("007b") > NaturalKey("7a"))
    }

    @Test("numbers compare by value, leading zeros and case ignored, digits before letters")
    func examples() {
        #expect(NaturalKey("file2") < NaturalKey("file10"))
        #expect(NaturalKey("a01") == NaturalKey("a1"))
        #expect(NaturalKey("README") == NaturalKey("readme"))
        #expect(NaturalKey("9z") < NaturalKey("a"))
        #expect(NaturalKey("file") < NaturalKey("file1"))
        #expect(FileOrder.readsBefore("a01", "a1"), "ties go by plain order")
    }

    /// The natural-order comparison as `FileOrder` made it on every comparison before sort keys:
    /// the reference the keys must agree with.
    static func referenceCompare(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar]) -> Int {
        var i = 0
        var j = 0
        while i < left.count && j < right.count {
            if left[i].properties.numericType != nil && left[i].isASCII && right[j].isASCII
                && right[j].properties.numericType != nil
            {
                let startI = i
                let startJ = j
                while i < left.count && left[i].isASCII && left[i].properties.numericType != nil { i += 1 }
                while j < right.count && right[j].isASCII && right[j].properties.numericType != nil { j += 1 }
                let a = String(String.UnicodeScalarView(left[startI..<i])).drop { $0 == "0" }
                let b = String(String.UnicodeScalarView(right[startJ..<j])).drop { $0 == "0" }
                if a.count != b.count { return a.count < b.count ? -1 : 1 }
                if a != b { return a < b ? -1 : 1 }
                continue
            }
            let a = left[i].properties.lowercaseMapping
            let b = right[j].properties.lowercaseMapping
            if a != b { return a < b ? -1 : 1 }
            i += 1
            j += 1
        }
        return (left.count - i) - (right.count - j)
    }
}

/// A small seeded random number generator (SplitMix64), so that a failure can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
