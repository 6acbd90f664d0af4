/// A person with an account: a name and a nickname, no picture (article 000's first model).
public struct User: Codable, Identifiable, Hashable, Sendable, StrictDecodable {
    /// Stable identity in the data file.
    public var id: String
    /// The user's full name.
    public var name: String
    /// What friends call the user.
    public var nickname: String

    /// Creates a user.
    public init(id: String, name: String, nickname: String) {
        self.id = id
        self.name = name
        self.nickname = nickname
    }

    public enum CodingKeys: String, CodingKey, CaseIterable { case id, name, nickname }
    public typealias Keys = CodingKeys

    public func validationProblems() -> [(key: String, problem: String)] {
        name.isBlank ? [("name", "must not be empty")] : []
    }
}
