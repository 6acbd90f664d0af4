import CGtk
import Foundation
import Rows
import RowsDemoKit

/// The Files page's choices (the view, the order, the columns' widths and order, hidden files)
/// saved as they change, in the state folder.
extension FilesPage {
    /// Saves ``choices`` now, or `after` milliseconds without another change (a column being dragged).
    func save(after milliseconds: UInt32? = nil) {
        guard choicesFile != nil else { return }
        if let pendingSave { g_source_remove(pendingSave) }
        pendingSave = nil
        guard let milliseconds else { return saveNow() }
        pendingSave = MainLoop.every(milliseconds: milliseconds) { [weak self] in
            self?.pendingSave = nil
            self?.saveNow()
            return false
        }
    }

    /// Writes ``choices`` to ``choicesFile`` at once; a failure shows in a toast.
    func saveNow() {
        if let pendingSave { g_source_remove(pendingSave) }
        pendingSave = nil
        guard let choicesFile else { return }
        do {
            try choices.save(to: choicesFile)
        } catch {
            toasts.show("The view was not saved: \(error)", isError: true)
        }
    }
}
