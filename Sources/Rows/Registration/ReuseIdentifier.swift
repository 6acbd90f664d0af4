/// The name a list pools cells under: cells with the same identifier are interchangeable.
///
/// By default it is the cell type's module-qualified name (`App.UserCell`), so a cell type in an
/// app and one of the same name in a library never share a pool.
public struct ReuseIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The identifier's text.
    public let name: String

    /// An identifier with an explicit name.
    public init(_ name: String) { self.name = name }

    /// The default identifier of a cell type: its module-qualified name.
    public init<Cell>(of cellType: Cell.Type) { name = String(reflecting: cellType) }

    /// The identifier's text, as messages name it.
    public var description: String { name }
}
