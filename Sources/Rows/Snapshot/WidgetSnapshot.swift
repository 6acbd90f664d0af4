import CGtk

/// Why a widget could not be saved as a picture.
public struct WidgetSnapshotError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
}

/// Renders a shown widget to a PNG file, as the user sees it.
@MainActor
public enum WidgetSnapshot {
    /// Renders `widget` (realized, with a size) with its window's renderer and writes a PNG to `path`.
    public static func savePNG(of widget: UnsafeMutablePointer<GtkWidget>, to path: String) throws(WidgetSnapshotError) {
        let width = gtk_widget_get_width(widget)
        let height = gtk_widget_get_height(widget)
        guard width > 0, height > 0 else { throw WidgetSnapshotError(description: "the window has not been laid out yet") }
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native) else {
            throw WidgetSnapshotError(description: "the window has no renderer (is it shown?)")
        }
        let paintable = gtk_widget_paintable_new(widget)!
        defer { g_object_unref(GtkPointer.raw(paintable)) }
        let snapshot = gtk_snapshot_new()!
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            throw WidgetSnapshotError(description: "the window drew nothing")
        }
        defer { gsk_render_node_unref(node) }
        var bounds = rows_rect(0, 0, Float(width), Float(height))
        guard let texture = gsk_renderer_render_texture(renderer, node, &bounds) else {
            throw WidgetSnapshotError(description: "rendering the window failed")
        }
        defer { g_object_unref(GtkPointer.raw(texture)) }
        guard gdk_texture_save_to_png(texture, path) != 0 else {
            throw WidgetSnapshotError(description: "cannot write \(path)")
        }
    }
}
