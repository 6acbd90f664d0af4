import CGtk
import Foundation
import Rows
import RowsDemoKit

/// The People page's import: update-or-insert from a JSON file of people the user picks.
extension PeoplePage {
    /// Update-or-insert from a JSON file of people; an unreadable file is reported, naming it and the key.
    /// A file that changes no one (empty, or everyone as they are) says so and leaves the history as
    /// it is: no undo step that undoes nothing, and what can be redone still can.
    func importPeople(from url: URL) {
        let updates: [Person]
        do {
            updates = try DataFile.loadList(Person.self, from: url)
            try directory.checkDepartments(of: updates, in: url.path)
        } catch {
            toasts.show("Nothing was imported. \(error)", isError: true)
            return
        }
        let before = viewModel.snapshot.items
        let merged = PeopleDirectory.merging(updates, into: before)
        guard merged.updated + merged.inserted > 0 else {
            let what = updates.isEmpty ? "holds no one" : "changes no one: everyone in it is here as they are"
            toasts.show("Nothing was imported: \(url.lastPathComponent) \(what).")
            return
        }
        viewModel.apply(directory.snapshot(of: order.sorted(merged.people)))
        remember(.importing(file: url.lastPathComponent, before: before, after: merged.people))
        if save() {
            showUndoable("Imported \(url.lastPathComponent): \(merged.updated) updated, \(merged.inserted) added.")
        }
    }

    /// Opens the file chooser for a JSON file of people to import (Ctrl+O).
    func chooseImportFile() {
        let chooser = gtk_file_chooser_native_new(
            "Import People", parentWindow, GTK_FILE_CHOOSER_ACTION_OPEN, "_Import", "_Cancel")!
        let filter = gtk_file_filter_new()!
        gtk_file_filter_set_name(filter, "JSON files")
        gtk_file_filter_add_pattern(filter, "*.json")
        gtk_file_chooser_add_filter(chooser, filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
        DialogResponse.connect(chooser) { [weak self] response in
            defer { g_object_unref(UnsafeMutableRawPointer(chooser)) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue,
                let file = gtk_file_chooser_get_file(chooser)
            else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(file)) }
            guard let path = g_file_get_path(file) else { return }
            defer { g_free(path) }
            self?.importPeople(from: URL(fileURLWithPath: String(cString: path)))
        }
        gtk_native_dialog_show(UnsafeMutablePointer<GtkNativeDialog>(chooser))
    }
}
