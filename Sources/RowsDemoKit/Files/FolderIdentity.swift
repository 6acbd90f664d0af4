import Glibc

/// Which folder a path names, whatever it is called: its device and inode. A folder renamed or
/// moved keeps it, so that a view showing the folder can find it again under its new name.
public struct FolderIdentity: Hashable, Sendable {
    /// The file system's device (`st_dev`).
    public let device: UInt64
    /// The folder's inode on it (`st_ino`).
    public let inode: UInt64

    /// The identity of the folder at `path` (following a symbolic link to it); nil when there is
    /// no folder there.
    public init?(of path: String) {
        var info = stat()
        guard stat(FilePathText.bytes(of: path), &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The path of this folder among the entries of the folder `parent`, when it is one of them
    /// (renamed within it); nil otherwise.
    ///
    /// - Complexity: O(*n*) for *n* entries of `parent`: their inodes are read from the folder
    ///   itself, and only a match is looked at more closely.
    public func path(among parent: String) -> String? {
        guard let stream = opendir(FilePathText.bytes(of: parent)) else { return nil }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            guard UInt64(entry.pointee.d_ino) == inode else { continue }
            // Read in place: a record is only as long as its name, not the 256 bytes `d_name` declares.
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in FileName(bytes: Array(raw.prefix { $0 != 0 })) }
            guard name.bytes != [0x2E], name.bytes != [0x2E, 0x2E] else { continue }
            let path = (parent.hasSuffix("/") ? parent : parent + "/") + name.pathComponent
            if FolderIdentity(of: path) == self { return path }
        }
        return nil
    }
}
