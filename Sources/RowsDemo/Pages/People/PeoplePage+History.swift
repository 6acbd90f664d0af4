import CGtk
import Rows
import RowsCore
import RowsDemoKit

/// The People page's undo and redo: Ctrl+Z takes the last edit back, Shift+Ctrl+Z makes it again,
/// each saved and said in a toast offering the way back.
extension PeoplePage {
    /// Undoes the last addition, change, removal, move or import not undone yet and saves; returns whether
    /// there was one. The toast says what was undone, with Redo.
    @discardableResult
    func undoLastEdit() -> Bool {
        guard let edit = history.undo() else { return false }
        var (orderError, sortedAgain): ((any Error)?, Bool) = (nil, false)
        switch edit {
        case .addition(let person, _):
            viewModel.apply(directory.snapshot(of: viewModel.snapshot.items.filter { $0.id != person.id }))
        case .removal(let removed): viewModel.restore(removed)
        case .change(let before, _, let index):
            viewModel.apply(directory.snapshot(of: order.sorted(viewModel.snapshot.items.restoring(before, at: index))))
        case .move(let move):
            let arranged = order
            orderError = switchOrder(to: move.order(onceUndoneFrom: order))
            sortedAgain = order != arranged
            viewModel.apply(directory.snapshot(of: order.sorted(move.undone(in: viewModel.snapshot.items))))
        case .importing(_, let before, _): viewModel.apply(directory.snapshot(of: order.sorted(before)))
        }
        historyChanged()
        if save() {
            let message = edit.undoneMessage(in: directory) + (sortedAgain ? " People are sorted again as before." : "")
            say(message, orderError: orderError, buttonLabel: "_Redo") { [weak self] in self?.redoLastUndone() }
        }
        show(edit.peopleToSelect(undone: true))
        return true
    }

    /// Makes the last edit undone again and saves; returns whether there was one. The toast says
    /// what was made again, with Undo.
    @discardableResult
    func redoLastUndone() -> Bool {
        var removedFrom: Int?
        var orderError: (any Error)?
        let keyboardInList = KeyboardFocus.isIn(panel.list.listView)
        let made = history.redo { edit -> PeopleEdit? in
            switch edit {
            case .addition(let person, let index):
                // Where they were: in the arranged order, a sort would not put them there.
                var people = viewModel.snapshot.items
                people.insert(person, at: min(index, people.count))
                viewModel.apply(directory.snapshot(of: order.sorted(people)))
                return edit
            case .removal(let removed):
                // Where they are now: the edits undone since may have moved them.
                removedFrom = removed.compactMap { viewModel.rows.row(ofItem: $0.item.id) }.min()
                let again = removePeople(removed.map(\.item.id))
                return again.isEmpty ? nil : .removal(again)
            case .change(_, let after, _):
                viewModel.apply(directory.snapshot(of: order.sorted(viewModel.snapshot.items.changing(after))))
                return edit
            case .move(let move):
                // Arranged again, as by the move itself: a sort would put the person straight back.
                let made = move.made(in: order)
                orderError = switchOrder(to: .manual)
                viewModel.apply(directory.snapshot(of: move.redone(in: viewModel.snapshot.items)))
                return .move(made)
            case .importing(_, _, let after):
                viewModel.apply(directory.snapshot(of: order.sorted(after)))
                return edit
            }
        }
        guard let made else { return false }
        historyChanged()
        if save() { showUndoable(made.redoneMessage(in: directory), orderError: orderError) }
        // As after the edit itself: the person now where the first removed was, or those it touched.
        if let removedFrom {
            selectPerson(near: removedFrom, focusing: keyboardInList)
        } else {
            show(made.peopleToSelect(undone: false))
        }
        return true
    }

    /// Selects the people `ids` and brings the first into view; the keyboard goes with it when it is
    /// in the list (Ctrl+Z there, Delete before), else it stays where it is.
    func show(_ ids: [Person.ID]) {
        viewModel.select(ids)
        guard let row = ids.compactMap({ viewModel.rows.row(ofItem: $0) }).min() else { return }
        let list = panel.list
        if KeyboardFocus.isIn(list.listView) { list.focus(row: row) } else { list.scroll(toRow: row) }
    }

    /// Puts people in `order` from now on, and has the choice saved, when it is another: a move
    /// arranges them, and undoing it sorts them again as before (the caller shows them so).
    /// Returns why the choice was not saved, for the edit's toast to say; nil when it was, or did
    /// not change.
    @discardableResult
    func switchOrder(to order: PersonOrder) -> (any Error)? {
        guard order != self.order else { return nil }
        self.order = order
        return onOrderChange?(order)
    }

    /// Says `message` in a toast with Undo; and, as an error, that the order the edit switched to
    /// was not saved when `orderError` says why.
    func showUndoable(_ message: String, orderError: (any Error)? = nil) {
        say(message, orderError: orderError, buttonLabel: "_Undo") { [weak self] in self?.undoLastEdit() }
    }

    /// Says `message` in a toast with the button `buttonLabel` doing `action`; as an error, and
    /// saying why, when the order the edit switched to was not saved (one toast shows at a time, so
    /// the edit's would hide an error shown before it).
    private func say(
        _ message: String, orderError: (any Error)?, buttonLabel: String, action: @escaping @MainActor () -> Void
    ) {
        guard let orderError else { return toasts.show(message, buttonLabel: buttonLabel, action: action) }
        toasts.show(
            "\(message) The order of people was not saved: \(orderError)", isError: true, buttonLabel: buttonLabel,
            action: action)
    }

    /// Notes `edit` as the one Ctrl+Z undoes next.
    func remember(_ edit: PeopleEdit) {
        history.record(edit)
        historyChanged()
    }

    /// Makes Undo and Redo clickable as the history allows.
    func historyChanged() {
        gtk_widget_set_sensitive(undoButton, history.canUndo ? 1 : 0)
        gtk_widget_set_sensitive(redoButton, history.canRedo ? 1 : 0)
    }
}
