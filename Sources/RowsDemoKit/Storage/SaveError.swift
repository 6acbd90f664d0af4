/// Why a file could not be saved, naming the file and the step that failed, e.g.
/// `/home/ada/.local/share/rows/people.json: cannot write (No space left on device)`.
/// When saving fails, the previous version of the file is still there, untouched.
public struct SaveError: Error, Equatable, CustomStringConvertible {
    /// The file that was being saved.
    public let file: String
    /// What went wrong.
    public let problem: String

    /// Creates an error about saving `file`.
    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }
}
