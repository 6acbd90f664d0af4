/// An item of an outline and what is known of its children: the tree an ``OutlineSnapshot`` is made from.
///
/// ```swift
/// struct Entry: Identifiable, Equatable, Sendable { var id: String }
///
/// let tree = [
///     OutlineNode(Entry(id: "Documents"), children: .loaded([OutlineNode(Entry(id: "notes.txt"))])),
///     OutlineNode(Entry(id: "Music"), children: .notLoaded),  // listed on first expand
/// ]
/// ```
public struct OutlineNode<Item: Identifiable & Equatable & Sendable>: Equatable, Sendable where Item.ID: Sendable {
    /// The item this node shows.
    public var item: Item
    /// The node's children, or why they are not known.
    public var children: OutlineChildren<Item>

    /// A node showing `item`, with these children.
    ///
    /// - Parameters:
    ///   - item: The item the node's row shows.
    ///   - children: Its children; by default none (a leaf, shown without a disclosure).
    /// - Complexity: O(1).
    public init(_ item: Item, children: OutlineChildren<Item> = .loaded([])) {
        self.item = item
        self.children = children
    }
}
