import CGtk
import Rows

/// Scrolls a scrolled window a step at a time, turning back at either end.
@MainActor
struct BouncingScroll {
    private var direction = 1.0

    /// Moves `scrolledWindow` by `pixels` in the current direction, turning at the ends.
    mutating func step(_ scrolledWindow: UnsafeMutablePointer<GtkWidget>, by pixels: Double) {
        let adjustment = gtk_scrolled_window_get_vadjustment(GtkPointer.opaque(scrolledWindow))!
        let range = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        var value = gtk_adjustment_get_value(adjustment) + direction * pixels
        if value >= range || value <= 0 {
            direction = -direction
            value = min(max(value, 0), range)
        }
        gtk_adjustment_set_value(adjustment, value)
    }
}
