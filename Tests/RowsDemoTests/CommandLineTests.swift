import CGtk
import CXTest
import Foundation
import GtkTestSupport
import Testing

/// Runs the built `rows-demo` the way the README and packagers do.
@Suite("rows-demo on the command line", .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil), .serialized)
struct CommandLineTests {
    private static let binary = BuiltProducts.executable("rows-demo")

    private func run(
        _ arguments: [String], dataFolder: URL? = nil, passesData: Bool = true, from folder: URL? = nil,
        environment extra: [String: String] = [:]
    ) throws -> (status: Int32, errors: String) {
        try #require(FileManager.default.fileExists(atPath: Self.binary.path), "build rows-demo first (`./dev test` does)")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("rows-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let process = Process()
        process.executableURL = Self.binary
        let data = ["--data", (dataFolder ?? repositoryRoot.appendingPathComponent("data")).path]
        process.arguments = (passesData ? data : []) + arguments
        process.currentDirectoryURL = folder ?? repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
        environment.merge(extra) { $1 }
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test("--screenshot writes a PNG of the page, light or dark, and exits 0")
    func screenshotOfAPage() throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let result = try run(["--page", "colors", "--color-scheme", "dark", "--screenshot", png.path])
        #expect(result.status == 0, "\(result.errors)")
        let bytes = try Data(contentsOf: png)
        #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(bytes.count > 10_000)
    }

    @Test("started from another folder, it still finds its stylesheet, icons, avatars and bundled data")
    func runsFromAnyFolder() throws {
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("rows-cwd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let png = elsewhere.appendingPathComponent("shot.png")
        let result = try run(["--page", "people-pets", "--screenshot", png.path], passesData: false, from: elsewhere)
        #expect(result.status == 0, "\(result.errors)")
        // rows-demo's own complaints ("rows-demo: … not found"), and Rows' about an avatar not loaded.
        let complaints = result.errors.split(separator: "\n").filter {
            $0.hasPrefix("rows-demo: ") || $0.contains("cannot load image")
        }
        #expect(complaints.isEmpty, "\(complaints)")
        #expect(FileManager.default.fileExists(atPath: png.path))
    }

    @Test(
        "--color-scheme light or dark: a light or dark window, and libadwaita has nothing to warn about",
        arguments: ["light", "dark"])
    func forcedColorSchemeWithoutWarnings(scheme: String) throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let result = try run(["--page", "colors", "--color-scheme", scheme, "--screenshot", png.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(!result.errors.contains("Adwaita-WARNING"), "\(result.errors)")
        #expect(!result.errors.contains("prefer-dark-theme"), "\(result.errors)")
        let luminance = try #require(Self.meanLuminance(ofPNG: png))
        #expect(scheme == "dark" ? luminance < 100 : luminance > 150, "mean luminance \(luminance)")
    }

    @Test("--width 360 makes a phone-sized window on every page: no page holds it wider")
    func narrowWindow() throws {
        for page in ["people-pets", "settings", "colors", "people", "files", "million"] {
            let png = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: png) }
            let result = try run(["--page", page, "--width", "360", "--screenshot", png.path])
            #expect(result.status == 0, "\(result.errors)")
            let pixbuf = try #require(gdk_pixbuf_new_from_file(png.path, nil))
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            #expect(gdk_pixbuf_get_width(pixbuf) <= 370, "\(page): \(gdk_pixbuf_get_width(pixbuf)) px wide")
        }
    }

    @Test("with a broken data file --screenshot exits non-zero naming the file and the key")
    func screenshotOfBrokenData() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-data-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("data"), to: folder)
        try Data(##"[{"id": "c-1", "name": "Ink", "hex": "#12", "family": "red"}]"##.utf8).write(
            to: folder.appendingPathComponent("colors.json"))
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let result = try run(["--page", "colors", "--screenshot", png.path], dataFolder: folder)
        #expect(result.status != 0)
        #expect(
            result.errors.contains("colors.json: [0].hex: expected a color like \"#ff8800\", found \"#12\""), "\(result.errors)")
    }

    @Test(
        "with ROWS_REPORT_FIRST_FRAME=1 it writes one first-frame line once its window is drawn, and keeps running until its window is closed",
        .enabled(if: InputDisplay.isAvailable, "needs xdotool"))
    func reportsItsFirstFrame() throws {
        try #require(FileManager.default.fileExists(atPath: Self.binary.path), "build rows-demo first (`./dev test` does)")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("rows-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = ["--data", repositoryRoot.appendingPathComponent("data").path]
        process.currentDirectoryURL = repositoryRoot
        var environment = ProcessInfo.processInfo.environment
        for variable in ["XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_CONFIG_HOME"] {
            environment[variable] = home.appendingPathComponent(variable).path
        }
        environment["ROWS_REPORT_FIRST_FRAME"] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        var started = timespec()
        clock_gettime(CLOCK_MONOTONIC, &started)
        try process.run()
        defer {
            // SIGKILL: the child inherits the test thread's blocked signals, SIGTERM among them.
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        var waiting = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        try #require(poll(&waiting, 1, 60_000) == 1, "no first-frame line within 60 s")
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        let parts = line.split(separator: " ")
        #expect(parts.first == "first-frame" && line.hasSuffix("\n"), "\(line.debugDescription)")
        let drawnAt = try #require(parts.last.flatMap { Int64($0.dropLast()) })
        #expect(drawnAt > Int64(started.tv_sec) * 1_000_000_000 + Int64(started.tv_nsec), "drawn after it was started")
        // It keeps running: asked to close as a window manager's close button asks (WM_DELETE_WINDOW),
        // it closes its window, saves its size as it does on closing, and exits 0.
        let window = try #require(Self.shownWindow(of: process), "its window on screen after the report")
        #expect(process.isRunning, "it keeps running after reporting")
        let display = try #require(ProcessInfo.processInfo.environment["DISPLAY"])
        try #require(rows_test_request_close(display, window) == 0)
        try #require(Self.waitForExit(of: process, seconds: 60), "it closed its window when asked, within 60 s")
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        let size = home.appendingPathComponent("XDG_STATE_HOME/rows/window.json")
        #expect(FileManager.default.fileExists(atPath: size.path), "it saved its size on closing")
    }

    /// The X id of the window `process` shows (xdotool finds it by the process id GTK gives it).
    private static func shownWindow(of process: Process) -> UInt? {
        let search = Process()
        search.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        search.arguments = [
            "timeout", "60", "xdotool", "search", "--sync", "--onlyvisible", "--pid", "\(process.processIdentifier)",
        ]
        let output = Pipe()
        search.standardOutput = output
        guard (try? search.run()) != nil else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        search.waitUntilExit()
        return text.split(separator: "\n").first.flatMap { UInt($0) }
    }

    /// Waits until `process` exits, at most `seconds`; returns whether it did.
    private static func waitForExit(of process: Process, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            if Date() > deadline { return false }
            usleep(1_000)
        }
        process.waitUntilExit()
        return true
    }

    @Test("without --color-scheme the window follows the desktop's light or dark preference", arguments: [false, true])
    func followsTheDesktopColorScheme(prefersDark: Bool) throws {
        // GLib's keyfile backend stands in for the desktop's dconf database.
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("rows-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }
        let keyfile = config.appendingPathComponent("glib-2.0/settings/keyfile")
        try FileManager.default.createDirectory(at: keyfile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[org/gnome/desktop/interface]\ncolor-scheme='\(prefersDark ? "prefer-dark" : "prefer-light")'\n".utf8).write(
            to: keyfile)
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let result = try run(
            ["--page", "colors", "--screenshot", png.path],
            environment: ["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": config.path])
        #expect(result.status == 0, "\(result.errors)")
        let luminance = try #require(Self.meanLuminance(ofPNG: png))
        if prefersDark {
            #expect(luminance < 100, "a dark window")
        } else {
            #expect(luminance > 150, "a light window")
        }
    }

    /// The mean luminance (0 to 255) of a PNG's pixels, read with gdk-pixbuf.
    private static func meanLuminance(ofPNG url: URL) -> Double? {
        guard let pixbuf = gdk_pixbuf_new_from_file(url.path, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let width = Int(gdk_pixbuf_get_width(pixbuf))
        let height = Int(gdk_pixbuf_get_height(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        guard let pixels = gdk_pixbuf_read_pixels(pixbuf), width > 0, height > 0 else { return nil }
        var total = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let pixel = pixels + y * stride + x * channels
                total += 0.2126 * Double(pixel[0]) + 0.7152 * Double(pixel[1]) + 0.0722 * Double(pixel[2])
            }
        }
        return total / Double(width * height)
    }

    @Test("an unknown page is refused with the list of pages")
    func unknownPage() throws {
        let result = try run(["--page", "nope", "--screenshot", "/tmp/x.png"])
        #expect(result.status != 0)
        #expect(result.errors.contains("people-pets"))
    }
}
