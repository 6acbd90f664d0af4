import CGtk
import Foundation
import Rows
import Testing

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

    /// How long a test waits for GTK before it gives up: long, because a sanitizer build under a
    /// busy machine is many times slower than a debug build, and a wait ends as soon as its
    /// condition holds.
    public static let patience: Double = 120

    /// Runs the main loop until `condition` holds; if it does not within `seconds`, records an issue
    /// saying what was awaited. Returns whether it held.
    @discardableResult
    public static func wait(
        for expectation: @autoclosure () -> String, seconds: Double = patience,
        sourceLocation: SourceLocation = #_sourceLocation, until condition: () -> Bool
    ) -> Bool {
        if spin(seconds: seconds, until: condition) { return true }
        Issue.record(Comment(rawValue: "waited \(Int(seconds)) s for \(expectation())"), sourceLocation: sourceLocation)
        return false
    }

    /// Runs the main loop until the window holding `widget` has drawn `frames` more frames, each one
    /// asked for here: GTK has then laid out, bound and drawn everything that was pending when this
    /// was called (GTK binds list rows during layout, in the frame after a change). For checks that
    /// something did *not* happen, where there is no condition to wait for. Records an issue if the
    /// frames are not drawn within `seconds` (the widget is not on screen).
    @discardableResult
    public static func waitForFrames(
        _ frames: Int = 2, of widget: UnsafeMutablePointer<GtkWidget>, seconds: Double = patience,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        guard gtk_widget_get_mapped(widget) != 0, let clock = gtk_widget_get_frame_clock(widget) else {
            Issue.record("the widget whose frames are awaited is not on screen", sourceLocation: sourceLocation)
            return false
        }
        var painted = 0
        let handler = Signal.connect(UnsafeMutablePointer<GObject>(clock), "after-paint") {
            painted += 1
            if painted < frames { gtk_widget_queue_draw(widget) }
        }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }
        gtk_widget_queue_draw(widget)
        return wait(for: "\(frames) frames drawn (\(painted) were)", seconds: seconds, sourceLocation: sourceLocation) {
            painted >= frames
        }
    }

    /// Activates `row` of `listView` the way Enter or a click does (GTK's `list.activate-item` action,
    /// which runs the `activate` handlers before it returns).
    public static func activate(row: Int, of listView: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_activate_action_variant(listView, "list.activate-item", g_variant_new_uint32(guint32(row)))
    }

    /// Runs pending main-loop work.
    public static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// The children of `widget`, in order.
    public static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            children.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }

    /// The texts of all labels and inscriptions under `widget`, depth first.
    public static func labelTexts(under widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
        var texts = [String]()
        switch String(cString: g_type_name(rows_type_of(GtkPointer.raw(widget)))) {
        case "GtkLabel": texts.append(String(cString: gtk_label_get_text(GtkPointer.opaque(widget))))
        case "GtkInscription": texts.append(gtk_inscription_get_text(GtkPointer.opaque(widget)).map { String(cString: $0) } ?? "")
        default: break
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
