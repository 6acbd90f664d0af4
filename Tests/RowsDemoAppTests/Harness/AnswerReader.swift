import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads lines from a pipe, waiting for each at most a given time (`poll`), so that a session that
/// stops answering fails the test instead of hanging it.
final class AnswerReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    init(_ handle: FileHandle) {
        descriptor = handle.fileDescriptor
    }

    struct Timeout: Error, CustomStringConvertible {
        let seconds: Double
        var description: String { "no answer within \(seconds) s" }
    }

    struct Closed: Error, CustomStringConvertible {
        var description: String { "the session ended without answering" }
    }

    /// The next line, without its newline.
    func line(within seconds: Double) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeSubrange(...end)
                return line
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw Timeout(seconds: seconds) }
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Int32(min(left, 1) * 1_000))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Closed() }
            buffer += chunk[..<count]
        }
    }
}
