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
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
