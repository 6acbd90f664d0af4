import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writes files so that a crash, a kill or a full disk at any moment leaves either the complete old
/// version or the complete new one: the bytes go to a temporary file in the same folder, which is
/// flushed to disk (`fsync`) and then renamed over the old file; the folder is flushed last so the
/// rename itself survives a power cut.
///
/// A writer holds a lock on its temporary file while it writes. A process killed mid-save leaves its
/// temporary file behind, unlocked; the next successful save removes such leftovers.
public enum AtomicFile {
    /// Replaces the file at `url` with `data`, creating its folder if needed.
    public static func write(_ data: Data, to url: URL) throws(SaveError) {
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw SaveError(file: path, problem: "cannot create the folder \(folder) (\(error.localizedDescription))")
        }
        var template = Array("\(folder)/.\(url.lastPathComponent).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw SaveError(file: path, problem: "cannot create a temporary file (\(lastError()))") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        flock(descriptor, LOCK_EX)
        var renamed = false
        defer { if !renamed { unlink(temporary) } }

        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
        guard written else {
            let problem = lastError()
            close(descriptor)
            throw SaveError(file: path, problem: "cannot write (\(problem))")
        }
        fchmod(descriptor, 0o644)
        guard fsync(descriptor) == 0 else {
            let problem = lastError()
            close(descriptor)
            throw SaveError(file: path, problem: "cannot flush to disk (\(problem))")
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else { throw SaveError(file: path, problem: "cannot replace (\(lastError()))") }
        renamed = true
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        removeLeftovers(of: url.lastPathComponent, in: folder)
    }

    /// Removes the temporary files of earlier saves of `name` that no writer holds any more (their
    /// process was killed mid-save). A file made in the last second is left alone: its writer may not
    /// have taken its lock yet.
    private static func removeLeftovers(of name: String, in folder: String) {
        let prefix = ".\(name)."
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where entry.hasPrefix(prefix) && entry.count == prefix.count + 6 {
            let path = "\(folder)/\(entry)"
            var status = stat()
            guard stat(path, &status) == 0, time(nil) - status.st_mtim.tv_sec >= 1 else { continue }
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { continue }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
            close(descriptor)
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
