/// How the people directory orders people within a department (the settings' "Sort people by").
///
/// A person dragged to another place (or moved with Alt+Up / Alt+Down) makes the order ``manual``:
/// a sorted order would put the person straight back. The list is then shown as the user arranged
/// and saved it, until they pick a sort again (the list is saved in that order at the next edit), or
/// undo that move while the list is still arranged: the sort it replaced comes back.
public enum PersonOrder: Int, Sendable, CaseIterable {
    /// By first name, then last name.
    case firstName
    /// By last name, then first name.
    case lastName
    /// Youngest first, then by name.
    case age
    /// As the user arranged them: the saved order, unsorted (the settings' "As arranged").
    case manual

    /// `people` in this order; the sort is stable, so equal people keep their order, and ``manual``
    /// keeps them all as they are.
    public func sorted(_ people: [Person]) -> [Person] {
        guard self != .manual else { return people }
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
