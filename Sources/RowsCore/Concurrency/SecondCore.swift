import Foundation

/// Whether a diff at the calling thread's priority may split its work over two cores: at the default
/// priority or above, always; at a low one (utility, background), only when the process may use more
/// than two cores.
///
/// Low-priority work is what nobody waits on while frames are drawn: a `ListView`'s view model
/// prepares its updates at `.background` while the main loop draws, and GTK's software renderer
/// (Mesa's llvmpipe) draws each frame on a thread per core. On two cores, a diff split over both made
/// those frames wait and prepared updates no sooner (`rows-bench smooth`, a million rows: p99 frame
/// interval 28.5 and 23.2 ms split, 21.8 and 22.6 ms on one thread; 7.1 and 8.5 updates a second
/// split, 8.3 and 9.0 on one thread). A diff someone waits for, on the main thread say, keeps both.
///
/// - Complexity: O(1).
@usableFromInline
func diffMayUseSecondCore() -> Bool {
    availableCores > 2 || Task.currentPriority > .utility
}

/// How many cores the process may run on (its CPU affinity and quota included).
private let availableCores = ProcessInfo.processInfo.activeProcessorCount
