import Foundation
import Testing

/// Real keys and clicks on the app's display, made with `xdotool` (XTEST): the X server delivers
/// them as a person's, GDK and GTK's controllers see them. There is no window manager: a window gets
/// the keyboard by ``focus(windowTitled:pid:sourceLocation:)`` (`windowfocus`), as a click on it
/// would give it with one.
struct XInput {
    /// The display, e.g. ":57".
    let display: String
    /// How long one xdotool run may take.
    var patience: Double = 30

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Presses and releases `keys` in turn, each an xdotool key name or combination ("Down", "ctrl+z").
    func press(_ keys: String...) throws {
        try run(["key", "--delay", "40"] + keys)
    }

    /// Types `text` as key presses.
    func type(_ text: String) throws {
        try run(["type", "--delay", "40", text])
    }

    /// Gives the keyboard to the window of process `pid` titled `title`.
    func focus(windowTitled title: String, pid: Int32) throws {
        let id = try window(titled: title, pid: pid)
        try run(["windowfocus", "--sync", id])
    }

    /// Clicks the first button `count` times (80 ms apart: a double click for 2) at `point` of the
    /// window of process `pid` titled `title`.
    func click(at point: (x: Int, y: Int), inWindowTitled title: String, pid: Int32, count: Int = 1) throws {
        let id = try window(titled: title, pid: pid)
        // Not `mousemove --sync`: it waits for the pointer to move, which it does not when it is there already.
        try run([
            "mousemove", "--window", id, String(point.x), String(point.y), "sleep", "0.1",
            "click", "--repeat", String(max(1, count)), "--delay", "80", "1",
        ])
    }

    /// The X id of the shown window of process `pid` whose title is `title`.
    func window(titled title: String, pid: Int32) throws -> String {
        let pattern = "^" + NSRegularExpression.escapedPattern(for: title) + "$"
        let found = try run(["search", "--sync", "--onlyvisible", "--all", "--pid", String(pid), "--name", pattern])
        guard let id = found.split(separator: "\n").first else { throw Failure(description: "no window titled “\(title)”") }
        return String(id)
    }

    /// Runs xdotool on the display; its output. Fails if it fails or takes longer than ``patience``.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let reader = AnswerReader(output.fileHandleForReading)
        var text = ""
        let deadline = Date().addingTimeInterval(patience)
        do {
            while true { text += try reader.line(within: max(0.1, deadline.timeIntervalSinceNow)) + "\n" }
        } catch is AnswerReader.Closed {
        } catch {
            process.terminate()
            throw Failure(description: "xdotool \(arguments.joined(separator: " ")) took over \(patience) s")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "xdotool \(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): \(text)")
        }
        return text
    }
}
