import CGtk
import Foundation

/// The app's CSS from `Resources/style.css`, found next to the data folder, the executable's build
/// tree, or the installed share folder.
@MainActor
enum Stylesheet {
    static func load() {
        guard let path = candidates().first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            FileHandle.standardError.write(Data("rows-demo: Resources/style.css not found; using plain Adwaita\n".utf8))
            return
        }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_path(provider, path)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }

    private static func candidates() -> [String] {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var paths = [String]()
        if let environment = ProcessInfo.processInfo.environment["ROWS_RESOURCES"] { paths.append(environment + "/style.css") }
        // .build/<config>/rows-demo → the repository's Resources/
        paths.append(executable.deletingLastPathComponent().appendingPathComponent("../../Resources/style.css").path)
        paths.append(executable.deletingLastPathComponent().appendingPathComponent("../share/rows/style.css").path)
        paths.append("Resources/style.css")
        return paths
    }
}
