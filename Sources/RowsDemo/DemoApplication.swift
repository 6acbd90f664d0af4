import CGtk
import Foundation
import Rows

/// The GtkApplication: makes the window on `activate`, and with `--screenshot` saves it and quits.
@MainActor
final class DemoApplication {
    private let dataDirectory: DataDirectory
    private let screenshotPath: String?
    private let application: UnsafeMutablePointer<GtkApplication>
    private var window: PeopleWindow?
    private var status: Int32 = 0

    init(dataDirectory: URL, dataName: String, screenshotPath: String?) {
        self.dataDirectory = DataDirectory(dataDirectory, name: dataName)
        self.screenshotPath = screenshotPath
        // NON_UNIQUE: a screenshot run must not hand its work to an instance already running.
        application = gtk_application_new("org.rows.Demo", G_APPLICATION_NON_UNIQUE)
    }

    /// Runs the main loop until the window closes; returns the exit status.
    func run() -> Int32 {
        Signal.connect(GtkPointer.raw(application), "activate") { [weak self] in self?.activate() }
        // Our options were parsed already; GApplication gets only the program name.
        let result = g_application_run(UnsafeMutablePointer(OpaquePointer(application)), 0, nil)
        g_object_unref(GtkPointer.raw(application))
        return status != 0 ? status : result
    }

    private func activate() {
        Stylesheet.load()
        let window = PeopleWindow(application: application, data: dataDirectory)
        self.window = window
        gtk_window_present(window.window)
        if let screenshotPath { saveScreenshot(of: window.widget, to: screenshotPath) }
    }

    /// Waits until the window is mapped and has drawn a few frames, then saves it and quits.
    private func saveScreenshot(of widget: UnsafeMutablePointer<GtkWidget>, to path: String) {
        var framesSeen = 0
        MainLoop.every(milliseconds: 50) { [weak self] in
            guard let self else { return false }
            guard gtk_widget_get_mapped(widget) != 0, gtk_widget_get_width(widget) > 0 else { return true }
            framesSeen += 1
            guard framesSeen >= 6 else { return true }
            do {
                try WidgetSnapshot.savePNG(of: widget, to: path)
            } catch {
                FileHandle.standardError.write(Data("rows-demo: cannot save the screenshot: \(error)\n".utf8))
                self.status = 1
            }
            g_application_quit(UnsafeMutablePointer(OpaquePointer(self.application)))
            return false
        }
    }
}
