import CGtk

/// A widget tree that shows one row of a list, made by Rows and recycled per type.
///
/// Rows creates cells with `init()` when a row of their type needs one and none is free, keeps
/// them in a pool per type, and hands them back to the registration's configure closure for
/// every row they show. A cell owns its ``root`` widget: it stays alive while the cell waits in
/// the pool, unparented.
@MainActor
public protocol ListCell: AnyObject {
    /// Builds the cell's widgets; configuring them for a row comes later, in the registration.
    init()
    /// The widget Rows puts into the list row.
    var root: UnsafeMutablePointer<GtkWidget> { get }
    /// Called when the cell stops showing its row, after Rows has undone what the configure closure
    /// did through its ``BindScope``: before the cell is configured for another row, or again for its
    /// row's changed content, and when GTK tears its list item down. Not at each of GTK's `unbind`s:
    /// GTK 4.8 unbinds and binds a row again after every change before it, and the cell keeps showing
    /// the row then. Reset here what configure does not always set.
    func prepareForReuse()
}

extension ListCell {
    /// Does nothing: most cells are fully reset by the next configure.
    public func prepareForReuse() {}
}
