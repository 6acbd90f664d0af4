/// Someone in the people directory (article 004): shown horizontally or vertically, VIPs emphasised.
public struct Person: Codable, Identifiable, Hashable, Sendable, StrictDecodable {
    /// Stable identity in the data file.
    public var id: String
    /// Given name.
    public var firstName: String
    /// Family name.
    public var lastName: String
    /// Age in years.
    public var age: Int
    /// Whether the person gets the VIP treatment.
    public var isVIP: Bool
    /// The id of the person's department, if any.
    public var department: String?

    /// Creates a person.
    public init(id: String, firstName: String, lastName: String, age: Int, isVIP: Bool = false, department: String? = nil) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.age = age
        self.isVIP = isVIP
        self.department = department
    }

    /// First and last name.
    public var fullName: String { "\(firstName) \(lastName)" }

    public enum CodingKeys: String, CodingKey, CaseIterable { case id, firstName, lastName, age, isVIP, department }
    public typealias Keys = CodingKeys

    public func validationProblems() -> [(key: String, problem: String)] {
        if firstName.isBlank { return [("firstName", "must not be empty")] }
        // A name shows on one line of a row and in messages: a line break or tab would break them.
        for (key, name) in [("firstName", firstName), ("lastName", lastName)] where !name.isOneLine {
            return [(key, "must be one line, without line breaks, tabs or other control characters")]
        }
        if !(0...150).contains(age) { return [("age", "must be between 0 and 150")] }
        return []
    }
}
