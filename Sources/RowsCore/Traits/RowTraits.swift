/// Behaviours a row can be composed from (article 001), instead of a class tree of cells.
///
/// A settings screen has rows with a title, a byte count, a disclosure chevron, a press highlight or
/// a value picker, in several mixes; no base class fits them all, so each kind of row is the set of
/// traits it has (see ``SettingKind/traits``):
///
/// ```swift
/// let traits = SettingKind.disclosureByteCountTitle.traits
/// traits.contains(.disclosure)   // true
/// traits.contains(.valuePicker)  // false
/// ```
public struct RowTraits: OptionSet, Sendable, Hashable {
    /// The traits' bits: one bit a trait.
    public let rawValue: Int
    /// Creates the set of traits whose bits are set in `rawValue`.
    ///
    /// - Parameter rawValue: The traits' bits, as in ``rawValue``.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shows a title.
    public static let title = RowTraits(rawValue: 1 << 0)
    /// Shows a human-readable byte count, "N/A" when unknown.
    public static let byteCount = RowTraits(rawValue: 1 << 1)
    /// Shows a chevron and opens another page when activated.
    public static let disclosure = RowTraits(rawValue: 1 << 2)
    /// Highlights on hover and press, because activating it does something.
    public static let highlight = RowTraits(rawValue: 1 << 3)
    /// Lets the user pick one of several values.
    public static let valuePicker = RowTraits(rawValue: 1 << 4)
}

/// The six settings cells of article 001, each a set of traits.
///
/// Its raw value is the case's name, e.g. `"disclosureTitle"`, so that a data file can name a kind.
public enum SettingKind: String, Codable, Sendable, CaseIterable {
    /// A title that opens a page.
    case disclosureTitle
    /// A title with a byte count.
    case byteCountTitle
    /// A title with a byte count that opens a page.
    case disclosureByteCountTitle
    /// A title that runs an action.
    case actionTitle
    /// A value picker alone.
    case valuePicker
    /// A value picker with a title.
    case valuePickerLabel

    /// The traits the cell for this kind is composed of.
    public var traits: RowTraits {
        switch self {
        case .disclosureTitle: [.highlight, .title, .disclosure]
        case .byteCountTitle: [.title, .byteCount]
        case .disclosureByteCountTitle: [.highlight, .title, .byteCount, .disclosure]
        case .actionTitle: [.highlight, .title]
        case .valuePicker: [.valuePicker]
        case .valuePickerLabel: [.title, .valuePicker]
        }
    }

    /// Decodes a kind from its name; a name that is none of the kinds is an error saying so, with
    /// the names known (`unknown setting kind “spinner” (known: disclosureTitle, …)`), not Swift's
    /// message about initializing an enum.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for an unknown name; a type mismatch for a value that
    ///   is not a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let kind = SettingKind(rawValue: name) else {
            let known = Self.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown setting kind “\(name)” (known: \(known))")
        }
        self = kind
    }
}
