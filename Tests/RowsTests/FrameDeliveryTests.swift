import CGtk
import GtkTestSupport
import Testing

@testable import Rows
@testable import RowsCore

/// Where a list's background results land: in the frame clock's `update` phase, after the frame's
/// tick callbacks (scrolling) and before its layout, so that GTK lays out what an update changed
/// before a scroll offset is mapped to rows again.
@Suite("Background results landing in a frame", .enabled(if: GtkTest.hasDisplay), .serialized)
@MainActor
struct FrameDeliveryTests {
    @Test("a background update lands in the next frame, after the frame's tick callbacks and before its layout")
    func landsAfterTheTicks() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<3_000)))
        let list = try #require(harness.list)
        let delivery = try #require(list.frameDelivery)
        delivery.timeout = 60_000
        let clock = try #require(gtk_widget_get_frame_clock(list.listView))
        var phase = "none"
        let laidOut = Signal.connect(UnsafeMutablePointer<GObject>(clock), "layout") { phase = "laid out" }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), laidOut) }
        let painted = Signal.connect(UnsafeMutablePointer<GObject>(clock), "after-paint") { phase = "painted" }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), painted) }
        var phasesAtLanding: [String] = []
        let observation = harness.viewModel.observe { _ in phasesAtLanding.append(phase) }
        defer { observation.cancel() }

        var ticking: UInt = 0
        defer { if ticking != 0 { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), ticking) } }
        for round in 0..<3 {
            var next = harness.viewModel.snapshot
            _ = next.deleteItems([next.items[round * 7].id])
            var landed = false
            list.viewModel.applyInBackground(next) { _ in landed = true }
            GtkTest.wait(for: "update \(round) to wait for a frame") { delivery.isWaiting || landed }
            #expect(!landed, "update \(round) landed without waiting for a frame")
            if ticking == 0 {
                // Connected after the delivery's handler, as a widget's first tick callback would be:
                // the delivery's must still come after it.
                ticking = Signal.connect(UnsafeMutablePointer<GObject>(clock), "update") {
                    phase = "ticked"
                    Self.scroll(list, by: 1)
                }
            }
            GtkTest.wait(for: "update \(round) to land") { landed }
        }
        #expect(phasesAtLanding == ["ticked", "ticked", "ticked"], "each landed between a tick and the frame's layout")
        harness.waitForFrames()
        #expect(harness.mismatchedRows() == [])
    }

    @Test("results waiting for a frame land in the order they came; a list destroyed lands those waiting right after")
    func landsInOrderAndOnDestroy() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<300)))
        let list = try #require(harness.list)
        let delivery = try #require(list.frameDelivery)
        delivery.timeout = 60_000
        var landed: [Int] = []
        for result in 1...3 { delivery.land { landed.append(result) } }
        #expect(landed.isEmpty && delivery.isWaiting)
        GtkTest.wait(for: "the results to land") { landed.count == 3 }
        #expect(landed == [1, 2, 3])

        delivery.land { landed.append(4) }
        #expect(delivery.isWaiting)
        harness.destroy()  // and runs the loop's pending work
        #expect(landed == [1, 2, 3, 4], "the result waiting landed once the list was destroyed")
        delivery.land { landed.append(5) }
        #expect(landed == [1, 2, 3, 4, 5], "after the list is gone, a result lands at once")
    }

    @Test("a filter landing while the list scrolls every frame leaves no row to bind again in the frames after it")
    func filterLandingWhileScrolling() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<3_000)))
        let list = try #require(harness.list)
        harness.scroll(toRow: 1_500)
        harness.waitForFrames()
        let clock = try #require(gtk_widget_get_frame_clock(list.listView))
        var frames = 0
        let painted = Signal.connect(UnsafeMutablePointer<GObject>(clock), "after-paint") { frames += 1 }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), painted) }
        let scrolling = EveryFrame(list.listView) { Self.scroll(list, by: 4) }
        defer { scrolling.stop() }
        GtkTest.wait(for: "two frames scrolled") { frames >= 2 }

        // Keeps one row in four: the emission over the built rows removes the row GTK scrolls by
        // (whether it comes back or not), so GTK looks for its tracked rows among the rows added and
        // splits its tree of rows to place those it finds: rows with no height until the next layout.
        var next = harness.viewModel.snapshot
        _ = next.deleteItems(next.items.map(\.id).filter { $0 % 4 != 1 })
        var bindsAtLanding: Int?
        list.viewModel.applyInBackground(next) { _ in bindsAtLanding = list.statistics.binds }
        GtkTest.wait(for: "the filter to land") { bindsAtLanding != nil }
        let framesAtLanding = frames
        GtkTest.wait(for: "four frames after the landing") { frames >= framesAtLanding + 4 }
        // Four frames scroll 16 px: a row or two scrolled in. Landing between two frames, the next
        // tick's scroll offset was mapped to rows before GTK had laid out those the landing added:
        // the view jumped by hundreds of rows, and the next frame bound all the rows built again
        // (about 200). The bound leaves room for a frame or two more under ThreadSanitizer, whose
        // slow frames once bound 5 rows here.
        let bindsAfter = list.statistics.binds - (bindsAtLanding ?? 0)
        #expect(bindsAfter <= 16, "\(bindsAfter) rows bound in the four frames after the landing")
        #expect(harness.mismatchedRows() == [])
    }

    @Test("when default-priority work keeps the loop from drawing frames, a result still lands")
    func landsWhileFramesAreStarved() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<300)))
        let list = try #require(harness.list)
        let clock = try #require(gtk_widget_get_frame_clock(list.listView))
        var painted = 0
        let handler = Signal.connect(UnsafeMutablePointer<GObject>(clock), "after-paint") { painted += 1 }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }
        let delivery = try #require(list.frameDelivery)
        // Always ready at the default priority: the loop runs it, the posted result and timers, and
        // never the frame clock.
        let busy = g_idle_add_full(G_PRIORITY_DEFAULT, { _ in 1 }, nil, nil)
        defer { g_source_remove(busy) }
        var landed = false
        delivery.land { landed = true }
        #expect(delivery.isWaiting, "the list is shown: the result waits for a frame")
        GtkTest.wait(for: "the result to land while no frame is drawn", seconds: 5) { landed }
        #expect(painted == 0, "a frame was drawn: the result may not have landed for want of one")
    }

    @Test("a list not on screen lands background results without waiting for a frame")
    func landsWhenHidden() throws {
        let harness = ListHarness(ListHarness.snapshot(sections: ["a"], ids: Array(0..<300)))
        let list = try #require(harness.list)
        // A minute: a result that waited for a frame would not land within the test's patience.
        list.core.frameDelivery?.timeout = 60_000
        gtk_widget_set_visible(GtkPointer.widget(harness.window), 0)
        #expect(gtk_widget_get_mapped(list.listView) == 0)
        var next = harness.viewModel.snapshot
        _ = next.deleteItems([next.items[0].id])
        var landed = false
        list.viewModel.applyInBackground(next) { _ in landed = true }
        GtkTest.wait(for: "the result to land") { landed }
        #expect(harness.viewModel.snapshot.items.count == 299)
    }

    /// Scrolls `list` by `pixels` from where it is, as a scroll tick does.
    private static func scroll(_ list: ListView<String, Entry>, by pixels: Double) {
        let adjustment = gtk_scrolled_window_get_vadjustment(GtkPointer.opaque(list.widget))!
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + pixels)
    }
}

/// Runs a closure in every frame of a widget, as a tick callback, until stopped.
@MainActor
private final class EveryFrame {
    private let body: @MainActor () -> Void
    private var running = true

    init(_ widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Void) {
        self.body = body
        gtk_widget_add_tick_callback(
            widget,
            { _, _, data in
                MainActor.assumeIsolated {
                    let frame = Unmanaged<EveryFrame>.fromOpaque(data!).takeUnretainedValue()
                    guard frame.running else { return 0 }
                    frame.body()
                    return 1
                }
            }, Unmanaged.passRetained(self).toOpaque(), { data in Unmanaged<EveryFrame>.fromOpaque(data!).release() })
    }

    /// Ends the tick callback at the next frame.
    func stop() { running = false }
}
