/// What an outline knows of a node's children: whether they are loaded, not loaded yet, being loaded,
/// or failed to load. ``OutlineSnapshot/childState(of:)`` gives it for a node.
public enum OutlineChildState: Hashable, Sendable {
    /// The children are known (there may be none).
    case loaded
    /// The children have not been asked for yet.
    case notLoaded
    /// The children are being loaded; expanded, the node shows a loading row.
    case loading
    /// Loading the children failed with this message; expanded, the node shows an error row.
    case failed(String)
}
