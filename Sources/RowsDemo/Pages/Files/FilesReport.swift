import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit

/// A hidden probe for `rows-bench files`. When the environment variable `ROWS_REPORT_FILES` is set,
/// the Files page writes a line to standard output for each update of its list, once the frame
/// showing it has been drawn: `files-update <CLOCK_MONOTONIC nanoseconds> <entries listed>`. The
/// benchmark reads them to time a file created elsewhere until its row is drawn, and to count the
/// updates a burst of changes makes. Without the variable nothing is installed.
@MainActor
final class FilesReport {
    /// The environment variable asking for the report.
    static let variable = "ROWS_REPORT_FILES"

    private let observation: ListObservation
    private var waiting: [Int] = []
    private var afterPaint: UInt = 0
    private var clock: UnsafeMutablePointer<GObject>?

    /// Reports the updates of `list` when the variable asks for it; nil otherwise.
    static func installIfAsked(on list: ListView<Int, FileEntry>) -> FilesReport? {
        guard ProcessInfo.processInfo.environment[variable] != nil else { return nil }
        return FilesReport(list)
    }

    private init(_ list: ListView<Int, FileEntry>) {
        weak var weakSelf: FilesReport?
        let listView = list.listView
        let viewModel = list.viewModel
        observation = viewModel.observe { [weak viewModel] _ in
            weakSelf?.waiting.append(viewModel?.snapshot.itemCount ?? 0)
            weakSelf?.connect(to: listView)
            gtk_widget_queue_draw(listView)
        }
        weakSelf = self
    }

    isolated deinit {
        if let clock, afterPaint != 0 { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), gulong(afterPaint)) }
    }

    /// Writes the waiting lines after each frame the list draws.
    private func connect(to listView: UnsafeMutablePointer<GtkWidget>) {
        guard afterPaint == 0, let frameClock = gtk_widget_get_frame_clock(listView) else { return }
        clock = UnsafeMutablePointer<GObject>(frameClock)
        afterPaint = Signal.connect(clock!, "after-paint") { [weak self] in self?.report() }
    }

    private func report() {
        guard !waiting.isEmpty else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        let lines = waiting.map { "files-update \(nanoseconds) \($0)\n" }.joined()
        waiting = []
        FileHandle.standardOutput.write(Data(lines.utf8))
    }
}
