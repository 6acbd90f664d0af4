import Logging
import Testing

@testable import RowsCore

/// Collects log messages in memory.
final class CapturedLog: Sendable {
    let messages = Locked<[String]>([])

    var handler: CapturingLogHandler { CapturingLogHandler(log: self) }

    struct CapturingLogHandler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            log.messages.withLock { $0.append("\(event.level): \(event.message)") }
        }
    }
}

@Suite("Duplicate ids")
struct DuplicateIdentifierTests {
    @Test("a diff reports repeated ids with a count and an example")
    func diffReportsRepeats() {
        let result = DiffEngine.diff([Row(id: 4), Row(id: 4), Row(id: 5)], [Row(id: 5), Row(id: 6), Row(id: 6)])
        #expect(result.duplicate == DuplicateIdentifierReport(repeatedRows: 2, example: "6"))
        #expect(DiffEngine.diff([Row(id: 1)], [Row(id: 2)]).duplicate == nil)
    }

    @Test("the warning is logged once, however many diffs meet duplicates")
    func warningIsLoggedOnce() {
        let log = CapturedLog()
        let warning = DuplicateIdentifierWarning(logger: Logger(label: "test") { _ in log.handler })
        let report = DuplicateIdentifierReport(repeatedRows: 3, example: "x")
        #expect(warning.report(report))
        #expect(!warning.report(report))
        #expect(!warning.report(report))
        let messages = log.messages.withLock { $0 }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("warning: 3 row(s) repeat an id already in their list (e.g. x)") == true)
    }
}
