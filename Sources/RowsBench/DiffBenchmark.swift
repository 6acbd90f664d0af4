import ArgumentParser
import Foundation
import RowsCore
import RowsDemoKit
import SeededRandom

/// `rows-bench diff`: the public diff scenario at 5,000, 100,000 and 1,000,000 rows, and a live
/// list's burst of edits in a million rows.
///
/// From n rows with UUID ids: remove rows n/5 ..< 3n/10, insert n/10 new rows at 3n/10, shuffle rows
/// 0 ..< n/50. Ours runs at every size; `CollectionDifference.inferringMoves()` at 5k and 100k.
///
/// The burst: the A Million Rows page's rows (`GeneratedRows`, integer ids) after one of its live
/// bursts (`GeneratedRows.randomlyChanged`, 40 rows changed, 20 removed, 20 inserted, 4 moved, all
/// over the list), against `CollectionDifference.inferringMoves()` on the same lists.
struct DiffBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff", abstract: "Time ListChanges against CollectionDifference on the public scenario.")

    @Option(help: "Sizes to run, comma-separated.")
    var sizes: String = "5000,100000,1000000"

    @Option(help: "Largest size CollectionDifference is run at (it is quadratic in the changes).")
    var collectionDifferenceLimit: Int = 100_000

    @Option(help: "Rows of the burst scenario (0 skips it).")
    var burstRows: Int = 1_000_000

    func run() throws {
        let sizes = self.sizes.split(separator: ",").compactMap { Int($0) }
        var scenarios = [(size: Int, old: [BenchItem], new: [BenchItem])]()
        for size in sizes {
            let (old, new) = Self.scenario(size: size)
            scenarios.append((size, old, new))
        }
        var ourMedians = [Int: Double]()
        for (size, old, new) in scenarios {
            let label = Self.label(size)
            let rssBefore = peakResidentMegabytes()
            var changes = ListChanges(from: [BenchItem](), to: [])
            let runs = size <= 10_000 ? 200 : size <= 200_000 ? 41 : 11
            let times = timed(runs: runs) { changes = ListChanges(from: old, to: new) }
            try Self.check(changes, size: size)
            ourMedians[size] = times.median
            Figure(
                name: "diff.\(label).rows_ms", value: times.median, unit: "ms",
                extra: ["min": times[0], "runs": runs, "moves": changes.moves.count, "splices": changes.splices.count]
            ).print()
            Figure(
                name: "diff.\(label).peak_rss_growth_mb", value: peakResidentMegabytes() - rssBefore, unit: "MiB",
                extra: ["peak_rss_mb": peakResidentMegabytes()]
            ).print()
        }
        for (size, old, new) in scenarios where size >= 100_000 {
            // The same diff as an app gets it: a view model's background diff, generic over the app's
            // item type, compiled in RowsCore and called from here.
            let label = Self.label(size)
            let model = MainActor.assumeIsolated { ListViewModel(ListSnapshot(items: old)) }
            let request = MainActor.assumeIsolated { model.backgroundDiff(to: ListSnapshot(items: new)) }
            var changes = ListChanges(from: [BenchItem](), to: [])
            let runs = size <= 200_000 ? 21 : 7
            let times = timed(runs: runs) { changes = request.prepare().changes.rows }
            try Self.check(changes, size: size)
            Figure(
                name: "diff.\(label).view_model_ms", value: times.median, unit: "ms",
                extra: ["min": times[0], "runs": runs, "over_rows_ms": times.median / (ourMedians[size] ?? .nan)]
            ).print()
        }
        try burst()
        try filterLanding()
        if let small = ourMedians[100_000], let large = ourMedians[1_000_000] {
            Figure(name: "diff.1m_over_100k", value: large / small, unit: "x", extra: ["target": 12]).print()
        }
        for (size, old, new) in scenarios where size <= collectionDifferenceLimit {
            let runs = size <= 10_000 ? 5 : 1
            var moves = 0
            let times = timed(runs: runs) { moves = new.difference(from: old).inferringMoves().count }
            Figure(
                name: "diff.\(Self.label(size)).collection_difference_ms", value: times.median, unit: "ms",
                extra: ["runs": runs, "changes": moves]
            ).print()
        }
    }

    /// A live burst of edits in `burstRows` rows: Rows' diff (median of 11) against
    /// `CollectionDifference` (one run: its time grows with the rows times the changes).
    private func burst() throws {
        guard burstRows > 0 else { return }
        var generator = SplitMix64(seed: 3)
        var nextID = burstRows
        // The second burst, as a live list diffs it: the rows made first are freed before the diff
        // is timed. (Freeing a large array raises glibc's mmap threshold, so the diff's temporary
        // arrays then come from memory the process has instead of fresh pages. Measured in this
        // bench, diffing a copy of the rows after freeing the first: 25.0-25.7 ms against 31.6-37.5
        // without that free.)
        var old = GeneratedRows.make(count: burstRows)
        old = GeneratedRows.randomlyChanged(old, size: 40, nextID: &nextID, using: &generator)
        let new = GeneratedRows.randomlyChanged(old, size: 40, nextID: &nextID, using: &generator)
        var changes = ListChanges(from: [GeneratedRow](), to: [])
        let times = timed(runs: 11) { changes = ListChanges(from: old, to: new) }
        guard changes.removals.count == 20, changes.insertions.count == 20, changes.moves.count <= 4,
            changes.updates.count <= 40
        else { throw ValidationError("the burst's diff gave unexpected changes: \(changes)") }
        var peerChanges = 0
        let peer = timed(runs: 1) { peerChanges = new.difference(from: old).inferringMoves().count }
        let label = "diff.\(Self.label(burstRows))_burst"
        Figure(
            name: "\(label).rows_ms", value: times.median, unit: "ms",
            extra: ["min": times[0], "runs": 11, "moves": changes.moves.count, "updates": changes.updates.count]
        ).print()
        Figure(
            name: "\(label).collection_difference_ms", value: peer.median, unit: "ms",
            extra: ["runs": 1, "changes": peerChanges]
        ).print()
        Figure(name: "\(label).ratio", value: peer.median / times.median, unit: "x").print()
    }

    /// A search landing on the A Million Rows page: its million rows to the ones whose title holds
    /// "5" (a first keystroke), the view's diff, and the plan that groups the diff's splices into `items-changed`
    /// emissions around 205 built rows in the middle of the list, which a view makes on the main
    /// thread before it applies the landing (median of 21 each).
    private func filterLanding() throws {
        guard burstRows > 0 else { return }
        let all = GeneratedRows.make(count: burstRows)
        let matches = all.filter { $0.title.contains("5") }
        var changes = ListChanges(from: [GeneratedRow](), to: [])
        let diff = timed(runs: 21) { changes = ListChanges(from: all, to: matches) }
        guard changes.removals.count == all.count - matches.count, changes.insertions.isEmpty, changes.moves.isEmpty
        else { throw ValidationError("the filter's diff gave unexpected changes: \(changes.removals.count) removals") }
        let built = Array((all.count / 2)..<(all.count / 2 + 205))
        var emissions = [ListChanges.Splice]()
        let plan = timed(runs: 21) { emissions = changes.emissions(aroundBuilt: built) }
        let label = "diff.\(Self.label(burstRows))_filter"
        Figure(
            name: "\(label).rows_ms", value: diff.median, unit: "ms",
            extra: ["min": diff[0], "runs": 21, "kept": matches.count, "splices": changes.splices.count]
        ).print()
        Figure(
            name: "\(label).emissions_ms", value: plan.median, unit: "ms",
            extra: ["min": plan[0], "runs": 21, "emissions": emissions.count, "over_rows_ms": plan.median / diff.median]
        ).print()
    }

    /// Old and new lists for `size` rows, the same on every run (seeded).
    static func scenario(size: Int) -> (old: [BenchItem], new: [BenchItem]) {
        // Seeded (SplitMix64), so that every run builds the same lists.
        var generator = SplitMix64(seed: UInt64(size) &+ 0x9E37_79B9_7F4A_7C15)
        let old = (0..<size).map { BenchItem(id: UUID(using: &generator), title: "Row \($0)") }
        var new = old
        new.removeSubrange(size / 5..<(size * 3 / 10))
        let inserted = (0..<size / 10).map { BenchItem(id: UUID(using: &generator), title: "New \($0)") }
        new.insert(contentsOf: inserted, at: size * 3 / 10)
        new[0..<(size / 50)].shuffle(using: &generator)
        return (old, new)
    }

    /// Fails loudly if the diff is not what the scenario must give, so no wrong result gets timed.
    static func check(_ changes: ListChanges, size: Int) throws {
        guard changes.removals.count == size / 10, changes.insertions.count == size / 10,
            changes.moves.count < size / 50, changes.updates.isEmpty
        else { throw ValidationError("diff of \(size) rows gave unexpected changes: \(changes.removals.count) removals") }
    }

    static func label(_ size: Int) -> String {
        size >= 1_000_000 && size % 1_000_000 == 0 ? "\(size / 1_000_000)m" : size % 1000 == 0 ? "\(size / 1000)k" : "\(size)"
    }
}

/// A benchmark row: a UUID id and a short title.
struct BenchItem: Identifiable, Hashable, Sendable {
    let id: UUID
    var title: String
}

extension UUID {
    /// A random version-4 UUID drawn from `generator`.
    init(using generator: inout some RandomNumberGenerator) {
        var bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        self = bytes.withUnsafeBytes { NSUUID(uuidBytes: $0.baseAddress!.assumingMemoryBound(to: UInt8.self)) as UUID }
    }
}
