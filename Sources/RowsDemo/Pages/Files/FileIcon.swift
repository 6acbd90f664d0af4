import CGtk
import Foundation
import RowsDemoKit

/// What the Files views show for an entry: GIO's content type, guessed from the name (no file is
/// read on the main loop; a name GIO does not know but the Kind column knows as text is text) or,
/// when the name says nothing, from what the listing read of its bytes
/// (``FileEntry/contentType``), its icon (in colour in the grid, symbolic in the list, the tree and
/// the columns), and whether gdk-pixbuf can decode the file into a thumbnail.
@MainActor
enum FileIcon {
    /// The content type of `entry`, e.g. "image/png", "text/plain"; "inode/directory" for a folder.
    static func contentType(of entry: FileEntry) -> String {
        if entry.isFolder { return "inode/directory" }
        var uncertain: gboolean = 0
        guard let guessed = g_content_type_guess(entry.name, nil, 0, &uncertain) else { return "application/octet-stream" }
        defer { g_free(guessed) }
        if uncertain != 0, let type = entry.contentType { return type.mimeType }
        let type = String(cString: guessed)
        // GIO does not know every name the Kind column does ("Package.swift"): text, as GNOME Files,
        // reading the bytes, shows it, and not an unknown type's blank icon.
        if type == "application/octet-stream", FileKind.of(name: entry.name, isFolder: false).isText { return "text/plain" }
        return type
    }

    /// The icon of `entry`'s content type, in colour as GNOME Files shows it (a `GIcon` the caller
    /// does not own), or, when the icon theme has none of its names, the list's generic file icon.
    static func icon(of entry: FileEntry) -> OpaquePointer {
        cachedIcon(of: entry, in: &icons) { g_content_type_get_icon($0) }
    }

    /// The symbolic icon of `entry`'s content type, as the list, the tree and the columns show it
    /// ("image-x-generic-symbolic" for a picture, "package-x-generic-symbolic" for an archive; a
    /// `GIcon` the caller does not own), or, when the icon theme has none of its symbolic names, the
    /// generic file or folder icon. (GIO's symbolic icon of a type ends with the coloured names:
    /// Adwaita has no symbolic icon for a script or JSON, and a coloured one would stand out among
    /// the symbolic.)
    static func symbolicIcon(of entry: FileEntry) -> OpaquePointer {
        cachedIcon(of: entry, in: &symbolicIcons) { firstSymbolicName(of: g_content_type_get_symbolic_icon($0)) }
    }

    /// The first name of `icon` (a reference the caller gives, let go here) that the icon theme
    /// draws as a symbolic icon, as a themed icon of that name alone; nil when there is none, or
    /// `icon` is not a themed icon. (GTK looks a missing "x-symbolic" up as "x", so the names
    /// themselves, or `gtk_icon_theme_has_gicon`, do not tell.)
    private static func firstSymbolicName(of icon: OpaquePointer?) -> OpaquePointer? {
        guard let icon else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        guard g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(icon), g_themed_icon_get_type()) != 0,
            var name = g_themed_icon_get_names(icon), let display = gdk_display_get_default()
        else { return nil }
        let theme = gtk_icon_theme_get_for_display(display)
        while let current = name.pointee {
            name += 1
            guard String(cString: current).hasSuffix("-symbolic"), gtk_icon_theme_has_icon(theme, current) != 0,
                let paintable = gtk_icon_theme_lookup_icon(theme, current, nil, 16, 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))
            else { continue }
            defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
            if gtk_icon_paintable_is_symbolic(paintable) != 0 { return g_themed_icon_new(current) }
        }
        return nil
    }

    /// The icon `make` gives for `entry`'s content type, kept in `cache` by type; the generic file or
    /// folder icon when the icon theme has none of its names.
    private static func cachedIcon(
        of entry: FileEntry, in cache: inout [String: OpaquePointer], made make: (String) -> OpaquePointer?
    ) -> OpaquePointer {
        let type = contentType(of: entry)
        if let known = cache[type] { return known }
        let chosen = themed(make(type)) ?? g_themed_icon_new(FileCell.iconName(of: entry))!
        cache[type] = chosen
        return chosen
    }

    /// `icon` (a reference the caller gives) if the icon theme has one of its names, else nil (the
    /// reference let go).
    private static func themed(_ icon: OpaquePointer?) -> OpaquePointer? {
        guard let icon else { return nil }
        guard let display = gdk_display_get_default(),
            gtk_icon_theme_has_gicon(gtk_icon_theme_get_for_display(display), icon) != 0
        else {
            g_object_unref(UnsafeMutableRawPointer(icon))
            return nil
        }
        return icon
    }

    /// Whether gdk-pixbuf decodes files of `entry`'s content type (PNG, JPEG, GIF, SVG… as the
    /// loaders installed say), so the grid shows a thumbnail of it.
    static func hasThumbnail(_ entry: FileEntry) -> Bool {
        !entry.isFolder && decodedTypes.contains(contentType(of: entry))
    }

    /// One icon per content type seen, kept (one reference each) for the life of the process.
    private static var icons: [String: OpaquePointer] = [:]
    /// One symbolic icon per content type seen, kept likewise.
    private static var symbolicIcons: [String: OpaquePointer] = [:]

    /// The MIME types of gdk-pixbuf's installed loaders, read once.
    private static let decodedTypes: Set<String> = {
        var types = Set<String>()
        let formats = gdk_pixbuf_get_formats()
        defer { g_slist_free(formats) }
        var node = formats
        while let current = node {
            if let mimeTypes = gdk_pixbuf_format_get_mime_types(OpaquePointer(current.pointee.data)) {
                var index = 0
                while let name = mimeTypes[index] {
                    types.insert(String(cString: name))
                    index += 1
                }
                g_strfreev(mimeTypes)
            }
            node = current.pointee.next
        }
        return types
    }()
}
