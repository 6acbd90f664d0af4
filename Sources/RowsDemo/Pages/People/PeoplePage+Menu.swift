import Rows
import RowsCore
import RowsDemoKit

/// A person's context menu (a right-click, Shift+F10 or the Menu key on their row): Edit, as Enter
/// does; the moves Alt+Up and Alt+Down make; and Remove, as the toolbar and Delete do.
extension PeoplePage {
    /// The menu of `person`: Edit…, then Move Up and Move Down (dimmed where the person cannot go further),
    /// then Remove, which removes the selected people when the selection holds `person` (a
    /// right-click selects the row first, unless it is selected), else `person` alone.
    func menu(for person: Person) -> ContextMenu {
        let selected = viewModel.selectedIDs
        let removesSelection = selected.contains(person.id)
        let title = removesSelection && selected.count > 1 ? "Remove \(selected.count) People" : "Remove"
        return ContextMenu([
            [.init("Edit…", shortcut: "Return") { [weak self] in self?.openEditForm(for: person) }],
            [
                moveAction(person, by: -1, "Move Up", shortcut: "<Alt>Up"),
                moveAction(person, by: 1, "Move Down", shortcut: "<Alt>Down"),
            ],
            [
                .init(title, shortcut: "Delete") { [weak self] in
                    guard let self else { return }
                    if !removesSelection { self.viewModel.select([person.id]) }
                    self.removeSelected()
                }
            ],
        ])
    }

    /// Moves `person` one place up (`step` -1) or down, into the next department at a
    /// department's edge; the keyboard follows them.
    private func moveAction(_ person: Person, by step: Int, _ title: String, shortcut: String) -> ContextMenu.Action {
        let destination = viewModel.rows.destination(movingItem: person.id, by: step)
        return .init(title, shortcut: shortcut, isEnabled: destination != nil) { [weak self] in
            guard let self, let destination, self.move(person.id, to: destination),
                let row = self.viewModel.rows.row(ofItem: person.id)
            else { return }
            self.panel.list.focus(row: row)
        }
    }
}
