import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit

/// Article 004: one generic data source with swappable decorators, and editing that is saved. Add a
/// person (the form checks the fields), change one (Enter or a double-click on their row opens the
/// same form, filled), remove the selected people (Delete), reorder people by drag
/// and drop or with Alt+Up / Alt+Down (into another department too), undo additions, changes, removals, moves and imports
/// one after the other (Ctrl+Z) and make them again (Shift+Ctrl+Z), import a JSON file of updates (update-or-insert). Every change is saved atomically to
/// the user's copy under the XDG data folder; the bundled file is never written.
///
/// A reorder switches the order to "As arranged" (``PersonOrder/manual``), saved as the settings'
/// choice: a sort by name or age would put the person straight back, and on the next start the list
/// shows as arranged. Undoing it sorts the list again as before, while it is still arranged.
@MainActor
final class PeoplePage: DemoPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    let searchPlaceholder = "Search people by name, age or department"
    /// The list and its empty states.
    let panel: ListPanel<String, Person>
    /// The layout and VIP theme the rows use.
    let decoration = PersonDecoration()
    /// The layout and VIP theme as actions (`people.layout`, an index in `PersonLayout.allCases`;
    /// `people.vip-theme`), for the toolbar's menu when it is narrow, and for its check button.
    let actions: PageActions
    /// The toolbar's layout drop-down.
    let layoutMenu = DropDown.make(PeoplePage.layoutTitles, title: "Row layout")
    /// The window, for dialogs.
    var parentWindow: UnsafeMutablePointer<GtkWindow>?
    /// The add or edit form while it is open.
    private(set) var form: PersonForm?
    /// The additions, changes, removals, moves and imports to undo, and those undone to make again.
    var history = PeopleHistory()
    /// Called when a reorder switches the order to ``PersonOrder/manual``, or its undoing back to the
    /// sort before, to save the choice; returns why it was not saved (nil: it was), which the
    /// edit's toast says.
    var onOrderChange: (@MainActor (PersonOrder) -> (any Error)?)?
    /// Called when the layout or the VIP theme is picked, to save the pick.
    var onDecorationChange: (@MainActor (PersonDecoration) -> Void)?
    /// Called to end the window's search: a person added whom it does not find (the search's text
    /// goes, and the page shows everyone).
    var onEndSearch: (@MainActor () -> Void)?

    /// The departments people are shown in, and the rules of moving them.
    let directory: PeopleDirectory
    /// Where the people are saved.
    var store: SavedList<Person>
    /// The dialog asking what to do about the saved people changed elsewhere, while it is open.
    var changeElsewhereDialog: DialogWindow?
    /// The toasts over the list: what an edit did, with Undo; a save that failed.
    let toasts: Toasts
    /// How people are ordered in their departments: ``setOrder(_:)`` sorts them; a move arranges
    /// them, and its undoing sorts them again (``switchOrder(to:)``).
    var order: PersonOrder
    private var removeButton: UnsafeMutablePointer<GtkWidget>!
    private var editButton: UnsafeMutablePointer<GtkWidget>!
    private(set) var undoButton: UnsafeMutablePointer<GtkWidget>!
    private(set) var redoButton: UnsafeMutablePointer<GtkWidget>!
    /// Keeps the remove button's sensitivity in step with the selection.
    private var selectionObservation: ListObservation?
    var viewModel: ListViewModel<String, Person> { panel.list.viewModel }
    private unowned let list: ListView<String, Person>

    /// The page for `people` in `directory`'s departments, in `order`, saving to `store`.
    init(people: [Person], directory: PeopleDirectory, store: SavedList<Person>, order: PersonOrder = .firstName) {
        self.directory = directory
        self.store = store
        self.order = order
        let viewModel = ListViewModel(directory.snapshot(of: order.sorted(people)), selectionMode: .multiple)
        let decoration = decoration
        let rows = CellRegistration(PersonCell.self) { cell, person, scope in
            cell.show(decoration.content(for: person), scope: scope)
        }
        let list = ListView(viewModel) { cells, person in cells.cell(using: rows, for: person) }
        self.list = list
        panel = ListPanel(
            list, emptyIcon: "system-users-symbolic", emptyTitle: "Nobody here",
            emptyDetail: "Add someone with the + button, or import a JSON file of people.")
        toasts = Toasts(over: panel.widget)
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        actions = PageActions(prefix: "people", on: widget)
        let box = widget.cast(to: GtkBox.self)
        gtk_box_append(box, makeToolbar())
        gtk_box_append(box, toasts.widget)

        selectionObservation = viewModel.observe { [weak self] update in
            guard let self, update.selectionChanged else { return }
            gtk_widget_set_sensitive(self.removeButton, self.viewModel.selectedIDs.isEmpty ? 0 : 1)
            gtk_widget_set_sensitive(self.editButton, self.viewModel.selectedIDs.count == 1 ? 1 : 0)
        }
        // Delete only with the keyboard in the page, where the rows it removes are; the others while
        // the page is shown.
        Shortcut.add(to: widget, ["Delete", "KP_Delete"]) { [weak self] in self?.removeSelected() ?? false }
        Shortcut.add(to: widget, ["<Control>z"], whileShown: true) { [weak self] in self?.undoLastEdit() ?? false }
        Shortcut.add(to: widget, ["<Shift><Control>z"], whileShown: true) { [weak self] in self?.redoLastUndone() ?? false }
        list.onMove = { [weak self] id, destination in self?.move(id, to: destination) }
        list.contextMenu = { [weak self] person in self?.menu(for: person) }
        list.onActivate = { [weak self] person in self?.openEditForm(for: person) }
        Shortcut.add(to: widget, ["<Control>n"], whileShown: true) { [weak self] in
            self?.openAddForm()
            return true
        }
        Shortcut.add(to: widget, ["<Control>o"], whileShown: true) { [weak self] in
            self?.chooseImportFile()
            return true
        }
    }

    func focusFirstRow() { panel.focusFirstRow() }
    func focusFirstResult() { panel.focusFirstRow(selecting: true) }
    var rowsView: UnsafeMutablePointer<GtkWidget>? { panel.list.listView }
    var isSearchPending: Bool { panel.list.viewModel.isSearchPending }

    func search(_ text: String) {
        viewModel.search(text) { [directory] in directory.searchableText(of: $0) }
    }

    /// What the toast shown says, if one shows.
    var toastMessage: String? { toasts.message }
    /// The texts a person sees in the toast on screen: its title and its button's label.
    var toastTexts: [String] { toasts.shownTexts }

    // MARK: Decorators

    /// Lays rows out as `layout`, rebinding the rows shown; the drop-down and the menu follow, and
    /// the pick is saved (``onDecorationChange``).
    func setLayout(_ layout: PersonLayout) {
        guard layout != decoration.layout else { return }
        decoration.layout = layout
        let index = PersonLayout.allCases.firstIndex(of: layout) ?? 0
        gtk_drop_down_set_selected(OpaquePointer(layoutMenu), guint(index))
        actions.setChoice("layout", to: index)
        panel.list.reconfigureShownRows()
        onDecorationChange?(decoration)
    }

    /// Turns the VIP theme on or off, rebinding the rows shown; the check button and the menu follow,
    /// and the pick is saved (``onDecorationChange``).
    func setEmphasizesVIPs(_ isOn: Bool) {
        guard isOn != decoration.emphasizesVIPs else { return }
        decoration.emphasizesVIPs = isOn
        actions.setToggle("vip-theme", to: isOn)
        panel.list.reconfigureShownRows()
        onDecorationChange?(decoration)
    }

    /// Orders people within departments by `order` (the diff moves the rows).
    func setOrder(_ order: PersonOrder) {
        self.order = order
        // Picked, the order is the user's: undoing a move no longer gives back the sort it replaced.
        history.forgetOrderSwitches()
        viewModel.apply(directory.snapshot(of: order.sorted(viewModel.snapshot.items)))
    }

    // MARK: Editing

    /// Opens the add form.
    func openAddForm() {
        // In the department of the person selected, as a new file goes in the folder shown.
        let start = viewModel.selectedItems.first?.department
        present(
            PersonForm(parent: parentWindow, departments: directory.departments, startingIn: start) { [weak self] draft in
                self?.add(draft)
            })
    }

    /// Shows `form`, the page's form until it closes.
    func present(_ form: PersonForm) {
        self.form = form
        Signal.connect(form.dialog.window, "destroy") { [weak self] in
            if self?.form === form { self?.form = nil }
        }
        form.dialog.present()
    }

    /// Adds the person `draft` describes and saves.
    func add(_ draft: PersonDraft) {
        let existing = Set(viewModel.snapshot.items.map(\.id))
        guard let person = draft.person(id: PersonDraft.newID(avoiding: existing)) else { return }
        viewModel.apply(directory.snapshot(of: order.sorted(viewModel.snapshot.items + [person])))
        remember(.addition(person, at: viewModel.snapshot.items.firstIndex { $0.id == person.id } ?? 0))
        if save() { showUndoable("Added \(person.fullName).") }
        // The new person is selected and has the keyboard, as a file GNOME Files just made: in view,
        // so a search that does not find them ends.
        if viewModel.filter != nil, viewModel.rows.row(ofItem: person.id) == nil { onEndSearch?() }
        viewModel.select([person.id])
        if let row = viewModel.rows.row(ofItem: person.id) { panel.list.focus(row: row) }
    }

    /// Removes the selected people and saves; returns whether anyone was selected. The person now
    /// where the first of them was is selected (and focused, when the keyboard is in the list), so
    /// Delete again goes on, as in GNOME Files.
    @discardableResult
    func removeSelected() -> Bool {
        let firstRow = viewModel.selectedIDs.compactMap { viewModel.rows.row(ofItem: $0) }.min()
        // Read first: GTK 4.8 may lose the focus with the focused row (the last of its department).
        let keyboardInList = KeyboardFocus.isIn(panel.list.listView)
        let removed = removePeople(viewModel.selectedIDs)
        guard !removed.isEmpty else { return false }
        remember(.removal(removed))
        selectPerson(near: firstRow ?? 0, focusing: keyboardInList)
        if save() { showUndoable("Removed \(removed.count == 1 ? removed[0].item.fullName : "\(removed.count) people").") }
        return true
    }

    /// Removes the people `ids`, and the department of any it leaves empty (its header goes too, as
    /// on the next start); returns what was removed, for undo, which makes the department again.
    func removePeople(_ ids: some Sequence<Person.ID>) -> [ListSnapshot<String, Person>.RemovedItem] {
        var next = viewModel.snapshot
        let removed = next.deleteItems(ids)
        if !removed.isEmpty { viewModel.apply(directory.snapshot(of: next.items)) }
        return removed
    }

    /// Moves the person `id` to `destination` (a drop, or Alt+Up / Alt+Down), into the department of
    /// the section they land in, switches to the arranged order and saves; returns whether they moved.
    @discardableResult
    func move(_ id: Person.ID, to destination: ListSnapshot<String, Person>.Destination) -> Bool {
        guard let move = directory.move(id, to: destination, in: viewModel.snapshot)?.made(in: order) else { return false }
        let orderError = switchOrder(to: .manual)
        viewModel.apply(directory.snapshot(of: move.people))
        remember(.move(move))
        if save() { showUndoable(move.madeMessage(in: directory), orderError: orderError) }
        return true
    }

    /// Selects the person at `row` or, when it is a header or past the end, the nearest after it
    /// (else before it); the keyboard follows with `focusing` (it was in the list before the
    /// removal that calls this).
    func selectPerson(near row: Int, focusing: Bool) {
        let rows = viewModel.rows
        guard !rows.isEmpty else { return }
        let start = min(row, rows.count - 1)
        guard let target = rows.nearestItemRow(from: start, step: 1) ?? rows.nearestItemRow(from: start, step: -1),
            let person = rows[target].item
        else { return }
        viewModel.select([person.id])
        if focusing { panel.list.focus(row: target) }
    }

    /// Saves the list; on failure says so and keeps the edit on screen. Returns whether it saved.
    func save() -> Bool {
        do {
            try store.save(viewModel.snapshot.items)
            return true
        } catch {
            toasts.show("Your change is shown but was not saved: \(error)", isError: true)
            if error.isChangeElsewhere { askAboutChangeElsewhere(error) }
            return false
        }
    }

    private func makeToolbar() -> UnsafeMutablePointer<GtkWidget> {
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        gtk_widget_add_css_class(bar, "rows-toolbar")
        let add = Button.icon("list-add-symbolic", tooltip: "Add a person (Ctrl+N)") { [weak self] in self?.openAddForm() }
        editButton = Button.icon("document-edit-symbolic", tooltip: "Edit the selected person (Enter)") { [weak self] in
            self?.editSelected()
        }
        gtk_widget_set_sensitive(editButton, 0)
        removeButton = Button.icon("user-trash-symbolic", tooltip: "Remove the selected people (Delete)") { [weak self] in
            self?.removeSelected()
        }
        gtk_widget_set_sensitive(removeButton, 0)
        undoButton = Button.icon(
            "edit-undo-symbolic", tooltip: "Undo the last addition, change, removal, move or import (Ctrl+Z)"
        ) {
            [weak self] in
            self?.undoLastEdit()
        }
        gtk_widget_set_sensitive(undoButton, 0)
        redoButton = Button.icon("edit-redo-symbolic", tooltip: "Redo the last change undone (Shift+Ctrl+Z)") { [weak self] in
            self?.redoLastUndone()
        }
        gtk_widget_set_sensitive(redoButton, 0)
        let importButton = Button.icon("document-open-symbolic", tooltip: "Import people from a JSON file (Ctrl+O)") {
            [weak self] in self?.chooseImportFile()
        }
        let spacer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_hexpand(spacer, 1)
        for child in [add, editButton!, removeButton!, undoButton!, redoButton!, importButton, spacer, decoratorControls()] {
            gtk_box_append(bar.cast(to: GtkBox.self), child)
        }
        return NarrowToolbar.wrap(bar)
    }
}
