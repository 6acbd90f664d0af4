import Foundation

/// How the files screen orders a folder: folders first, in both directions (as GNOME Files does),
/// then by a column, ascending or descending; entries that tie on the column go by name.
///
/// The page's toolbar and the column view's headers both show and change one `FileOrder`, and the
/// column view sorts with ``sorted(_:)`` too, so a header click and a refresh give the same order.
public struct FileOrder: Sendable, Hashable, Codable {
    /// The column sorted by.
    public var column: FileColumn
    /// Whether the order is descending: Z to A, largest, newest or kinds Z to A first.
    public var descending: Bool

    /// Creates an order.
    public init(_ column: FileColumn, descending: Bool = false) {
        self.column = column
        self.descending = descending
    }

    /// Folders, then files, each by name as a person reads it ("file2" before "file10", case ignored).
    public static let name = FileOrder(.name)
    /// Folders, then files, largest first (folders by item count); ties by name.
    public static let size = FileOrder(.size, descending: true)

    /// Every order, in the order the toolbar lists them: each column ascending, then descending.
    public static let allCases: [FileOrder] = FileColumn.allCases.flatMap { [FileOrder($0), FileOrder($0, descending: true)] }

    /// How the toolbar names the order, e.g. "Name (A–Z)", "Size (largest first)".
    public var title: String {
        switch (column, descending) {
        case (.name, false): "Name (A–Z)"
        case (.name, true): "Name (Z–A)"
        case (.size, false): "Size (smallest first)"
        case (.size, true): "Size (largest first)"
        case (.modified, false): "Modified (oldest first)"
        case (.modified, true): "Modified (newest first)"
        case (.kind, false): "Kind (A–Z)"
        case (.kind, true): "Kind (Z–A)"
        }
    }

    /// `entries` in this order, hidden entries left out unless `showingHidden`, and folders counting
    /// their hidden entries only then (``FileEntry/countsHiddenItems``).
    ///
    /// - Complexity: O(*n* log *n*) for *n* entries (see ``sorted(_:)``).
    public func arranged(_ entries: [FileEntry], showingHidden: Bool) -> [FileEntry] {
        sorted(FileEntry.shown(entries, showingHidden: showingHidden))
    }

    /// `entries` in this order. Sort keys (the name's characters, the size, the date, the kind) are
    /// computed once per entry, not per comparison.
    ///
    /// - Complexity: O(*n* log *n*) comparisons for *n* entries, and *n* key computations.
    public func sorted(_ entries: [FileEntry]) -> [FileEntry] {
        indices(of: entries).map { entries[$0] }
    }

    /// The indices of `entries` in this order: `sorted(entries)` is `indices(of: entries).map { entries[$0] }`.
    public func indices(of entries: [FileEntry]) -> [Int] {
        switch column {
        case .name: indices(of: entries, by: [Int](repeating: 0, count: entries.count))
        case .size:
            indices(of: entries, by: entries.map(Self.sizeKey))
        case .modified: indices(of: entries, by: entries.map { $0.modified ?? .distantPast })
        case .kind: indices(of: entries, by: entries.map(\.kind))
        }
    }

    /// The indices of `entries` with folders first, then by `keys` (one per entry) in this direction,
    /// then by name (reversed too when the column is the name). Each name's ``NaturalKey`` is made
    /// once, before sorting.
    private func indices<Key: Comparable>(of entries: [FileEntry], by keys: [Key]) -> [Int] {
        let names = NaturalKeyTable(entries.lazy.map(\.name))
        let folders = entries.map(\.isFolder)
        let (descending, reversesName) = (descending, column == .name && descending)
        var order = Array(entries.indices)
        names.withComparison { compareNames in
            folders.withUnsafeBufferPointer { folders in
                keys.withUnsafeBufferPointer { keys in
                    order.sort { a, b in
                        if folders[a] != folders[b] { return folders[a] }
                        if keys[a] != keys[b] { return descending ? keys[b] < keys[a] : keys[a] < keys[b] }
                        var comparison = compareNames(a, b)
                        if comparison == 0 {
                            let (left, right) = (entries[a].name, entries[b].name)
                            comparison = left < right ? -1 : (left == right ? 0 : 1)
                        }
                        return reversesName ? comparison > 0 : comparison < 0
                    }
                }
            }
        }
        return order
    }

    /// Natural order: digits compare as numbers, letters without regard to case; then plain order.
    static func readsBefore(_ left: String, _ right: String) -> Bool {
        let order = NaturalKey.compare(NaturalKey(left), NaturalKey(right))
        return order != 0 ? order < 0 : left < right
    }
}
