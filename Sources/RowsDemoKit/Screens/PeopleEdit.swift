import RowsCore

/// An edit of the people directory that Ctrl+Z undoes and Shift+Ctrl+Z makes again: an addition, a
/// removal, a change of someone's details, a move or an import.
public enum PeopleEdit: Sendable, Equatable {
    /// A person added, at `index` in the whole list (department after department, in list order).
    case addition(Person, at: Int)
    /// People removed, with where they were.
    case removal([ListSnapshot<String, Person>.RemovedItem])
    /// A person's details changed (names, age, VIP, department): `before` as they were, at `index`
    /// in the whole list; `after` as the edit left them (see ``Swift/Array/changing(_:)``); the
    /// same id.
    case change(before: Person, after: Person, at: Int)
    /// A person moved, maybe into another department.
    case move(PeopleMove)
    /// People imported from the file named `file` (updated or added); `before` is the directory
    /// as it was, `after` as the import left it.
    case importing(file: String, before: [Person], after: [Person])

    /// What the toast says once the edit is undone, e.g. "Removed Ada Lovelace again.", "Restored
    /// Ada Lovelace." (one person is named, as the removal named them), "Restored 2 people.",
    /// "Changed Ada King back to Ada Lovelace." (named as they are after the edit, then as they are
    /// again), "Moved Ada Lovelace back to Engineering." (the department named when the move changed
    /// it) or "Moved Ada Lovelace back."
    public func undoneMessage(in directory: PeopleDirectory) -> String {
        switch self {
        case .change(let before, let after, _):
            return before.fullName == after.fullName
                ? "Changed \(before.fullName) back." : "Changed \(after.fullName) back to \(before.fullName)."
        case .addition(let person, _):
            return "Removed \(person.fullName) again."
        case .removal(let removed):
            return removed.count == 1 ? "Restored \(removed[0].item.fullName)." : "Restored \(removed.count) people."
        case .move(let move):
            guard move.moved.department != move.person.department else { return "Moved \(move.person.fullName) back." }
            let department = directory.departmentName(of: move.person) ?? PeopleDirectory.noDepartment
            return "Moved \(move.person.fullName) back to \(department)."
        case .importing(let file, _, _):
            return "Undid the import of \(file)."
        }
    }

    /// What the toast says once the edit, undone, is made again, e.g. "Added Ada Lovelace again.",
    /// "Removed 2 people again.", "Changed Ada Lovelace again.", "Moved Ada Lovelace to Design
    /// again." (the department named when the move changed it; and that the order is "As arranged"
    /// when the move made again switched a sorted list to it) or "Imported people.json again."
    public func redoneMessage(in directory: PeopleDirectory) -> String {
        switch self {
        case .change(_, let after, _):
            return "Changed \(after.fullName) again."
        case .addition(let person, _):
            return "Added \(person.fullName) again."
        case .removal(let removed):
            return removed.count == 1 ? "Removed \(removed[0].item.fullName) again." : "Removed \(removed.count) people again."
        case .move(let move):
            return move.madeMessage(in: directory, again: true)
        case .importing(let file, _, _):
            return "Imported \(file) again."
        }
    }

    /// The ids of the people the edit touched, to select once it is undone (`undone`) or made again:
    /// the people a removal took and an undo put back, the person changed or moved; none for an
    /// addition undone (they are gone) or an import.
    public func peopleToSelect(undone: Bool) -> [Person.ID] {
        switch self {
        case .addition(let person, _): undone ? [] : [person.id]
        case .change(_, let after, _): [after.id]
        case .removal(let removed): undone ? removed.map(\.item.id) : []
        case .move(let move): [move.person.id]
        case .importing: []
        }
    }

    /// This edit with the sort a move switched from forgotten (``PeopleMove/orderBefore``): an
    /// order picked since is the user's, which undoing the move must not replace.
    var forgettingOrderSwitch: PeopleEdit {
        guard case .move(let move) = self else { return self }
        return .move(move.made(in: .manual))
    }
}

extension [Person] {
    /// These people with the one of `person`'s id as `person`: in their place, or, moved to
    /// another department, after everyone, so that as arranged they come last in it (in a sort,
    /// where the sort puts them).
    ///
    /// - Complexity: O(*n*) for *n* people.
    public func changing(_ person: Person) -> [Person] {
        guard let index = firstIndex(where: { $0.id == person.id }) else { return self }
        var people = self
        if people[index].department == person.department {
            people[index] = person
        } else {
            people.remove(at: index)
            people.append(person)
        }
        return people
    }

    /// These people with the one of `person`'s id put back as `person`, at `index` (a change
    /// undone: where they were before it).
    ///
    /// - Complexity: O(*n*) for *n* people.
    public func restoring(_ person: Person, at index: Int) -> [Person] {
        var people = filter { $0.id != person.id }
        people.insert(person, at: Swift.min(Swift.max(0, index), people.count))
        return people
    }
}
