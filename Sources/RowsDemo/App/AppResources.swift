import CGtk
import Foundation
import Rows

/// Installs what the app reads from `Resources/`: its CSS, its icon and the pets' avatars.
@MainActor
enum AppResources {
    static func install() {
        if let folder = InstalledFiles.resourceFolder() {
            ImageView.resourceDirectory = folder
            let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
            gtk_icon_theme_add_search_path(theme, "\(folder)/icons")
        } else {
            FileHandle.standardError.write(Data("rows-demo: the Resources folder was not found; no avatars or app icon\n".utf8))
        }
        gtk_window_set_default_icon_name("org.rows.Demo")
        Stylesheet.load()
    }
}
