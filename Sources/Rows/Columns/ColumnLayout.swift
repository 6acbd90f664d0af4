/// Where a ``ColumnView``'s columns are and how wide, as the user left them: what an app saves to
/// show them the same way on the next run (``ColumnView/layout`` reads it from GTK,
/// ``ColumnView/setLayout(_:)`` puts it back, ``ColumnView/onLayoutChange`` tells when the user
/// dragged a column's edge or the column itself).
public struct ColumnLayout: Sendable, Equatable {
    /// The columns' indices (in ``ColumnView/columns``' order) as shown, left to right.
    public var order: [Int]
    /// Each column's fixed width in pixels, indexed as ``ColumnView/columns``: the width the user
    /// dragged it to (or ``ColumnWidth/fixed(_:)``'s), nil for a column GTK sizes itself.
    public var widths: [Int?]

    /// Creates a layout.
    public init(order: [Int], widths: [Int?]) {
        self.order = order
        self.widths = widths
    }
}
