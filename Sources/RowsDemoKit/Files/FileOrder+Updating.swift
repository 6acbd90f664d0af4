/// Keeping an arranged folder in order as entries change, without sorting it again.
extension FileOrder {
    /// `arranged` (entries in this order) without the entries whose id is in `removed`, and with
    /// `inserted` put where this order places them (hidden ones left out unless `showingHidden`):
    /// what ``arranged(_:showingHidden:)`` gives for the entries after the change, at the cost of a
    /// few comparisons per inserted entry instead of a sort.
    ///
    /// - Complexity: O(*n* + *k* log *n*) for *n* entries and *k* inserted.
    public func updating(
        _ arranged: [FileEntry], removing removed: Set<String>, inserting inserted: [FileEntry], showingHidden: Bool
    ) -> [FileEntry] {
        let kept = removed.isEmpty ? arranged : arranged.filter { !removed.contains($0.id) }
        let added = sorted(FileEntry.shown(inserted, showingHidden: showingHidden))
        guard !added.isEmpty else { return kept }
        var result: [FileEntry] = []
        result.reserveCapacity(kept.count + added.count)
        var start = 0
        for entry in added {
            let key = NaturalKey(entry.name)
            var (low, high) = (start, kept.count)
            while low < high {
                let middle = (low + high) / 2
                if precedes(kept[middle], entry, rightKey: key) { low = middle + 1 } else { high = middle }
            }
            result.append(contentsOf: kept[start..<low])
            result.append(entry)
            start = low
        }
        result.append(contentsOf: kept[start...])
        return result
    }

    /// Whether `left` goes before `right` (whose name's key is `rightKey`) in this order: the order
    /// ``indices(of:)`` sorts by.
    func precedes(_ left: FileEntry, _ right: FileEntry, rightKey: NaturalKey) -> Bool {
        if left.isFolder != right.isFolder { return left.isFolder }
        let byColumn: Int
        switch column {
        case .name: byColumn = 0
        case .size: byColumn = Self.compare(Self.sizeKey(left), Self.sizeKey(right))
        case .modified: byColumn = Self.compare(left.modified ?? .distantPast, right.modified ?? .distantPast)
        case .kind: byColumn = Self.compare(left.kind, right.kind)
        }
        if byColumn != 0 { return descending ? byColumn > 0 : byColumn < 0 }
        var byName = NaturalKey.compare(NaturalKey(left.name), rightKey)
        if byName == 0 { byName = Self.compare(left.name, right.name) }
        return column == .name && descending ? byName > 0 : byName < 0
    }

    /// What the size column sorts by: a folder's item count, a file's size; -1 when unknown.
    static func sizeKey(_ entry: FileEntry) -> Int64 {
        entry.isFolder ? Int64(entry.itemCount ?? -1) : (entry.byteCount ?? -1)
    }

    private static func compare<Key: Comparable>(_ left: Key, _ right: Key) -> Int {
        left == right ? 0 : (left < right ? -1 : 1)
    }
}
