/// One row of a flattened outline: an item at its depth, or the loading or error row under a node
/// whose children are not known.
///
/// ``OutlineSnapshot/rows`` lists them in order: each node, then (when it is expanded) its children's
/// rows one level deeper. Rows are identified by item id (``ID``), so ``ListChanges`` between two
/// outlines' rows matches the same item across them; a row's ``isExpanded`` and ``depth`` are part
/// of its content, so a row whose disclosure turned is an update, rebound in place.
public struct OutlineRow<Item: Identifiable & Equatable & Sendable>: Identifiable, Equatable, Sendable
where Item.ID: Sendable {
    /// What a row shows.
    public enum Content: Equatable, Sendable {
        /// An item of the outline.
        case item(Item)
        /// A placeholder while the parent's children load (a spinner).
        case loading
        /// Loading the parent's children failed with this message.
        case failure(String)
    }

    /// The identity of a row: the item's id, or for a loading or error row its parent's.
    public enum ID: Hashable, Sendable {
        /// The row of the item with this id.
        case item(Item.ID)
        /// The loading row under the item with this id.
        case loading(parent: Item.ID)
        /// The error row under the item with this id.
        case failure(parent: Item.ID)
    }

    /// What the row shows.
    public let content: Content
    /// The id of the item whose child this row is, or nil for a row at the top level.
    public let parent: Item.ID?
    /// How deep the row is: 0 at the top level, one more for each ancestor.
    public let depth: Int
    /// Whether the row shows a disclosure: its item has children, or children not known yet.
    public let isExpandable: Bool
    /// Whether the row's children (or its loading or error row) are shown below it.
    public let isExpanded: Bool
    /// The row's identity: the item's id, or for a loading or error row its parent's id.
    ///
    /// Made from the content when asked for, not stored: an outline copies its rows on every expand
    /// and collapse, and a stored id made those copies slower (99,000 rows in a release build: about
    /// 5.0 ms with it, 4.6 ms without).
    ///
    /// - Complexity: O(1).
    public var id: ID {
        // The initializer checked that a loading or error row has a parent.
        switch content {
        case .item(let item): .item(item.id)
        case .loading: .loading(parent: parent!)
        case .failure: .failure(parent: parent!)
        }
    }

    /// A row of an outline.
    ///
    /// - Parameters:
    ///   - content: What the row shows.
    ///   - parent: The id of its parent item; nil at the top level. A loading or error row must have one.
    ///   - depth: Its depth, 0 at the top level.
    ///   - isExpandable: Whether it shows a disclosure.
    ///   - isExpanded: Whether its children are shown below it.
    /// - Complexity: O(1).
    /// - Precondition: A loading or error row has a parent.
    public init(content: Content, parent: Item.ID?, depth: Int, isExpandable: Bool = false, isExpanded: Bool = false) {
        precondition(parent != nil || content.item != nil, "a loading or error row belongs under a parent")
        self.content = content
        self.parent = parent
        self.depth = depth
        self.isExpandable = isExpandable
        self.isExpanded = isExpanded
    }

    /// The row of `item`: what ``init(content:parent:depth:isExpandable:isExpanded:)`` makes of
    /// `.item(item)`, with nothing to check, inlined where an outline makes its rows in a loop.
    @inline(__always)
    init(item: Item, parent: Item.ID?, depth: Int, isExpandable: Bool, isExpanded: Bool) {
        content = .item(item)
        self.parent = parent
        self.depth = depth
        self.isExpandable = isExpandable
        self.isExpanded = isExpanded
    }

    /// The item this row shows, or nil for a loading or error row.
    ///
    /// - Complexity: O(1).
    public var item: Item? { content.item }
}

extension OutlineRow.Content {
    /// The item, or nil for a loading or error row.
    ///
    /// - Complexity: O(1).
    public var item: Item? {
        if case .item(let item) = self { item } else { nil }
    }
}
