import Foundation

/// Where a symbolic link leads now, asked as it is opened rather than taken from when its folder was
/// listed: its target may have come or gone since, somewhere the folder's watch does not see.
public enum LinkDestination: Equatable, Sendable {
    /// A folder, to open in place.
    case folder
    /// Something that is not a folder (a file, a device): to hand to an application.
    case other
    /// Nothing: the link leads nowhere now, or is gone itself. The reason says why in words, for
    /// a message "NAME cannot be opened: REASON".
    case nowhere(reason: String)

    /// Where the link at `path` (NUL-terminated bytes, which need not be UTF-8) leads now.
    ///
    /// - Parameters:
    ///   - path: The link's path.
    ///   - target: The target the link was listed with (`readlink`'s text; empty when it could not be read).
    /// - Complexity: Two `stat` calls at most.
    public init(ofLinkAt path: [CChar], target: String) {
        var info = stat()
        if stat(path, &info) == 0 {
            self = (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .other
            return
        }
        let problem = errno
        switch problem {
        case ENOENT where lstat(path, &info) != 0: self = .nowhere(reason: "it is not there any more")
        case ENOENT where !target.isEmpty: self = .nowhere(reason: "it links to \(target), which is not there")
        case ENOENT: self = .nowhere(reason: "it is a broken link")
        // A loop, a folder on the way that cannot be read: the system's own words.
        default: self = .nowhere(reason: String(cString: strerror(problem)))
        }
    }
}
