import Foundation
import GtkTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The built `rows-demo`, running as a person would run it, on an X display and a D-Bus session of
/// its own (Tests/Tools/app_session.py starts Xvfb, dbus-run-session and the app, and reads the
/// app's AT-SPI tree on request): real keys and clicks through ``input``, what it shows through
/// ``state()`` and ``wait(for:seconds:sourceLocation:until:)``, its saved files in ``folders``.
///
/// Everything it starts is one process group, ended by ``end()`` (or when it goes away): the app,
/// Xvfb, the D-Bus daemons and the accessibility bus; the temporary folders are removed then too.
final class AppSession {
    /// Whether the tools are here: Xvfb, xdotool, dbus-run-session and python3 with pyatspi
    /// (`./dev test` installs them).
    static let toolsArePresent: Bool =
        ["/usr/bin/Xvfb", "/usr/bin/xdotool"].allSatisfy(FileManager.default.isExecutableFile(atPath:))
        && AccessibilityTools.arePresent

    /// The built app.
    static let binary = BuiltProducts.executable("rows-demo")

    /// Why ``binary`` cannot be run, if it cannot: `swift build --build-tests` builds it with the
    /// tests, as `./dev test` does before running them.
    static let binaryProblem: String? =
        FileManager.default.isExecutableFile(atPath: binary.path)
        ? nil : "no \(binary.path): build it first with `swift build --build-tests`"

    /// A session that dies makes writing it a command raise SIGPIPE, which would end the whole test
    /// process: ignored, the write fails with an error instead. (app_session.py restores the default
    /// for what it starts.)
    private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// Debian's python3, which has pyatspi (python3-pyatspi); another python3 on the PATH may not.
    static let python = AccessibilityTools.python

    /// How long a wait lasts before it fails: long, as the machine may be busy compiling
    /// (`ROWS_APP_PATIENCE` seconds when set, e.g. shorter to see failures sooner).
    static let patience = Double(ProcessInfo.processInfo.environment["ROWS_APP_PATIENCE"] ?? "") ?? 30

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let folders: AppFolders
    /// Real keys and clicks on the app's display.
    let input: XInput
    /// The app's process id.
    let pid: Int32
    private let session: Process
    private let commands: FileHandle
    private let answers: AnswerReader
    private var ended = false

    /// Starts the app on `page` (`--page`, e.g. "people"), with `arguments` besides; returns once its
    /// main window is on the accessibility bus with rows drawn.
    init(page: String, arguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let problem = Self.binaryProblem { throw Failure(description: problem) }
        Self.ignoreBrokenPipes
        let binary = Self.binary
        folders = try AppFolders()
        _ = FileManager.default.createFile(atPath: folders.log.path, contents: nil)
        let session = Process()
        session.executableURL = URL(fileURLWithPath: Self.python)
        session.arguments =
            [
                AppFolders.repository.appendingPathComponent("Tests/Tools/app_session.py").path, "--", binary.path,
                "--data", folders.data.path, "--folder", folders.files.path, "--page", page,
            ] + arguments
        session.environment = folders.environment
        session.currentDirectoryURL = folders.root
        let commands = Pipe()
        let answers = Pipe()
        session.standardInput = commands
        session.standardOutput = answers
        session.standardError = try FileHandle(forWritingTo: folders.log)
        self.session = session
        self.commands = commands.fileHandleForWriting
        self.answers = AnswerReader(answers.fileHandleForReading)
        do {
            try session.run()
            let started = try Self.decode(StartAnswer.self, from: try self.answers.line(within: 60))
            guard let display = started.display, let pid = started.pid else {
                throw Failure(description: "the session did not start: \(started.error ?? "no reason given")")
            }
            input = XInput(display: display)
            self.pid = pid
        } catch {
            Self.end(session, folders: folders)
            throw error
        }
        try require("the app's window on the accessibility bus, its page's rows drawn", sourceLocation: sourceLocation) {
            $0.title?.hasPrefix("Rows") == true && !$0.pageRows.isEmpty
        }
        try input.focus(windowTitled: try state().title ?? "", pid: pid)
    }

    deinit {
        end()
    }

    private struct StartAnswer: Decodable {
        var display: String?
        var pid: Int32?
        var error: String?
    }

    private struct ErrorAnswer: Decodable {
        var error: String?
    }

    // MARK: Asking

    /// Sends `command` (a JSON object) and returns the answer's line.
    private func ask(_ command: [String: Any]) throws -> String {
        guard !ended else { throw Failure(description: "the session has ended") }
        var line = try JSONSerialization.data(withJSONObject: command)
        line.append(UInt8(ascii: "\n"))
        try commands.write(contentsOf: line)
        let answer = try answers.line(within: 60)
        if let problem = try? Self.decode(ErrorAnswer.self, from: answer).error {
            throw Failure(description: "the session could not answer \(command): \(problem)")
        }
        return answer
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, from line: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(line.utf8))
    }

    /// What the app shows now.
    func state() throws -> AppState {
        try Self.decode(AppState.self, from: try ask(["do": "state"]))
    }

    /// Asks for the state until `condition` holds, for at most `seconds`; the state then, or nil
    /// with an issue recorded naming `expectation` and describing what the app showed instead (a
    /// screenshot saved beside).
    @discardableResult
    func wait(
        for expectation: String, seconds: Double = AppSession.patience, sourceLocation: SourceLocation = #_sourceLocation,
        until condition: (AppState) -> Bool
    ) -> AppState? {
        do {
            return try require(expectation, seconds: seconds, sourceLocation: sourceLocation, until: condition)
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// As ``wait(for:seconds:sourceLocation:until:)``, but throws instead of recording an issue.
    @discardableResult
    func require(
        _ expectation: String, seconds: Double = AppSession.patience, sourceLocation: SourceLocation = #_sourceLocation,
        until condition: (AppState) -> Bool
    ) throws -> AppState {
        let deadline = Date().addingTimeInterval(seconds)
        var last: AppState?
        var problem: Failure?
        while true {
            // The tree changes while it is read; a read that failed is tried again until the deadline.
            if let state = try readState(failure: &problem) {
                if condition(state) { return state }
                last = state
                if state.exit != nil { break }
            }
            if Date() > deadline { break }
            Thread.sleep(forTimeInterval: 0.25)
        }
        let reason = problem.map { "\nThe last read of the tree failed: \($0)" } ?? ""
        throw Failure(description: "waited for \(expectation), in vain (\(seconds) s).\(reason)\n\(diagnosis(last))")
    }

    /// ``state()``, or nil with `failure` set if the session could not read the tree; other errors
    /// (the session gone, not answering) are thrown.
    private func readState(failure: inout Failure?) throws -> AppState? {
        do {
            let state = try state()
            failure = nil
            return state
        } catch let error as Failure {
            failure = error
            return nil
        }
    }

    /// What the app showed, its screenshot and the end of its log, for a failure message.
    private func diagnosis(_ state: AppState?) -> String {
        var text = state.map { "The app showed:\n\($0.summary)" } ?? "The app showed nothing."
        let picture = FileManager.default.temporaryDirectory.appendingPathComponent("rows-app-failure-\(UUID().uuidString).png")
        if (try? screenshot(to: picture)) != nil { text += "\nscreenshot: \(picture.path)" }
        if let log = try? String(contentsOf: folders.log, encoding: .utf8), !log.isEmpty {
            text += "\nthe end of its log:\n" + log.split(separator: "\n").suffix(10).joined(separator: "\n")
        }
        return text
    }

    // MARK: Acting

    /// Clicks the middle of `node` (a row, a button) `count` times: 2 is a double click.
    func click(_ node: AppState.Node, in state: AppState, count: Int = 1) throws {
        guard let middle = node.middle, state.windows.indices.contains(node.window) else {
            throw Failure(description: "“\(node.name)” is not on screen to click")
        }
        try input.click(at: middle, inWindowTitled: state.windows[node.window].title, pid: pid, count: count)
    }

    /// Clicks the page's row named `name`, once it is shown.
    func clickRow(named name: String, count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let state = try require("a row “\(name)” on screen", sourceLocation: sourceLocation) {
            $0.pageRows.contains { $0.name == name }
        }
        try click(state.pageRows.first { $0.name == name }!, in: state, count: count)
    }

    /// Gives the keyboard to the app's window titled `title`, once it is open.
    func focus(windowTitled title: String) throws {
        try input.focus(windowTitled: title, pid: pid)
    }

    // MARK: The screen

    /// The most common colour of each rectangle (x, y, width, height, in screen pixels; the main
    /// window is at 0, 0), as "#rrggbb", with its share of the rectangle.
    func colours(of rectangles: [[Int]]) throws -> [(colour: String, share: Double)] {
        struct Answer: Decodable {
            struct Region: Decodable {
                var colour: String?
                var share: Double
            }
            var rects: [Region]
        }
        let answer = try Self.decode(Answer.self, from: try ask(["do": "pixels", "rects": rectangles]))
        return answer.rects.map { ($0.colour ?? "none", $0.share) }
    }

    /// Saves what the screen shows as a PNG.
    func screenshot(to file: URL) throws {
        _ = try ask(["do": "screenshot", "path": file.path])
    }

    // MARK: The end

    /// Waits at most `seconds` for the app to exit; its exit status, or nil if it still runs.
    func waitForExit(seconds: Double = AppSession.patience) throws -> Int32? {
        struct Answer: Decodable { var exit: Int32? }
        return try Self.decode(Answer.self, from: try ask(["do": "wait_exit", "timeout": seconds])).exit
    }

    /// Ends the app and everything the session started, and removes the temporary folders. Safe to
    /// call more than once.
    func end() {
        guard !ended else { return }
        ended = true
        try? commands.close()
        Self.end(session, folders: folders)
    }

    /// Lets the session end the app and itself once its commands close (a few seconds at most), then
    /// kills its whole process group, whatever is left of it.
    private static func end(_ session: Process, folders: AppFolders) {
        let deadline = Date().addingTimeInterval(10)
        while session.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if session.processIdentifier > 0 {
            // The session made itself a process group of its own, its id its own pid.
            kill(-session.processIdentifier, SIGKILL)
            if session.isRunning { kill(session.processIdentifier, SIGKILL) }
        }
        session.waitUntilExit()
        folders.remove()
    }
}
