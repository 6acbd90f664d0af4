import CGtk
import Foundation
import Rows

/// Quitting with Ctrl+Q: the application's `app.quit` action. It closes every window of the
/// application as a person closing it would, so that what closing saves is saved (the window's size,
/// the Files page's pending view choices: their `destroy` handlers); the application ends when its
/// last window is gone.
@MainActor
enum QuitAction {
    /// Adds `app.quit` to `application`, with the keys ``AppShortcuts/quit`` lists (Ctrl+Q) as its
    /// accelerators.
    static func install(on application: UnsafeMutablePointer<GtkApplication>) {
        let action = g_simple_action_new("quit", nil)!
        Signal.connect(UnsafeMutablePointer<GObject>(action), "activate") { closeWindows(of: application) }
        g_action_map_add_action(OpaquePointer(application), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        let triggers = AppShortcuts.quit.triggers.map { strdup($0) }
        defer { for trigger in triggers { free(trigger) } }
        var accelerators: [UnsafePointer<CChar>?] = triggers.map { $0.map { UnsafePointer($0) } } + [nil]
        gtk_application_set_accels_for_action(application, "app.quit", &accelerators)
    }

    /// Asks each window of `application` to close (`gtk_window_close`: its `close-request`, then its
    /// destruction). Closing one may destroy others (a dialog goes with its parent), so each is taken
    /// from the application's list as it is then.
    private static func closeWindows(of application: UnsafeMutablePointer<GtkApplication>) {
        var asked = Set<UnsafeMutableRawPointer>()
        while let window = windows(of: application).first(where: { !asked.contains($0) }) {
            asked.insert(window)
            gtk_window_close(window.assumingMemoryBound(to: GtkWindow.self))
        }
    }

    /// The windows of `application` now.
    private static func windows(of application: UnsafeMutablePointer<GtkApplication>) -> [UnsafeMutableRawPointer] {
        var windows: [UnsafeMutableRawPointer] = []
        var node = gtk_application_get_windows(application)
        while let current = node {
            if let data = current.pointee.data { windows.append(data) }
            node = current.pointee.next
        }
        return windows
    }
}
