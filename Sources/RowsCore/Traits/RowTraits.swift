/// Behaviours a row can be composed from (article 001), instead of a class tree of cells.
public struct RowTraits: OptionSet, Sendable, Hashable {
    /// The traits as bits.
    public let rawValue: Int
    /// The traits whose bits are set in `rawValue`.
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
}
