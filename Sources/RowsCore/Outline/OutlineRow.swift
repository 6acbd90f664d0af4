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

    /// What the row shows and under which item: held by reference, so that copying a row copies
    /// a pointer, whatever the item (see ``Storage``).
    private let storage: Storage
    /// How deep the row is (see ``depth``), in 4 bytes.
    private let storedDepth: Int32
    /// Whether the row shows a disclosure: its item has children, or children not known yet.
    public let isExpandable: Bool
    /// Whether the row's children (or its loading or error row) are shown below it.
    public let isExpanded: Bool

    /// What the row shows.
    ///
    /// - Complexity: O(1).
    public var content: Content { storage.content }
    /// The id of the item whose child this row is, or nil for a row at the top level.
    ///
    /// - Complexity: O(1).
    public var parent: Item.ID? { storage.parent }
    /// How deep the row is: 0 at the top level, one more for each ancestor.
    ///
    /// - Complexity: O(1).
    public var depth: Int { Int(storedDepth) }
    /// The row's identity: the item's id, or for a loading or error row its parent's id.
    ///
    /// - Complexity: O(1).
    public var id: ID {
        // The initializer checked that a loading or error row has a parent.
        switch storage.content {
        case .item(let item): .item(item.id)
        case .loading: .loading(parent: storage.parent!)
        case .failure: .failure(parent: storage.parent!)
        }
    }

    /// A row of an outline.
    ///
    /// - Parameters:
    ///   - content: What the row shows.
    ///   - parent: The id of its parent item; nil at the top level. A loading or error row must have one.
    ///   - depth: Its depth, 0 at the top level; at most `Int32.max`.
    ///   - isExpandable: Whether it shows a disclosure.
    ///   - isExpanded: Whether its children are shown below it.
    /// - Complexity: O(1).
    /// - Precondition: A loading or error row has a parent; `depth` is 0 or more and fits in `Int32`.
    public init(content: Content, parent: Item.ID?, depth: Int, isExpandable: Bool = false, isExpanded: Bool = false) {
        precondition(parent != nil || content.item != nil, "a loading or error row belongs under a parent")
        precondition((0...Int(Int32.max)).contains(depth), "an outline row's depth is 0 or more and fits in 32 bits")
        storage = Storage(content: content, parent: parent)
        storedDepth = Int32(depth)
        self.isExpandable = isExpandable
        self.isExpanded = isExpanded
    }

    /// A row showing what `storage` holds: an outline's rows of one node share its storage.
    /// The storage holds an item, or has a parent (as the public initializer checks).
    @inline(__always)
    init(storage: Storage, depth: Int, isExpandable: Bool, isExpanded: Bool) {
        assert(storage.parent != nil || storage.content.item != nil, "a loading or error row belongs under a parent")
        self.storage = storage
        storedDepth = Int32(depth)
        self.isExpandable = isExpandable
        self.isExpanded = isExpanded
    }

    /// The item this row shows, or nil for a loading or error row.
    ///
    /// - Complexity: O(1).
    public var item: Item? { storage.content.item }

    /// Whether two rows show the same: the same content under the same parent, at the same depth,
    /// with the same disclosure.
    ///
    /// - Complexity: O(1) when both rows share their node's storage; otherwise a comparison of the
    ///   parents' ids and of the items.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        // Written out for the shortcut on shared storage: a stored property added to the row belongs here.
        lhs.storedDepth == rhs.storedDepth && lhs.isExpandable == rhs.isExpandable
            && lhs.isExpanded == rhs.isExpanded && lhs.storage == rhs.storage
    }

    /// A row's content and parent, never changed once made; an ``OutlineSnapshot`` makes one per
    /// node and gives it to every row of that node.
    ///
    /// An outline copies all its rows on every expand and collapse (the array is shared with the
    /// view showing it), in code generic over `Item`. A row that holds this class and three small
    /// values has a fixed layout, so such a copy is a retain, with no look-up of the metadata of
    /// `Content` or `Item.ID?` per row.
    final class Storage: Equatable, Sendable {
        let content: Content
        let parent: Item.ID?

        init(content: Content, parent: Item.ID?) {
            self.content = content
            self.parent = parent
        }

        /// The same storage, or equal content under the same parent.
        ///
        /// - Complexity: O(1) for the same storage; otherwise a comparison of the parents' ids and
        ///   of the contents.
        static func == (lhs: Storage, rhs: Storage) -> Bool {
            lhs === rhs || (lhs.parent == rhs.parent && lhs.content == rhs.content)
        }
    }
}

extension OutlineRow.Content {
    /// The item, or nil for a loading or error row.
    ///
    /// - Complexity: O(1).
    public var item: Item? {
        if case .item(let item) = self { item } else { nil }
    }
}
