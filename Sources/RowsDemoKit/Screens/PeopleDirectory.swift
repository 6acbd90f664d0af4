import RowsCore

/// The people directory's rules (article 004): people grouped by department, and how imported
/// updates merge into the list.
public struct PeopleDirectory: Sendable {
    /// The departments, in the order their sections appear.
    public let departments: [Department]
    /// The section holding people whose department is unknown or missing.
    public static let noDepartment = "No department"

    /// A directory of `departments`.
    public init(departments: [Department]) { self.departments = departments }

    /// Checks that each of `people`, read from `file`, names one of the directory's departments or
    /// none: an import naming a department that is not there is refused, not filed quietly under
    /// ``noDepartment`` (where the bundled data's own unknown departments go).
    ///
    /// - Throws: A ``DataFileError`` naming `file`, the first such person's place in it
    ///   (`[2].department`) and the department, with the known ones.
    /// - Complexity: O(*n* + *d*) for *n* people and *d* departments.
    public func checkDepartments(of people: [Person], in file: String) throws(DataFileError) {
        let known = Set(departments.map(\.id))
        for (index, person) in people.enumerated() {
            guard let department = person.department, !known.contains(department) else { continue }
            let names = departments.map(\.id).joined(separator: ", ")
            throw DataFileError(
                file: file, path: "[\(index)].department", problem: "no department “\(department)” (known: \(names))")
        }
    }

    /// Sections per department in department order, people in list order; people without a known
    /// department last. Departments with nobody are left out.
    public func snapshot(of people: [Person]) -> ListSnapshot<String, Person> {
        var sections = departments.map { ListSnapshot<String, Person>.Section(id: $0.name) }
        let index = Dictionary(departments.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var unassigned = ListSnapshot<String, Person>.Section(id: Self.noDepartment)
        for person in people {
            if let department = person.department, let position = index[department] {
                sections[position].items.append(person)
            } else {
                unassigned.items.append(person)
            }
        }
        if !unassigned.items.isEmpty { sections.append(unassigned) }
        return ListSnapshot(sections: sections.filter { !$0.items.isEmpty })
    }

    /// The name of the department with this id, if it is known.
    public func departmentName(of person: Person) -> String? {
        guard let id = person.department else { return nil }
        return departments.first { $0.id == id }?.name
    }

    /// The text a search matches for `person`: names, age and department.
    public func searchableText(of person: Person) -> String {
        "\(person.fullName) \(person.age) \(departmentName(of: person) ?? "")"
    }

    /// Update-or-insert: people whose id is in `people` replace it where it is; the others are appended.
    public static func merging(_ updates: [Person], into people: [Person]) -> (people: [Person], updated: Int, inserted: Int) {
        var merged = people
        var position = Dictionary(people.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var updated = 0
        var inserted = 0
        for person in updates {
            if let index = position[person.id] {
                if merged[index] != person { updated += 1 }
                merged[index] = person
            } else {
                position[person.id] = merged.count
                merged.append(person)
                inserted += 1
            }
        }
        return (merged, updated, inserted)
    }
}
