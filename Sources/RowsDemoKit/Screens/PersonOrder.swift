import RowsCore

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
    /// keeps them all as they are. Names compare as search finds them, case and accents aside
    /// (``TextFolding``): "Émile" among the E's, not after "Zoë", as the Files page sorts names.
    ///
    /// - Complexity: O(*n* log *n*) comparisons for *n* people; each name is folded once.
    public func sorted(_ people: [Person]) -> [Person] {
        guard self != .manual else { return people }
        let keyed = people.enumerated().map { offset, person in
            let first = TextFolding.fold(person.firstName)
            let last = TextFolding.fold(person.lastName)
            return (person: person, offset: offset, name: self == .lastName ? (last, first) : (first, last))
        }
        return keyed.sorted { left, right in
            if self == .age, left.person.age != right.person.age { return left.person.age < right.person.age }
            return left.name != right.name ? left.name < right.name : left.offset < right.offset
        }.map(\.person)
    }
}
