/// A row of the million-row screen: 16 bytes, with its texts made when it is shown, so that a
/// million of them fit in 16 MB and build in milliseconds.
public struct GeneratedRow: Identifiable, Hashable, Sendable {
    /// Which of the screen's cell types shows the row.
    public enum Kind: UInt8, Sendable, CaseIterable {
        /// A title and a number.
        case metric
        /// A title and a coloured tag.
        case tag
        /// Two lines of text.
        case note
    }

    /// Stable identity.
    public let id: Int
    /// The row's kind.
    public var kind: Kind
    /// The value shown; random edits change it.
    public var value: Int32

    /// Creates a row.
    public init(id: Int, kind: Kind, value: Int32) {
        self.id = id
        self.kind = kind
        self.value = value
    }

    /// "Row 12,345".
    public var title: String { "Row \(Self.grouped(id))" }

    /// The value with thousands separators, e.g. "1,204".
    public var valueText: String { Self.grouped(Int(value)) }

    /// One of eight tag names, from the value.
    public var tagName: String { Self.tags[Int(value.magnitude % UInt32(Self.tags.count))] }

    /// `number` with a comma every three digits.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return number < 0 ? "-" + text : text
    }

    static let tags = ["alpha", "beta", "gamma", "delta", "kappa", "lambda", "sigma", "omega"]
}
