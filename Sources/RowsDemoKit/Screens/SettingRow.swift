import RowsCore

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
    /// Whether the row's action can be done now: false for clearing a cache that is empty.
    public var isEnabled = true

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

    /// `rows` in their groups (``Setting/group``), one section per group in the order each first
    /// appears, the rows keeping their order within it; a group's section shows its title as the
    /// header, the untitled group's section shows none.
    ///
    /// - Complexity: O(*n*) for *n* rows.
    public static func snapshot(of rows: [SettingRow]) -> ListSnapshot<String, SettingRow> {
        var sections: [ListSnapshot<String, SettingRow>.Section] = []
        var index: [String: Int] = [:]
        for row in rows {
            let title = row.setting.group ?? ""
            if let existing = index[title] {
                sections[existing].items.append(row)
            } else {
                index[title] = sections.count
                sections.append(.init(id: title, items: [row], showsHeader: row.setting.group != nil))
            }
        }
        return ListSnapshot(sections: sections)
    }
}
