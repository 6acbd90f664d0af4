import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// Which of the six trait-composed cells shows each kind of setting (article 001), and how.
@MainActor
final class SettingsCells {
    /// Called with the setting and the index the user picked in a value picker.
    var onPick: @MainActor (Setting, Int) -> Void = { _, _ in }

    private let disclosure = CellRegistration<DisclosureTitleCell, SettingRow> { cell, row in cell.title = row.setting.title }
    private let byteCount = CellRegistration<ByteCountTitleCell, SettingRow> { cell, row in
        cell.title = row.setting.title
        cell.byteCount = row.byteCount
    }
    private let disclosureByteCount = CellRegistration<DisclosureByteCountTitleCell, SettingRow> { cell, row in
        cell.title = row.setting.title
        cell.byteCount = row.byteCount
    }
    private let action = CellRegistration<ActionTitleCell, SettingRow> { cell, row in cell.title = row.setting.title }
    private lazy var picker = CellRegistration<ValuePickerCell, SettingRow> { [unowned self] cell, row, scope in
        // The picker alone has no title on screen: its tooltip, and what screen readers say, tell what it sets.
        gtk_widget_set_tooltip_text(cell.picker, row.setting.title)
        cell.showChoices(row.setting.choices ?? [], selected: row.choice, title: row.setting.title, scope: scope) {
            self.onPick(row.setting, $0)
        }
    }
    .accessibility { cell, row in RowAccessibility(label: row.setting.title, description: cell.shownAccessibility?.label) }
    private lazy var labelledPicker = CellRegistration<ValuePickerLabelCell, SettingRow> { [unowned self] cell, row, scope in
        cell.title = row.setting.title
        cell.showChoices(row.setting.choices ?? [], selected: row.choice, scope: scope) { self.onPick(row.setting, $0) }
    }

    /// The cell for `row`.
    func cell(from cells: ReusableCells, for row: SettingRow) -> DequeuedCell {
        switch row.setting.kind {
        case .disclosureTitle: cells.cell(using: disclosure, for: row)
        case .byteCountTitle: cells.cell(using: byteCount, for: row)
        case .disclosureByteCountTitle: cells.cell(using: disclosureByteCount, for: row)
        case .actionTitle: cells.cell(using: action, for: row)
        case .valuePicker: cells.cell(using: picker, for: row)
        case .valuePickerLabel: cells.cell(using: labelledPicker, for: row)
        }
    }
}
