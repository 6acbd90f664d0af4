import RowsCore

/// A row for diff tests: ids may repeat; `version` is the content.
struct Row: Identifiable, Equatable, Hashable, Sendable, CustomStringConvertible {
    let id: Int
    var version: Int = 0
    var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

/// Applies `splices` front to back to `old`, taking added rows from `new`, as a GListModel consumer would.
/// Returns nil when a splice reaches outside the list it applies to.
func replay<T>(_ splices: [ListChanges.Splice], on old: [T], taking new: [T]) -> [T]? {
    var rows = old
    for splice in splices {
        guard splice.position >= 0, splice.removed >= 0, splice.added >= 0,
            splice.position + splice.removed <= rows.count, splice.position + splice.added <= new.count
        else { return nil }
        rows.replaceSubrange(
            splice.position..<(splice.position + splice.removed),
            with: new[splice.position..<(splice.position + splice.added)])
    }
    return rows
}

/// Checks everything ListChanges promises about `changes` for `old` → `new`; returns the problems found.
func violations<T: Identifiable & Equatable>(of changes: ListChanges, from old: [T], to new: [T]) -> [String] {
    var problems = [String]()
    guard let replayed = replay(changes.splices, on: old, taking: new) else {
        return ["a splice reaches outside the list: \(changes.splices)"]
    }
    if replayed.map(\.id) != new.map(\.id) { problems.append("replayed ids differ from new") }
    let updates = Set(changes.updates)
    for (index, row) in zip(replayed.indices, replayed) where index < new.count {
        if updates.contains(index) {
            if row == new[index] { problems.append("update \(index) has unchanged content") }
        } else if row != new[index] {
            problems.append("row \(index) differs after replay and is not an update")
        }
    }
    let removed = changes.splices.reduce(0) { $0 + $1.removed }
    let added = changes.splices.reduce(0) { $0 + $1.added }
    if removed != changes.removals.count + changes.moves.count { problems.append("removed \(removed) ≠ removals + moves") }
    if added != changes.insertions.count + changes.moves.count { problems.append("added \(added) ≠ insertions + moves") }
    for (earlier, later) in zip(changes.splices, changes.splices.dropFirst())
    where later.position <= earlier.position + earlier.added {
        problems.append("splices \(earlier) and \(later) touch and should have merged")
    }
    if changes.splices.contains(where: { $0.removed == 0 && $0.added == 0 }) { problems.append("empty splice") }
    for list in [changes.removals, changes.insertions, changes.updates, changes.moves.map(\.to)]
    where list != list.sorted() || Set(list).count != list.count {
        problems.append("indices not strictly ascending: \(list)")
    }
    let moved = Set(changes.moves.map(\.to))
    if !moved.isDisjoint(with: updates) { problems.append("a moved row is also listed as an update") }
    return problems
}

/// Length of a longest strictly increasing subsequence (the oracle): the O(n²) textbook method for
/// small inputs, the length-only tails method for large ones.
func referenceLISLength(_ values: [Int]) -> Int {
    if values.count > 2_000 {
        var tails = [Int]()
        for value in values {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }
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

/// Keeps the first row of each id.
func uniqued(_ rows: [Row]) -> [Row] {
    var seen = Set<Int>()
    return rows.filter { seen.insert($0.id).inserted }
}
