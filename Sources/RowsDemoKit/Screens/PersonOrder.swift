/// How the people directory orders people within a department (the settings' "Sort people by").
public enum PersonOrder: Int, Sendable, CaseIterable {
    /// By first name, then last name.
    case firstName
    /// By last name, then first name.
    case lastName
    /// Youngest first, then by name.
    case age

    /// `people` in this order; the sort is stable, so equal people keep their order.
    public func sorted(_ people: [Person]) -> [Person] {
        func key(_ person: Person) -> (String, String) {
            let first = person.firstName.lowercased()
            let last = person.lastName.lowercased()
            return self == .lastName ? (last, first) : (first, last)
        }
        return people.enumerated().sorted { left, right in
            if self == .age, left.element.age != right.element.age { return left.element.age < right.element.age }
            let a = key(left.element)
            let b = key(right.element)
            return a != b ? a < b : left.offset < right.offset
        }.map(\.element)
    }
}
