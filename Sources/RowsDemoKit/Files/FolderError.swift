/// Why a folder could not be listed, naming it, e.g. `/root: cannot be opened (Permission denied)`.
public struct FolderError: Error, Equatable, CustomStringConvertible {
    /// The folder's path (a ``FilePathText``).
    public let folder: String
    /// What went wrong.
    public let problem: String

    /// Creates an error about `folder`.
    public init(folder: String, problem: String) {
        self.folder = folder
        self.problem = problem
    }

    public var description: String { "\(FilePathText.displayed(folder)): \(problem)" }
}
