import RowsCore
import SeededRandom

/// A run of many seeded cases, case `k` made from `SplitMix64(seed: seed &+ k)`, so that any failure
/// replays on its own from the seed and number it reports.
public struct FuzzRun {
    /// One case that broke a promise.
    public struct Failure: CustomStringConvertible {
        /// The number of the case in its run; with the run's seed it remakes the case.
        public let caseNumber: Int
        /// The seed of the run.
        public let seed: UInt64
        /// The case itself.
        public let diffCase: DiffCase
        /// What was wrong.
        public let problems: [String]

        public var description: String {
            "case \(caseNumber) of seed \(seed) (replay with --seed \(seed) --first \(caseNumber) --cases 1): "
                + problems.prefix(5).joined(separator: "; ") + "\n\(diffCase)"
        }
    }

    /// What a run did.
    public struct Summary {
        /// Cases checked.
        public var cases = 0
        /// Rows diffed, both sides of every case.
        public var rows = 0
        /// Cases of each shape.
        public var casesByShape = [DiffCase.Shape: Int]()
        /// Cases that broke a promise, the first few kept in ``firstFailures``.
        public var failures = 0
        /// The first failures found, for the report.
        public var firstFailures = [Failure]()
    }

    /// The run's seed.
    public let seed: UInt64

    /// A run whose cases come from `seed`.
    public init(seed: UInt64) { self.seed = seed }

    /// Case number `number` of this run.
    public func makeCase(_ number: Int) -> DiffCase {
        var random = SplitMix64(seed: seed &+ UInt64(number) &* 0x9E37_79B9)
        return DiffCaseGenerator().makeCase(using: &random)
    }

    /// Checks cases `numbers`, calling `progress` after each.
    public func check(_ numbers: Range<Int>, progress: (Summary) -> Void = { _ in }) -> Summary {
        var summary = Summary()
        for number in numbers {
            let diffCase = makeCase(number)
            let problems = diffCase.check()
            summary.cases += 1
            summary.rows += diffCase.rowCount
            summary.casesByShape[diffCase.shape, default: 0] += 1
            if !problems.isEmpty {
                summary.failures += 1
                if summary.firstFailures.count < 3 {
                    summary.firstFailures.append(Failure(caseNumber: number, seed: seed, diffCase: diffCase, problems: problems))
                }
            }
            progress(summary)
        }
        return summary
    }
}
