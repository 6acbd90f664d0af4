import CGtk
import Foundation
import Rows
import RowsDemoKit

/// The Files page keeping up with the disk: the spinner while a folder is read, the watch on the
/// folder shown, the page saying a folder cannot be read or is gone.
extension FilesPage {
    /// Watches the folder shown (instead of the one before): changes made elsewhere show as the
    /// diff's splices; a folder deleted meanwhile says so and offers to go up.
    func watch() {
        guard monitor?.path != folder || panel.problem != nil else { return }
        monitor?.stop()
        monitor = nil
        guard panel.problem == nil else { return }
        let contents = contents
        let identity = FolderIdentity(of: folder)
        monitor = FolderMonitor(path: folder) { changes in
            contents.apply(changes)
        } onEnd: { [weak self] ending in
            switch ending {
            case .deletedOrMoved: self?.folderLeftItsPath(identity)
            case .unmounted: self?.folderUnmounted()
            }
        }
    }

    /// The folder shown, `identity`, is no longer at its path: renamed or moved within the folder
    /// above it (in a shell, or by another program), the page follows it there, as GNOME Files
    /// does, and a toast says so; else it is gone. The list, columns and grid keep their rows,
    /// selection and search; the tree lists the folder anew at its new path, its folders expanded
    /// and its selection kept (its rows are known by path).
    func folderLeftItsPath(_ identity: FolderIdentity?) {
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        guard folder != "/", let identity, let moved = identity.path(among: parent) else { return folderGone() }
        let (old, new) = (URL(fileURLWithPath: folder).lastPathComponent, URL(fileURLWithPath: moved).lastPathComponent)
        let before = folder
        contents.follow(movedTo: moved)
        tree?.follow(PathMove(from: before, to: folder))
        if selectionFromTree?.folder == before { selectionFromTree?.folder = folder }
        showFolderPath()
        relistTree()
        watch()
        grid?.show(folder)
        onFolderChange?()
        toasts.show("“\(FilePathText.displayed(old))” was renamed to “\(FilePathText.displayed(new))”.")
    }

    /// Reads the folder shown again, and watches it anew, once the file system holding it was
    /// unmounted (a drive removed): a folder inside it is gone, as the page then says; the folder
    /// it was mounted on shows what is under it. A toast says why the entries went.
    func folderUnmounted() {
        monitor = nil  // stopped: Linux drops the watches on an unmounted file system
        let name = FilePathText.displayed(URL(fileURLWithPath: folder).lastPathComponent)
        contents.refresh()
        relistTree(failureIsToldElsewhere: true)
        watch()
        toasts.show("The file system holding “\(name)” was unmounted.")
    }

    /// Says that the folder shown was deleted or moved away, in place of its entries (not "This
    /// folder is empty") and in a toast offering to open the enclosing one. A reading of it still
    /// under way is dropped: landing, it would show the entries of a folder no longer there (one
    /// moved away is still read where it went) and watch its old path again.
    func folderGone() {
        contents.showUnreadable(folder)
        showProblem(.cannotOpen(folder, errorNumber: ENOENT))  // which stops the watch too
        let name = FilePathText.displayed(URL(fileURLWithPath: folder).lastPathComponent)
        toasts.show("“\(name)” was deleted or moved away.", isError: true, buttonLabel: "Go _Up") {
            [weak self] in self?.openParent()
        }
    }

    /// Shows, instead of the entries, that the folder cannot be read and why; stops watching it.
    func showProblem(_ error: FolderError) {
        let explanation = error.explanation
        panel.showProblem(title: explanation.title, detail: explanation.detail)
        watch()
    }

    /// Lists the tree again for entries read off the main thread; a folder that could not be read
    /// before and can now shows its entries again, watched.
    func entriesArrived() {
        relistTree()
        guard panel.problem != nil else { return }
        panel.clearProblem()
        watch()
    }

    /// Shows the spinner while the folder is being read, and no "This folder is empty" before its
    /// first entries have come.
    func showListing(_ listing: Bool) {
        panel.isLoading = listing
        showSpinner()
        // The folder left by going up is placed, and the first row waiting for the keyboard gets
        // it, once the whole folder shows; the listing may end with no arrangement after it (a
        // folder wholly in its first batch, arranged while it was still being read), or just
        // before the last, which lands in the same turn of the loop.
        guard !listing else { return }
        MainLoop.post { [weak self] in
            self?.selectFolderLeft()
            self?.focusFirstRowIfWaiting()
        }
    }

    /// Turns the spinner while the folder is being read, or while the tree shown is making a big
    /// folder's roots off the main thread.
    func showSpinner() {
        guard !widgetsAreGone else { return }
        let busy = contents.isListing || (mode == .tree && tree?.isMakingRoots == true)
        gtk_widget_set_tooltip_text(spinner, contents.isListing ? "Reading the folder" : "Arranging the folder")
        gtk_widget_set_visible(spinner, busy ? 1 : 0)
        if busy { gtk_spinner_start(OpaquePointer(spinner)) } else { gtk_spinner_stop(OpaquePointer(spinner)) }
    }
}
