import ArgumentParser
import Foundation
import RowsCore
import RowsDemoKit

/// `rows-bench save-loop`: saves the people directory over and over, the way the app does, until it
/// is killed. The crash-safety test kills it with SIGKILL at random moments and checks that the file
/// is always one whole version (see Tests/RowsDemoTests/CrashSafeSavingTests.swift).
struct SaveLoop: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "save-loop", abstract: "Save two versions of a people list in turn until killed (for crash tests).")

    @Option(help: "The file to save to.")
    var file: String

    @Option(help: "How many people each version has.")
    var people = 2_000

    /// Writes `ready <nanoseconds>` on standard error once the first save is complete, with how long
    /// that save took, then saves on without a pause.
    func run() throws {
        let list = SavedList<Person>(savedURL: URL(fileURLWithPath: file), defaultURL: URL(fileURLWithPath: file))
        // Encoded once: each save is then the atomic write alone (what `SavedList.save` does after
        // encoding), so that a kill at a random moment lands inside one.
        let versions = [Self.version(0, count: people), Self.version(1, count: people)].map(SavedList<Person>.encoded)
        let clock = ContinuousClock()
        var saves = 0
        while true {
            let start = clock.now
            try AtomicFile.write(versions[saves % 2], to: list.savedURL)
            saves += 1
            if saves == 1 {
                let duration = (clock.now - start).components
                let nanoseconds = duration.seconds * 1_000_000_000 + duration.attoseconds / 1_000_000_000
                FileHandle.standardError.write(Data("ready \(nanoseconds)\n".utf8))
            }
        }
    }

    /// Version `number` of a list of `count` people; the two versions differ in every row and in length.
    static func version(_ number: Int, count: Int) -> [Person] {
        (0..<(count + number * 7)).map { index in
            Person(id: "p\(index)", firstName: number == 0 ? "Ada" : "Grace", lastName: "Number \(index)", age: 20 + number)
        }
    }
}
