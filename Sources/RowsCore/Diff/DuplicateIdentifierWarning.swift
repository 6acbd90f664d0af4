import Logging
import Synchronization

/// What a diff saw of ids that occur more than once.
///
/// The first diff in a process that meets a repeated id logs this report once, as a warning through
/// swift-log (label `rows.diff`); the diff itself stays exact (see ``ListChanges``).
public struct DuplicateIdentifierReport: Sendable, Equatable, CustomStringConvertible {
    /// How many rows carried an id already seen in the same list, among the rows the diff matched
    /// by id (not the unchanged runs at either end, nor, in long lists walked in order, the rows
    /// passed by where the lists agree).
    public let repeatedRows: Int
    /// One such id, as text, to find it in the data.
    public let example: String

    /// Creates a report of `repeatedRows` repeated rows, one of whose ids is `example`.
    ///
    /// - Parameters:
    ///   - repeatedRows: How many rows carried an id already seen in the same list.
    ///   - example: One such id, as text.
    public init(repeatedRows: Int, example: String) {
        self.repeatedRows = repeatedRows
        self.example = example
    }

    /// The warning as it is logged: the count, the example and what to do.
    public var description: String {
        "\(repeatedRows) row(s) repeat an id already in their list (e.g. \(example)); rows with the same id "
            + "are paired in order and the surplus is removed or inserted. Give every row a unique id."
    }
}

/// Logs the first duplicate-id report of the process, once, so that a list updated many times a
/// second with bad ids does not flood the log.
@usableFromInline
final class DuplicateIdentifierWarning: Sendable {
    /// The process-wide instance the diff reports to.
    @usableFromInline static let shared = DuplicateIdentifierWarning(logger: Logger(label: "rows.diff"))

    private let logger: Logger
    private let hasWarned = Atomic<Bool>(false)

    init(logger: Logger) {
        self.logger = logger
    }

    /// Logs `report` if nothing was logged before; returns whether it logged.
    @usableFromInline @discardableResult
    func report(_ report: DuplicateIdentifierReport) -> Bool {
        guard hasWarned.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else {
            return false
        }
        logger.warning("\(report.description) Further duplicates are not logged.")
        return true
    }
}
