import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What a file was when it was last read or written: its device and inode (an atomic save makes a
/// new one), size and times of change. Another program that wrote the file since (another copy of
/// the app, an editor) changed at least one of them.
public struct FileStamp: Equatable, Sendable {
    private let device: UInt64
    private let inode: UInt64
    private let size: Int64
    private let modified: [Int]
    private let changed: [Int]

    /// The stamp of the file at `url` now; nil when there is no file there.
    ///
    /// - Complexity: One `stat`.
    public static func of(_ url: URL) -> FileStamp? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        return FileStamp(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modified: [status.st_mtim.tv_sec, status.st_mtim.tv_nsec], changed: [status.st_ctim.tv_sec, status.st_ctim.tv_nsec])
    }
}
