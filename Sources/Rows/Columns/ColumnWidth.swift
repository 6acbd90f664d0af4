/// How wide a ``ColumnView`` column is.
public enum ColumnWidth: Sendable, Equatable {
    /// As wide as its widest cell built so far (GTK's default).
    case natural
    /// This many pixels (`gtk_column_view_column_set_fixed_width`); a resizable column still resizes.
    case fixed(Int)
    /// Takes a share of the view's width left over after the other columns
    /// (`gtk_column_view_column_set_expand`).
    case expanding
}
