import Rows

/// Calls a closure on the GLib main loop at a fixed rate: call *n* is due *n* periods after the
/// timer starts, however late the calls before it ran.
///
/// A `g_timeout` of 33 ms counts its next interval from when it fired, so every tick the loop runs
/// late pushes all later ticks back: ticks that each fire 1.6 ms late come at 28.9 Hz, not 30, and a
/// benchmark driven by one offers less load than it says. This timer aims each call at its own due
/// time instead. When the loop was busy past a whole period, the calls it missed are not made up: one
/// call is made, the missed ones are counted (``missedCalls``), and the next is due on the schedule.
@MainActor
final class FixedRateTimer {
    /// The time between two calls, in milliseconds.
    private let period: Double
    private let start = milliseconds()
    /// Which call is due next (the first is due one period after the start).
    private var nextCall = 1
    private let body: () -> Bool
    /// Calls whose due time passed while an earlier call was still waiting for the loop.
    private(set) var missedCalls = 0

    /// Calls `body` `hertz` times a second until it returns false.
    init(hertz: Double, _ body: @escaping () -> Bool) {
        period = 1000 / hertz
        self.body = body
        scheduleNextCall()
    }

    private func scheduleNextCall() {
        let wait = max(0, start + Double(nextCall) * period - milliseconds())
        MainLoop.every(milliseconds: UInt32(wait.rounded(.up))) { [self] in
            call()
            return false
        }
    }

    private func call() {
        let callsDue = Int(((milliseconds() - start) / period).rounded(.down))
        if callsDue > nextCall {
            missedCalls += callsDue - nextCall
            nextCall = callsDue
        }
        nextCall += 1
        guard body() else { return }
        scheduleNextCall()
    }
}
