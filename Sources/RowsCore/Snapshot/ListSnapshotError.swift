/// Why a ``ListSnapshot`` edit could not be made. Each case names the id at fault.
public enum ListSnapshotError: Error, Equatable, CustomStringConvertible {
    /// No section has this id.
    case unknownSection(String)
    /// No item has this id.
    case unknownItem(String)
    /// A section with this id is already in the snapshot.
    case duplicateSection(String)
    /// Items were to be added to "the last section" of a snapshot that has none.
    case noSections

    /// What went wrong, naming the section or item.
    public var description: String {
        switch self {
        case .unknownSection(let id): "the snapshot has no section with id \(id)"
        case .unknownItem(let id): "the snapshot has no item with id \(id)"
        case .duplicateSection(let id): "the snapshot already has a section with id \(id)"
        case .noSections: "the snapshot has no section to add items to; append a section first"
        }
    }
}
