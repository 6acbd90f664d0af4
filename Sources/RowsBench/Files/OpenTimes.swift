import CGtk
import Foundation
import Rows
import RowsCore
import RowsDemoKit

/// The times of one open of a big folder.
@MainActor
struct OpenTimes {
    var firstRows = 0.0
    var allRows = 0.0
    var maxStall = 0.0

    /// Opens `folder` (of `count` entries) in `contents` and runs the loop until it is all shown;
    /// `tracing` notes how long `open` took and the stalls over 4 ms.
    static func measure(
        opening folder: String, in contents: FolderContents, list: ListView<Int, FileEntry>, window: BenchWindow, count: Int,
        tracing: Bool
    ) throws -> OpenTimes {
        var times = OpenTimes()
        let meter = LoopStallMeter()
        let bindsBefore = list.statistics.binds
        let framesBefore = window.framesDrawn
        meter.start()
        let start = milliseconds()
        let startMicros = Double(g_get_monotonic_time())
        contents.open(folder)
        if tracing { note("open returned after \(milliseconds() - start) ms") }
        var allShownAtFrame: Int?
        while true {
            g_main_context_iteration(nil, 1)
            if times.firstRows == 0, list.statistics.binds > bindsBefore, window.framesDrawn > framesBefore {
                times.firstRows = milliseconds() - start
            }
            if allShownAtFrame == nil, list.viewModel.snapshot.itemCount == count, !contents.isListing, !contents.isArranging {
                allShownAtFrame = window.framesDrawn
                gtk_widget_queue_draw(list.widget)
            }
            if let frame = allShownAtFrame, window.framesDrawn > frame {
                times.allRows = milliseconds() - start
                break
            }
        }
        meter.stop()
        times.maxStall = meter.longest
        if tracing {
            for (index, stall) in meter.stalls.enumerated() where stall > 4 {
                note("stall \(stall) ms at \(Double(meter.spans[index].start) / 1000 - startMicros / 1000) ms")
            }
        }
        return times
    }
}
