import RowsCore

/// Checks a ``ListChanges`` against everything it promises, using an oracle written apart from the
/// diff: a plain replay of the splices and a dictionary-of-queues pairing of the rows.
///
/// The promises checked:
/// - replaying the splices front to back on the old list gives the new list's ids, and its content
///   everywhere except at `updates`, where the kept old content differs from the new;
/// - the splices remove exactly `removals + moves` rows and add exactly `insertions + moves`, and
///   these very rows: the old rows the splices remove are the removals and the moves' sources, the
///   new rows they add the insertions and the moves' destinations; none is empty and none touches
///   the next (they would have merged);
/// - the rows are paired as documented (unchanged runs at both ends by position, then each new row
///   with the earliest unpaired old row of its id), `removals` and `insertions` are the unpaired rows,
///   every move is a pair, and the number of moves is the least possible: pairs minus the longest
///   increasing run of paired old indices;
/// - `updates` are exactly the kept pairs whose content differs.
public enum ChangeAudit {
    /// The broken promises of `changes` for the diff of `old` into `new`; empty when it keeps them all.
    public static func problems<Row: Identifiable & Equatable>(
        in changes: ListChanges, from old: [Row], to new: [Row]
    ) -> [String] {
        var problems = [String]()
        problems += replayProblems(changes, old, new)
        problems += shapeProblems(changes)
        problems += spliceContentProblems(changes, oldCount: old.count, newCount: new.count)
        problems += pairingProblems(changes, old, new)
        return problems
    }

    /// Applies `splices` front to back to `old`, taking added rows from `new`, as a `GListModel`
    /// consumer would; nil when a splice reaches outside the list it applies to.
    public static func replay<Row>(_ splices: [ListChanges.Splice], on old: [Row], taking new: [Row]) -> [Row]? {
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

    private static func replayProblems<Row: Identifiable & Equatable>(
        _ changes: ListChanges, _ old: [Row], _ new: [Row]
    ) -> [String] {
        guard let replayed = replay(changes.splices, on: old, taking: new) else {
            return ["a splice reaches outside the list: \(changes.splices)"]
        }
        guard replayed.count == new.count, replayed.map(\.id) == new.map(\.id) else {
            return ["replaying the splices gives other ids than the new list"]
        }
        var problems = [String]()
        let updates = Set(changes.updates)
        for index in new.indices {
            if updates.contains(index) {
                if replayed[index] == new[index] { problems.append("update \(index) has unchanged content") }
            } else if replayed[index] != new[index] {
                problems.append("row \(index) differs after replay and is not an update")
            }
        }
        return problems
    }

    /// Whether the rows each splice removes and adds are the ones the edit script names.
    private static func spliceContentProblems(_ changes: ListChanges, oldCount: Int, newCount: Int) -> [String] {
        // Where each row of the list being replayed came from: an old index, or -1 - a new index.
        var origins = Array(0..<oldCount)
        var removedOld = [Int]()
        var addedNew = [Int]()
        var problems = [String]()
        for splice in changes.splices {
            let (position, removedEnd) = (splice.position, splice.position + splice.removed)
            guard position >= 0, splice.removed >= 0, splice.added >= 0, removedEnd <= origins.count,
                position + splice.added <= newCount
            else { return [] }  // replayProblems reports it
            for origin in origins[position..<removedEnd] {
                if origin < 0 {
                    problems.append("splice \(splice) removes new row \(-1 - origin), added by an earlier splice")
                } else {
                    removedOld.append(origin)
                }
            }
            origins.replaceSubrange(position..<removedEnd, with: (position..<(position + splice.added)).map { -1 - $0 })
            addedNew.append(contentsOf: position..<(position + splice.added))
        }
        let expectedRemoved = (changes.removals + changes.moves.map(\.from)).sorted()
        let expectedAdded = (changes.insertions + changes.moves.map(\.to)).sorted()
        if removedOld.sorted() != expectedRemoved {
            problems.append(
                "the splices remove old rows \(removedOld.sorted()), not removals and moves' sources \(expectedRemoved)")
        }
        if addedNew.sorted() != expectedAdded {
            problems.append(
                "the splices add new rows \(addedNew.sorted()), not insertions and moves' destinations \(expectedAdded)")
        }
        return problems
    }

    private static func shapeProblems(_ changes: ListChanges) -> [String] {
        var problems = [String]()
        let removed = changes.splices.reduce(0) { $0 + $1.removed }
        let added = changes.splices.reduce(0) { $0 + $1.added }
        if removed != changes.removals.count + changes.moves.count {
            problems.append(
                "splices remove \(removed) rows, not removals + moves = \(changes.removals.count + changes.moves.count)")
        }
        if added != changes.insertions.count + changes.moves.count {
            problems.append(
                "splices add \(added) rows, not insertions + moves = \(changes.insertions.count + changes.moves.count)")
        }
        for (earlier, later) in zip(changes.splices, changes.splices.dropFirst())
        where later.position <= earlier.position + earlier.added {
            problems.append("splices \(earlier) and \(later) touch and should have merged")
        }
        if changes.splices.contains(where: { $0.removed == 0 && $0.added == 0 }) { problems.append("an empty splice") }
        let lists = [
            ("removals", changes.removals), ("insertions", changes.insertions), ("updates", changes.updates),
            ("moves", changes.moves.map(\.to)),
        ]
        for (name, list) in lists where zip(list, list.dropFirst()).contains(where: { $0 >= $1 }) {
            problems.append("\(name) are not strictly ascending: \(list)")
        }
        if !Set(changes.moves.map(\.to)).isDisjoint(with: changes.updates) {
            problems.append("a moved row is also listed as an update")
        }
        return problems
    }

    private static func pairingProblems<Row: Identifiable & Equatable>(
        _ changes: ListChanges, _ old: [Row], _ new: [Row]
    ) -> [String] {
        let pairs = documentedPairing(old, new)
        var problems = [String]()
        var oldIsPaired = [Bool](repeating: false, count: old.count)
        for case let i? in pairs { oldIsPaired[i] = true }
        let expectedRemovals = old.indices.filter { !oldIsPaired[$0] }
        let expectedInsertions = new.indices.filter { pairs[$0] == nil }
        if changes.removals != expectedRemovals { problems.append("removals \(changes.removals), expected \(expectedRemovals)") }
        if changes.insertions != expectedInsertions {
            problems.append("insertions \(changes.insertions), expected \(expectedInsertions)")
        }
        var moved = Set<Int>()
        for move in changes.moves {
            guard new.indices.contains(move.to), pairs[move.to] == move.from else {
                problems.append("move \(move) does not join a pair of rows")
                continue
            }
            moved.insert(move.to)
        }
        let pairedOld = pairs.compactMap { $0 }
        let leastMoves = pairedOld.count - longestIncreasingRunLength(pairedOld)
        if changes.moves.count != leastMoves {
            problems.append("\(changes.moves.count) moves where \(leastMoves) suffice")
        }
        let kept = new.indices.filter { pairs[$0] != nil && !moved.contains($0) }
        let keptOld = kept.map { pairs[$0]! }
        if zip(keptOld, keptOld.dropFirst()).contains(where: { $0 >= $1 }) {
            problems.append("the rows that do not move change their order")
        }
        let expectedUpdates = kept.filter { old[pairs[$0]!] != new[$0] }
        if changes.updates != expectedUpdates { problems.append("updates \(changes.updates), expected \(expectedUpdates)") }
        return problems
    }

    /// For each new row, the old row it pairs with, as ``ListChanges`` documents the pairing.
    public static func documentedPairing<Row: Identifiable>(_ old: [Row], _ new: [Row]) -> [Int?] {
        var pairs = [Int?](repeating: nil, count: new.count)
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix].id == new[prefix].id {
            pairs[prefix] = prefix
            prefix += 1
        }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix].id == new[new.count - 1 - suffix].id {
            pairs[new.count - 1 - suffix] = old.count - 1 - suffix
            suffix += 1
        }
        var waiting = [Row.ID: [Int]]()
        for i in (prefix..<(old.count - suffix)).reversed() { waiting[old[i].id, default: []].append(i) }
        for j in prefix..<(new.count - suffix) {
            if let earliest = waiting[new[j].id]?.popLast() { pairs[j] = earliest }
        }
        return pairs
    }

    /// The length of a longest strictly increasing subsequence (patience sorting, length only).
    static func longestIncreasingRunLength(_ values: [Int]) -> Int {
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
}
