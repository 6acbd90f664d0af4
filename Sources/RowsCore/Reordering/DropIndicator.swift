/// Where a list shows that a dragged row will land: a line along the top or the bottom edge of one
/// of the rows shown (``FlatRows/dropIndicator(for:)``).
public struct DropIndicator: Hashable, Sendable {
    /// Which edge of the row the line runs along.
    public enum Edge: Hashable, Sendable {
        /// The row's top edge: the dragged row lands just above it.
        case top
        /// The row's bottom edge: the dragged row lands just below it.
        case bottom
    }

    /// The flat row (header, item or footer) the line is drawn on.
    public var row: Int
    /// The edge of that row.
    public var edge: Edge

    /// A line along the `edge` of flat row `row`.
    ///
    /// - Parameters:
    ///   - row: The flat row (header, item or footer) the line is drawn on.
    ///   - edge: The edge of that row.
    public init(row: Int, edge: Edge) {
        self.row = row
        self.edge = edge
    }
}
