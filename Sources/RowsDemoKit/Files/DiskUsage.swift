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

    /// Deletes everything inside the folder at `path`, keeping the folder; a missing folder is empty already.
    public static func removeContents(of path: String) throws(FolderError) {
        guard let names = FolderListing.names(in: path) else {
            if errno == ENOENT { return }
            throw FolderError.cannotOpen(path, errorNumber: errno)
        }
        for name in names {
            do {
                try FileManager.default.removeItem(atPath: "\(path)/\(name)")
            } catch {
                throw FolderError(
                    folder: path, problem: "cannot delete \(FilePathText.displayed(name)) (\(error.localizedDescription))")
            }
        }
    }
}
