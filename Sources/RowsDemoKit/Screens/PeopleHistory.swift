/// The edits of the people directory that can be undone, last made last, and the edits undone that
/// can be made again, last undone last: Ctrl+Z takes the last edit back, Shift+Ctrl+Z makes the last
/// edit undone again, and a new edit ends what could be made again, as in any GNOME app.
///
/// Each edit is undone in the directory as it was just after it was made (the edits after it are
/// undone first), so an edit's own record is all that undoing or making it again needs.
public struct PeopleHistory: Sendable, Equatable {
    /// How many edits are kept for undo; older ones are forgotten.
    public let limit: Int
    /// The edits that can be undone, the last made last.
    public private(set) var undoable: [PeopleEdit] = []
    /// The edits undone that can be made again, the last undone last.
    public private(set) var redoable: [PeopleEdit] = []

    /// An empty history keeping up to `limit` edits (at least 1).
    public init(limit: Int = 100) {
        self.limit = max(1, limit)
    }

    /// Whether there is an edit to undo.
    public var canUndo: Bool { !undoable.isEmpty }
    /// Whether there is an edit undone to make again.
    public var canRedo: Bool { !redoable.isEmpty }

    /// Notes a new edit: it is the one undone next, and the edits undone can no longer be made again.
    ///
    /// - Complexity: O(1) amortized; O(`limit`) when the oldest edit is forgotten.
    public mutating func record(_ edit: PeopleEdit) {
        undoable.append(edit)
        if undoable.count > limit { undoable.removeFirst(undoable.count - limit) }
        redoable.removeAll()
    }

    /// Forgets the sorts that the moves kept here switched from (``PeopleMove/orderBefore``): the
    /// user picked an order since, and undoing or making a move again must not replace it.
    ///
    /// - Complexity: O(*n*) for *n* edits kept.
    public mutating func forgetOrderSwitches() {
        undoable = undoable.map(\.forgettingOrderSwitch)
        redoable = redoable.map(\.forgettingOrderSwitch)
    }

    /// Takes the last edit to undo; it is the one made again next.
    ///
    /// - Complexity: O(1).
    public mutating func undo() -> PeopleEdit? {
        guard let edit = undoable.popLast() else { return nil }
        redoable.append(edit)
        return edit
    }

    /// Takes the last edit undone to make it again. `remake` makes it and returns it as made this
    /// time (a removal's places read anew), which is the edit undone next; when it returns nil,
    /// nothing changes.
    ///
    /// - Complexity: O(1) besides `remake`.
    public mutating func redo(_ remake: (PeopleEdit) throws -> PeopleEdit?) rethrows -> PeopleEdit? {
        guard let edit = redoable.last, let made = try remake(edit) else { return nil }
        redoable.removeLast()
        undoable.append(made)
        return made
    }
}
