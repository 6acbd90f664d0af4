import RowsCore

/// The last edit of the people directory that Ctrl+Z undoes: an addition, a removal or a move.
public enum PeopleEdit: Sendable, Equatable {
    /// A person added.
    case addition(Person)
    /// People removed, with where they were.
    case removal([ListSnapshot<String, Person>.RemovedItem])
    /// A person moved, maybe into another department.
    case move(PeopleMove)

    /// What the banner says once the edit is undone, e.g. "Removed Ada Lovelace again.", "Restored
    /// 2 people." or "Moved Ada Lovelace back to Engineering."
    public func undoneMessage(in directory: PeopleDirectory) -> String {
        switch self {
        case .addition(let person):
            return "Removed \(person.fullName) again."
        case .removal(let removed):
            return removed.count == 1 ? "Restored 1 person." : "Restored \(removed.count) people."
        case .move(let move):
            let department = directory.departmentName(of: move.person) ?? PeopleDirectory.noDepartment
            return "Moved \(move.person.fullName) back to \(department)."
        }
    }
}
