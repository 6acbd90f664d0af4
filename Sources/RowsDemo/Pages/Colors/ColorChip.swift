import CGtk
import Rows

/// A rounded rectangle painted in one or more colours (equal stripes), drawn with cairo.
@MainActor
final class ColorChip {
    /// The drawing area.
    let widget: UnsafeMutablePointer<GtkWidget>
    private let paint = Paint()

    /// What the draw function reads; shared with C through a retained pointer.
    private final class Paint {
        var colors: [(red: Double, green: Double, blue: Double)] = []
    }

    /// A chip of at least `width` × `height` pixels.
    init(width: Int32, height: Int32) {
        widget = gtk_drawing_area_new()
        gtk_drawing_area_set_content_width(widget.cast(to: GtkDrawingArea.self), width)
        gtk_drawing_area_set_content_height(widget.cast(to: GtkDrawingArea.self), height)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
        let draw: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
            let paint = Unmanaged<Paint>.fromOpaque(data!).takeUnretainedValue()
            guard let cairo, !paint.colors.isEmpty else { return }
            let radius = min(6, Double(min(width, height)) / 2)
            let w = Double(width)
            let h = Double(height)
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, w - radius, radius, radius, -Double.pi / 2, 0)
            cairo_arc(cairo, w - radius, h - radius, radius, 0, Double.pi / 2)
            cairo_arc(cairo, radius, h - radius, radius, Double.pi / 2, Double.pi)
            cairo_arc(cairo, radius, radius, radius, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cairo)
            cairo_clip(cairo)
            let stripe = w / Double(paint.colors.count)
            for (index, color) in paint.colors.enumerated() {
                cairo_set_source_rgb(cairo, color.red, color.green, color.blue)
                cairo_rectangle(cairo, Double(index) * stripe, 0, stripe + 1, h)
                cairo_fill(cairo)
            }
        }
        let release: GDestroyNotify = { data in Unmanaged<Paint>.fromOpaque(data!).release() }
        gtk_drawing_area_set_draw_func(
            widget.cast(to: GtkDrawingArea.self), draw, Unmanaged.passRetained(paint).toOpaque(), release)
    }

    /// Paints `colors` (components 0–255) as stripes, left to right.
    func show(_ colors: [(red: Int, green: Int, blue: Int)]) {
        paint.colors = colors.map { (Double($0.red) / 255, Double($0.green) / 255, Double($0.blue) / 255) }
        gtk_widget_queue_draw(widget)
    }
}
