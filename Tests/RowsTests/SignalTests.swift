import CGtk
import GtkTestSupport
import Testing

@testable import Rows

/// Rows' public GLib glue for an app's own widgets: signals connected with typed pointers, their
/// closures released with the object, and what a bind scope connects undone at unbind.
@MainActor
@Suite("Signals and bind scopes on real widgets", .enabled(if: GtkTest.hasDisplay), .serialized)
struct SignalTests {
    final class Witness {}

    @Test(
        "Signal.connect calls its handler for a signal that has arguments, and releases the closure when the object is finalized")
    func connectIgnoresArgumentsAndReleases() {
        GtkTest.initialize()
        weak var witness: Witness?
        var calls = 0
        let label = gtk_label_new("x")!
        g_object_ref_sink(label)
        do {
            let captured = Witness()
            witness = captured
            // `state-flags-changed` passes the old flags: the handler takes none.
            Signal.connect(label, "state-flags-changed") {
                _ = captured
                calls += 1
            }
        }
        gtk_widget_set_state_flags(label, GTK_STATE_FLAG_ACTIVE, 0)
        gtk_widget_unset_state_flags(label, GTK_STATE_FLAG_ACTIVE)
        #expect(calls == 2)
        #expect(witness != nil, "kept while the connection lives")
        g_object_unref(label)
        #expect(witness == nil, "released by GLib's destroy notify when the label went")
    }

    @Test("Signal.observe follows a property; a handler id disconnects it")
    func observeAndDisconnect() {
        GtkTest.initialize()
        let label = gtk_label_new("a")!
        g_object_ref_sink(label)
        defer { g_object_unref(label) }
        var seen: [String] = []
        let id = Signal.observe(label, property: "label") {
            seen.append(String(cString: gtk_label_get_label(OpaquePointer(label))))
        }
        gtk_label_set_label(OpaquePointer(label), "b")
        g_signal_handler_disconnect(label, gulong(id))
        gtk_label_set_label(OpaquePointer(label), "c")
        #expect(seen == ["b"])
    }

    @Test("what a bind scope connects, observes, binds and styles ends at undo")
    func bindScopeUndoesTypedConnections() {
        GtkTest.initialize()
        let scope = BindScope()
        let button = gtk_check_button_new_with_label("Go")!
        let source = gtk_label_new("one")!
        let target = gtk_label_new("")!
        for widget in [button, source, target] { g_object_ref_sink(widget) }
        defer { for widget in [button, source, target] { g_object_unref(widget) } }
        var toggles = 0
        var changes = 0
        scope.connect(button, "toggled") { toggles += 1 }
        scope.observe(source, property: "label") { changes += 1 }
        scope.bind(source, "label", to: target, "label")
        scope.addCSSClass("busy", to: button)
        #expect(String(cString: gtk_label_get_label(OpaquePointer(target))) == "one", "synced at once")
        gtk_check_button_set_active(GtkPointer.cast(button, to: GtkCheckButton.self), 1)
        gtk_label_set_label(OpaquePointer(source), "two")
        #expect(toggles == 1 && changes == 1)
        #expect(String(cString: gtk_label_get_label(OpaquePointer(target))) == "two")
        scope.undo()
        gtk_check_button_set_active(GtkPointer.cast(button, to: GtkCheckButton.self), 0)
        gtk_label_set_label(OpaquePointer(source), "three")
        #expect(toggles == 1 && changes == 1, "disconnected at undo")
        #expect(String(cString: gtk_label_get_label(OpaquePointer(target))) == "two", "unbound at undo")
        #expect(gtk_widget_has_css_class(button, "busy") == 0)
    }

    @Test("a bind scope undone after its widget was disposed (its window closed under it) asks GLib for no handler it dropped")
    func bindScopeUndoneAfterDispose() {
        GtkTest.initialize()
        let scope = BindScope()
        let button = gtk_button_new()!
        g_object_ref_sink(button)
        defer { g_object_unref(button) }
        scope.connect(button, "clicked") {}
        // Disposing an object drops its signal handlers; GLib warns of a disconnect of one of them.
        g_object_run_dispose(GtkPointer.object(button))
        let warnings = GLibLogCounter(domains: ["GLib-GObject"])
        scope.undo()
        #expect(warnings.stop() == 0)
    }

    @Test(
        "a property binding whose source was disposed before undo is unbound without touching freed memory; its objects are freed after"
    )
    func bindingUndoneAfterDispose() {
        GtkTest.initialize()
        let scope = BindScope()
        let source = gtk_label_new("one")!
        let target = gtk_label_new("")!
        for widget in [source, target] { g_object_ref_sink(widget) }
        let finalized = FinalizeCounter()
        defer { finalized.release() }
        scope.bind(source, "label", to: target, "label")
        finalized.watch(target)
        // GLib drops its binding when an object of it is disposed: without a reference of the
        // scope's own, undo would unbind freed memory (GLib criticals, or another binding's).
        g_object_run_dispose(GtkPointer.object(source))
        let criticals = GLibLogCounter(domains: ["GLib-GObject"])
        scope.undo()
        #expect(criticals.stop() == 0)
        finalized.watch(source)
        for widget in [source, target] { g_object_unref(widget) }
        #expect(finalized.count == 2, "nothing holds them after undo")
    }

    @Test(
        "a bind scope holds what it connects to and styles until undo: an object the app lets go of meanwhile is freed after it")
    func bindScopeHoldsObjectsUntilUndo() {
        GtkTest.initialize()
        let scope = BindScope()
        let adjustment = gtk_adjustment_new(0, 0, 10, 1, 1, 0)!
        let badge = gtk_label_new("new")!
        for object in [UnsafeMutableRawPointer(adjustment), UnsafeMutableRawPointer(badge)] { g_object_ref_sink(object) }
        let finalized = FinalizeCounter()
        defer { finalized.release() }
        finalized.watch(adjustment)
        finalized.watch(badge)
        var changes = 0
        scope.observe(GtkPointer.object(adjustment), property: "value") { changes += 1 }
        scope.addCSSClass("accent", to: badge)
        // The app lets go of both while the cell still shows its row.
        g_object_unref(UnsafeMutableRawPointer(adjustment))
        g_object_unref(badge)
        #expect(finalized.count == 0, "held by the scope")
        gtk_adjustment_set_value(adjustment, 5)
        #expect(changes == 1)
        let criticals = GLibLogCounter(domains: ["GLib-GObject"])
        scope.undo()
        #expect(criticals.stop() == 0)
        #expect(finalized.count == 2, "let go at undo")
    }

    @Test("Signal.connect to a signal whose handlers return a value stops a debug build, naming it")
    func signalWithReturnValueStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                GtkTest.initialize()
                let window = gtk_window_new()!
                Signal.connect(window, "close-request") {}
            }
        }
        let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(message.contains("\"close-request\" handlers of GtkWindow return a value"), "\(message)")
    }

    @Test("Signal.connect to a signal the object does not have stops a debug build, naming it")
    func unknownSignalStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                GtkTest.initialize()
                let button = gtk_button_new()!
                Signal.connect(button, "clickd") {}
            }
        }
        let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(message.contains("GtkButton has no signal \"clickd\""), "\(message)")
    }
}
