/// The children of a node of an outline: known, not loaded yet, being loaded, or failed to load.
///
/// Only known children (``loaded(_:)``) are rows. A node whose children are not known yet shows a
/// disclosure all the same: expanding it shows a loading row under it until its children (or an
/// error) are given, with ``OutlineSnapshot/setChildren(_:of:)`` or
/// ``OutlineSnapshot/setFailure(_:for:)``.
public indirect enum OutlineChildren<Item: Identifiable & Equatable & Sendable>: Equatable, Sendable
where Item.ID: Sendable {
    /// The children, in order. No children makes a leaf, shown without a disclosure.
    case loaded([OutlineNode<Item>])
    /// Not asked for yet: the node shows a disclosure, and expanding it starts loading.
    case notLoaded
    /// Being loaded: expanded, the node shows a loading row under it.
    case loading
    /// Loading failed with this message: expanded, the node shows an error row under it naming it.
    case failed(String)

    /// What is known of the children, without the children themselves.
    ///
    /// - Complexity: O(1).
    public var state: OutlineChildState {
        switch self {
        case .loaded: .loaded
        case .notLoaded: .notLoaded
        case .loading: .loading
        case .failed(let message): .failed(message)
        }
    }
}
