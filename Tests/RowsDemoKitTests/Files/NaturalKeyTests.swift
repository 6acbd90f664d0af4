import Testing

@testable import RowsDemoKit

@Suite("Natural-order sort keys")
struct NaturalKeyTests {
    @Test("a name's key orders names as the comparison made per pair did, on 20,000 random pairs")
    func keysOrderAsThePairwiseComparison() {
        var random = SplitMix(seed: 0x5EED_F11E)
        let alphabet = Array("aAbBzZ09185 ._-éÉeE\u{301}\u{308}ßİı日😀한하".unicodeScalars)
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

    @Test("accents and case are left out: accented names sort among their letters, ties by plain order")
    func accentsIgnored() {
        #expect(NaturalKey("Éclair") < NaturalKey("Zebra"), "not after Z, where its code point is")
        #expect(NaturalKey("éclair") > NaturalKey("dune"))
        #expect(NaturalKey("résumé") == NaturalKey("RESUME"))
        #expect(NaturalKey("e\u{301}te\u{301}") == NaturalKey("été"), "decomposed as precomposed")
        #expect(NaturalKey("İstanbul") == NaturalKey("istanbul"))
        #expect(NaturalKey("Ørsted") > NaturalKey("zz"), "a letter of its own is not an accented one")
        let names = ["Zebra", "éclair", "Eagle", "resume", "résumé", "Ecru", "été", "ete"]
        #expect(
            names.sorted(by: FileOrder.readsBefore)
                == ["Eagle", "éclair", "Ecru", "ete", "été", "resume", "résumé", "Zebra"])
    }

    @Test("a Hangul syllable without a final consonant goes before the same with one, whatever follows")
    func foldingPrefixes() {
        // "하" decomposes to two jamo, "한" to those and a third.
        #expect(NaturalKey("하하") < NaturalKey("한"))
        #expect(NaturalKey("하") < NaturalKey("한"))
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

    /// The natural order written plainly, the reference the keys must agree with: a name is read
    /// as a sequence of numbers (runs of ASCII digits, leading zeros left out) and characters
    /// (each folded: lowercase, decomposed, without combining diacritics; one that folds to
    /// nothing is left out but still ends a number); numbers compare by their digit count, then
    /// digits; a number against a character as "0" would; characters by their folded scalars, a
    /// prefix first; then the shorter sequence first.
    static func referenceCompare(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar]) -> Int {
        enum Token {
            case number(String)
            case character([UInt32])
        }
        func tokens(_ scalars: [Unicode.Scalar]) -> [Token] {
            var tokens: [Token] = []
            var digits: String?
            for scalar in scalars {
                if scalar.isASCII, scalar.properties.numericType != nil {
                    digits = (digits ?? "") + String(scalar)
                    continue
                }
                if let number = digits { tokens.append(.number(String(number.drop { $0 == "0" }))) }
                digits = nil
                let folded = String(scalar.properties.lowercaseMapping).decomposedStringWithCanonicalMapping
                    .unicodeScalars.filter {
                        !(0x300...0x36F).contains($0.value) && !(0x1AB0...0x1AFF).contains($0.value)
                            && !(0x1DC0...0x1DFF).contains($0.value) && !(0x20D0...0x20FF).contains($0.value)
                            && !(0xFE20...0xFE2F).contains($0.value)
                    }
                if !folded.isEmpty { tokens.append(.character(folded.map(\.value))) }
            }
            if let number = digits { tokens.append(.number(String(number.drop { $0 == "0" }))) }
            return tokens
        }
        func compare(_ a: [UInt32], _ b: [UInt32]) -> Int {
            for (x, y) in zip(a, b) where x != y { return x < y ? -1 : 1 }
            return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
        }
        let (a, b) = (tokens(left), tokens(right))
        for (x, y) in zip(a, b) {
            let order: Int
            switch (x, y) {
            case (.number(let m), .number(let n)):
                order = m.count != n.count ? (m.count < n.count ? -1 : 1) : (m == n ? 0 : (m < n ? -1 : 1))
            case (.number, .character(let c)): order = compare([0x30], c)
            case (.character(let c), .number): order = compare(c, [0x30])
            case (.character(let c), .character(let d)): order = compare(c, d)
            }
            if order != 0 { return order }
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
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
