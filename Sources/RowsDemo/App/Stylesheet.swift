import CGtk
import Foundation

/// The app's CSS, `style.css` among the app's resources (see ``InstalledFiles``).
@MainActor
enum Stylesheet {
    static func load() {
        guard let path = InstalledFiles.resource("style.css") else {
            FileHandle.standardError.write(Data("rows-demo: Resources/style.css not found; using plain Adwaita\n".utf8))
            return
        }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_path(provider, path)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
