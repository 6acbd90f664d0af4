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
    ///
    /// `type` is the folder's `d_type` for the name (`DT_UNKNOWN` when not known): a symbolic link
    /// (`DT_LNK`, or found so by `lstat` when unknown) has its target read (see
    /// ``FileEntry/linkTarget``).
    static func entry(
        named name: FileName, in path: String, openAs folder: Int32, countingItems: Bool, type: UInt8 = UInt8(DT_UNKNOWN)
    ) -> FileEntry {
        var entry = statEntry(named: name, in: path, openAs: folder, countingItems: countingItems)
        let isLink: Bool
        switch Int(type) {
        case Int(DT_LNK): isLink = true
        case Int(DT_UNKNOWN):
            var info = stat()
            isLink =
                atPath(name, in: path, openAs: folder) { fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) == 0 }
                && (info.st_mode & S_IFMT) == S_IFLNK
        default: isLink = false
        }
        guard isLink else { return entry }
        var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = atPath(name, in: path, openAs: folder) { readlinkat(folder, $0, &target, target.count - 1) }
        entry.linkTarget = length > 0 ? FilePathText.text(of: target.prefix(length).map { UInt8(bitPattern: $0) }) : ""
        entry.isBrokenLink = entry.modified == nil
        return entry
    }

    /// Calls `body` with `name` as a path `fstatat` and `readlinkat` take relative to `folder`: the
    /// name alone, or its full path when `folder` is `AT_FDCWD`.
    private static func atPath<Result>(
        _ name: FileName, in path: String, openAs folder: Int32, _ body: (UnsafePointer<CChar>) -> Result
    ) -> Result {
        if folder == AT_FDCWD { return name.path(in: path).withUnsafeBufferPointer { body($0.baseAddress!) } }
        return name.bytes.withUnsafeBufferPointer { bytes in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { text in
                for index in bytes.indices { text[index] = CChar(bitPattern: bytes[index]) }
                text[bytes.count] = 0
                return body(text.baseAddress!)
            }
        }
    }

    /// The entry named `name`, stat'ed through any symbolic link: a dangling link or an entry gone
    /// meanwhile is a file of unknown size and date.
    private static func statEntry(named name: FileName, in path: String, openAs folder: Int32, countingItems: Bool) -> FileEntry {
        var info = stat()
        let found = atPath(name, in: path, openAs: folder) { fstatat(folder, $0, &info, 0) == 0 }
        guard found else { return FileEntry(fileName: name, isFolder: false) }
        let modified = Date(
            timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec) + TimeInterval(info.st_mtim.tv_nsec) / 1e9)
        if (info.st_mode & S_IFMT) == S_IFDIR {
            var entry = FileEntry(fileName: name, isFolder: true, modified: modified)
            if countingItems { entry.itemCounts = entryCount(at: name.path(in: path)) }
            return entry
        }
        var entry = FileEntry(fileName: name, isFolder: false, byteCount: Int64(info.st_size), modified: modified)
        if (info.st_mode & S_IFMT) == S_IFREG, FileKind.of(name: entry.name, isFolder: false) == .unknown {
            let isExecutable = info.st_mode & (S_IXUSR | S_IXGRP | S_IXOTH) != 0
            if info.st_size == 0 {
                entry.contentType = .emptyDocument
            } else if info.st_blocks > 0 {
                // Only a file with blocks on disk is read: a kernel's file (/sys, /proc) may block a read.
                entry.contentType = firstBytes(of: name, in: path, openAs: folder).map {
                    FileContentType.of(contents: $0, isExecutable: isExecutable)
                }
            }
        }
        return entry
    }

    /// Up to ``FileContentType/bytesSniffed`` first bytes of the file named `name` (through any symbolic
    /// link), or nil when it cannot be opened or read.
    private static func firstBytes(of name: FileName, in path: String, openAs folder: Int32) -> [UInt8]? {
        let file = atPath(name, in: path, openAs: folder) { openat(folder, $0, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) }
        guard file >= 0 else { return nil }
        defer { close(file) }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: FileContentType.bytesSniffed) { buffer, count in
            let read = read(file, buffer.baseAddress, buffer.count)
            failed = read < 0
            count = max(0, read)
        }
        return failed ? nil : bytes
    }

    /// The entry named `name` in the folder at `path`, or nil when there is none (`lstat` fails).
    static func entryIfPresent(named name: FileName, in path: String) -> FileEntry? {
        var info = stat()
        guard lstat(name.path(in: path), &info) == 0 else { return nil }
        // Its type as `readdir` would give it (`IFTODT`), so that it is not looked up again.
        return entry(named: name, in: path, openAs: AT_FDCWD, countingItems: true, type: UInt8((info.st_mode & S_IFMT) >> 12))
    }

    /// How many entries the folder at `path` (NUL-terminated bytes) holds, and how many of them are
    /// hidden, or nil when it cannot be read.
    static func entryCount(at path: [CChar]) -> FileEntry.ItemCounts? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var counts = FileEntry.ItemCounts(all: 0, hidden: 0)
        while let entry = readdir(folder) {
            let (isHidden, isDots) = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                (raw[0] == 0x2E, raw[0] == 0x2E && (raw[1] == 0 || (raw[1] == 0x2E && raw[2] == 0)))
            }
            guard !isDots else { continue }
            counts.all += 1
            if isHidden { counts.hidden += 1 }
        }
        return counts
    }

    /// The names in a folder without "." and "..", as ``FilePathText``s (a name's bytes kept), or nil
    /// (with `errno` set) when it cannot be read.
    static func names(in path: String) -> [String]? {
        guard let folder = opendir(FilePathText.bytes(of: path)) else { return nil }
        defer { closedir(folder) }
        var names = [String]()
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                FilePathText.text(of: raw.prefix { $0 != 0 })
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
