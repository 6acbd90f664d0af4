/// How many items of a list can be selected at once.
public enum SelectionMode: Sendable, Hashable, CaseIterable {
    /// Rows can be activated but not selected.
    case none
    /// At most one item is selected; selecting another replaces it.
    case single
    /// Any number of items can be selected.
    case multiple
}
