/// A key an outline reacts to, as GTK's tree views do.
public enum OutlineKey: Hashable, Sendable {
    /// Right arrow: expand, or go to the first child when expanded.
    case right
    /// Left arrow: collapse, or go to the parent when collapsed.
    case left
    /// `*` (also on the keypad): expand the row and everything below it.
    case expandAll
}

/// What an outline does for a key on a row: expand, collapse, expand all below, move the focus, or
/// nothing. ``OutlineSnapshot/action(for:atRow:)`` decides it; a view applies it.
public enum OutlineKeyAction<ID: Hashable & Sendable>: Hashable, Sendable {
    /// Expand the node with this id; the focus stays on its row.
    case expand(ID)
    /// Collapse the node with this id; the focus stays on its row.
    case collapse(ID)
    /// Expand the node with this id and every node below it with children (see
    /// ``OutlineSnapshot/expandAll(below:)``); the focus stays on its row.
    case expandAll(ID)
    /// Move the focus to this row (an index in ``OutlineSnapshot/rows``).
    case focus(row: Int)
    /// Nothing to do; the key goes on to the view.
    case none
}

extension OutlineSnapshot {
    /// What `key` does on the row at `row`, as in GTK's tree views.
    ///
    /// - Right on a collapsed node that has (or may have) children expands it; on an expanded node it
    ///   moves to the first row below it; on a leaf it does nothing.
    /// - Left on an expanded node collapses it; on any other row (a leaf, a collapsed node, a loading
    ///   or error row) it moves to the parent's row, or does nothing at the top level.
    /// - `*` on a node that has (or may have) children expands it and everything known below it.
    ///
    /// ```swift
    /// outline.action(for: .right, atRow: 0)  // .expand("Documents")
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - row: The focused row, an index in ``rows``; a row outside them does nothing.
    /// - Returns: What to do.
    /// - Complexity: O(1), but O(*r*) reads of a row's depth for the *r* rows between a row and its
    ///   parent's, for Left.
    public func action(for key: OutlineKey, atRow row: Int) -> OutlineKeyAction<Item.ID> {
        guard rows.indices.contains(row) else { return .none }
        let shown = rows[row]
        switch key {
        case .right:
            guard let item = shown.item, shown.isExpandable else { return .none }
            if !shown.isExpanded { return .expand(item.id) }
            return row + 1 < rows.count && rows[row + 1].depth > shown.depth ? .focus(row: row + 1) : .none
        case .left:
            if let item = shown.item, shown.isExpanded { return .collapse(item.id) }
            guard let parent = shown.parent else { return .none }
            // The parent is the nearest row above at one level less.
            var above = row - 1
            while above >= 0 && depths[above] >= shown.depth { above -= 1 }
            return above >= 0 && rows[above].id == .item(parent) ? .focus(row: above) : .none
        case .expandAll:
            guard let item = shown.item, shown.isExpandable else { return .none }
            return .expandAll(item.id)
        }
    }
}
