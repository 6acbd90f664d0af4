import Adwaita
import CGtk
import Foundation
import Rows
import RowsDemoKit

/// The AdwApplication: opens the window on `activate`, and with `--screenshot` saves it and quits.
@MainActor
final class DemoApplication {
    private let context: DemoContext
    private let page: PageName
    private let opensPage: Bool
    private let size: WindowSize?
    private let screenshotPath: String?
    private let colorScheme: ColorScheme?
    private let application: UnsafeMutablePointer<GtkApplication>
    private var window: DemoWindow?
    private var status: Int32 = 0

    /// An app showing `page` (folded, at once when `opensPage`, else after the sidebar) at `size`
    /// when given, else at the last run's size.
    init(
        context: DemoContext, page: PageName, opensPage: Bool = false, screenshotPath: String?, colorScheme: ColorScheme?,
        size: WindowSize? = nil
    ) {
        self.context = context
        self.page = page
        self.opensPage = opensPage
        self.size = size
        self.screenshotPath = screenshotPath
        self.colorScheme = colorScheme
        // NON_UNIQUE: a screenshot run must not hand its work to an instance already running.
        // An AdwApplication: libadwaita starts with it (its stylesheet, icons and style manager).
        application = UnsafeMutablePointer(OpaquePointer(adw_application_new("org.rows.Demo", G_APPLICATION_NON_UNIQUE)))
    }

    /// Runs the main loop until the window closes; returns the exit status.
    func run() -> Int32 {
        Signal.connect(application, "activate") { [weak self] in self?.activate() }
        // Our options were parsed already; GApplication gets only the program name.
        let result = g_application_run(UnsafeMutablePointer(OpaquePointer(application)), 0, nil)
        g_object_unref(UnsafeMutableRawPointer(application))
        return status != 0 ? status : result
    }

    private func activate() {
        if let window {
            gtk_window_present(window.window)
            return
        }
        AppResources.install()
        ColorScheme.apply(colorScheme)
        QuitAction.install(on: application)
        // A size asked for is this run's only: the saved one stays for the next.
        let window = DemoWindow(
            application: application, context: context, page: page, remembersSize: screenshotPath == nil && size == nil,
            size: size, opensPage: opensPage)
        self.window = window
        FirstFrameReport.installIfAsked(on: window.widget)
        gtk_window_present(window.window)
        if let screenshotPath { saveScreenshot(of: window, to: screenshotPath) }
    }

    /// Waits until the window is mapped, has drawn a few frames and its images are decoded, then
    /// saves it and quits. A window that draws nothing yet (a loaded machine may not have laid it
    /// out) is tried again every 50 ms for up to 10 seconds more. A page that could not load its
    /// data still gets its picture taken, and the run fails with the error.
    private func saveScreenshot(of window: DemoWindow, to path: String) {
        var framesSeen = 0
        let widget = window.widget
        MainLoop.every(milliseconds: 50) { [weak self] in
            guard let self else { return false }
            guard gtk_widget_get_mapped(widget) != 0, gtk_widget_get_width(widget) > 0 else { return true }
            framesSeen += 1
            guard framesSeen >= 8, !ImageView.isDecoding else { return true }
            do {
                try WidgetSnapshot.savePNG(of: widget, to: path)
            } catch {
                if framesSeen < 8 + 200 { return true }
                Self.complain("cannot save the screenshot: \(error)")
                self.status = 1
            }
            if let unavailable = window.pages[self.page] as? UnavailablePage {
                Self.complain("the \(self.page.rawValue) page cannot show its data: \(unavailable.message)")
                self.status = 1
            }
            gtk_window_destroy(window.window)
            g_application_quit(UnsafeMutablePointer(OpaquePointer(self.application)))
            return false
        }
    }

    private static func complain(_ message: String) {
        FileHandle.standardError.write(Data("rows-demo: \(message)\n".utf8))
    }
}
