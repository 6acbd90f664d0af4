import CGtk
import Foundation
import Rows
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A private X server (Xvfb) for tests that press real keys and click with `xdotool`: windows opened
/// on it get the input XTEST makes there, and no other program's window can take the keyboard focus
/// from them (other tests open windows on the shared display meanwhile). One per process, started on
/// first use.
///
/// Key presses and clicks go through the X server as a person's would: XInput reports them to GDK;
/// GTK's shortcut, key and click controllers and GtkListView's own bindings see them. Needs `Xvfb`
/// and `xdotool` (`./dev test` installs both).
@MainActor
public final class InputDisplay {
    /// The server's display name, e.g. ":57".
    public let name: String
    /// GDK's connection to it.
    public let display: OpaquePointer
    private let server: Process

    /// The private display, started on first use; nil (with the reason recorded) if it cannot start.
    public static func shared(sourceLocation: SourceLocation = #_sourceLocation) -> InputDisplay? {
        if let started { return started }
        do {
            started = try InputDisplay()
        } catch {
            Issue.record("no private X server for key presses: \(error)", sourceLocation: sourceLocation)
        }
        return started
    }

    private static var started: InputDisplay?

    /// Whether `xdotool` and `Xvfb` are installed.
    nonisolated public static var isAvailable: Bool {
        ["xdotool", "Xvfb"].allSatisfy { tool in
            (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
                .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private init() throws {
        GtkTest.initialize()
        let ready = Pipe()
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // -displayfd: the server picks a free display and writes its number once it takes connections.
        // -terminate: it quits when its last client goes, GDK's connection from this process, so it
        // ends with the tests even if they crash.
        server.arguments = ["Xvfb", "-displayfd", "1", "-terminate", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        server.standardOutput = ready
        server.standardError = FileHandle.nullDevice
        try server.run()
        var waiting = pollfd(fd: ready.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        var number = ""
        while !number.hasSuffix("\n") {
            guard poll(&waiting, 1, 30_000) == 1 else { throw Failure(description: "Xvfb did not start within 30 s") }
            var byte: UInt8 = 0
            guard read(waiting.fd, &byte, 1) == 1 else { throw Failure(description: "Xvfb exited") }
            number.append(Character(UnicodeScalar(byte)))
        }
        name = ":" + number.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let display = gdk_display_open(name) else { throw Failure(description: "GDK cannot open \(name)") }
        self.display = display
    }

    /// Moves `window` to this display; call before it is first shown.
    public func take(_ window: UnsafeMutablePointer<GtkWindow>) {
        gtk_window_set_display(window, display)
    }

    /// Gives the X keyboard focus to `window` (shown on this display), the way a window manager does
    /// when a person clicks it; returns whether GTK knows it has it.
    @discardableResult
    public func focus(_ window: UnsafeMutablePointer<GtkWindow>, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let id = windowID(of: window, sourceLocation: sourceLocation),
            xdotool(["windowfocus", "--sync", id], sourceLocation: sourceLocation) != nil
        else { return false }
        return GtkTest.wait(for: "the window to know it has the focus", sourceLocation: sourceLocation) {
            gtk_window_is_active(window) != 0
        }
    }

    /// Clicks the first mouse button (`button` 3 for the second, a right-click) in the middle of
    /// `widget` (on screen in `window`), or `offset` pixels across from it; `count` times in quick
    /// succession for a double click. (Two clicks in one place within GTK's double-click time, 400
    /// ms, are a double click: offset the second by more than 5 pixels to keep them apart.)
    ///
    /// The pointer moves there without xdotool's `--sync`, which waits until the pointer has moved:
    /// already there, it waited 15 s for a move that never came. The move and the click reach the X
    /// server, and GTK, in order all the same (one connection's requests are handled in order).
    @discardableResult
    public func click(
        _ widget: UnsafeMutablePointer<GtkWidget>, offset: Int = 0, in window: UnsafeMutablePointer<GtkWindow>, count: Int = 1,
        button: Int = 1, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        var middle = graphene_point_t(
            x: Float(gtk_widget_get_width(widget)) / 2 + Float(offset), y: Float(gtk_widget_get_height(widget)) / 2)
        var point = graphene_point_t()
        guard gtk_widget_compute_point(widget, GtkPointer.widget(UnsafeMutableRawPointer(window)), &middle, &point) != 0,
            let id = windowID(of: window, sourceLocation: sourceLocation)
        else {
            Issue.record("the widget to click is not in the window", sourceLocation: sourceLocation)
            return false
        }
        let (x, y) = (String(Int(point.x.rounded())), String(Int(point.y.rounded())))
        return xdotool(
            [
                "mousemove", "--window", id, x, y, "click", "--repeat", String(max(1, count)), "--delay", "80",
                String(button),
            ],
            sourceLocation: sourceLocation) != nil
    }

    /// Drags with the first mouse button from `point` in `widget` (its own coordinates; by default
    /// its middle) by `dx` pixels across, in steps, as a hand would: press, move, release.
    @discardableResult
    public func drag(
        _ widget: UnsafeMutablePointer<GtkWidget>, from point: (x: Double, y: Double)? = nil, by dx: Int,
        in window: UnsafeMutablePointer<GtkWindow>, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let start = point ?? (Double(gtk_widget_get_width(widget)) / 2, Double(gtk_widget_get_height(widget)) / 2)
        var local = graphene_point_t(x: Float(start.x), y: Float(start.y))
        var inWindow = graphene_point_t()
        guard gtk_widget_compute_point(widget, GtkPointer.widget(UnsafeMutableRawPointer(window)), &local, &inWindow) != 0,
            let id = windowID(of: window, sourceLocation: sourceLocation)
        else {
            Issue.record("the widget to drag is not in the window", sourceLocation: sourceLocation)
            return false
        }
        let (x, y) = (Int(inWindow.x.rounded()), Int(inWindow.y.rounded()))
        var arguments = ["mousemove", "--window", id, String(x), String(y), "mousedown", "1"]
        let steps = 6
        for step in 1...steps {
            arguments += ["sleep", "0.05", "mousemove", "--window", id, String(x + dx * step / steps), String(y)]
        }
        arguments += ["sleep", "0.05", "mouseup", "1"]
        return xdotool(arguments, sourceLocation: sourceLocation) != nil
    }

    /// Presses the first mouse button at `point` in `widget`'s own coordinates: the start of a drag
    /// made in parts, so that a test can look at the window between them (``moveMouse(to:at:in:steps:sourceLocation:)``,
    /// ``releaseMouse(sourceLocation:)``).
    @discardableResult
    public func pressMouse(
        on widget: UnsafeMutablePointer<GtkWidget>, at point: (x: Double, y: Double),
        in window: UnsafeMutablePointer<GtkWindow>, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        guard let (id, x, y) = windowPoint(point, in: widget, of: window, sourceLocation: sourceLocation) else { return false }
        pointer = (id, x, y)
        return xdotool(
            ["mousemove", "--window", id, String(x), String(y), "mousedown", "1"], sourceLocation: sourceLocation)
            != nil
    }

    /// Moves the pointer from where ``pressMouse(on:at:in:sourceLocation:)`` or the last move left it
    /// to `point` in `widget`'s own coordinates, in `steps` steps 50 ms apart, as a hand would.
    @discardableResult
    public func moveMouse(
        to widget: UnsafeMutablePointer<GtkWidget>, at point: (x: Double, y: Double), in window: UnsafeMutablePointer<GtkWindow>,
        steps: Int = 6, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        guard let start = pointer, let (id, x, y) = windowPoint(point, in: widget, of: window, sourceLocation: sourceLocation)
        else { return false }
        var arguments = [String]()
        for step in 1...max(1, steps) {
            let stepX = start.x + (x - start.x) * step / max(1, steps)
            let stepY = start.y + (y - start.y) * step / max(1, steps)
            arguments += ["sleep", "0.05", "mousemove", "--window", id, String(stepX), String(stepY)]
        }
        pointer = (id, x, y)
        return xdotool(arguments, sourceLocation: sourceLocation) != nil
    }

    /// Releases the first mouse button where the pointer is: the end of a drag made in parts.
    @discardableResult
    public func releaseMouse(sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        pointer = nil
        return xdotool(["sleep", "0.05", "mouseup", "1"], sourceLocation: sourceLocation) != nil
    }

    /// Where the pointer was last put by a drag made in parts: the window's X id and the point in it.
    private var pointer: (id: String, x: Int, y: Int)?

    /// `point` in `widget` as a point in `window`, with the window's X id.
    private func windowPoint(
        _ point: (x: Double, y: Double), in widget: UnsafeMutablePointer<GtkWidget>, of window: UnsafeMutablePointer<GtkWindow>,
        sourceLocation: SourceLocation
    ) -> (String, Int, Int)? {
        var local = graphene_point_t(x: Float(point.x), y: Float(point.y))
        var inWindow = graphene_point_t()
        guard gtk_widget_compute_point(widget, GtkPointer.widget(UnsafeMutableRawPointer(window)), &local, &inWindow) != 0,
            let id = windowID(of: window, sourceLocation: sourceLocation)
        else {
            Issue.record("the point is not in the window", sourceLocation: sourceLocation)
            return nil
        }
        return (id, Int(inWindow.x.rounded()), Int(inWindow.y.rounded()))
    }

    /// The X id of `window` (shown on this display), found by a title given for the search.
    private func windowID(of window: UnsafeMutablePointer<GtkWindow>, sourceLocation: SourceLocation) -> String? {
        let title = "rows-input-\(UUID().uuidString)"
        let oldTitle = gtk_window_get_title(window).map { String(cString: $0) }
        gtk_window_set_title(window, title)
        defer { gtk_window_set_title(window, oldTitle) }
        return xdotool(["search", "--sync", "--name", title], sourceLocation: sourceLocation)?
            .split(separator: "\n").first.map(String.init)
    }

    /// Resizes `window` to `width`×`height` pixels as a person dragging its edge would: the X window
    /// changes size and GTK lays the window out again at that size. Returns once the X server has
    /// resized it; GTK follows as the main loop runs, so wait for the effect.
    @discardableResult
    public func resize(
        _ window: UnsafeMutablePointer<GtkWindow>, width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        guard let id = windowID(of: window, sourceLocation: sourceLocation) else { return false }
        return xdotool(["windowsize", "--sync", id, String(width), String(height)], sourceLocation: sourceLocation) != nil
    }

    /// Presses and releases `keys` in turn, each an xdotool key name or combination ("Down",
    /// "ctrl+z"). Returns once xdotool has sent them; GTK handles them as the main loop runs, so wait
    /// for their effect.
    @discardableResult
    public func press(_ keys: String..., sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        xdotool(["key", "--delay", "20"] + keys, sourceLocation: sourceLocation) != nil
    }

    /// Types `text` as key presses.
    @discardableResult
    public func type(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        xdotool(["type", "--delay", "20", text], sourceLocation: sourceLocation) != nil
    }

    /// Runs `xdotool` on this display, the GLib main loop running meanwhile; its output, or nil
    /// (recorded) if it failed.
    private func xdotool(_ arguments: [String], sourceLocation: SourceLocation) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdotool"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = name
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            Issue.record("xdotool cannot run: \(error)", sourceLocation: sourceLocation)
            return nil
        }
        let finished = GtkTest.wait(for: "xdotool \(arguments.joined(separator: " "))", sourceLocation: sourceLocation) {
            !process.isRunning
        }
        if !finished {
            process.terminate()
            return nil
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            Issue.record(
                "xdotool \(arguments.joined(separator: " ")) failed (\(process.terminationStatus))",
                sourceLocation: sourceLocation)
            return nil
        }
        return text
    }
}
