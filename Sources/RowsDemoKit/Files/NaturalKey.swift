/// A name's natural-order sort key, made once per name so that sorting compares keys, not strings:
/// runs of ASCII digits compare as numbers ("file2" before "file10"), other characters by their
/// lowercase mapping (case ignored).
///
/// `NaturalKey(a) < NaturalKey(b)` is the natural order alone; names it finds equal ("a01" and "a1",
/// "Read" and "read") are told apart by ``FileOrder`` with plain string order.
public struct NaturalKey: Comparable, Sendable {
    /// One step of the comparison: a run of digits, or one other character.
    enum Token: Sendable {
        /// A run of ASCII digits: its first digit (what it compares as against a character), and the
        /// digits without leading zeros (what it compares as against another number).
        case number(first: String, digits: String)
        /// A character that is not an ASCII digit, as its lowercase mapping.
        case text(String)
    }

    let tokens: [Token]

    /// The key of `name`.
    ///
    /// - Complexity: O(*m*) for a name of *m* Unicode scalars.
    public init(_ name: String) {
        var tokens: [Token] = []
        tokens.reserveCapacity(name.unicodeScalars.count)
        var digits: [UInt8] = []
        func endNumber() {
            guard let first = digits.first else { return }
            let significant = digits.drop { $0 == UInt8(ascii: "0") }
            tokens.append(
                .number(
                    first: String(decoding: [first], as: UTF8.self), digits: String(decoding: significant, as: UTF8.self)))
            digits.removeAll(keepingCapacity: true)
        }
        for scalar in name.unicodeScalars {
            if scalar.isASCII, (0x30...0x39).contains(scalar.value) {
                digits.append(UInt8(scalar.value))
                continue
            }
            endNumber()
            tokens.append(.text(scalar.properties.lowercaseMapping))
        }
        endNumber()
        self.tokens = tokens
    }

    /// -1, 0 or 1 as `left` goes before, with or after `right` in natural order.
    ///
    /// - Complexity: O(*m*) for keys of *m* tokens, without allocating.
    public static func compare(_ left: NaturalKey, _ right: NaturalKey) -> Int {
        let (a, b) = (left.tokens, right.tokens)
        var index = 0
        while index < a.count && index < b.count {
            let order: Int
            switch (a[index], b[index]) {
            case (.number(_, let x), .number(_, let y)):
                order = x.utf8.count != y.utf8.count ? (x.utf8.count < y.utf8.count ? -1 : 1) : compare(x, y)
            case (.number(let x, _), .text(let y)): order = compare(x, y)
            case (.text(let x), .number(let y, _)): order = compare(x, y)
            case (.text(let x), .text(let y)): order = compare(x, y)
            }
            if order != 0 { return order }
            index += 1
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }

    public static func < (left: NaturalKey, right: NaturalKey) -> Bool { compare(left, right) < 0 }

    public static func == (left: NaturalKey, right: NaturalKey) -> Bool { compare(left, right) == 0 }

    private static func compare(_ left: String, _ right: String) -> Int {
        left == right ? 0 : (left < right ? -1 : 1)
    }
}
