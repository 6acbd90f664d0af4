import RowsCore

/// One row of a settings screen (article 001). Its ``kind`` says which of the six settings cells shows
/// it, and so which traits the row has.
public struct Setting: Codable, Identifiable, Hashable, Sendable, StrictDecodable {
    /// Stable identity in the data file.
    public var id: String
    /// The row's title.
    public var title: String
    /// Which settings cell shows the row.
    public var kind: SettingKind
    /// For byte-count rows: what to measure (e.g. "cache", "data"); the app fills in the size.
    public var measures: String?
    /// For disclosure rows: the page the row opens.
    public var opens: String?
    /// For action rows: the action the row runs.
    public var action: String?
    /// For value pickers: the values to choose from.
    public var choices: [String]?
    /// For value pickers: the index of the chosen value.
    public var selectedChoice: Int?
    /// The titled group the row shows in, as GNOME's preferences group their rows (e.g. "Storage");
    /// nil for an untitled group.
    public var group: String?

    /// Creates a setting.
    public init(
        id: String, title: String, kind: SettingKind, measures: String? = nil, opens: String? = nil,
        action: String? = nil, choices: [String]? = nil, selectedChoice: Int? = nil, group: String? = nil
    ) {
        self.id = id
        self.title = title
        self.kind = kind
        self.measures = measures
        self.opens = opens
        self.action = action
        self.choices = choices
        self.selectedChoice = selectedChoice
        self.group = group
    }

    public enum CodingKeys: String, CodingKey, CaseIterable {
        case id, title, kind, measures, opens, action, choices, selectedChoice, group
    }
    public typealias Keys = CodingKeys

    public func validationProblems() -> [(key: String, problem: String)] {
        let traits = kind.traits
        if traits.contains(.title), title.isBlank { return [("title", "must not be empty")] }
        if let group, group.isBlank { return [("group", "must not be empty; leave it out for an untitled group")] }
        if traits.contains(.byteCount), measures == nil { return [("measures", "required for a \(kind.rawValue) setting")] }
        if traits.contains(.disclosure), opens == nil { return [("opens", "required for a \(kind.rawValue) setting")] }
        if kind == .actionTitle, action == nil { return [("action", "required for an actionTitle setting")] }
        if traits.contains(.valuePicker) {
            guard let choices, !choices.isEmpty else { return [("choices", "required for a \(kind.rawValue) setting")] }
            if let selectedChoice, !choices.indices.contains(selectedChoice) {
                return [("selectedChoice", "must be between 0 and \(choices.count - 1)")]
            }
        }
        return []
    }
}
