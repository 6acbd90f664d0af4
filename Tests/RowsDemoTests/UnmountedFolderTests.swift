import Foundation
import GtkTestSupport
import Rows
import RowsDemoKit
import Testing

@testable import RowsDemo

#if canImport(Glibc)
    import Glibc
#endif

/// A drive unmounted under the Files page, made with a tmpfs (which only a process allowed to mount,
/// root here, can make: the suite does not run elsewhere).
@MainActor
@Suite(
    "The Files page follows a file system unmounted under it", .enabled(if: GtkTest.hasDisplay && TmpfsMount.isAllowed),
    .serialized)
struct UnmountedFolderTests {
    @Test("the folder a drive was mounted on shows what is under it once unmounted, with a toast, and is watched anew")
    func mountPointShowsTheFolderUnderIt() throws {
        let app = try AppHarness()
        let (drive, mount) = try Self.mountDrive(in: app)
        defer { mount.unmount() }
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        let names = { page.viewModel.snapshot.items.map(\.name) }
        page.open(drive.path)
        #expect(GtkTest.wait(for: "the drive listed") { names() == ["on drive.txt"] })

        #expect(mount.unmount())
        #expect(GtkTest.wait(for: "the folder under it listed") { names() == ["under.txt"] }, "\(names())")
        #expect(page.toasts.message == "The file system holding “Drive” was unmounted.")
        #expect(page.panel.problem == nil)
        #expect(FileManager.default.createFile(atPath: drive.appendingPathComponent("new.txt").path, contents: nil))
        #expect(GtkTest.wait(for: "a file made there listed: the folder is watched") { names() == ["new.txt", "under.txt"] })
    }

    @Test(
        "a folder on a drive unmounted says it is not there, with a toast saying why (in the tree too, whose own re-list fails after it), and is no longer watched",
        arguments: [FilesViewMode.list, .tree])
    func folderOnTheDriveIsGone(in mode: FilesViewMode) throws {
        let app = try AppHarness()
        let (drive, mount) = try Self.mountDrive(in: app)
        defer { mount.unmount() }
        let photos = drive.appendingPathComponent("Photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: photos.appendingPathComponent("cat.png").path, contents: nil))
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(mode)
        let shownNames = {
            mode == .tree
                ? page.tree?.outline.rows.compactMap { $0.content.item?.name } : page.viewModel.snapshot.items.map(\.name)
        }
        page.open(photos.path)
        #expect(GtkTest.wait(for: "Photos listed") { shownNames() == ["cat.png"] })

        #expect(mount.unmount())
        #expect(GtkTest.wait(for: "the page saying Photos is gone") { page.panel.problem != nil })
        // The tree's own re-list, off the main thread, fails as well after the toast was shown; a
        // second is ample for it to land (the folder is not there): it must not replace the toast.
        GtkTest.spin(seconds: 1) { false }
        #expect(page.panel.emptyStateTexts.first == "“Photos” is not there", "\(page.panel.emptyStateTexts)")
        #expect(page.toasts.message == "The file system holding “Photos” was unmounted.")
        #expect(page.monitor == nil)
    }

    @Test("in the tree, a drive's folder expanded shows what is under it once unmounted, and is watched anew")
    func expandedMountPointInTheTree() throws {
        let app = try AppHarness()
        let (drive, mount) = try Self.mountDrive(in: app)
        defer { mount.unmount() }
        let window = app.openWindow(on: .files)
        defer { app.close(window) }
        let page = try #require(window.pages[.files] as? FilesPage)
        page.show(.tree)
        let tree = try #require(page.tree)
        let names = { tree.outline.rows.compactMap { $0.content.item?.name } }
        #expect(GtkTest.wait(for: "the tree listed") { names() == ["Drive", "Projects", "notes.txt"] })
        tree.outline.expand(drive.path)
        #expect(
            GtkTest.wait(for: "Drive listed and watched") {
                names() == ["Drive", "on drive.txt", "Projects", "notes.txt"] && tree.watchedFolders == [drive.path]
            }, "\(names())")

        #expect(mount.unmount())
        #expect(
            GtkTest.wait(for: "the folder under it listed") { names() == ["Drive", "under.txt", "Projects", "notes.txt"] },
            "\(names())")
        #expect(FileManager.default.createFile(atPath: drive.appendingPathComponent("new.txt").path, contents: nil))
        #expect(
            GtkTest.wait(for: "a file made there listed: the folder is watched") {
                names() == ["Drive", "new.txt", "under.txt", "Projects", "notes.txt"]
            }, "\(names())")
    }

    /// A folder "Drive" in `app`'s files folder holding "under.txt", with a tmpfs mounted on it
    /// holding "on drive.txt".
    private static func mountDrive(in app: AppHarness) throws -> (URL, TmpfsMount) {
        let drive = app.filesFolder.appendingPathComponent("Drive")
        try FileManager.default.createDirectory(at: drive, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: drive.appendingPathComponent("under.txt").path, contents: nil))
        let mount = try #require(TmpfsMount(on: drive))
        #expect(FileManager.default.createFile(atPath: drive.appendingPathComponent("on drive.txt").path, contents: nil))
        return (drive, mount)
    }
}

/// A tmpfs mounted on a folder for a test; unmounted by ``unmount()`` (again: nothing).
@MainActor
final class TmpfsMount {
    private let path: String
    private var isMounted = true

    /// Mounts a new tmpfs on the folder at `url`; nil when this process may not.
    init?(on url: URL) {
        path = url.path
        guard Glibc.mount("rows-test", path, "tmpfs", 0, nil) == 0 else { return nil }
    }

    /// Unmounts it; returns whether it was mounted and now is not.
    @discardableResult
    func unmount() -> Bool {
        guard isMounted else { return false }
        isMounted = false
        return umount2(path, 0) == 0 || umount2(path, Int32(MNT_DETACH)) == 0
    }

    /// Whether this process may mount a tmpfs (root, outside a container that forbids it).
    nonisolated static let isAllowed: Bool = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-mount-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
            Glibc.mount("rows-test", folder.path, "tmpfs", 0, nil) == 0
        else { return false }
        umount2(folder.path, 0)
        return true
    }()
}
