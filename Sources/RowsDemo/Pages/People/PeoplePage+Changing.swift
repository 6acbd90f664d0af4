import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// Changing a person's details: the edit form opens on Enter or a double-click on their row, Edit in
/// their menu, or the toolbar's Edit with one person selected.
extension PeoplePage {
    /// Opens the edit form on `person` (a row activated, Edit in their menu or the toolbar).
    func openEditForm(for person: Person) {
        present(
            PersonForm(parent: parentWindow, departments: directory.departments, editing: person) { [weak self] draft in
                self?.change(person.id, to: draft)
            })
    }

    /// Opens the edit form on the person selected, when one is.
    func editSelected() {
        guard viewModel.selectedIDs.count == 1, let person = viewModel.selectedItems.first else { return }
        openEditForm(for: person)
    }

    /// Changes the person `id` to what `draft` holds and saves: the diff reconfigures their row in
    /// place, or moves it when the order or the department puts them elsewhere (as arranged, last
    /// in their new department). They stay selected and focused, in view. Nothing happens when
    /// nothing changed, nor for a person no longer in the list (the toast says so).
    func change(_ id: Person.ID, to draft: PersonDraft) {
        let people = viewModel.snapshot.items
        guard let index = people.firstIndex(where: { $0.id == id }) else {
            return toasts.show(
                "\(draft.firstName) \(draft.lastName) is no longer in the list: nothing was changed.", isError: true)
        }
        let before = people[index]
        guard let after = draft.person(id: id), after != before else { return }
        viewModel.apply(directory.snapshot(of: order.sorted(people.changing(after))))
        remember(.change(before: before, after: after, at: index))
        let renamed = before.fullName == after.fullName ? "" : " to \(after.fullName)"
        let moved =
            before.department == after.department
            ? "" : ", now in \(directory.departmentName(of: after) ?? PeopleDirectory.noDepartment)"
        if save() { showUndoable("Changed \(before.fullName)\(renamed)\(moved).") }
        if viewModel.filter != nil, viewModel.rows.row(ofItem: id) == nil { onEndSearch?() }
        viewModel.select([id])
        if let row = viewModel.rows.row(ofItem: id) { panel.list.focus(row: row) }
    }
}
