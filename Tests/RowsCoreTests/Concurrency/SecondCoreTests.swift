import Testing

@testable import RowsCore

@Suite("Whether a diff may take a second core")
struct SecondCoreTests {
    @Test(
        "on two cores or fewer, a low-priority diff keeps to one; others, and any on more cores, may split",
        arguments: [
            (TaskPriority.background, 2, false), (.utility, 2, false), (.background, 1, false),
            (.medium, 2, true), (.userInitiated, 2, true), (.high, 2, true), (TaskPriority(rawValue: 0), 2, true),
            (.background, 3, true), (.utility, 8, true),
        ])
    func rule(priority: TaskPriority, cores: Int, splits: Bool) {
        #expect(diffMayUseSecondCore(priority: priority, cores: cores) == splits)
    }

    @Test("a task started at background priority, its result awaited through a continuation, runs at background priority")
    func backgroundTaskKeepsItsPriority() async {
        let priority = await withCheckedContinuation { continuation in
            Task.detached(priority: .background) { continuation.resume(returning: Task.currentPriority) }
        }
        #expect(priority == .background)
    }
}
