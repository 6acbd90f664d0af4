import CGtk
import Foundation
import GtkTestSupport
import Testing

@testable import Rows

/// The three mistakes a cell provider can make stop the program, each with a message that names the
/// types and the row. Each runs in a child process (an exit test) on a real shown list.
@Suite("Programming errors stop with a message naming the types and the row", .enabled(if: GtkTest.hasDisplay))
struct ProgrammingErrorTests {
    /// Shows a three-row list whose cell provider is `provider`, and runs the loop while GTK binds
    /// (the stop comes then). A child that has not stopped by the deadline returns, exits 0 and so
    /// fails the test.
    @MainActor
    static func show(_ provider: @escaping ListView<SingleSection, Entry>.CellProvider) {
        GtkTest.initialize()
        let items = (0..<3).map { Entry(id: $0, text: "a") }
        let list = ListView(ListViewModel(ListSnapshot(items: items)), cellProvider: provider)
        _ = GtkTest.window(showing: list.widget)
        GtkTest.spin(seconds: GtkTest.patience) { false }
    }

    private static func standardError(_ result: ExitTest.Result?) -> String {
        result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    }

    @Test("one reuse identifier registered for two cell types")
    func reuseIdentifierClash() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let even = CellRegistration<EvenCell, Entry>(reuseIdentifier: ReuseIdentifier("row")) { _, _ in }
                let odd = CellRegistration<OddCell, Entry>(reuseIdentifier: ReuseIdentifier("row")) { _, _ in }
                ProgrammingErrorTests.show { cells, entry in
                    entry.usesOddCell ? cells.cell(using: odd, for: entry) : cells.cell(using: even, for: entry)
                }
            }
        }
        let message = Self.standardError(result)
        #expect(message.contains("reuse identifier 'row'"), "\(message)")
        #expect(message.contains("RowsTests.EvenCell") && message.contains("RowsTests.OddCell"), "\(message)")
    }

    @Test("a second cell dequeued for one row")
    func secondDequeue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let even = CellRegistration<EvenCell, Entry> { _, _ in }
                let odd = CellRegistration<OddCell, Entry> { _, _ in }
                ProgrammingErrorTests.show { cells, entry in
                    _ = cells.cell(using: even, for: entry)
                    return cells.cell(using: odd, for: entry)
                }
            }
        }
        let message = Self.standardError(result)
        #expect(message.contains("for row 0 dequeued a second cell (RowsTests.OddCell) after RowsTests.EvenCell"), "\(message)")
    }

    @Test("a cell returned for another row")
    func anotherRowsCell() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let even = CellRegistration<EvenCell, Entry> { _, _ in }
                var first: DequeuedCell?
                ProgrammingErrorTests.show { cells, entry in
                    let dequeued = cells.cell(using: even, for: entry)
                    if first == nil { first = dequeued }
                    return first!
                }
            }
        }
        let message = Self.standardError(result)
        #expect(
            message.contains("the cell provider for row 1 returned a RowsTests.EvenCell dequeued for another row"), "\(message)")
    }
}
