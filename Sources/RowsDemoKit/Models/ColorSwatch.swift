/// A named colour in one of the red, green and blue sections (article 002).
public struct ColorSwatch: Codable, Identifiable, Hashable, Sendable, StrictDecodable {
    /// The section a swatch belongs to.
    public enum Family: String, Codable, Sendable, CaseIterable {
        case red, green, blue
    }

    /// Stable identity in the data file.
    public var id: String
    /// The colour's name.
    public var name: String
    /// The colour as `#rrggbb`.
    public var hex: String
    /// Its section.
    public var family: Family

    /// Creates a swatch.
    public init(id: String, name: String, hex: String, family: Family) {
        self.id = id
        self.name = name
        self.hex = hex
        self.family = family
    }

    /// Red, green and blue components from 0 to 255, from ``hex``.
    public var components: (red: Int, green: Int, blue: Int)? {
        guard hex.count == 7, hex.first == "#", let value = Int(hex.dropFirst(), radix: 16) else { return nil }
        return ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
    }

    public enum CodingKeys: String, CodingKey, CaseIterable { case id, name, hex, family }
    public typealias Keys = CodingKeys

    public func validationProblems() -> [(key: String, problem: String)] {
        components == nil ? [("hex", "expected a color like \"#ff8800\", found \"\(hex)\"")] : []
    }
}
