/// A department of the people directory (article 004's second list).
public struct Department: Codable, Identifiable, Hashable, Sendable, StrictDecodable {
    /// Stable identity, referred to by ``Person/department``.
    public var id: String
    /// The department's name.
    public var name: String
    /// Where it sits, e.g. "Floor 3".
    public var location: String?

    /// Creates a department.
    public init(id: String, name: String, location: String? = nil) {
        self.id = id
        self.name = name
        self.location = location
    }

    public enum CodingKeys: String, CodingKey, CaseIterable { case id, name, location }
    public typealias Keys = CodingKeys

    public func validationProblems() -> [(key: String, problem: String)] {
        name.isBlank ? [("name", "must not be empty")] : []
    }
}
