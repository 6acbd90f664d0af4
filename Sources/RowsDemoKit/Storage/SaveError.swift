/// Why a file could not be saved, naming the file and the step that failed, e.g.
/// `/home/ada/.local/share/rows/people.json: cannot write (No space left on device)`.
/// When saving fails, the previous version of the file is still there, untouched.
public struct SaveError: Error, Equatable, CustomStringConvertible {
    /// The file that was being saved.
    public let file: String
    /// What went wrong.
    public let problem: String

    /// Whether the file was not saved because another program changed it since it was read: saving
    /// over it anyway (``SavedList/save(_:overwritingChangesElsewhere:)``) or reading it again are the
    /// ways on.
    public let isChangeElsewhere: Bool

    /// Creates an error about saving `file`; `isChangeElsewhere` when another program changed it.
    public init(file: String, problem: String, isChangeElsewhere: Bool = false) {
        self.file = file
        self.problem = problem
        self.isChangeElsewhere = isChangeElsewhere
    }

    public var description: String { "\(file): \(problem)" }
}
