/// A pet with an owner, a breed, a weight and maybe an avatar picture (article 000's second model).
public struct Pet: Codable, Identifiable, Hashable, Sendable, StrictDecodable {
    /// Stable identity in the data file.
    public var id: String
    /// The pet's name.
    public var name: String
    /// Who the pet lives with.
    public var owner: String
    /// The pet's breed.
    public var breed: String
    /// Weight in kilograms.
    public var weight: Double
    /// The name of the avatar picture among the app's resources, if the pet has one.
    public var avatar: String?

    /// Creates a pet.
    public init(id: String, name: String, owner: String, breed: String, weight: Double, avatar: String? = nil) {
        self.id = id
        self.name = name
        self.owner = owner
        self.breed = breed
        self.weight = weight
        self.avatar = avatar
    }

    public enum CodingKeys: String, CodingKey, CaseIterable { case id, name, owner, breed, weight, avatar }
    public typealias Keys = CodingKeys

    public func validationProblems() -> [(key: String, problem: String)] {
        if name.isBlank { return [("name", "must not be empty")] }
        if !weight.isFinite || weight < 0 { return [("weight", "must be a weight in kilograms, 0 or more")] }
        return []
    }
}
