import CGtk
import Foundation
import Rows

/// GTK set-up for tests that drive real widgets (run them under Xvfb: `./dev test`).
@MainActor
public enum GtkTest {
    /// Whether a display is there to open windows on.
    nonisolated public static var hasDisplay: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil
    }

    private static var initialized = false

    /// Initializes GTK once per process.
    public static func initialize() {
        guard !initialized else { return }
        precondition(gtk_init_check() != 0, "GTK cannot open the display")
        initialized = true
    }

    /// Runs the GLib main loop until `condition` holds or `seconds` pass; returns whether it held.
    @discardableResult
    public static func spin(seconds: Double = 5, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            g_main_context_iteration(nil, 0)
            usleep(1000)
        }
        return true
    }

    /// Runs the main loop for a moment, so that layout, binds and idle work happen.
    public static func settle(milliseconds: Int = 150) {
        let deadline = Date().addingTimeInterval(Double(milliseconds) / 1000)
        while Date() < deadline {
            g_main_context_iteration(nil, 0)
            usleep(1000)
        }
    }

    /// Activates `row` of `listView` the way Enter or a click does (GTK's `list.activate-item` action).
    public static func activate(row: Int, of listView: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_activate_action_variant(listView, "list.activate-item", g_variant_new_uint32(guint32(row)))
        settle()
    }

    /// Runs pending main-loop work.
    public static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// The texts of all labels under `widget`, depth first.
    public static func labelTexts(under widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var texts = [String]()
        if String(cString: g_type_name(rows_type_of(GtkPointer.raw(widget)))) == "GtkLabel" {
            texts.append(String(cString: gtk_label_get_text(GtkPointer.opaque(widget))))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            texts += labelTexts(under: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return texts
    }

    /// A shown 360×600 window holding `child`.
    public static func window(showing child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow> {
        let window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        gtk_window_set_default_size(window, 360, 600)
        gtk_window_set_child(window, child)
        gtk_window_present(window)
        return window
    }

    /// The icon name a GtkImage shows.
    public static func iconName(_ image: UnsafeMutablePointer<GtkWidget>) -> String? {
        gtk_image_get_icon_name(GtkPointer.opaque(image)).map { String(cString: $0) }
    }

    /// The orientation of the box holding `widget`.
    public static func orientation(ofParentOf widget: UnsafeMutablePointer<GtkWidget>) -> GtkOrientation {
        gtk_orientable_get_orientation(OpaquePointer(gtk_widget_get_parent(widget)))
    }
}
