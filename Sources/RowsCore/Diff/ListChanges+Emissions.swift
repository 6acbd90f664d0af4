/// Grouping splices into `items-changed` emissions around the rows a view has built.
///
/// A list view builds widgets for a few hundred rows only, whatever the list's size, and every
/// `items-changed` emission costs it work for each built row at or after the change (GTK 4.8 unbinds
/// and binds every one of them). Splices that fall in the same stretch of unbuilt rows can be one
/// emission: the unchanged rows between them are removed and re-added, which costs nothing where
/// no widget shows them. And a built row that moves to a place the view also has built keeps its
/// widget only if its removal and its re-insertion are one emission (GTK re-finds a widget within
/// one emission, by its item).
///
/// An emission costs GTK 4.8 one unbind and bind of each built row after it, and, when it removes a
/// row GTK tracks (the one it scrolls by, the focused one: always built rows), a look-up of that
/// row's item at each position it adds. So consecutive splices are merged into one emission when
/// no built row lies between them and neither removes one; otherwise only while the emission adds at
/// most twice as many rows as are built (at least 64), which still gathers the many splices of a
/// filter within the built rows into one or two emissions. Splices that a move of a built row to a
/// place among the built rows joins are always one emission (more than the limit if need be), so
/// GTK keeps the row's widget. Replaying the emissions gives exactly what replaying the splices gives.
extension ListChanges {
    /// The splices grouped into as few `items-changed` emissions as the built rows allow.
    ///
    /// Consecutive splices become one emission when no built row lies between them and neither
    /// removes a built row; otherwise only while the emission adds at most twice as many rows as are
    /// built (and at least 64). Splices that a move of a built row to a place among
    /// the built rows joins are always one emission, so that GTK keeps the row's widget. Replaying the
    /// emissions in order on the old list gives exactly what replaying ``splices`` gives.
    ///
    /// An emission that removes built rows and adds very many (more than 64 times the built rows, and
    /// more than 4,096: a reordering of a whole long list) is split so that only a part about as long
    /// as the built rows' span removes them: GTK 4.8 looks up its tracked rows' items at every row
    /// an emission that removes them adds.
    ///
    /// ```swift
    /// // Two rows far below a view that has built rows 0 to 29: one emission.
    /// let changes = ListChanges(
    ///     removals: [500, 900], insertions: [], moves: [], updates: [],
    ///     splices: [.init(position: 500, removed: 1, added: 0), .init(position: 899, removed: 1, added: 0)])
    /// changes.emissions(aroundBuilt: Array(0..<30))  // [@500 -401 +399]
    /// ```
    ///
    /// - Parameter builtRows: The rows the view has built, as indices in the old list, ascending.
    /// - Returns: Emissions in the same form as ``splices`` (front to back, each position counted in
    ///   the list as it is once the emissions before it are applied). With no built rows, at most one.
    /// - Complexity: O(*s* + *b* + *m* log(*s* + *b*)) for *s* splices, *b* built rows and *m* moves;
    ///   O(log *b*) for one splice or none.
    public func emissions(aroundBuilt builtRows: [Int]) -> [Splice] {
        let splitLimit = Self.emissionSplitLimit(builtRowCount: builtRows.count)
        return Self.splitting(mergedEmissions(aroundBuilt: builtRows), aroundBuilt: builtRows, limit: splitLimit)
    }

    /// The splices merged into emissions, before they are split around the built rows: one pass
    /// over the splices and the built rows, reading them a segment at a time (``EmissionSegments``);
    /// an array of the splices' old starts only when a built row moves (``builtMoveJoins(_:)``).
    private func mergedEmissions(aroundBuilt builtRows: [Int]) -> [Splice] {
        guard splices.count > 1 else { return splices }
        let spanLimit = Self.emissionSpanLimit(builtRowCount: builtRows.count)
        var segments = EmissionSegments(splices: splices, builtRows: builtRows, joined: builtMoveJoins(builtRows))
        // Segments merge, unless the emission would then remove a built row (or cover one between
        // them) and add more than the limit.
        var emissions = [Splice]()
        guard var group = segments.next() else { return emissions }
        while let segment = segments.next() {
            let removesBuiltIfMerged = group.removesBuilt || segment.followsBuilt || segment.removesBuilt
            let addedIfMerged = splices[segment.last].position + splices[segment.last].added - splices[group.first].position
            if !removesBuiltIfMerged || addedIfMerged <= spanLimit {
                group.last = segment.last
                group.oldEnd = segment.oldEnd
                group.removesBuilt = removesBuiltIfMerged
            } else {
                emissions.append(emission(of: group))
                group = segment
            }
        }
        emissions.append(emission(of: group))
        return emissions
    }

    /// One emission for the splices of `group`: from its first splice's position, removing the old
    /// rows its splices span and adding the new ones.
    private func emission(of group: EmissionSegments.Segment) -> Splice {
        let first = splices[group.first]
        let last = splices[group.last]
        return Splice(
            position: first.position, removed: group.oldEnd - group.oldStart, added: last.position + last.added - first.position)
    }

    /// The runs of splices that moves of built rows to places among the built rows join into one
    /// emission, as ascending, disjoint closed ranges of splice indices; empty (and no work beyond a
    /// look at the moves) when no built row moves.
    private func builtMoveJoins(_ builtRows: [Int]) -> [ClosedRange<Int>] {
        guard let firstBuilt = builtRows.first, let lastBuilt = builtRows.last else { return [] }
        // A sort moves nearly every row: most moves are told from a built one by a range check, in
        // one pass (at most as many built moves as built rows).
        let builtMoves = moves.filter {
            (firstBuilt...lastBuilt).contains($0.from) && Self.containsSorted(builtRows, $0.from)
        }
        guard !builtMoves.isEmpty else { return [] }
        let oldStarts = Splice.oldStarts(of: splices)
        var joins = [ClosedRange<Int>]()
        for move in builtMoves {
            let source = Self.lastIndex(in: oldStarts, atMost: move.from)
            let destination = Self.lastIndex(in: splices, positionAtMost: move.to)
            guard source >= 0, destination >= 0, source != destination,
                (firstBuilt...(lastBuilt + 1)).contains(oldStarts[destination])
            else { continue }
            joins.append(min(source, destination)...max(source, destination))
        }
        joins.sort { $0.lowerBound < $1.lowerBound }
        var merged = [ClosedRange<Int>]()
        for join in joins {
            if let last = merged.last, join.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, join.upperBound)
            } else {
                merged.append(join)
            }
        }
        return merged
    }

    /// `emissions` with every emission that removes built rows and adds more than `limit` rows
    /// (``emissionSplitLimit(builtRowCount:)``) split in up to three: the rows before the first built row it removes, the rows from there
    /// through the last, and the rest, each part adding as many rows as it removes (the first two)
    /// or what is left (the last). Replaying the parts gives what replaying the emission gives.
    ///
    /// GTK 4.8 looks up, at every position an emission adds, the item of each row it tracks (the
    /// one it scrolls by, the focused one) when the emission removes it: for an emission of a whole
    /// reordered million rows, a million look-ups. Split, only the part over the built rows removes
    /// them, and it adds as many rows as there are built rows about. (A built row that such an
    /// emission moved to a place outside that part leaves its widget behind; the Rows list model
    /// hands its item to a row that part adds, so GTK shows that row in it.)
    ///
    /// - Complexity: O(*e* log *b*) for *e* emissions and *b* built rows.
    static func splitting(_ emissions: [Splice], aroundBuilt builtRows: [Int], limit: Int) -> [Splice] {
        guard !builtRows.isEmpty, emissions.contains(where: { $0.added > limit }) else { return emissions }
        var result = [Splice]()
        var shift = 0
        for emission in emissions {
            let oldStart = emission.position - shift
            shift += emission.added - emission.removed
            let firstBuilt = lastIndex(in: builtRows, atMost: oldStart - 1) + 1
            let lastBuilt = lastIndex(in: builtRows, atMost: oldStart + emission.removed - 1)
            guard emission.added > limit, firstBuilt <= lastBuilt else {
                result.append(emission)
                continue
            }
            let before = builtRows[firstBuilt] - oldStart
            let through = builtRows[lastBuilt] + 1 - oldStart
            guard through <= min(emission.removed, emission.added) else {
                result.append(emission)
                continue
            }
            if before > 0 { result.append(Splice(position: emission.position, removed: before, added: before)) }
            result.append(Splice(position: emission.position + before, removed: through - before, added: through - before))
            if emission.removed > through || emission.added > through {
                result.append(
                    Splice(
                        position: emission.position + through, removed: emission.removed - through,
                        added: emission.added - through))
            }
        }
        return result
    }

    /// The most rows an emission that removes a built row may add before it is split around the
    /// built rows: beyond that, GTK's look-ups of its tracked rows' items at every added position cost
    /// more than building the rows' widgets again would.
    ///
    /// - Parameter builtRowCount: How many rows the view has built.
    /// - Returns: 64 times `builtRowCount`, and at least 4,096.
    /// - Complexity: O(1).
    static func emissionSplitLimit(builtRowCount: Int) -> Int {
        max(4096, 64 * builtRowCount)
    }

    /// The most rows an emission that removes or covers a built row may add by merging splices.
    ///
    /// Splices that a move of a built row joins are never split, whatever this limit.
    ///
    /// - Parameter builtRowCount: How many rows the view has built.
    /// - Returns: Twice `builtRowCount`, and at least 64.
    /// - Complexity: O(1).
    static func emissionSpanLimit(builtRowCount: Int) -> Int {
        max(64, 2 * builtRowCount)
    }

    /// The last index whose value is at most `value`, or -1.
    private static func lastIndex(in sorted: [Int], atMost value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) >> 1
            if sorted[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    /// The last splice whose position is at most `value`, or -1.
    private static func lastIndex(in splices: [Splice], positionAtMost value: Int) -> Int {
        var low = 0
        var high = splices.count
        while low < high {
            let middle = (low + high) >> 1
            if splices[middle].position <= value { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    private static func containsSorted(_ sorted: [Int], _ value: Int) -> Bool {
        let index = lastIndex(in: sorted, atMost: value)
        return index >= 0 && sorted[index] == value
    }
}
