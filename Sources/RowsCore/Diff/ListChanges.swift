/// The difference between two lists of identifiable items, in the forms a list view needs.
///
/// Items are matched by `id`; matched items whose content differs (`!=`) are *updates*.
/// The same change is given twice:
/// - as an edit script (`removals`, `insertions`, `moves`, `updates`), for logic and tests;
/// - as `splices`, the `items-changed(position, removed, added)` form a `GListModel` emits.
///
/// The kept rows that do not move form a longest increasing subsequence, so `moves` is as short as it
/// can be, and splices touch only rows that were removed, inserted or moved: moving one row from the
/// top to the bottom of 100,000 is one move and two one-row splices.
///
/// ## Duplicate ids
/// Ids should be unique. When they are not, the result is still exact (replaying the splices still
/// yields `new`): rows in the unchanged runs at the start and end pair up by position; every other
/// row of `new` pairs with the earliest not-yet-paired row of `old` with its id; rows left unpaired are
/// removed or inserted. The first diff in a process that meets a duplicate logs one warning.
///
/// The diff is O(n) with hashing, plus O(m log m) over the m rows whose order may have changed.
public struct ListChanges: Sendable, Equatable {
    /// A row that stays but changes its place relative to the rows around it.
    public struct Move: Sendable, Hashable, CustomStringConvertible {
        /// The row's index in the old list.
        public let from: Int
        /// The row's index in the new list.
        public let to: Int

        /// Creates a move of the row at old index `from` to new index `to`.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }

        /// The move as `from→to`.
        public var description: String { "\(from)→\(to)" }
    }

    /// One `items-changed` emission: at `position`, `removed` rows are replaced by `added` rows of the new list.
    public struct Splice: Sendable, Hashable, CustomStringConvertible {
        /// Index of the first changed row, counted in the list as it is once the splices before this one are applied.
        public let position: Int
        /// How many rows are removed at `position`.
        public let removed: Int
        /// How many rows of the new list, starting at `position`, take their place.
        public let added: Int

        /// Creates a splice replacing `removed` rows at `position` with `added` new ones.
        public init(position: Int, removed: Int, added: Int) {
            self.position = position
            self.removed = removed
            self.added = added
        }

        /// The splice as `@position -removed +added`.
        public var description: String { "@\(position) -\(removed) +\(added)" }
    }

    /// Ascending indices in the old list of rows whose id is not in the new list.
    public let removals: [Int]
    /// Ascending indices in the new list of rows whose id is not in the old list.
    public let insertions: [Int]
    /// Rows kept whose relative order changed, ascending by `to`.
    public let moves: [Move]
    /// Ascending indices in the new list of rows that kept their place but whose content changed:
    /// reconfigure these in place.
    public let updates: [Int]
    /// The change as front-to-back `items-changed` splices, adjacent changes merged.
    public let splices: [Splice]

    /// True when the two lists are equal.
    public var isEmpty: Bool {
        removals.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
    }

    /// Creates the changes from a list with the given parts. Use this to replay or forward changes
    /// computed elsewhere; to compute changes, use ``init(from:to:)``.
    public init(removals: [Int], insertions: [Int], moves: [Move], updates: [Int], splices: [Splice]) {
        self.removals = removals
        self.insertions = insertions
        self.moves = moves
        self.updates = updates
        self.splices = splices
    }

    /// Computes the changes that turn `old` into `new`.
    @inlinable
    public init<Item: Identifiable & Equatable>(from old: [Item], to new: [Item]) {
        self = DiffEngine.diff(old, new).changes
    }
}

extension ListChanges: CustomStringConvertible {
    /// The changes in brief, for messages and logs.
    public var description: String {
        "ListChanges(removals: \(removals), insertions: \(insertions), moves: \(moves), updates: \(updates), splices: \(splices))"
    }
}
