import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// `MainLoop.afterNextFrame(of:)`: work that would slow a frame waits until the frame is drawn.
@MainActor
@Suite("Waiting for a frame", .enabled(if: GtkTest.hasDisplay), .serialized)
struct AfterNextFrameTests {
    @Test("the body runs once, right after the shown window's next frame is painted, not before")
    func runsAfterTheNextFrame() throws {
        let (window, label) = shownLabel("frame")
        defer { gtk_window_destroy(window) }
        let clock = try #require(gtk_widget_get_frame_clock(label))
        var painted = 0
        let handler = Signal.connect(UnsafeMutablePointer<GObject>(clock), "after-paint") { painted += 1 }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }

        var runs: [Int] = []  // the frames painted when the body ran
        MainLoop.afterNextFrame(of: label, timeout: 60_000) { runs.append(painted) }
        #expect(runs.isEmpty, "the body ran before a frame")
        GtkTest.wait(for: "the body to run") { !runs.isEmpty }
        #expect(runs == [1], "it ran after the first frame painted")
        GtkTest.waitForFrames(of: label)
        #expect(runs == [1], "it ran once")
    }

    @Test("when default-priority work keeps the loop from drawing frames, the timeout still runs the body")
    func runsWhileFramesAreStarved() {
        let (window, label) = shownLabel("busy")
        defer { gtk_window_destroy(window) }
        // Always ready at the default priority: each iteration of the loop runs it and nothing of
        // lower priority, such as the frame clock (as when a test's loop is slow to come round).
        let busy = g_idle_add_full(G_PRIORITY_DEFAULT, { _ in 1 }, nil, nil)
        defer { g_source_remove(busy) }
        let clock = gtk_widget_get_frame_clock(label)!
        var painted = 0
        let handler = Signal.connect(UnsafeMutablePointer<GObject>(clock), "after-paint") { painted += 1 }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }
        var ran = false
        MainLoop.afterNextFrame(of: label, timeout: 50) { ran = true }
        GtkTest.wait(for: "the body to run while no frame is drawn", seconds: 5) { ran }
        #expect(painted == 0, "a frame was drawn: the body may not have come from the timeout")
    }

    @Test("with no frame clock (not realized) the body runs at once; in a window never shown it still runs")
    func runsWithoutFrames() {
        GtkTest.initialize()
        let label = g_object_ref_sink(gtk_label_new("never shown"))!
        defer { g_object_unref(label) }
        var ranAtOnce = false
        MainLoop.afterNextFrame(of: label.assumingMemoryBound(to: GtkWidget.self)) { ranAtOnce = true }
        #expect(ranAtOnce)

        let window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        defer { gtk_window_destroy(window) }
        let hidden = gtk_label_new("hidden")!
        gtk_window_set_child(window, hidden)
        gtk_widget_realize(hidden)
        var ran = false
        MainLoop.afterNextFrame(of: hidden, timeout: 50) { ran = true }
        GtkTest.wait(for: "the body to run for a window not shown") { ran }
    }

    /// A shown window holding a label with this text, its first frames drawn.
    private func shownLabel(_ text: String) -> (UnsafeMutablePointer<GtkWindow>, UnsafeMutablePointer<GtkWidget>) {
        GtkTest.initialize()
        let window = GtkPointer.window(UnsafeMutableRawPointer(gtk_window_new()))
        let label = gtk_label_new(text)!
        gtk_window_set_child(window, label)
        gtk_window_present(window)
        GtkTest.waitForFrames(of: label)
        return (window, label)
    }
}
