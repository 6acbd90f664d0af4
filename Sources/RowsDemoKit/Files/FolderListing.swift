import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a folder's entries with their sizes, modification dates and, for subfolders, how many
/// entries they hold.
public enum FolderListing {
    /// The entries of the folder at `path`, in no particular order.
    public static func entries(of path: String) throws(FolderError) -> [FileEntry] {
        try FolderReader(path: path).read()
    }

    /// The entry named `name` in the folder at `path`, stat'ed by its bytes, a subfolder with its
    /// entries counted unless not `countingItems`: a dangling link or an entry gone meanwhile is a
    /// file of unknown size.
    static func entry(named name: FileName, in path: String, countingItems: Bool = true) -> FileEntry {
        entry(named: name, in: path, openAs: AT_FDCWD, countingItems: countingItems)
    }

    /// The entry named `name` in the folder at `path`, stat'ed relative to `folder`, a descriptor of
    /// that folder open for reading (`AT_FDCWD` to stat by the full path): the file system then
    /// looks up the name alone, not the folder's path again for each entry.
    static func entry(named name: FileName, in path: String, openAs folder: Int32, countingItems: Bool) -> FileEntry {
        var info = stat()
        let found =
            folder == AT_FDCWD
            ? stat(name.path(in: path), &info) == 0
            : name.bytes.withUnsafeBufferPointer { bytes in
                withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { text in
                    for index in bytes.indices { text[index] = CChar(bitPattern: bytes[index]) }
                    text[bytes.count] = 0
                    return fstatat(folder, text.baseAddress!, &info, 0) == 0
                }
            }
        guard found else { return FileEntry(fileName: name, isFolder: false) }
        let modified = Date(
            timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec) + TimeInterval(info.st_mtim.tv_nsec) / 1e9)
        if (info.st_mode & S_IFMT) == S_IFDIR {
            return FileEntry(
                fileName: name, isFolder: true, itemCount: countingItems ? entryCount(at: name.path(in: path)) : nil,
                modified: modified)
        }
        return FileEntry(fileName: name, isFolder: false, byteCount: Int64(info.st_size), modified: modified)
    }

    /// The entry named `name` in the folder at `path`, or nil when there is none (`lstat` fails).
    static func entryIfPresent(named name: FileName, in path: String) -> FileEntry? {
        var info = stat()
        guard lstat(name.path(in: path), &info) == 0 else { return nil }
        return entry(named: name, in: path)
    }

    /// How many entries the folder at `path` (NUL-terminated bytes) holds, or nil when it cannot be read.
    static func entryCount(at path: [CChar]) -> Int? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var count = 0
        while let entry = readdir(folder) {
            let isDots = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                raw[0] == 0x2E && (raw[1] == 0 || (raw[1] == 0x2E && raw[2] == 0))
            }
            if !isDots { count += 1 }
        }
        return count
    }

    /// The names in a folder without "." and "..", as ``FilePathText``s (a name's bytes kept), or nil
    /// (with `errno` set) when it cannot be read.
    static func names(in path: String) -> [String]? {
        guard let folder = opendir(FilePathText.bytes(of: path)) else { return nil }
        defer { closedir(folder) }
        var names = [String]()
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                FilePathText.text(of: raw.prefix { $0 != 0 })
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
