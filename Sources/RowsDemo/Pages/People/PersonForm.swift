import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// The "Add Person" and "Edit Person" dialog: names, age, department and VIP, checked before anything
/// is added or changed. Each field with a problem is marked and says what is wrong; nothing is
/// submitted until all are right. A field told of a problem is checked again as it is typed in: its
/// message goes once it is right, and changes if it is wrong another way (not before the first
/// submit: no message while one types).
@MainActor
final class PersonForm {
    /// The dialog.
    let dialog: DialogWindow
    /// The person the form edits; nil when it adds one.
    let editing: Person?
    private let firstName = gtk_entry_new()!
    private let lastName = gtk_entry_new()!
    private let age = gtk_entry_new()!
    private let vip = gtk_check_button_new_with_mnemonic("_VIP")!
    private let department: UnsafeMutablePointer<GtkWidget>
    private var problemLabels: [PersonDraft.Field: UnsafeMutablePointer<GtkWidget>] = [:]
    private let departments: [Department]
    private let onSubmit: @MainActor (PersonDraft) -> Void

    /// A form over `parent` offering `departments` that adds a person, `startingIn` (a department's
    /// id) picked at first, or edits `person`, filled with their details; `onSubmit` gets a valid draft.
    init(
        parent: UnsafeMutablePointer<GtkWindow>?, departments: [Department], editing person: Person? = nil,
        startingIn start: String? = nil, onSubmit: @escaping @MainActor (PersonDraft) -> Void
    ) {
        self.departments = departments
        self.editing = person
        self.onSubmit = onSubmit
        dialog = DialogWindow(title: person == nil ? "Add Person" : "Edit Person", parent: parent)
        department = DropDown.make(["No department"] + departments.map(\.name), title: "Department")
        if let start, let index = departments.firstIndex(where: { $0.id == start }) {
            gtk_drop_down_set_selected(OpaquePointer(department), guint(index + 1))
        }

        let grid = gtk_grid_new()!
        gtk_grid_set_row_spacing(grid.cast(to: GtkGrid.self), 6)
        gtk_grid_set_column_spacing(grid.cast(to: GtkGrid.self), 12)
        var row: Int32 = 0
        func addRow(_ title: String, _ field: UnsafeMutablePointer<GtkWidget>, problem: PersonDraft.Field?) {
            let label = gtk_label_new_with_mnemonic(title)!
            gtk_label_set_xalign(OpaquePointer(label), 1)
            gtk_label_set_mnemonic_widget(OpaquePointer(label), field)
            gtk_grid_attach(grid.cast(to: GtkGrid.self), label, 0, row, 1, 1)
            gtk_grid_attach(grid.cast(to: GtkGrid.self), field, 1, row, 1, 1)
            row += 1
            if let problem {
                let message = gtk_label_new(nil)!
                gtk_widget_add_css_class(message, "error")
                gtk_widget_add_css_class(message, "caption")
                gtk_label_set_xalign(OpaquePointer(message), 0)
                // Wrapped within the field's width: a message never widens the dialog.
                gtk_label_set_wrap(OpaquePointer(message), 1)
                gtk_label_set_max_width_chars(OpaquePointer(message), 1)
                gtk_widget_set_visible(message, 0)
                gtk_grid_attach(grid.cast(to: GtkGrid.self), message, 1, row, 1, 1)
                problemLabels[problem] = message
                row += 1
            }
        }
        gtk_entry_set_activates_default(firstName.cast(to: GtkEntry.self), 1)
        gtk_entry_set_activates_default(lastName.cast(to: GtkEntry.self), 1)
        gtk_entry_set_activates_default(age.cast(to: GtkEntry.self), 1)
        gtk_entry_set_input_purpose(age.cast(to: GtkEntry.self), GTK_INPUT_PURPOSE_DIGITS)
        addRow("_First name", firstName, problem: .firstName)
        addRow("_Last name", lastName, problem: .lastName)
        addRow("_Age", age, problem: .age)
        addRow("_Department", department, problem: nil)
        gtk_grid_attach(grid.cast(to: GtkGrid.self), vip, 1, row, 1, 1)
        rows_accessible_set_label(OpaquePointer(vip), "VIP")
        dialog.append(grid)
        dialog.addButton("_Cancel") { [dialog] in dialog.close() }
        dialog.addButton(person == nil ? "_Add" : "_Save", style: "suggested-action", isDefault: true) {
            [weak self] in self?.submit()
        }
        if let person { fill(PersonDraft(person)) }
        for entry in [firstName, lastName, age] {
            Signal.connect(entry, "changed") { [weak self] in self?.checkAgain(entry) }
        }
    }

    /// What the form holds now.
    var draft: PersonDraft {
        let index = Int(gtk_drop_down_get_selected(OpaquePointer(department)))
        return PersonDraft(
            firstName: GtkTexts.text(of: firstName), lastName: GtkTexts.text(of: lastName), age: GtkTexts.text(of: age),
            isVIP: gtk_check_button_get_active(vip.cast(to: GtkCheckButton.self)) != 0,
            department: index > 0 && index <= departments.count ? departments[index - 1].id : keptDepartment)
    }

    /// The department of the person edited when the directory does not know it (the drop-down
    /// shows "No department" for it): kept, not cleared, by a save that does not pick another.
    private var keptDepartment: String? {
        guard let department = editing?.department, !departments.contains(where: { $0.id == department }) else { return nil }
        return department
    }

    /// Fills the fields (as typing would).
    func fill(_ draft: PersonDraft) {
        gtk_editable_set_text(OpaquePointer(firstName), draft.firstName)
        gtk_editable_set_text(OpaquePointer(lastName), draft.lastName)
        gtk_editable_set_text(OpaquePointer(age), draft.age)
        gtk_check_button_set_active(vip.cast(to: GtkCheckButton.self), draft.isVIP ? 1 : 0)
        let index = draft.department.flatMap { id in departments.firstIndex { $0.id == id } }.map { $0 + 1 } ?? 0
        gtk_drop_down_set_selected(OpaquePointer(department), guint(index))
    }

    /// The problems shown now, by field.
    var shownProblems: [PersonDraft.Field: String] {
        problemLabels.compactMapValues { label in
            gtk_widget_get_visible(label) != 0 ? String(cString: gtk_label_get_text(OpaquePointer(label))) : nil
        }
    }

    /// Hands the draft on (to add or change the person) and closes if the form is valid; otherwise
    /// marks each field at fault.
    func submit() {
        let draft = draft
        let problems = draft.problems
        for field in problemLabels.keys { show(problems[field], for: field) }
        if let first = PersonDraft.Field.allCases.first(where: { problems[$0] != nil }) {
            gtk_widget_grab_focus(entry(for: first))
            return
        }
        onSubmit(draft)
        dialog.close()
    }

    /// The entry of `field`.
    func entry(for field: PersonDraft.Field) -> UnsafeMutablePointer<GtkWidget> {
        switch field {
        case .firstName: firstName
        case .lastName: lastName
        case .age: age
        }
    }

    /// Checks `entry`'s field again if it shows a problem: a problem still there is told anew, one
    /// fixed goes.
    private func checkAgain(_ entry: UnsafeMutablePointer<GtkWidget>) {
        guard let field = PersonDraft.Field.allCases.first(where: { self.entry(for: $0) == entry }),
            let label = problemLabels[field], gtk_widget_get_visible(label) != 0
        else { return }
        show(draft.problems[field], for: field)
    }

    /// Shows `problem` under `field`'s entry, the entry marked in error, or takes them away (nil).
    /// A screen reader hears the entry is invalid, and why, as it comes to the entry.
    private func show(_ problem: String?, for field: PersonDraft.Field) {
        guard let label = problemLabels[field] else { return }
        let entry = entry(for: field)
        let accessible = OpaquePointer(entry)
        if let problem {
            gtk_label_set_text(OpaquePointer(label), problem)
            gtk_widget_set_visible(label, 1)
            gtk_widget_add_css_class(entry, "error")
            rows_accessible_set_invalid(accessible)
            rows_accessible_set_description(accessible, problem)
        } else {
            gtk_widget_set_visible(label, 0)
            gtk_widget_remove_css_class(entry, "error")
            gtk_accessible_reset_state(accessible, GTK_ACCESSIBLE_STATE_INVALID)
            gtk_accessible_reset_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
        }
    }
}
