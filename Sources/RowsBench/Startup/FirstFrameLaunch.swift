import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What one launch measured: the time from just before the process was started to the moment its
/// `first-frame` line was read, and its resident memory (VmRSS) read right then.
struct FirstFrameRun {
    let milliseconds: Double
    let residentMegabytes: Double
}

/// Starts a program that reports its first drawn frame on standard output (it is run with
/// `ROWS_REPORT_FIRST_FRAME=1`), waits for that line, measures, and kills the program.
struct FirstFrameLaunch {
    /// The executable and its arguments.
    let executable: String
    var arguments: [String] = []
    /// The whole environment the program gets.
    let environment: [String: String]
    /// The folder it runs in.
    let directory: URL
    /// Where its standard error goes (kept to explain a failed run).
    let errorLog: URL
    /// How long to wait for the first frame before giving up.
    var timeoutSeconds: Double = 60

    /// Runs the program once.
    func run() throws -> FirstFrameRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment.merging(["ROWS_REPORT_FIRST_FRAME": "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        guard FileManager.default.createFile(atPath: errorLog.path, contents: nil) else {
            throw StartupError("cannot create \(errorLog.path)")
        }
        let errors = try FileHandle(forWritingTo: errorLog)
        defer { try? errors.close() }
        process.standardError = errors

        let start = milliseconds()
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let line = try readLine(from: output.fileHandleForReading.fileDescriptor)
        let elapsed = milliseconds() - start
        let resident = try Self.residentMegabytes(of: process.processIdentifier)
        guard line.hasPrefix("first-frame ") else {
            throw StartupError("\(name) wrote \(line.debugDescription) instead of a first-frame line")
        }
        return FirstFrameRun(milliseconds: elapsed, residentMegabytes: resident)
    }

    private var name: String { URL(fileURLWithPath: executable).lastPathComponent }

    /// Reads up to the first newline, waiting at most `timeoutSeconds` in all.
    private func readLine(from descriptor: Int32) throws -> String {
        var bytes = [UInt8]()
        let deadline = milliseconds() + timeoutSeconds * 1000
        while !bytes.contains(UInt8(ascii: "\n")) {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(deadline - milliseconds(), 0))
            guard poll(&waiting, 1, left) > 0 else { throw failure("no first frame after \(Int(timeoutSeconds)) s") }
            var chunk = [UInt8](repeating: 0, count: 256)
            let count = read(descriptor, &chunk, chunk.count)
            guard count > 0 else { throw failure("it ended before its first frame") }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
    }

    private func failure(_ problem: String) -> StartupError {
        let log = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
        return StartupError("\(name): \(problem). Its standard error:\n\(log.suffix(2_000))")
    }

    /// VmRSS of process `pid`, in MiB, from /proc/PID/status.
    static func residentMegabytes(of pid: Int32) throws -> Double {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap({ Double($0) })
        else { throw StartupError("/proc/\(pid)/status has no VmRSS line") }
        return kilobytes / 1024
    }
}

/// A start-up benchmark that could not run, and why.
struct StartupError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
