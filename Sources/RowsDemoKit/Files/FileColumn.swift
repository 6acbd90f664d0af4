/// A column of the files screen's column view, and what a folder can be sorted by.
public enum FileColumn: String, Sendable, CaseIterable, Codable {
    /// The name, with the icon.
    case name
    /// A file's size, a folder's item count.
    case size
    /// When it last changed.
    case modified
    /// What kind of file it is ("Folder", "Text"…).
    case kind

    /// The column's header title.
    public var title: String {
        switch self {
        case .name: "Name"
        case .size: "Size"
        case .modified: "Modified"
        case .kind: "Kind"
        }
    }
}
