import CGtk
import RowsDemoKit

/// Opening an entry (a double click, Enter, the menu's Open): a folder, or a link that leads to one
/// now, opens in the page; a file opens in its default application.
extension FilesPage {
    /// Opens a folder, or a file in its default application, found by its name's bytes.
    func activate(_ entry: FileEntry) {
        let path = entry.fileName.path(in: folder)
        // A link is a folder if it leads to one now (its folder may have been made since it was listed).
        guard entry.isFolder || (entry.linkTarget.map { LinkDestination(ofLinkAt: path, target: $0) } == .folder) else {
            return openFile(entry, at: path)
        }
        // By its path's text, which keeps a name that is not UTF-8 (see FilePathText).
        var placed = entry
        placed.folder = folder
        // The keyboard goes into the folder with the person: its first entry, once listed.
        let keyboardInViews = focusIsInViews
        notePlace(opening: entry)
        open(placed.pathText!)
        if keyboardInViews { focusFirstRow() }
    }

    /// Opens the file `entry`, at `path` (NUL-terminated bytes, which need not be UTF-8), in its
    /// default application; a failure shows in a toast naming it. A link that leads nowhere now (its
    /// target gone, a loop, a folder on the way that cannot be read) or that is gone itself is not
    /// handed to GLib, which would say no application is registered for it: the toast says what is
    /// wrong (see ``LinkDestination``).
    func openFile(_ entry: FileEntry, at path: [CChar]) {
        let name = entry.name
        if let target = entry.linkTarget, case .nowhere(let reason) = LinkDestination(ofLinkAt: path, target: target) {
            toasts.show("\(name) cannot be opened: \(reason)", isError: true)
            return
        }
        var error: UnsafeMutablePointer<GError>?
        // GLib escapes the bytes into the URI, so that any name is found.
        guard let uri = g_filename_to_uri(path, nil, &error) else {
            toasts.show("\(name) cannot be opened: \(error.map { String(cString: $0.pointee.message) } ?? "")", isError: true)
            g_clear_error(&error)
            return
        }
        defer { g_free(uri) }
        lastOpenedURI = String(cString: uri)
        if g_app_info_launch_default_for_uri(uri, nil, &error) == 0 {
            let message = error.map { String(cString: $0.pointee.message) } ?? "no application for it"
            g_clear_error(&error)
            toasts.show("\(name) cannot be opened: \(message)", isError: true)
        }
    }
}
