import CGtk

/// An image file decoded at the size shown, handed from the decoding thread to the main loop: a
/// `GdkTexture` (one reference, owned) and what it costs in memory.
struct DecodedImage: @unchecked Sendable {
    /// The texture; whoever receives the value owns its reference.
    let texture: OpaquePointer
    /// The bytes of its pixels.
    let byteCount: Int
}

/// Why an image file could not be decoded.
struct ImageDecodeFailure: Error, Sendable {
    /// GLib's message, e.g. "Failed to open file '/x.png': No such file or directory".
    let message: String
}

/// Decodes the image file at a path to fit a square of a number of pixels. Called off the main thread.
typealias ImageDecoder = @Sendable (_ path: String, _ pixels: Int32) -> Result<DecodedImage, ImageDecodeFailure>

extension DecodedImage {
    /// gdk-pixbuf's decode at scale, then a texture over the pixbuf's pixels: both are thread-safe
    /// (`gdk_pixbuf_new_from_file_at_scale` and, by GTK 4.8's documentation, `gdk_texture_new_for_pixbuf`),
    /// so nothing of the decode is left for the main loop.
    static let pixbufDecoder: ImageDecoder = { path, pixels in
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, pixels, pixels, 1, &error) else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            return .failure(ImageDecodeFailure(message: message))
        }
        let byteCount = Int(gdk_pixbuf_get_rowstride(pixbuf)) * Int(gdk_pixbuf_get_height(pixbuf))
        let texture = gdk_texture_new_for_pixbuf(pixbuf)!
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        return .success(DecodedImage(texture: texture, byteCount: byteCount))
    }
}
