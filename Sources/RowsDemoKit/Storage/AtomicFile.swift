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
/// The file written keeps what the user set on the old one: a symbolic link stays a link, and the
/// file it leads to is the one replaced (say, a config file linked into a folder of dotfiles); the
/// replaced file's permissions, and its owner where this process may set it, carry over. A new file
/// gets the permissions the user's umask allows, as any program's new file does.
///
/// A writer holds a lock on its temporary file while it writes. A process killed mid-save leaves its
/// temporary file behind, unlocked; the next successful save removes such leftovers.
public enum AtomicFile {
    /// Replaces the file at `url` (or the file its symbolic links lead to) with `data`, creating
    /// its folder if needed.
    public static func write(_ data: Data, to url: URL) throws(SaveError) {
        let named = url.path
        let namedFolder = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: namedFolder, withIntermediateDirectories: true)
        } catch {
            throw SaveError(file: named, problem: "cannot create the folder \(namedFolder) (\(error.localizedDescription))")
        }
        let path = try destination(of: named)
        let target = URL(fileURLWithPath: path)
        let folder = target.deletingLastPathComponent().path
        // Not made where a link leads: a folder missing there may be a drive not mounted yet, which
        // a folder made now would hide the file under.
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw SaveError(file: named, problem: "cannot replace (its symbolic link leads into \(folder), which is not there)")
        }
        var template = Array("\(folder)/.\(target.lastPathComponent).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw SaveError(file: named, problem: "cannot create a temporary file (\(lastError()))") }
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
            throw SaveError(file: named, problem: "cannot write (\(problem))")
        }
        takeOwnerAndPermissions(of: path, for: descriptor)
        guard fsync(descriptor) == 0 else {
            let problem = lastError()
            close(descriptor)
            throw SaveError(file: named, problem: "cannot flush to disk (\(problem))")
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else { throw SaveError(file: named, problem: "cannot replace (\(lastError()))") }
        renamed = true
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
        removeLeftovers(of: target.lastPathComponent, in: folder)
    }

    /// The path a write to `path` replaces: `path`, or where its symbolic links lead (a link to a
    /// file not there yet leads to where it is made).
    private static func destination(of path: String) throws(SaveError) -> String {
        var current = path
        // As the kernel, which follows 40 links and gives up at the 41st.
        for _ in 0...40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
            let count = readlink(current, &buffer, buffer.count)
            guard count > 0 else { return current }
            // A target this long was cut (a path is shorter); one not UTF-8 cannot be named by a String.
            guard count < buffer.count,
                let link = String(validating: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            else {
                throw SaveError(file: path, problem: "cannot replace (its symbolic link leads to a path this app cannot name)")
            }
            current = link.hasPrefix("/") ? link : URL(fileURLWithPath: current).deletingLastPathComponent().path + "/" + link
        }
        throw SaveError(file: path, problem: "cannot replace (its symbolic links lead round in a loop)")
    }

    /// Gives the file open as `descriptor` the permissions of the file at `path`, and its owner when
    /// this process may; or, when there is none, the permissions a new file gets under the umask.
    private static func takeOwnerAndPermissions(of path: String, for descriptor: Int32) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            fchmod(descriptor, 0o666 & ~umaskOfProcess())
            return
        }
        // Not ours to change unless root: the file stays the writer's, as any editor's save does.
        _ = fchown(descriptor, status.st_uid, status.st_gid)
        fchmod(descriptor, status.st_mode & 0o7777)
    }

    /// The process's umask, read without changing it (`umask(2)` only sets it, racing with files
    /// other threads make): from /proc/self/status, or the usual 022 where that has no line for it.
    private static func umaskOfProcess() -> mode_t {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
            let mask = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
        else { return 0o022 }
        return mask
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
