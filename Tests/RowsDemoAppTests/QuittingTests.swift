import Foundation
import Testing

extension RealInputApp {
    /// Quitting with the keyboard.
    @Suite("Quitting")
    struct QuittingTests {
        @Test("Ctrl+Q quits: the app exits with status 0 and has saved its window's size")
        func ctrlQQuitsAndSaves() throws {
            let app = try AppSession(page: "people")
            // The app read the size it opened at; what is saved now is this run's.
            try FileManager.default.removeItem(at: app.folders.savedWindowSize)
            try app.input.press("ctrl+q")
            let status = try app.waitForExit()
            #expect(status == 0, "the app's exit status: \(status.map(String.init) ?? "still running")")
            let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: app.folders.savedWindowSize)) as? [String: Any]
            #expect(
                saved?["width"] as? Int == AppFolders.windowSize.width
                    && saved?["height"] as? Int == AppFolders.windowSize.height,
                "the window size saved: \(saved ?? [:])")
        }

        @Test(
            "Ctrl+Q quits from the Keyboard Shortcuts and About windows too: they belong to the app, whose accelerators reach them",
            arguments: [("k", "Keyboard Shortcuts"), ("a", "About")])
        func ctrlQQuitsFromTheAppsOtherWindows(mnemonic: String, title: String) throws {
            let app = try AppSession(page: "people")
            // The main menu (F10), then its item's mnemonic.
            try app.input.press("F10")
            _ = try app.require("the main menu open") { state in state.texts.contains { $0.name.contains("About Rows") } }
            try app.input.press(mnemonic)
            try app.focus(windowTitled: title)
            try app.input.press("ctrl+q")
            let status = try app.waitForExit()
            #expect(status == 0, "the app's exit status: \(status.map(String.init) ?? "still running")")
        }

        @Test("Ctrl+Q with A Million Rows' live changes on quits cleanly: status 0, no GTK critical or warning")
        func quitWhileLive() throws {
            let app = try AppSession(page: "million")
            try app.input.press("alt+l")
            _ = try app.require("live changes applied (the counters tell the last diff)") { state in
                state.texts.contains { $0.name.contains("last diff") }
            }
            try app.input.press("ctrl+q")
            let status = try app.waitForExit()
            #expect(status == 0, "the app's exit status: \(status.map(String.init) ?? "still running")")
            let log = try String(contentsOf: app.folders.log, encoding: .utf8)
            // The app's own GLib, GTK and libadwaita messages (the accessibility bus's are not the app's).
            let problems = log.split(separator: "\n").filter { line in
                ["GLib", "Gtk", "Adwaita"].contains { line.contains("\($0)-CRITICAL") || line.contains("\($0)-WARNING") }
                    && !line.contains("Unable to acquire session bus")
            }
            #expect(problems.isEmpty, "\(problems)")
        }
    }
}
