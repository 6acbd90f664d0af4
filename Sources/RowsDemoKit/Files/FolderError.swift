import Foundation

/// Why a folder could not be listed, naming it, e.g. `/root: cannot be opened (Permission denied)`.
public struct FolderError: Error, Equatable, CustomStringConvertible {
    /// The folder's path (a ``FilePathText``).
    public let folder: String
    /// What went wrong.
    public let problem: String
    /// The system's error number (`errno`), when a system call failed.
    public let errorNumber: Int32?

    /// Creates an error about `folder`, from a failed system call's `errorNumber` if there was one.
    public init(folder: String, problem: String, errorNumber: Int32? = nil) {
        self.folder = folder
        self.problem = problem
        self.errorNumber = errorNumber
    }

    /// The error of a system call on `folder` that failed with `errorNumber`, e.g. "cannot be
    /// opened (No such file or directory)".
    public static func cannotOpen(_ folder: String, errorNumber: Int32) -> FolderError {
        FolderError(
            folder: folder, problem: "cannot be opened (\(String(cString: strerror(errorNumber))))", errorNumber: errorNumber)
    }

    /// What a person is told, in a title and a sentence: why the folder shows nothing, and what to
    /// do, e.g. "“Photos” is not there" and "It may have been moved or deleted. …".
    public var explanation: (title: String, detail: String) {
        let name = FilePathText.displayed(URL(fileURLWithPath: folder).lastPathComponent)
        let goUp = "Go up to the folder around it (Alt+Up)."
        switch errorNumber {
        case ENOENT: return ("“\(name)” is not there", "It may have been moved or deleted. \(goUp)")
        case EACCES, EPERM: return ("“\(name)” cannot be opened", "You do not have permission to see its contents. \(goUp)")
        case ENOTDIR: return ("“\(name)” is not a folder", "It is a file. Go up to the folder around it (Alt+Up) to open it.")
        default: return ("“\(name)” cannot be read", "\(description). \(goUp)")
        }
    }

    public var description: String { "\(FilePathText.displayed(folder)): \(problem)" }
}
