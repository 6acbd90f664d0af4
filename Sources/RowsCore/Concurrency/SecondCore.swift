import Foundation

/// Whether a diff may split its work over two cores, at the current task's priority on the cores the
/// process may use (``diffMayUseSecondCore(priority:cores:)``).
///
/// - Complexity: O(1).
@usableFromInline
func diffMayUseSecondCore() -> Bool {
    diffMayUseSecondCore(priority: Task.currentPriority, cores: availableCores)
}

/// Whether a diff at `priority` may split its work over two cores when the process may use `cores`:
/// with more than two cores, always; with two or fewer, unless the priority is low (utility or
/// background).
///
/// Low-priority work is what nobody waits on while frames are drawn: a `ListView`'s view model
/// prepares its updates in a task at `.background` while the main loop draws, and GTK's GL renderer,
/// on Mesa's software rasterizer (llvmpipe, as under Xvfb), draws each frame on a thread per core. On
/// two cores, a diff split over both made those frames wait and prepared updates no sooner
/// (`rows-bench smooth`, a million rows: p99 frame interval 23.2–28.5 ms split, 21.1–22.6 ms on one
/// thread; 7.0–8.5 updates a second split, 8.3–9.2 on one thread). A diff someone waits for keeps
/// both cores.
///
/// Outside a task, Swift on Linux reports `.userInitiated` on the main thread and no priority
/// (raw value 0) on other threads; no priority does not count as low.
///
/// - Complexity: O(1).
@usableFromInline
func diffMayUseSecondCore(priority: TaskPriority, cores: Int) -> Bool {
    let isLow = priority.rawValue != 0 && priority <= .utility
    return cores > 2 || !isLow
}

/// How many cores the process may run on, as Foundation counts them (read once).
private let availableCores = ProcessInfo.processInfo.activeProcessorCount
