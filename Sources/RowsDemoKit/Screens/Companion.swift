import RowsCore

/// One row of the people-and-pets screen (article 000): a user or a pet, both shown by the one
/// reusable row through their adapters.
public enum Companion: Identifiable, Hashable, Sendable {
    /// A user: no picture.
    case user(User)
    /// A pet: maybe an avatar.
    case pet(Pet)

    /// Unique across both kinds.
    public var id: String {
        switch self {
        case .user(let user): "user/\(user.id)"
        case .pet(let pet): "pet/\(pet.id)"
        }
    }

    /// What the reusable row shows.
    public var content: any RowContent {
        switch self {
        case .user(let user): UserRowContent(user)
        case .pet(let pet): PetRowContent(pet)
        }
    }

    /// The text a search matches: every text the row shows.
    public var searchableText: String {
        let content = content
        return [content.leftTitle, content.leftSubtitle, content.rightTitle, content.rightSubtitle]
            .compactMap { $0 }.joined(separator: " ")
    }

    /// Users, then pets, each in a section with a header.
    public static func snapshot(users: [User], pets: [Pet]) -> ListSnapshot<String, Companion> {
        ListSnapshot(sections: [
            .init(id: "Users", items: users.map(Companion.user)),
            .init(id: "Pets", items: pets.map(Companion.pet)),
        ])
    }
}
