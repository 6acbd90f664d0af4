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
    public var title: String { Self.grouped(id, after: "Row ") }

    /// The value with thousands separators, e.g. "1,204".
    public var valueText: String { Self.grouped(Int(value)) }

    /// One of eight tag names, from the value.
    public var tagName: String { Self.tags[Int(value.magnitude % UInt32(Self.tags.count))] }

    /// `number` with a comma every three digits.
    public static func grouped(_ number: Int) -> String {
        grouped(number, after: "")
    }

    /// `prefix` then `number` grouped, written back to front into a buffer on the stack: no
    /// interpolation, and a text of 15 bytes or fewer ("Row 1,000,000") is kept in the `String`
    /// itself, nothing allocated, as a search folds a million titles and every bind makes one.
    private static func grouped(_ number: Int, after prefix: StaticString) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 27 + prefix.utf8CodeUnitCount) { buffer in
            var magnitude = number.magnitude
            var start = buffer.count
            var digits = 0
            repeat {
                if digits > 0 && digits % 3 == 0 {
                    start -= 1
                    buffer[start] = UInt8(ascii: ",")
                }
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                digits += 1
            } while magnitude > 0
            if number < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            start -= prefix.utf8CodeUnitCount
            (buffer.baseAddress! + start).initialize(from: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    static let tags = ["alpha", "beta", "gamma", "delta", "kappa", "lambda", "sigma", "omega"]
}
