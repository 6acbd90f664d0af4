import RowsCore

/// The last edit of the people directory that Ctrl+Z undoes: an addition, a removal, a move or an
/// import.
public enum PeopleEdit: Sendable, Equatable {
    /// A person added.
    case addition(Person)
    /// People removed, with where they were.
    case removal([ListSnapshot<String, Person>.RemovedItem])
    /// A person moved, maybe into another department.
    case move(PeopleMove)
    /// People imported from the file named `file` (updated or added); `before` is the directory
    /// as it was.
    case importing(file: String, before: [Person])

    /// What the banner says once the edit is undone, e.g. "Removed Ada Lovelace again.", "Restored
    /// Ada Lovelace." (one person is named, as the removal named them), "Restored 2 people." or
    /// "Moved Ada Lovelace back to Engineering."
    public func undoneMessage(in directory: PeopleDirectory) -> String {
        switch self {
        case .addition(let person):
            return "Removed \(person.fullName) again."
        case .removal(let removed):
            return removed.count == 1 ? "Restored \(removed[0].item.fullName)." : "Restored \(removed.count) people."
        case .move(let move):
            let department = directory.departmentName(of: move.person) ?? PeopleDirectory.noDepartment
            return "Moved \(move.person.fullName) back to \(department)."
        case .importing(let file, _):
            return "Undid the import of \(file)."
        }
    }
}
