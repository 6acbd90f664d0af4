/// One row of the settings screen as shown: the setting, with what the app measured or the user
/// picked. Its content changes when a size is re-measured or a value picked, so the diff
/// reconfigures the row in place.
public struct SettingRow: Identifiable, Hashable, Sendable {
    /// The setting from `settings.json`.
    public var setting: Setting
    /// The measured size, for byte-count rows; nil when unknown ("N/A").
    public var byteCount: Int64?
    /// The picked value, for value pickers: the user's saved choice, else the file's default.
    public var choice: Int?

    /// The setting's id.
    public var id: String { setting.id }

    /// A row for `setting` showing `byteCount` and `choice`.
    public init(_ setting: Setting, byteCount: Int64? = nil, choice: Int? = nil) {
        self.setting = setting
        self.byteCount = byteCount
        self.choice = choice
    }

    /// The text a search matches: the title and, for pickers, the choices.
    public var searchableText: String {
        ([setting.title] + (setting.choices ?? [])).joined(separator: " ")
    }

    /// The rows for `settings`, with saved `choices` (by setting id, ignored when out of range) and
    /// sizes from `measure` (given what a row measures, e.g. "cache").
    public static func rows(
        _ settings: [Setting], choices: [String: Int], measure: (String) -> Int64?
    ) -> [SettingRow] {
        settings.map { setting in
            var choice = setting.selectedChoice
            if let saved = choices[setting.id], let options = setting.choices, options.indices.contains(saved) {
                choice = saved
            }
            return SettingRow(setting, byteCount: setting.measures.flatMap(measure), choice: choice)
        }
    }
}
