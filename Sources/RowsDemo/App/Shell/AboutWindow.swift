import Adwaita
import CGtk

/// The About window (the main menu's "About Rows"): libadwaita's, with what the metainfo says.
@MainActor
enum AboutWindow {
    /// The app's version, as `rows-demo --version` prints it.
    static var version: String { RowsDemoCommand.configuration.version }

    /// A new About window over `parent`, not yet shown.
    static func make(over parent: UnsafeMutablePointer<GtkWindow>) -> UnsafeMutablePointer<GtkWindow> {
        let widget = adw_about_window_new()!
        let about = OpaquePointer(widget)
        adw_about_window_set_application_name(about, "Rows")
        adw_about_window_set_application_icon(about, "org.rows.Demo")
        adw_about_window_set_version(about, version)
        adw_about_window_set_developer_name(about, "The Rows developers")
        adw_about_window_set_comments(
            about, "Fast, typed lists for GTK 4: people, pets, settings, colors, files and a million rows.")
        // The project's licence (meson.build, the metainfo's project_license).
        adw_about_window_set_license_type(about, GTK_LICENSE_MIT_X11)
        let window = widget.cast(to: GtkWindow.self)
        gtk_window_set_transient_for(window, parent)
        gtk_window_set_modal(window, 1)
        gtk_window_set_destroy_with_parent(window, 1)
        // The application's, so that its shortcuts (Ctrl+Q) work while it has the keyboard.
        if let application = gtk_window_get_application(parent) { gtk_window_set_application(window, application) }
        return window
    }
}
