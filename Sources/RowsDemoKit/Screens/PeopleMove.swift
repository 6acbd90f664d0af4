import RowsCore

/// A person moved to another place in the directory, maybe into another department: what the move
/// made and what undoing it needs.
public struct PeopleMove: Sendable, Equatable {
    /// The person as they were before the move.
    public let person: Person
    /// The person as moved: their department is the one they were dropped in.
    public let moved: Person
    /// Where the person was in the whole list (all departments, in order) before the move.
    public let formerIndex: Int
    /// Everyone after the move, department after department, in list order: what is shown and saved.
    public let people: [Person]
    /// The order the list was sorted in when the move switched it to ``PersonOrder/manual`` (a sort
    /// would put the person straight back); nil when it was arranged already. Undoing the move
    /// sorts it so again (``order(onceUndoneFrom:)``).
    public private(set) var orderBefore: PersonOrder?

    /// This move, made while the list was in `order`; the list is arranged after it.
    public func made(in order: PersonOrder) -> PeopleMove {
        var move = self
        move.orderBefore = order == .manual ? nil : order
        return move
    }

    /// What the toast says once the move is made, or made `again` (a redo), e.g. "Moved Ada
    /// Lovelace." or "Moved Ada Lovelace to Design again." (the department named when the move
    /// changed it), and, when it switched a sorted list to the arranged order, that it did: the list
    /// no longer sorts itself.
    public func madeMessage(in directory: PeopleDirectory, again: Bool = false) -> String {
        let department = directory.departmentName(of: moved) ?? PeopleDirectory.noDepartment
        let place = moved.department == person.department ? "" : " to \(department)"
        let moving = "Moved \(person.fullName)\(place)\(again ? " again" : "")."
        return orderBefore == nil ? moving : "\(moving) People are now in the order “As arranged”."
    }

    /// The order of the list once this move is undone, the list being in `order` before: the order
    /// the move switched from, while the list is still arranged; else `order` (a sort picked since
    /// stays).
    public func order(onceUndoneFrom order: PersonOrder) -> PersonOrder {
        order == .manual ? orderBefore ?? .manual : order
    }

    /// The people of `people` with this move undone: the person as they were, back at their former
    /// place (the list's end at most). Other edits made since stay.
    ///
    /// - Complexity: O(*n*) for *n* people.
    public func undone(in people: [Person]) -> [Person] {
        var restored = people.filter { $0.id != person.id }
        restored.insert(person, at: min(formerIndex, restored.count))
        return restored
    }

    /// The people of `people` (this move undone) with the move made again: the person as moved, at
    /// the place the move took them to (the list's end at most).
    ///
    /// - Complexity: O(*n*) for *n* people.
    public func redone(in people: [Person]) -> [Person] {
        let index = self.people.firstIndex { $0.id == person.id } ?? self.people.count
        var moved = people.filter { $0.id != person.id }
        moved.insert(self.moved, at: min(index, moved.count))
        return moved
    }
}

extension PeopleDirectory {
    /// Moves the person `id` to `destination` in `snapshot` (the directory's sections): the person
    /// takes the department of the section they land in (none for ``noDepartment``, where a person
    /// whose department is unknown keeps it).
    ///
    /// - Returns: The move, or nil when the person or the destination is not in `snapshot`.
    /// - Complexity: O(*n*) for *n* people.
    public func move(
        _ id: Person.ID, to destination: ListSnapshot<String, Person>.Destination, in snapshot: ListSnapshot<String, Person>
    ) -> PeopleMove? {
        guard let person = snapshot.item(withID: id), let formerIndex = snapshot.items.firstIndex(where: { $0.id == id }),
            var next = try? snapshot.moving(id, to: destination),
            let location = next.location(of: id)
        else { return nil }
        var moved = person
        let section = next.sections[location.section].id
        if section == Self.noDepartment {
            if departmentName(of: person) != nil { moved.department = nil }
        } else {
            moved.department = departments.first { $0.name == section }?.id
        }
        next.reconfigureItems([moved])
        return PeopleMove(person: person, moved: moved, formerIndex: formerIndex, people: next.items)
    }
}
