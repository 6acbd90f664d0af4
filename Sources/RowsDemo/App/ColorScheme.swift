import ArgumentParser
import CGtk
import Rows

/// Light or dark: forced by `--color-scheme`, else following the desktop's preference
/// (`org.gnome.desktop.interface color-scheme`, live), else light.
enum ColorScheme: String, CaseIterable, ExpressibleByArgument, Sendable {
    case light
    case dark

    /// Applies `forced`, or follows the desktop setting when nil.
    @MainActor
    static func apply(_ forced: ColorScheme?) {
        if let forced {
            set(dark: forced == .dark)
            return
        }
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", 1)
        else { return }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "color-scheme") != 0 else { return }
        let settings = g_settings_new("org.gnome.desktop.interface")!
        func follow() {
            let value = g_settings_get_string(settings, "color-scheme")!
            defer { g_free(value) }
            set(dark: String(cString: value) == "prefer-dark")
        }
        follow()
        // The GSettings object lives as long as the app, to keep telling us about changes.
        Signal.connect(settings, "changed::color-scheme") { follow() }
    }

    /// Sets GTK's dark preference, only when it changes: GTK loads its whole theme again on every
    /// set, even to the value it has (7 ms at start-up on the benchmark machine).
    @MainActor
    private static func set(dark: Bool) {
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
        guard (rows_object_get_boolean(settings, "gtk-application-prefer-dark-theme") != 0) != dark else { return }
        rows_object_set_boolean(settings, "gtk-application-prefer-dark-theme", dark ? 1 : 0)
    }
}
