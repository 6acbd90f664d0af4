import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit
import SeededRandom

/// A million rows of three cell types. The "Live" switch applies bursts of random edits four times
/// a second: each is diffed off the main thread and applied as the fewest splices, changed rows
/// rebound in place. Counters show what GTK and Rows did.
@MainActor
final class MillionPage: DemoPage {
    let widget: UnsafeMutablePointer<GtkWidget>
    let searchPlaceholder = "Search rows by number or tag"
    /// The list and its empty states.
    let panel: ListPanel<Int, GeneratedRow>
    /// How many live updates were applied.
    private(set) var updatesApplied = 0
    /// Whether live updates run.
    private(set) var isLive = false

    private var random = SplitMix64(seed: 2026)
    private var nextID: Int
    private var isDiffing = false
    private var lastApplyMilliseconds: Double?
    private var lastDiffMilliseconds: Double?
    /// Cells configured (GTK's binds that did work, and rows changed in place) by the last tick.
    private var configuresAtLastTick = 0
    /// Cells configured in each of the last four ticks (two seconds): bursts land unevenly, and a
    /// half-second rate read 0 between them while the rows on screen changed.
    private var recentConfigures: [Int] = []
    private var configuresPerSecond: Int { recentConfigures.reduce(0, +) / max(1, recentConfigures.count) * 2 }
    /// The counters over the list.
    let counters = gtk_label_new(nil)!
    private let liveSwitch = gtk_switch_new()!
    private var ticker: UInt32 = 0
    private var counterTicker: UInt32 = 0
    /// The page's observation of the list's view model, for the counters.
    private var observation: ListObservation?
    /// Set when the page's widgets are destroyed: nothing shows counters any more.
    private var isGone = false

    /// The page with `count` generated rows.
    init(count: Int = 1_000_000) {
        nextID = count
        let rows = Self.makeSnapshot(count: count)
        let list = ListView(ListViewModel(rows)) { cells, row in GeneratedCells.cell(from: cells, for: row) }
        panel = ListPanel(list, emptyIcon: "view-list-symbolic", emptyTitle: "No rows", emptyDetail: "")
        widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        let box = widget.cast(to: GtkBox.self)
        gtk_box_append(box, makeToolbar())
        gtk_box_append(box, panel.widget)
        observation = list.viewModel.observe { [weak self] _ in self?.showCounters() }
        counterTicker = MainLoop.every(milliseconds: 500) { [weak self] in
            guard let self else { return false }
            let configures = self.panel.list.statistics.configures
            self.recentConfigures = Array((self.recentConfigures + [configures - self.configuresAtLastTick]).suffix(4))
            self.configuresAtLastTick = configures
            self.showCounters()
            return true
        }
        Signal.connect(widget, "destroy") { [weak self] in self?.widgetDestroyed() }
        showCounters()
    }

    /// Stops the timers when the page goes: they must not touch its freed widgets (the switch
    /// included: `setLive` would read it, and GTK may have freed it already). A live burst still
    /// being diffed, and the view model's observers, find the counters gone too.
    private func widgetDestroyed() {
        isGone = true
        observation = nil
        isLive = false
        for timer in [ticker, counterTicker] where timer != 0 { g_source_remove(timer) }
        ticker = 0
        counterTicker = 0
    }

    func focusFirstRow() { panel.focusFirstRow() }
    var rowsView: UnsafeMutablePointer<GtkWidget>? { panel.list.listView }
    var isSearchPending: Bool { panel.list.viewModel.isSearchPending }

    /// Searches the rows (off the main thread). A search still running after
    /// ``searchNoticeDelay`` milliseconds is said in the counters, "Searching…", until its rows show:
    /// the rows shown meanwhile are the last search's. (Sooner, it would flicker at each keystroke.)
    func search(_ text: String) {
        let model = panel.list.viewModel
        model.search(text) { "\($0.title) \($0.id) \($0.kind == .tag ? $0.tagName : "")" }
        showCounters()
        guard model.isSearchPending, !isSearchNoticeWaiting else { return }
        isSearchNoticeWaiting = true
        _ = MainLoop.every(milliseconds: Self.searchNoticeDelay) { [weak self] in
            guard let self, !self.isGone else { return false }
            self.isSearchNoticeWaiting = false
            self.showsSearchNotice = model.isSearchPending
            self.showCounters()
            return false
        }
    }

    /// How long a search runs before the counters say so, in milliseconds.
    static let searchNoticeDelay: UInt32 = 300
    /// Whether a search asked for is waiting to be said.
    private var isSearchNoticeWaiting = false
    /// Whether the counters say "Searching…" (until the search's rows show).
    private var showsSearchNotice = false

    /// Starts or stops the live updates.
    func setLive(_ live: Bool) {
        guard live != isLive else { return }
        isLive = live
        if gtk_switch_get_active(OpaquePointer(liveSwitch)) != (live ? 1 : 0) {
            gtk_switch_set_active(OpaquePointer(liveSwitch), live ? 1 : 0)
        }
        if live {
            ticker = MainLoop.every(milliseconds: 250) { [weak self] in
                guard let self, self.isLive else { return false }
                self.startUpdate()
                return true
            }
        } else if ticker != 0 {
            g_source_remove(ticker)
            ticker = 0
        }
    }

    /// The counters' text.
    var countersText: String { String(cString: gtk_label_get_text(OpaquePointer(counters))) }

    /// Makes and diffs one burst of random edits off the main thread, then applies it here.
    func startUpdate() {
        guard !isDiffing else { return }
        isDiffing = true
        // Each burst gets its own seed and id range, so it can be made again if it has to be redone.
        let seed = random.next()
        let firstNewID = nextID
        nextID += Self.burstSize / 2
        // Some of each burst lands on the rows on screen, so that the list is seen live (while no
        // search shows, when the rows shown are the snapshot's).
        let onScreen = panel.list.viewModel.filter == nil ? panel.list.visibleRows : nil
        panel.list.viewModel.applyInBackground(making: { snapshot in
            var generator = SplitMix64(seed: seed)
            var newID = firstNewID
            let rows = GeneratedRows.randomlyChanged(
                snapshot.items, size: Self.burstSize, nextID: &newID, favoring: onScreen, using: &generator)
            return ListSnapshot(sections: [.init(id: 0, items: rows, showsHeader: false)])
        }) { [weak self] report in
            guard let self else { return }
            self.isDiffing = false
            self.lastDiffMilliseconds = report.diffDuration.milliseconds
            self.lastApplyMilliseconds = report.applyDuration.milliseconds
            self.updatesApplied += 1
            self.showCounters()
        }
    }

    /// Rows changed in place by each live burst (half as many are removed, and inserted).
    nonisolated static let burstSize = 40

    private func showCounters() {
        guard !isGone else { return }
        let statistics = panel.list.statistics
        let viewModel = panel.list.viewModel
        let shown = viewModel.displayed.itemCount
        // A search's rows are some of all: "3,700 of 1,000,000 rows".
        let ofAll = viewModel.filter == nil ? "" : " of \(GeneratedRow.grouped(viewModel.snapshot.itemCount))"
        if !viewModel.isSearchPending { showsSearchNotice = false }
        var parts = [
            shown == 1 && ofAll.isEmpty ? "1 row" : "\(GeneratedRow.grouped(shown))\(ofAll) rows",
            "\(statistics.cellsBuilt) cells built",
            // Cells configured, not GTK's binds: a row changed in place on screen is configured with
            // no bind, and GTK's repeated binds of unchanged rows do nothing (it said "0 binds/s"
            // while the rows on screen changed).
            "\(configuresPerSecond) cells configured/s",
        ]
        if showsSearchNotice { parts.insert("Searching…", at: 0) }
        if let lastDiffMilliseconds, let lastApplyMilliseconds {
            let diff = GeneratedRow.grouped(Int(lastDiffMilliseconds.rounded()))
            parts.append(
                "live: last diff \(diff) ms off the main thread, apply \(String(format: "%.1f", lastApplyMilliseconds)) ms")
        }
        gtk_label_set_text(OpaquePointer(counters), parts.joined(separator: " · "))
        // The tooltip has the figures a line each.
        gtk_widget_set_tooltip_text(counters, parts.joined(separator: "\n"))
    }

    private func makeToolbar() -> UnsafeMutablePointer<GtkWidget> {
        let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_add_css_class(bar, "rows-toolbar")
        let live = gtk_label_new_with_mnemonic("_Live")!
        gtk_label_set_mnemonic_widget(OpaquePointer(live), liveSwitch)
        gtk_widget_set_valign(liveSwitch, GTK_ALIGN_CENTER)
        gtk_widget_set_tooltip_text(liveSwitch, "Apply random changes four times a second")
        Signal.observe(liveSwitch, property: "active") { [weak self] in
            guard let self else { return }
            self.setLive(gtk_switch_get_active(OpaquePointer(self.liveSwitch)) != 0)
        }
        gtk_widget_add_css_class(counters, "dim-label")
        gtk_widget_add_css_class(counters, "numeric")
        gtk_label_set_xalign(OpaquePointer(counters), 0)
        // Wrapped, not cut: at the standard width the last figures (the apply's time) were cut off.
        // Two lines at most, the rest ellipsized (the tooltip has every figure): in a narrow window
        // the figures wrapped onto three or four lines as they changed, and the list jumped.
        gtk_label_set_wrap(OpaquePointer(counters), 1)
        gtk_label_set_wrap_mode(OpaquePointer(counters), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_lines(OpaquePointer(counters), 2)
        gtk_label_set_ellipsize(OpaquePointer(counters), PANGO_ELLIPSIZE_END)
        for child in [Self.keepingTwoLines(counters), live, liveSwitch] { gtk_box_append(bar.cast(to: GtkBox.self), child) }
        return bar
    }

    /// `label`, in a stack two of its lines tall at least: the live figures wrap the counters onto
    /// a second line at the standard width, which, when Live was turned on, made the toolbar taller
    /// and moved the list down. The stack is as tall as its tallest page, and its other page, never
    /// shown (nor read by screen readers), is two lines in the label's style: the room follows the
    /// font, however it changes.
    private static func keepingTwoLines(_ label: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let stack = gtk_stack_new()!
        gtk_stack_set_hhomogeneous(OpaquePointer(stack), 0)
        gtk_stack_set_vhomogeneous(OpaquePointer(stack), 1)
        gtk_widget_set_hexpand(stack, 1)
        let room = rows_label_new_with_role(GTK_ACCESSIBLE_ROLE_PRESENTATION)!
        gtk_label_set_text(OpaquePointer(room), "0\n0")
        for name in ["dim-label", "numeric"] { gtk_widget_add_css_class(room, name) }
        gtk_stack_add_child(OpaquePointer(stack), room)
        gtk_stack_add_child(OpaquePointer(stack), label)
        gtk_stack_set_visible_child(OpaquePointer(stack), label)
        return stack
    }

    /// Built outside the main actor: a closure formed there pays an isolation check per call.
    nonisolated private static func makeSnapshot(count: Int) -> ListSnapshot<Int, GeneratedRow> {
        ListSnapshot(sections: [.init(id: 0, items: GeneratedRows.make(count: count), showsHeader: false)])
    }
}

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
