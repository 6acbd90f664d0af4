import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How much disk space a folder's files take, as the settings screen shows for the cache and data.
public enum DiskUsage {
    /// The total size in bytes of the regular files under `path`, or nil when it cannot be read.
    /// A folder that does not exist holds nothing: 0 bytes. Symbolic links are not followed.
    public static func bytes(under path: String) -> Int64? {
        var info = stat()
        guard lstat(FilePathText.bytes(of: path), &info) == 0 else { return errno == ENOENT ? 0 : nil }
        if (info.st_mode & S_IFMT) != S_IFDIR { return Int64(info.st_size) }
        guard let names = FolderListing.names(in: path) else { return nil }
        var total: Int64 = 0
        for name in names {
            let child = "\(path)/\(name)"
            var childInfo = stat()
            guard lstat(FilePathText.bytes(of: child), &childInfo) == 0 else { continue }
            switch childInfo.st_mode & S_IFMT {
            case S_IFDIR: total += bytes(under: child) ?? 0
            case S_IFREG: total += Int64(childInfo.st_size)
            default: break
            }
        }
        return total
    }

    /// Deletes everything inside the folder at `path`, keeping the folder; a missing folder is empty
    /// already. Each entry is deleted by its name's bytes (see ``FilePathText``), so that a name that
    /// is not UTF-8 goes too; symbolic links are deleted, not followed.
    public static func removeContents(of path: String) throws(FolderError) {
        guard let names = FolderListing.names(in: path) else {
            if errno == ENOENT { return }
            throw FolderError.cannotOpen(path, errorNumber: errno)
        }
        for name in names {
            if let problem = remove("\(path)/\(name)") {
                throw FolderError(folder: path, problem: "cannot delete \(FilePathText.displayed(name)) (\(problem))")
            }
        }
    }

    /// Deletes the file, link or folder (with all it holds) at `path`, a ``FilePathText``; returns
    /// why it could not, in the system's words, or nil.
    private static func remove(_ path: String) -> String? {
        let bytes = FilePathText.bytes(of: path)
        var info = stat()
        guard lstat(bytes, &info) == 0 else { return errno == ENOENT ? nil : String(cString: strerror(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return unlink(bytes) == 0 ? nil : String(cString: strerror(errno)) }
        guard let names = FolderListing.names(in: path) else { return String(cString: strerror(errno)) }
        for name in names {
            if let problem = remove("\(path)/\(name)") { return problem }
        }
        return rmdir(bytes) == 0 ? nil : String(cString: strerror(errno))
    }
}
