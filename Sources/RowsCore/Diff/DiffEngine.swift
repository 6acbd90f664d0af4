/// The diff algorithm behind ``ListChanges`` and ``SectionedChanges``.
///
/// 1. Unchanged runs at the start and end (same ids in the same places) are set aside: they are
///    kept rows, and only their content is compared, in the same pass that finds them.
/// 2. The middle rows are matched by id. Long lists are first walked side by side, so that where they
///    differ in a few places only the ids there go into a (small) table (``InOrderMatching``); otherwise, or when
///    they differ in many places, every id is hashed (Heckel; see ``IdentityMatching``): old ids in,
///    new ids looked up. Repeated ids chain to their next occurrence, so matching stays O(n) whatever
///    the data. Both pair the *k*-th new row with an id with the *k*-th old row with it.
/// 3. A longest increasing subsequence of the matched old indices, in new order, is kept; every other
///    matched row is a move. That makes the number of moves the least possible.
/// 4. Between two consecutive kept rows, the old rows are removed and the new rows added in one splice.
///    Steps 3 and 4 read the matching in place: one pass over the new rows makes the insertions, the
///    moves, the kept rows' updates and the splices, with no array of the rows kept.
@usableFromInline
enum DiffEngine {
    /// A diff with what it saw of repeated ids and, when asked for, the full matching.
    @usableFromInline
    struct Result {
        @usableFromInline var changes: ListChanges
        @usableFromInline var duplicate: DuplicateIdentifierReport?
        /// For each new index, the old index it was matched to, or -1. Only filled when requested.
        @usableFromInline var oldIndexOfNew: [Int]

        @inlinable
        init(changes: ListChanges, duplicate: DuplicateIdentifierReport?, oldIndexOfNew: [Int]) {
            self.changes = changes
            self.duplicate = duplicate
            self.oldIndexOfNew = oldIndexOfNew
        }
    }

    /// Diffs `old` against `new`; a diff that meets repeated ids reports them to the process-wide warning.
    @inlinable
    static func diff<C: RandomAccessCollection>(
        _ old: C, _ new: C, recordingMatches: Bool = false, inOrderFrom: Int = InOrderMatching.minimumRows
    ) -> Result where C.Index == Int, C.Element: Identifiable & Equatable {
        // Arrays are read through raw buffers: a collection's subscript, called generically, copies
        // each element through an accessor, which was most of the time of a million-row diff.
        let contiguous = old.withContiguousStorageIfAvailable { old in
            new.withContiguousStorageIfAvailable { new in
                diffRows(old, new, recordingMatches: recordingMatches, inOrderFrom: inOrderFrom)
            }
        }
        let result: Result
        if let contiguous, let rows = contiguous {
            result = rows
        } else {
            result = diffRows(old, new, recordingMatches: recordingMatches, inOrderFrom: inOrderFrom)
        }
        if let duplicate = result.duplicate { DuplicateIdentifierWarning.shared.report(duplicate) }
        return result
    }

    @inlinable
    static func diffRows<C: RandomAccessCollection>(
        _ old: C, _ new: C, recordingMatches: Bool, inOrderFrom: Int
    ) -> Result where C.Index == Int, C.Element: Identifiable & Equatable {
        let oldBase = old.startIndex
        let newBase = new.startIndex
        let oldCount = old.count
        let newCount = new.count
        let shorter = Swift.min(oldCount, newCount)

        // The unchanged runs at both ends, with their content compared in the same pass over memory.
        var updates = [Int]()
        var prefix = 0
        while prefix < shorter, old[oldBase + prefix].id == new[newBase + prefix].id {
            if old[oldBase + prefix] != new[newBase + prefix] { updates.append(prefix) }
            prefix += 1
        }
        var suffixUpdates = [Int]()
        var suffix = 0
        while suffix < shorter - prefix,
            old[oldBase + oldCount - 1 - suffix].id == new[newBase + newCount - 1 - suffix].id
        {
            if old[oldBase + oldCount - 1 - suffix] != new[newBase + newCount - 1 - suffix] {
                suffixUpdates.append(newCount - 1 - suffix)
            }
            suffix += 1
        }
        let oldMiddle = oldCount - prefix - suffix
        let newMiddle = newCount - prefix - suffix

        var removals = [Int]()
        var insertions = [Int]()
        var moves = [ListChanges.Move]()
        var splices = [ListChanges.Splice]()
        var repeatedRows = 0
        var repeatedExample: C.Element.ID?
        var oldIndexOfNew = [Int]()
        if recordingMatches {
            oldIndexOfNew = [Int](repeating: -1, count: newCount)
            for offset in 0..<prefix { oldIndexOfNew[offset] = offset }
            for offset in 0..<suffix { oldIndexOfNew[newCount - 1 - offset] = oldCount - 1 - offset }
        }

        if oldMiddle > 0 || newMiddle > 0 {
            // Match the middle rows by id.
            let matching = IdentityMatching(
                old: old, oldRange: (oldBase + prefix)..<(oldBase + prefix + oldMiddle),
                new: new, newRange: (newBase + prefix)..<(newBase + prefix + newMiddle), inOrderFrom: inOrderFrom)
            let matchOfNew = matching.oldIndexOfNew
            let oldIsMatched = matching.oldIsMatched
            repeatedRows = matching.repeatedRows
            if let example = matching.repeatedExample {
                repeatedExample = example >= 0 ? new[newBase + prefix + example].id : old[oldBase + prefix - 2 - example].id
            }

            // Keep a longest increasing run of matched rows (flags by new row); the other matched rows
            // move. Kept rows pair in order, so each gap between two consecutive kept rows, in both
            // lists at once, becomes one splice.
            let isKept = matchOfNew.withUnsafeBufferPointer(longestIncreasingSubsequence)
            var lastKeptOld = -1
            var lastKeptNew = -1
            // The splice between the last kept pair and the next one, (`old`, `new`), if they are not adjacent.
            func closeGap(beforeOld old: Int, new: Int) {
                guard old > lastKeptOld + 1 || new > lastKeptNew + 1 else { return }
                splices.append(
                    ListChanges.Splice(
                        position: prefix + lastKeptNew + 1, removed: old - lastKeptOld - 1, added: new - lastKeptNew - 1))
            }
            for j in 0..<newMiddle {
                let i = Int(matchOfNew[j])
                guard i >= 0 else {
                    insertions.append(prefix + j)
                    continue
                }
                if recordingMatches { oldIndexOfNew[prefix + j] = prefix + i }
                guard isKept[j] else {
                    moves.append(ListChanges.Move(from: prefix + i, to: prefix + j))
                    continue
                }
                if old[oldBase + prefix + i] != new[newBase + prefix + j] { updates.append(prefix + j) }
                closeGap(beforeOld: i, new: j)
                lastKeptOld = i
                lastKeptNew = j
            }
            closeGap(beforeOld: oldMiddle, new: newMiddle)
            for i in 0..<oldMiddle where !oldIsMatched[i] { removals.append(prefix + i) }
        }

        updates.append(contentsOf: suffixUpdates.reversed())

        let duplicate = repeatedExample.map {
            DuplicateIdentifierReport(repeatedRows: repeatedRows, example: String(describing: $0))
        }
        let changes = ListChanges(
            removals: removals, insertions: insertions, moves: moves, updates: updates, splices: splices)
        return Result(changes: changes, duplicate: duplicate, oldIndexOfNew: oldIndexOfNew)
    }
}
