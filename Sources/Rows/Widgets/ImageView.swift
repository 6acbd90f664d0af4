import CGtk

/// A `GtkImage` that shows a `RowImage`: a themed icon, an app resource or a file; nil hides it.
@MainActor
public struct ImageView {
    /// Where `.resource` images are looked up; set by the app at start (e.g. its Resources folder).
    public static var resourceDirectory = "Resources"

    /// The image widget.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// An image of `pixelSize` pixels with the given CSS classes.
    public init(pixelSize: Int32 = 32, cssClasses: [String] = []) {
        widget = gtk_image_new()
        gtk_image_set_pixel_size(GtkPointer.opaque(widget), pixelSize)
        for name in cssClasses { gtk_widget_add_css_class(widget, name) }
    }

    /// Shows `image`, or hides the widget (and its spacing) for nil or an unreadable file.
    public func show(_ image: RowImage?) {
        let gtkImage = GtkPointer.opaque(widget)
        switch image {
        case .icon(let name):
            gtk_image_set_from_icon_name(gtkImage, name)
        case .resource(let name):
            guard let texture = TextureCache.texture(atPath: "\(Self.resourceDirectory)/\(name)") else { return hide() }
            gtk_image_set_from_paintable(gtkImage, texture)
        case .file(let path):
            guard let texture = TextureCache.texture(atPath: path) else { return hide() }
            gtk_image_set_from_paintable(gtkImage, texture)
        case nil:
            return hide()
        }
        gtk_widget_set_visible(widget, 1)
    }

    private func hide() {
        gtk_image_clear(GtkPointer.opaque(widget))
        gtk_widget_set_visible(widget, 0)
    }
}
