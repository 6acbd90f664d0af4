/// Ties a cell type to the values it shows and to the closure that configures it (article 003, in
/// the spirit of UIKit's `CellRegistration`).
///
/// A list can only get a cell through a registration, so a cell type that was never registered
/// cannot be used: it does not compile. The registration is also the only place the cell's type is
/// named; the configure closure receives it typed, with no cast.
///
/// ```swift
/// let users = CellRegistration(RowCell.self) { cell, user in
///     cell.show(UserRowContent(user))
/// }
/// ```
@MainActor
public struct CellRegistration<Cell: ListCell, Value> {
    /// The pool this registration's cells live in.
    public let reuseIdentifier: ReuseIdentifier
    let configure: @MainActor (Cell, Value, BindScope) -> Void
    /// What assistive technologies say for a row, when the registration says it (see
    /// ``accessibility(_:)``); nil: the cell's ``ListCell/accessibility``.
    var describe: (@MainActor (Cell, Value) -> RowAccessibility?)?
    /// Distinguishes registrations, so a list finds a registration's pool without hashing its name.
    let key = RegistrationKey()

    /// A registration for `cellType` whose configure closure also gets the row's ``BindScope``,
    /// to connect handlers or add classes that unbind undoes.
    public init(
        _ cellType: Cell.Type = Cell.self,
        reuseIdentifier: ReuseIdentifier = ReuseIdentifier(of: Cell.self),
        configure: @escaping @MainActor (Cell, Value, BindScope) -> Void
    ) {
        self.reuseIdentifier = reuseIdentifier
        self.configure = configure
    }

    /// A registration for `cellType` configured by `configure`.
    public init(
        _ cellType: Cell.Type = Cell.self,
        reuseIdentifier: ReuseIdentifier = ReuseIdentifier(of: Cell.self),
        configure: @escaping @MainActor (Cell, Value) -> Void
    ) {
        self.init(cellType, reuseIdentifier: reuseIdentifier) { cell, value, _ in configure(cell, value) }
    }

    /// This registration, with what assistive technologies say for each row given by `describe`
    /// (called after the configure closure) instead of the texts the cell shows.
    ///
    /// ```swift
    /// let people = CellRegistration(RowCell.self) { cell, person in cell.show(PersonRowContent(person)) }
    ///     .accessibility { _, person in RowAccessibility(label: person.fullName, description: "\(person.age) years") }
    /// ```
    ///
    /// - Parameter describe: The name and description of the row showing a value, in its configured
    ///   cell; nil leaves the row unnamed.
    /// - Returns: A registration that shares this one's pool and configure closure.
    public func accessibility(_ describe: @escaping @MainActor (Cell, Value) -> RowAccessibility?) -> Self {
        var described = self
        described.describe = describe
        return described
    }
}

/// Identity of one registration value (and its copies).
final class RegistrationKey: Sendable {}
