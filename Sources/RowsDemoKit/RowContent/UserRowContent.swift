import RowsCore

/// Shows a ``User`` in the reusable row: name and "Nick: …"; a user has no picture, so none is shown.
public struct UserRowContent: RowContent, Hashable {
    /// The user shown.
    public let user: User

    /// Adapts `user` to the reusable row.
    public init(_ user: User) { self.user = user }

    public var leftTitle: String? { user.name }
    public var leftSubtitle: String? { user.nickname.isBlank ? nil : "Nick: \(user.nickname)" }
}
