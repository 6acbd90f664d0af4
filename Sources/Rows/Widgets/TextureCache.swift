import CGtk
import Logging

/// Decoded images by path, so binding a row with a picture never reads or decodes a file twice.
@MainActor
enum TextureCache {
    private static var textures: [String: OpaquePointer] = [:]
    private static var failures: Set<String> = []

    /// The texture of the image file at `path`, or nil if it cannot be read (logged once).
    static func texture(atPath path: String) -> OpaquePointer? {
        if let texture = textures[path] { return texture }
        guard !failures.contains(path) else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_filename(path, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            failures.insert(path)
            Logger(label: "Rows").warning("cannot load image \(path): \(message)")
            return nil
        }
        textures[path] = texture
        return texture
    }
}
