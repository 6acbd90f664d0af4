import Foundation

/// What the "Add Person" and "Edit Person" form holds while the user types, and the checks it must
/// pass to become a ``Person``. Each problem names its field, so the form can mark it.
public struct PersonDraft: Sendable, Equatable {
    /// The fields a problem can be about.
    public enum Field: String, Sendable, CaseIterable, Hashable {
        case firstName, lastName, age
    }

    /// The given name as typed.
    public var firstName: String
    /// The family name as typed.
    public var lastName: String
    /// The age as typed.
    public var age: String
    /// Whether the person is a VIP.
    public var isVIP: Bool
    /// The chosen department's id, if any.
    public var department: String?

    /// A draft with these values (all empty by default).
    public init(firstName: String = "", lastName: String = "", age: String = "", isVIP: Bool = false, department: String? = nil) {
        self.firstName = firstName
        self.lastName = lastName
        self.age = age
        self.isVIP = isVIP
        self.department = department
    }

    /// A draft holding `person` as it is, to edit them.
    public init(_ person: Person) {
        self.init(
            firstName: person.firstName, lastName: person.lastName, age: String(person.age), isVIP: person.isVIP,
            department: person.department)
    }

    /// What is wrong, by field; empty when the draft can be added.
    public var problems: [Field: String] {
        var problems = [Field: String]()
        if firstName.isBlank { problems[.firstName] = "Enter a first name" }
        if lastName.isBlank { problems[.lastName] = "Enter a last name" }
        // A pasted tab or line break would be saved, and the saved file refused on the next start.
        let oneLine = "Use one line, without tabs or line breaks"
        if problems[.firstName] == nil, !firstName.isOneLine { problems[.firstName] = oneLine }
        if problems[.lastName] == nil, !lastName.isOneLine { problems[.lastName] = oneLine }
        let trimmedAge = age.trimmingCharacters(in: .whitespaces)
        if trimmedAge.isEmpty {
            problems[.age] = "Enter an age"
        } else if let years = Int(trimmedAge) {
            if !(0...150).contains(years) { problems[.age] = "Age must be between 0 and 150" }
        } else {
            problems[.age] = "Age must be a whole number"
        }
        return problems
    }

    /// The person this draft describes, with identity `id`; nil while there are problems.
    public func person(id: String) -> Person? {
        guard problems.isEmpty, let years = Int(age.trimmingCharacters(in: .whitespaces)) else { return nil }
        return Person(
            id: id, firstName: firstName.trimmingCharacters(in: .whitespaces),
            lastName: lastName.trimmingCharacters(in: .whitespaces), age: years, isVIP: isVIP, department: department)
    }

    /// A new id that is not among `existing`.
    public static func newID(avoiding existing: Set<String>) -> String {
        while true {
            let id = "person-" + UUID().uuidString.prefix(8).lowercased()
            if !existing.contains(id) { return id }
        }
    }
}
