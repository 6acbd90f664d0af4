import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A folder open for reading, read a batch of entries at a time (a batch's names, then their stats), so
/// that the first screenful can be shown before a folder of 100,000 entries is read to its end.
///
/// One reader is used by one thread at a time: the page reads the first batch off the main actor and
/// hands the reader to a background thread for the rest. The folder is closed when the reader goes.
public final class FolderReader: @unchecked Sendable {
    /// How many entries a read stats on one thread; more are stat'ed on every core, in chunks of
    /// this many.
    static let entriesPerThread = 2_048

    /// The folder's path.
    public let path: String
    /// The folder's names, read until its end, then closed.
    private var stream: OpaquePointer?
    /// The folder open for `fstatat`, until the reader goes.
    private let descriptor: Int32
    /// A name read ahead and not yet returned, with its `d_type`.
    private var pendingName: (name: FileName, type: UInt8)?

    /// Opens the folder at `path`.
    public init(path: String) throws(FolderError) {
        guard let stream = opendir(FilePathText.bytes(of: path)) else {
            throw FolderError.cannotOpen(path, errorNumber: errno)
        }
        self.path = path
        self.stream = stream
        // The folder the names come from, even if another is put at its path meanwhile.
        descriptor = fcntl(dirfd(stream), F_DUPFD_CLOEXEC, 0)
    }

    deinit {
        if let stream { closedir(stream) }
        if descriptor >= 0 { close(descriptor) }
    }

    /// Whether every entry has been read.
    public var isAtEnd: Bool { stream == nil && pendingName == nil }

    /// Reads up to `limit` more entries (all of them when nil), in the order the file system gives
    /// them, subfolders with their entries counted unless not `countingItems`; stops early, returning
    /// what it has, when `isCancelled` says so (asked every 1,000 names, and before each chunk of
    /// entries stat'ed; an entry not stat'ed then is a file of unknown size). More than
    /// ``entriesPerThread`` entries are stat'ed on every core. The folder is closed once its last
    /// entry is read.
    ///
    /// - Complexity: O(*n*) system calls for *n* entries (one `stat` each, and one `opendir` per subfolder).
    public func read(upTo limit: Int? = nil, countingItems: Bool = true, isCancelled: @escaping @Sendable () -> Bool = { false })
        -> [FileEntry]
    {
        var read: [FileName] = []
        var types: [UInt8] = []
        if let limit {
            read.reserveCapacity(limit)
            types.reserveCapacity(limit)
        }
        while limit.map({ read.count < $0 }) ?? true, let (name, type) = nextName() {
            if read.count % 1_000 == 999, isCancelled() { break }
            read.append(name)
            types.append(type)
        }
        // Looks one name ahead, so that a folder of exactly `limit` entries is known to be read.
        if stream != nil, pendingName == nil { pendingName = nextName() }
        let (names, path, descriptor) = (read, path, descriptor >= 0 ? descriptor : AT_FDCWD)
        let nameTypes = types
        // Not through `unsafeUninitializedCapacity` for none: Swift then writes the count into the
        // empty array every thread shares (ThreadSanitizer saw it race with a read on the main thread).
        guard !names.isEmpty else { return [] }
        let chunks = (names.count + Self.entriesPerThread - 1) / Self.entriesPerThread
        return [FileEntry](unsafeUninitializedCapacity: names.count) { entries, initialized in
            // Each chunk initializes entries of its own.
            nonisolated(unsafe) let base = entries.baseAddress
            @Sendable func stat(chunk: Int) {
                let range = chunk * Self.entriesPerThread..<min(names.count, (chunk + 1) * Self.entriesPerThread)
                let wanted = !isCancelled()
                for index in range {
                    let entry =
                        wanted
                        ? FolderListing.entry(
                            named: names[index], in: path, openAs: descriptor, countingItems: countingItems,
                            type: nameTypes[index])
                        : FileEntry(fileName: names[index], isFolder: false)
                    (base! + index).initialize(to: entry)
                }
            }
            // Not `concurrentPerform`, whose threads run at the default priority, ahead of the
            // frames of a window being drawn meanwhile: threads of the background queue, at its
            // priority (nice 10), each taking the next chunk, this thread one of them.
            let next = Atomic<Int>(0)
            @Sendable func statChunks() {
                while case let chunk = next.add(1, ordering: .relaxed).oldValue, chunk < chunks { stat(chunk: chunk) }
            }
            let helpers = DispatchGroup()
            for _ in 1..<max(1, min(chunks, ProcessInfo.processInfo.activeProcessorCount)) {
                DispatchQueue.global(qos: .background).async(group: helpers, execute: statChunks)
            }
            statChunks()
            helpers.wait()
            initialized = names.count
        }
    }

    /// The next name but "." and "..", with its `d_type`, or nil (the folder closed) at the end.
    private func nextName() -> (name: FileName, type: UInt8)? {
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
            // Read in place: a record is only as long as its name, not the 256 bytes `d_name` declares.
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                FileName(bytes: Array(raw.prefix { $0 != 0 }))
            }
            if name.bytes != [0x2E] && name.bytes != [0x2E, 0x2E] { return (name, entry.pointee.d_type) }
        }
        return nil
    }
}
