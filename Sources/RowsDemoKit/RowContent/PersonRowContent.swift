/// How the people directory lays out a ``Person`` row (article 004's decorators).
public enum PersonLayout: String, Sendable, Hashable, CaseIterable, Codable {
    /// Name, family name and age side by side.
    case horizontal
    /// Name, family name and age stacked.
    case vertical
}

/// What a ``Person`` row shows under a chosen decoration: three texts and whether to emphasise it.
public struct PersonRowContent: Sendable, Hashable {
    /// The given name.
    public let firstName: String
    /// The family name.
    public let lastName: String
    /// "Age 35".
    public let ageText: String
    /// The layout chosen for the list.
    public let layout: PersonLayout
    /// True when the person is a VIP and VIP emphasis is on.
    public let isEmphasized: Bool

    /// The content for `person` laid out as `layout`, emphasising VIPs when `emphasizingVIPs` is true.
    public init(_ person: Person, layout: PersonLayout, emphasizingVIPs: Bool = true) {
        firstName = person.firstName
        lastName = person.lastName
        ageText = "Age \(person.age)"
        self.layout = layout
        isEmphasized = emphasizingVIPs && person.isVIP
    }
}
