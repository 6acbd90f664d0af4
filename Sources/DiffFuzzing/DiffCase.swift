import RowsCore

/// Sectioned snapshots of ``DiffRow``s, as the fuzzer makes them.
public typealias DiffSnapshot = ListSnapshot<Int, DiffRow>

/// One input for the diff: two flat lists, or two sectioned snapshots, and the kind of change between them.
public enum DiffCase: Sendable, CustomStringConvertible {
    /// The kinds of change the generator makes; each stresses another part of the diff.
    public enum Shape: String, CaseIterable, Sendable {
        /// Two unrelated lists of unique ids drawn from one range, so they overlap by chance.
        case random
        /// Ids drawn from a handful of values, so most rows repeat an id.
        case duplicates
        /// The same list twice, some rows with new content.
        case equal
        /// Lists that share no id.
        case disjoint
        /// The list backwards.
        case reversed
        /// A list after a few edits: rows removed, inserted, moved and changed, as a user would make.
        case edited
        /// Sectioned snapshots whose sections move, appear, vanish and trade items, headers switched on and off.
        case sections
    }

    /// Two flat lists.
    case flat(Shape, old: [DiffRow], new: [DiffRow])
    /// Two sectioned snapshots.
    case sectioned(old: DiffSnapshot, new: DiffSnapshot)

    /// The kind of change this case holds.
    public var shape: Shape {
        switch self {
        case .flat(let shape, _, _): shape
        case .sectioned: .sections
        }
    }

    /// Rows on both sides together.
    public var rowCount: Int {
        switch self {
        case .flat(_, let old, let new): old.count + new.count
        case .sectioned(let old, let new): old.rows.count + new.rows.count
        }
    }

    public var description: String {
        switch self {
        case .flat(let shape, let old, let new):
            "\(shape) case, \(old.count) → \(new.count) rows\nold: \(old)\nnew: \(new)"
        case .sectioned(let old, let new):
            "sections case, \(old.rows.count) → \(new.rows.count) rows\nold: \(Self.outline(old))\nnew: \(Self.outline(new))"
        }
    }

    private static func outline(_ snapshot: DiffSnapshot) -> String {
        snapshot.sections.map { section in
            "S\(section.id)\(section.showsHeader ? "" : "(no header)")\(section.showsFooter ? "(footer)" : ""): \(section.items)"
        }.joined(separator: " | ")
    }
}
