import DiffFuzzing
import PropertyBased
import RowsCore

/// A row for diff tests: ids may repeat; `version` is the content.
typealias Row = DiffRow

/// Everything ListChanges promises about `changes` for `old` → `new` that does not hold
/// (DiffFuzzing's audit, shared with `rows-bench fuzz` and the libFuzzer target).
func violations<T: Identifiable & Equatable>(of changes: ListChanges, from old: [T], to new: [T]) -> [String] {
    ChangeAudit.problems(in: changes, from: old, to: new)
}

/// Length of a longest strictly increasing subsequence, the O(n²) textbook way: an oracle for the
/// small lists of the property tests, apart from both the diff's and the audit's methods.
func referenceLISLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}

/// Unique-id lists: the least number of moves any edit script needs.
func minimalMoveCount<T: Identifiable>(from old: [T], to new: [T]) -> Int {
    let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
    let matched = new.compactMap { oldIndex[$0.id] }
    return matched.count - referenceLISLength(matched)
}

/// Lists of rows with ids 0...maxID (so repeats and overlaps are common) and two content versions.
func rows(maxID: Int, count: ClosedRange<Int>) -> Generator<[Row], some Sequence & SendableMetatype> {
    zip(Gen.int(in: 0...maxID), Gen.int(in: 0...1)).map { Row(id: $0, version: $1) }.array(of: count)
}

/// Keeps the first row of each id.
func uniqued(_ rows: [Row]) -> [Row] {
    var seen = Set<Int>()
    return rows.filter { seen.insert($0.id).inserted }
}
