/// A row for diff checking: ids may repeat across a list; `version` stands for the row's content.
public struct DiffRow: Identifiable, Hashable, Sendable, CustomStringConvertible {
    /// The row's identity.
    public let id: Int
    /// The row's content: two rows with the same id and another version are an update.
    public var version: Int

    /// Creates a row with identity `id` and content `version`.
    public init(id: Int, version: Int = 0) {
        self.id = id
        self.version = version
    }

    public var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}
