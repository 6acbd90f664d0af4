import CGtk
import Rows
import RowsDemoKit

/// Watches a folder with GIO's `GFileMonitor` (inotify) and hands its changes on in bursts
/// (``FolderChanges``): after 100 ms without a change, or 200 ms after the first, whichever is
/// sooner. Renames within the folder are one event (`G_FILE_MONITOR_WATCH_MOVES`). The watch ends
/// when the folder is deleted or moved away, or when the file system holding it is unmounted (Linux
/// drops the watches on it then): the monitor says which (``Ending``) and hands on nothing more.
///
/// It owns the monitor: ``stop()`` (or the monitor's end) disconnects the handler (whose box GLib
/// releases through its destroy notify), cancels and unrefs the monitor and removes the timer.
@MainActor
final class FolderMonitor {
    /// The folder watched.
    let path: String
    private var monitor: UnsafeMutablePointer<GFileMonitor>?
    private var handler: gulong = 0
    private var timer: UInt32?
    private var changes = FolderChanges()
    private let onChanges: @MainActor (FolderChanges) -> Void
    private let onEnd: @MainActor (Ending) -> Void

    /// How a watch ended on its own.
    enum Ending: Equatable {
        /// The folder itself was deleted or moved away.
        case deletedOrMoved
        /// The file system holding the folder was unmounted: its path is gone, or, for the folder a
        /// file system was mounted on, shows the folder under it, unwatched.
        case unmounted
    }

    /// Watches the folder at `path`: `onChanges` gets each burst of changes, `onEnd` is called when
    /// the watch ends on its own (see ``Ending``), after which nothing more comes. Nil when GIO
    /// cannot watch it.
    init?(
        path: String, onChanges: @escaping @MainActor (FolderChanges) -> Void,
        onEnd: @escaping @MainActor (Ending) -> Void
    ) {
        self.path = path
        self.onChanges = onChanges
        self.onEnd = onEnd
        let file = g_file_new_for_path(FilePathText.bytes(of: path))
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        self.monitor = monitor
        // CHANGED events come at most once per rate limit (800 ms by default) for a file.
        g_file_monitor_set_rate_limit(monitor, gint(FolderChanges.quiet))
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void = {
            _, file, other, event, data in
            MainActor.assumeIsolated {
                Unmanaged<ChangeHandler>.fromOpaque(data!).takeUnretainedValue().body(
                    file.map(OpaquePointer.init), other.map(OpaquePointer.init), event)
            }
        }
        // The connection owns the handler; GLib releases it when the handler is disconnected.
        let release: GClosureNotify = { data, _ in Unmanaged<ChangeHandler>.fromOpaque(data!).release() }
        let body = ChangeHandler { [weak self] file, other, event in self?.handle(file, other, event) }
        handler = rows_signal_connect(
            monitor, "changed", unsafeBitCast(trampoline, to: GCallback.self), Unmanaged.passRetained(body).toOpaque(),
            release)
    }

    isolated deinit {
        stop()
    }

    /// Stops watching: nothing more is handed on.
    func stop() {
        if let timer { g_source_remove(timer) }
        timer = nil
        guard let monitor else { return }
        g_signal_handler_disconnect(monitor, handler)
        g_file_monitor_cancel(monitor)
        g_object_unref(monitor)
        self.monitor = nil
    }

    private func handle(_ file: OpaquePointer?, _ other: OpaquePointer?, _ event: GFileMonitorEvent) {
        guard let file else { return }
        let now = UInt64(g_get_monotonic_time() / 1000)
        let name = Self.name(of: file)
        if isWatchedFolder(file) {
            switch event {
            case G_FILE_MONITOR_EVENT_DELETED, G_FILE_MONITOR_EVENT_MOVED_OUT, G_FILE_MONITOR_EVENT_RENAMED:
                stop()
                onEnd(.deletedOrMoved)
            case G_FILE_MONITOR_EVENT_UNMOUNTED:
                stop()
                onEnd(.unmounted)
            default:
                break
            }
            return
        }
        switch event {
        case G_FILE_MONITOR_EVENT_RENAMED:
            guard let other else { return }
            changes.renamed(name, to: Self.name(of: other), at: now)
        case G_FILE_MONITOR_EVENT_CREATED, G_FILE_MONITOR_EVENT_DELETED, G_FILE_MONITOR_EVENT_CHANGED,
            G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT, G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED,
            G_FILE_MONITOR_EVENT_MOVED_IN, G_FILE_MONITOR_EVENT_MOVED_OUT:
            changes.changed(name, at: now)
        default:
            return
        }
        scheduleHandOn()
    }

    /// Hands the changes on when they are due, checking again when more came meanwhile.
    private func scheduleHandOn() {
        guard timer == nil, let due = changes.due else { return }
        let now = UInt64(g_get_monotonic_time() / 1000)
        timer = MainLoop.every(milliseconds: UInt32(due > now ? due - now : 0)) { [weak self] in
            guard let self else { return false }
            self.timer = nil
            let now = UInt64(g_get_monotonic_time() / 1000)
            if let due = self.changes.due, due <= now {
                self.onChanges(self.changes.take())
            }
            self.scheduleHandOn()
            return false
        }
    }

    private func isWatchedFolder(_ file: OpaquePointer) -> Bool {
        guard let path = g_file_get_path(file) else { return false }
        defer { g_free(path) }
        return FilePathText.text(of: UnsafeBufferPointer(start: path, count: strlen(path)).map { UInt8(bitPattern: $0) })
            == self.path
    }

    /// The file's name, as the file system's bytes.
    private static func name(of file: OpaquePointer) -> FileName {
        guard let name = g_file_get_basename(file) else { return FileName("") }
        defer { g_free(name) }
        return FileName(bytes: Array(UnsafeBufferPointer(start: name, count: strlen(name))).map { UInt8(bitPattern: $0) })
    }
}

/// What a monitor's "changed" signal calls: its file, the other file of a move, and the event.
private final class ChangeHandler {
    let body: @MainActor (OpaquePointer?, OpaquePointer?, GFileMonitorEvent) -> Void

    init(_ body: @escaping @MainActor (OpaquePointer?, OpaquePointer?, GFileMonitorEvent) -> Void) {
        self.body = body
    }
}
