import Foundation

/// One benchmark figure, printed as a JSON line.
struct Figure {
    let name: String
    let value: Double
    let unit: String
    var extra: [String: Any] = [:]

    /// Prints the figure as one JSON object on standard output and flushes it.
    func print() {
        var object: [String: Any] = extra
        object["name"] = name
        object["value"] = (value * 1000).rounded() / 1000
        object["unit"] = unit
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}

/// Writes a note for people to standard error, keeping standard output pure JSON lines.
func note(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Monotonic time in milliseconds.
func milliseconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1_000_000
}

/// The process's peak resident memory so far, in MiB.
func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// Runs `body` `runs` times after one warm-up run; returns the times in milliseconds, sorted.
func timed(runs: Int, _ body: () -> Void) -> [Double] {
    body()
    return (0..<runs).map { _ in
        let start = milliseconds()
        body()
        return milliseconds() - start
    }.sorted()
}

extension Array where Element == Double {
    /// The middle value of a sorted array.
    var median: Double { isEmpty ? 0 : (self[(count - 1) / 2] + self[count / 2]) / 2 }
}

/// `duration` in milliseconds.
func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}
