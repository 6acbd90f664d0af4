import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit

/// The saved people changed by another program (or another copy of the app) since this page read
/// them: an edit here is shown but not saved over theirs, and a dialog asks which to keep, as GNOME's
/// editors do for a file changed on disk. Reload shows the file as it is now (the edits here that
/// were not saved go, and so does the undo history, which was of the list they replace); Save Over
/// It saves the list shown over the file. Not Now (or Escape) leaves both as they are: the next edit
/// asks again.
extension PeoplePage {
    /// What the dialog offers.
    enum ChangeElsewhereChoice: CaseIterable {
        case notNow, reload, saveOver
    }

    /// Asks what to do about the saved file `error` names, changed elsewhere; not twice at once.
    func askAboutChangeElsewhere(_ error: SaveError) {
        guard changeElsewhereDialog == nil else { return }
        let file = URL(fileURLWithPath: error.file).lastPathComponent
        let dialog = DialogWindow(title: "People Changed Elsewhere", parent: parentWindow)
        let body = gtk_label_new(
            "\(file) was changed by another program, or another copy of Rows, since it was read here. Your change is shown but not saved.\n\nReload the file to show its people, and lose the changes not saved here; or save the people shown over it, and lose the other changes."
        )!
        gtk_label_set_wrap(OpaquePointer(body), 1)
        gtk_label_set_max_width_chars(OpaquePointer(body), 50)
        gtk_label_set_xalign(OpaquePointer(body), 0)
        dialog.append(body)
        dialog.addButton("_Not Now") { [weak self] in self?.answerChangeElsewhere(.notNow) }
        dialog.addButton("_Reload", style: "destructive-action") { [weak self] in self?.answerChangeElsewhere(.reload) }
        dialog.addButton("_Save Over It", style: "destructive-action") { [weak self] in
            self?.answerChangeElsewhere(.saveOver)
        }
        changeElsewhereDialog = dialog
        Signal.connect(dialog.window, "destroy") { [weak self] in
            if self?.changeElsewhereDialog === dialog { self?.changeElsewhereDialog = nil }
        }
        dialog.present()
    }

    /// Does what the dialog's `choice` says, and closes it.
    func answerChangeElsewhere(_ choice: ChangeElsewhereChoice) {
        changeElsewhereDialog?.close()
        switch choice {
        case .notNow: break
        case .reload: reloadSavedPeople()
        case .saveOver: saveOverChangeElsewhere()
        }
    }

    /// Shows the saved file's people as they are now; the edits not saved and the undo history go.
    /// A file that cannot be read (the other program left it broken) changes nothing here, and the
    /// toast names the file and the key at fault.
    private func reloadSavedPeople() {
        let people: [Person]
        // Read by a copy: a load notes the file as read before it reads, and a file that cannot be
        // read must not be saved over by the next edit without asking.
        var fresh = store
        do {
            people = try fresh.load()
        } catch {
            return toasts.show("The people were not reloaded: \(error)", isError: true)
        }
        store = fresh
        viewModel.apply(directory.snapshot(of: order.sorted(people)))
        history = PeopleHistory()
        historyChanged()
        toasts.show("Reloaded \(URL(fileURLWithPath: store.savedURL.path).lastPathComponent).")
    }

    /// Saves the people shown over the file another program changed.
    private func saveOverChangeElsewhere() {
        do {
            try store.save(viewModel.snapshot.items, overwritingChangesElsewhere: true)
        } catch {
            return toasts.show("Your change is shown but was not saved: \(error)", isError: true)
        }
        toasts.show("Saved over the changes made elsewhere.")
    }
}
