import Foundation
import RowsCore

/// The `files-update` lines rows-demo writes, read on a thread of their own as they come.
final class UpdateLines: Sendable {
    struct Update: Sendable {
        let nanoseconds: Int64
        let entries: Int
    }

    private let updates = Locked<[Update]>([])

    init(_ handle: FileHandle) {
        let updates = updates
        Thread.detachNewThread {
            var pending = ""
            while true {
                let data = handle.availableData
                if data.isEmpty { return }
                pending += String(decoding: data, as: UTF8.self)
                while let newline = pending.firstIndex(of: "\n") {
                    let fields = pending[..<newline].split(separator: " ")
                    pending = String(pending[pending.index(after: newline)...])
                    guard fields.count == 3, fields[0] == "files-update", let time = Int64(fields[1]),
                        let count = Int(fields[2])
                    else { continue }
                    updates.withLock { $0.append(Update(nanoseconds: time, entries: count)) }
                }
            }
        }
    }

    /// How many updates have been read.
    var count: Int { updates.withLock { $0.count } }

    /// Waits up to `seconds` for a new update that satisfies `condition`, or one read already.
    func wait(seconds: Double, until condition: (Update) -> Bool) -> Update? {
        let deadline = milliseconds() + seconds * 1000
        while milliseconds() < deadline {
            if let update = updates.withLock({ $0.last(where: condition) }) { return update }
            usleep(1_000)
        }
        return nil
    }

    /// Waits until no update has come for `milliseconds`.
    func waitForQuiet(milliseconds quiet: Double) {
        var last = count
        var since = milliseconds()
        while milliseconds() - since < quiet {
            usleep(5_000)
            let now = count
            if now != last {
                last = now
                since = milliseconds()
            }
        }
    }
}
