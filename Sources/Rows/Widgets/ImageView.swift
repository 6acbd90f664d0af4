import CGtk

/// A `GtkImage` that shows a `RowImage`: a themed icon, an app resource or a file; nil hides it.
///
/// Files (and resources) never block the main loop: they are decoded on a background thread,
/// scaled to the size shown, and kept in a cache of the most recently used textures within
/// ``cacheByteBudget`` bytes. Until the decode lands the view shows ``placeholderIconName``; a file
/// that cannot be decoded shows ``fallbackIconName`` (and is logged once). A view shown another image,
/// or nil, drops what it waited for: a decode that ends after its row was recycled never shows in
/// the row the cell shows now. Views showing the same file share one decode. A file is known by
/// its path and the revision it is shown with (`RowImage.file(_:revision:)`): shown with
/// a new one (written again or replaced), it is decoded again.
///
/// ```swift
/// let avatar = ImageView(pixelSize: 32, cssClasses: ["rows-avatar"])
/// avatar.show(.resource("avatars/rex.png"))  // a placeholder now, Rex once decoded
/// ```
@MainActor
public final class ImageView {
    /// Where `.resource` images are looked up; set by the app at start (e.g. its Resources folder).
    public static var resourceDirectory = "Resources"
    /// The themed icon shown while a file is being decoded.
    public static var placeholderIconName = "image-x-generic-symbolic"
    /// The themed icon shown for a file that cannot be decoded.
    public static var fallbackIconName = "image-missing-symbolic"

    /// The most bytes the decoded images kept for all views may cost (64 MB unless set); the least
    /// recently used are dropped first. Lowering it drops images at once.
    public static var cacheByteBudget: Int {
        get { ImageLoader.shared.budget }
        set { ImageLoader.shared.budget = newValue }
    }

    /// Whether a file is being decoded for the views, e.g. to wait for the images before a screenshot.
    public static var isDecoding: Bool { ImageLoader.shared.isDecoding }

    /// The image widget.
    public let widget: UnsafeMutablePointer<GtkWidget>
    private let pixelSize: Int32
    private let loader: ImageLoader

    /// An image of `pixelSize` pixels with the given CSS classes.
    public convenience init(pixelSize: Int32 = 32, cssClasses: [String] = []) {
        self.init(pixelSize: pixelSize, cssClasses: cssClasses, loader: .shared)
    }

    /// An image whose files go through `loader` (tests give one with a decoder they control).
    init(pixelSize: Int32, cssClasses: [String], loader: ImageLoader) {
        widget = gtk_image_new()
        g_object_ref_sink(GtkPointer.raw(widget))
        gtk_image_set_pixel_size(GtkPointer.opaque(widget), pixelSize)
        for name in cssClasses { gtk_widget_add_css_class(widget, name) }
        self.pixelSize = pixelSize
        self.loader = loader
    }

    isolated deinit {
        loader.withdraw(ObjectIdentifier(self))
        g_object_unref(GtkPointer.raw(widget))
    }

    /// Shows `image`, or hides the widget (and its spacing) for nil. A file shows a placeholder until
    /// it is decoded off the main thread (at once if its texture is cached), or a fallback icon if it
    /// cannot be. Whatever the view waited for before is dropped.
    ///
    /// - Complexity: O(1); a file's decode runs on another thread.
    public func show(_ image: RowImage?) {
        switch image {
        case .icon(let name):
            loader.withdraw(self)
            gtk_image_set_from_icon_name(GtkPointer.opaque(widget), name)
        case .resource(let name):
            showFile(atPath: "\(Self.resourceDirectory)/\(name)", revision: 0)
        case .file(let path, let revision):
            showFile(atPath: path, revision: revision)
        case nil:
            loader.withdraw(self)
            gtk_image_clear(GtkPointer.opaque(widget))
            gtk_widget_set_visible(widget, 0)
            return
        }
        gtk_widget_set_visible(widget, 1)
    }

    /// Stops waiting for a decode, leaving what shows; for a cell that stops showing its row.
    func cancelPendingImage() {
        loader.withdraw(self)
    }

    private func showFile(atPath path: String, revision: Int) {
        let scale = max(1, gtk_widget_get_scale_factor(widget))
        let key = ImageKey(path: ImagePath(description: path), pixels: pixelSize * scale, revision: revision)
        switch loader.lookUp(key, for: self) {
        case .ready(let texture): decoded(texture)
        case .failed: failedToDecode()
        case .pending: gtk_image_set_from_icon_name(GtkPointer.opaque(widget), Self.placeholderIconName)
        }
    }

    /// The decode this view waited for landed (the loader calls this only while the view still waits).
    func decoded(_ texture: OpaquePointer) {
        gtk_image_set_from_paintable(GtkPointer.opaque(widget), texture)
    }

    /// The file this view waited for cannot be decoded.
    func failedToDecode() {
        gtk_image_set_from_icon_name(GtkPointer.opaque(widget), Self.fallbackIconName)
    }
}
