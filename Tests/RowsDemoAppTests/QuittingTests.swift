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
    }
}
