/// The difference between two lists of identifiable items, in the forms a list view needs.
///
/// Items are matched by `id`; matched items whose content differs (`!=`) are *updates*.
/// The same change is given twice:
/// - as an edit script (``removals``, ``insertions``, ``moves``, ``updates``), for logic and tests;
/// - as ``splices``, the `items-changed(position, removed, added)` form a `GListModel` emits.
///
/// The kept rows that do not move form a longest increasing subsequence, so ``moves`` is as short as
/// it can be, and splices touch only rows that were removed, inserted or moved: moving one row from the
/// top to the bottom of 100,000 is one move and two one-row splices.
///
/// ```swift
/// struct Row: Identifiable, Equatable { var id: Int }
///
/// let old = (0..<100_000).map { Row(id: $0) }
/// var new = old
/// new.append(new.removeFirst())
/// let changes = ListChanges(from: old, to: new)
/// changes.moves    // [0→99999]
/// changes.splices  // [@0 -1 +0, @99999 -0 +1]
/// ```
///
/// A view that shows a list applies ``splices`` in order, then rebinds the rows in ``updates`` in
/// place. A view that builds widgets for only some rows can group the splices into fewer emissions
/// with ``emissions(aroundBuilt:)``.
///
/// ## Duplicate ids
/// Ids should be unique. When they are not, the result is still exact (replaying the splices still
/// yields `new`): rows in the unchanged runs at the start and end pair up by position; every other
/// row of `new` pairs with the earliest not-yet-paired row of `old` with its id; rows left unpaired are
/// removed or inserted. The first diff in a process that meets a duplicate logs one warning
/// (``DuplicateIdentifierReport``). A diff of long lists that differ in a few places walks them in
/// order and looks only at the ids where they differ, so it meets a repeated id only there.
public struct ListChanges: Sendable, Equatable {
    /// A row that stays but changes its place relative to the rows around it.
    ///
    /// A move is part of the edit script. In ``ListChanges/splices`` the row is removed at its old
    /// place and inserted at its new one.
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

        /// The move as `from→to`, e.g. `0→9`.
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

        /// The splice as `@position -removed +added`, e.g. `@3 -1 +2`.
        public var description: String { "@\(position) -\(removed) +\(added)" }
    }

    /// Ascending indices in the old list of rows whose id is not in the new list.
    public let removals: [Int]
    /// Ascending indices in the new list of rows whose id is not in the old list.
    public let insertions: [Int]
    /// Rows kept whose relative order changed, ascending by `to`: as few as there can be.
    public let moves: [Move]
    /// Ascending indices in the new list of rows that kept their place but whose content changed:
    /// reconfigure these in place.
    ///
    /// A row that moved is never an update, even when its content changed too: its splices remove it
    /// and insert it again, so a view shows its new content anyway.
    public let updates: [Int]
    /// The change as front-to-back `items-changed` splices, adjacent changes merged.
    ///
    /// Each splice's position is counted in the list as it is once the splices before it are applied,
    /// so replaying them in order on the old list yields the new one. A row that moved is removed by
    /// one splice and inserted by another; an update is in no splice.
    public let splices: [Splice]

    /// True when the two lists are equal: the same ids in the same order, every row equal (`==`) to
    /// its old version.
    public var isEmpty: Bool {
        removals.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
    }

    /// Creates the changes from the given parts, as computed elsewhere.
    ///
    /// Use this to replay or forward changes computed elsewhere; nothing is checked. To compute
    /// changes, use ``init(from:to:)``.
    ///
    /// - Parameters:
    ///   - removals: Ascending indices in the old list of the rows removed.
    ///   - insertions: Ascending indices in the new list of the rows inserted.
    ///   - moves: The rows moved, ascending by ``Move/to``.
    ///   - updates: Ascending indices in the new list of the rows changed in place.
    ///   - splices: The same change as front-to-back splices.
    public init(removals: [Int], insertions: [Int], moves: [Move], updates: [Int], splices: [Splice]) {
        self.removals = removals
        self.insertions = insertions
        self.moves = moves
        self.updates = updates
        self.splices = splices
    }

    /// Computes the changes that turn `old` into `new`.
    ///
    /// Rows are matched by id. The unchanged runs at both ends (the same ids at the same places) are
    /// found first and only their content is compared. When 16,384 rows or more are left between
    /// them (old and new together), both lists are walked side by side: rows showing the same id at
    /// the places reached pair at once, and only the ids where the lists differ go into a table, which
    /// one more pass probes with every row's id; provided the rows where they differ are at most one
    /// in 128. Otherwise every id goes into a table partitioned by hash. Of the matched rows, a
    /// longest increasing subsequence keeps its place and the others move, so there are as few moves
    /// as possible. When the lists are not walked and 32,768 rows or more are left to match (over 8,192 of
    /// them old), they are matched on two threads; in a task at a low priority (utility or
    /// background) on a machine of two cores or fewer, on one, so that a core stays free for the
    /// frames drawn meanwhile.
    ///
    /// - Parameters:
    ///   - old: The list as it was.
    ///   - new: The list as it is now.
    /// - Complexity: O(*n* + *m*) expected, for *n* old and *m* new rows: each id is hashed once (in
    ///   the walk, also compared about once), and each row that keeps its place is compared once with
    ///   its old version (`==`). Plus
    ///   O(*k* log *k*) to order the *k* rows matched between the unchanged runs at both ends, O(*k*)
    ///   when they kept their order.
    @inlinable
    public init<Item: Identifiable & Equatable>(from old: [Item], to new: [Item]) {
        self = DiffEngine.diff(old, new).changes
    }
}

extension ListChanges: CustomStringConvertible {
    /// The changes' five parts, for logs and test failures.
    public var description: String {
        "ListChanges(removals: \(removals), insertions: \(insertions), moves: \(moves), updates: \(updates), splices: \(splices))"
    }
}
