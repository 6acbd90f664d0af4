import Foundation

/// A name's natural-order sort key, made once per name so that sorting compares keys, not strings:
/// runs of ASCII digits compare as numbers ("file2" before "file10"), other characters by their
/// lowercase mapping with accents left out (case and accents ignored: "Éclair" among the names in
/// E, as a file manager in an English locale lists them, not after "Zebra").
///
/// `NaturalKey(a) < NaturalKey(b)` is the natural order alone; names it finds equal ("a01" and "a1",
/// "Read" and "read", "resume" and "résumé") are told apart by ``FileOrder`` with plain string order.
///
/// The key is a flat run of 32-bit units compared in order, a shorter run that is a prefix of a
/// longer one first, so that a comparison is a loop over two arrays (see ``append(_:to:folding:)``
/// for the units). Many names' keys are kept in one buffer by ``NaturalKeyTable``.
public struct NaturalKey: Comparable, Sendable {
    /// The units, compared in order.
    let units: [UInt32]

    /// The key of `name`.
    ///
    /// - Complexity: O(*m*) for a name of *m* Unicode scalars.
    public init(_ name: String) {
        var units: [UInt32] = []
        units.reserveCapacity(name.utf8.count + 2)
        var foldings = Foldings()
        Self.append(name, to: &units, folding: &foldings)
        self.units = units
    }

    /// -1, 0 or 1 as `left` goes before, with or after `right` in natural order.
    ///
    /// - Complexity: O(*m*) for keys of *m* units, without allocating.
    public static func compare(_ left: NaturalKey, _ right: NaturalKey) -> Int {
        left.units.withUnsafeBufferPointer { a in right.units.withUnsafeBufferPointer { b in compare(a, b) } }
    }

    public static func < (left: NaturalKey, right: NaturalKey) -> Bool { compare(left, right) < 0 }

    public static func == (left: NaturalKey, right: NaturalKey) -> Bool { compare(left, right) == 0 }

    /// -1, 0 or 1 as the units `a` go before, with or after `b`: the first unit that differs decides,
    /// or else the shorter goes first.
    @inline(__always)
    static func compare(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>) -> Int {
        let shared = min(a.count, b.count)
        var index = 0
        while index < shared {
            let (x, y) = (a[index], b[index])
            if x != y { return x < y ? -1 : 1 }
            index += 1
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }

    /// The unit that starts a number: between the units of the characters before "0" and those
    /// after "9", so that a number compares against a character as its first digit would.
    static let numberMark = UInt32(UInt8(ascii: "0")) << 8

    /// Appends the key of `name` to `units`: each character that is not an ASCII digit as the
    /// Unicode scalars of its lowercase mapping, canonically decomposed (NFD) and without its
    /// combining diacritical marks (so "é", "É" and "e" followed by a combining acute accent are
    /// all "e"; a mark on its own adds nothing), each shifted left by 8 bits, the last with a low
    /// bit of 0 and any before it 1 (so that a folding that is a prefix of another goes first: a
    /// Hangul syllable without a final consonant before the same with one); each run of ASCII
    /// digits as ``numberMark``, the count of its digits without leading zeros, and those digits (so
    /// that a shorter number goes first, then digit by digit). `foldings` keeps the foldings of
    /// other than ASCII characters met so far.
    ///
    /// - Complexity: O(*m*) for a name of *m* Unicode scalars.
    static func append(_ name: String, to units: inout [UInt32], folding foldings: inout Foldings) {
        var digits = 0  // the digits of the number being read, leading zeros left out
        var numberStart = -1  // where that number's count unit is in `units`, or -1
        func endNumber() {
            guard numberStart >= 0 else { return }
            units[numberStart] = UInt32(digits)
            numberStart = -1
            digits = 0
        }
        for scalar in name.unicodeScalars {
            let value = scalar.value
            if value >= 0x30 && value <= 0x39 {
                if numberStart < 0 {
                    units.append(numberMark)
                    numberStart = units.count
                    units.append(0)
                }
                if digits > 0 || value != 0x30 {
                    units.append(value)
                    digits += 1
                }
                continue
            }
            endNumber()
            if value < 0x80 {
                let lower = value >= 0x41 && value <= 0x5A ? value + 0x20 : value
                units.append(lower << 8)
            } else {
                units.append(contentsOf: foldings.units(of: scalar))
            }
        }
        endNumber()
    }

    /// The units of characters other than ASCII (their lowercase mapping, decomposed, without
    /// combining diacritical marks), kept as they are made, so that a folder of names in one script
    /// folds each character once.
    struct Foldings {
        private var known: [UInt32: [UInt32]] = [:]

        /// The units of the character `scalar`, not an ASCII one: none for a combining mark.
        mutating func units(of scalar: Unicode.Scalar) -> [UInt32] {
            if let units = known[scalar.value] { return units }
            let folded = Self.folding(of: scalar)
            var units = folded.map { $0.value << 8 | 1 }
            if !units.isEmpty { units[units.count - 1] &= ~1 }
            known[scalar.value] = units
            return units
        }

        /// `scalar`'s lowercase mapping in NFD, its combining diacritical marks left out.
        static func folding(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
            scalar.properties.lowercaseMapping.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
                !isDiacritic($0)
            }
        }

        /// Whether `scalar` is a combining diacritical mark (of the blocks that canonical
        /// decomposition splits accented Latin, Greek and Cyrillic letters into).
        static func isDiacritic(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
            default: false
            }
        }
    }
}
