import Foundation
import RowsCore

@testable import RowsDemo

/// Background work held until the test lets it run, here, in order.
final class HeldWork: Sendable {
    private let works = Locked<[WorkScheduler.Work]>([])

    @Sendable func hold(_ work: @escaping WorkScheduler.Work) {
        works.withLock { $0.append(work) }
    }

    /// Runs the held work, in the order it came or (`reversed`) the other way; returns how many
    /// pieces there were.
    @discardableResult
    func runAll(reversed: Bool = false) -> Int {
        let all = works.withLock { works in
            defer { works = [] }
            return works
        }
        for work in reversed ? all.reversed() : all { work() }
        return all.count
    }
}
