/// Why a data file could not be loaded, naming the file, the place in it, and the problem, e.g.
/// `data/pets.json: [3].weight: expected a number, found a string`.
public struct DataFileError: Error, Equatable, CustomStringConvertible {
    /// The file, as the user named it (or its path).
    public let file: String
    /// Where in the file: a coding path such as `[3].weight`; empty for the file as a whole.
    public let path: String
    /// What is wrong there.
    public let problem: String

    /// Creates an error about `path` in `file`.
    public init(file: String, path: String = "", problem: String) {
        self.file = file
        self.path = path
        self.problem = problem
    }

    public var description: String {
        path.isEmpty ? "\(file): \(problem)" : "\(file): \(path): \(problem)"
    }
}
