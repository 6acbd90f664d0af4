import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A folder open for reading, read a batch of entries at a time (each stat'ed as it is read), so that
/// the first screenful can be shown before a folder of 100,000 entries is read to its end.
///
/// One reader is used by one thread at a time: the page reads the first batch on the main actor and
/// hands the reader to a background thread for the rest. The folder is closed when the reader goes.
public final class FolderReader: @unchecked Sendable {
    /// The folder's path.
    public let path: String
    private var stream: OpaquePointer?
    /// A name read ahead and not yet returned.
    private var pendingName: FileName?

    /// Opens the folder at `path`.
    public init(path: String) throws(FolderError) {
        guard let stream = opendir(path) else {
            throw FolderError(folder: path, problem: "cannot be opened (\(String(cString: strerror(errno))))")
        }
        self.path = path
        self.stream = stream
    }

    deinit {
        if let stream { closedir(stream) }
    }

    /// Whether every entry has been read.
    public var isAtEnd: Bool { stream == nil && pendingName == nil }

    /// Reads up to `limit` more entries (all of them when nil), in the order the file system gives
    /// them, subfolders with their entries counted unless not `countingItems`; stops early, returning what it has, when `isCancelled` says so (asked every 1,000 entries).
    /// The folder is closed once its last entry is read.
    ///
    /// - Complexity: O(*n*) system calls for *n* entries (one `stat` each, and one `opendir` per subfolder).
    public func read(upTo limit: Int? = nil, countingItems: Bool = true, isCancelled: () -> Bool = { false }) -> [FileEntry] {
        var entries: [FileEntry] = []
        if let limit { entries.reserveCapacity(limit) }
        while limit.map({ entries.count < $0 }) ?? true, let name = nextName() {
            if entries.count % 1_000 == 999, isCancelled() { return entries }
            entries.append(FolderListing.entry(named: name, in: path, countingItems: countingItems))
        }
        // Looks one name ahead, so that a folder of exactly `limit` entries is known to be read.
        if stream != nil, pendingName == nil { pendingName = nextName() }
        return entries
    }

    /// The next name but "." and "..", or nil (the folder closed) at the end.
    private func nextName() -> FileName? {
        if let pendingName {
            self.pendingName = nil
            return pendingName
        }
        while let stream {
            guard let entry = readdir(stream) else {
                closedir(stream)
                self.stream = nil
                return nil
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                FileName(bytes: Array(raw.prefix { $0 != 0 }))
            }
            if name.bytes != [0x2E] && name.bytes != [0x2E, 0x2E] { return name }
        }
        return nil
    }
}
