import Foundation
import Testing

@testable import RowsDemoKit

@Suite("Keeping an arranged folder in order as entries change")
struct FileOrderUpdatingTests {
    @Test("removing and inserting entries in an arranged folder gives the arrangement of the changed folder, in every order")
    func updatingMatchesArrangingAgain() {
        var random = SplitMix(seed: 0xF01D_E125)
        let stems = ["file", "File", "notes", ".hidden", "a", "Ä", "z", "report"]
        func entry(_ number: Int) -> FileEntry {
            let name = "\(stems[Int(random.next() % UInt64(stems.count))])\(random.next() % 30) #\(number)"
            let isFolder = random.next() % 4 == 0
            return FileEntry(
                name: name, isFolder: isFolder, byteCount: isFolder ? nil : Int64(random.next() % 5),
                itemCount: isFolder ? Int(random.next() % 3) : nil,
                modified: random.next() % 5 == 0 ? nil : Date(timeIntervalSince1970: Double(random.next() % 4)))
        }
        var number = 0
        for round in 0..<200 {
            let all = (0..<Int(random.next() % 40)).map { _ in
                number += 1
                return entry(number)
            }
            let removed = Set(all.filter { _ in random.next() % 3 == 0 }.map(\.id))
            let inserted = (0..<Int(random.next() % 6)).map { _ in
                number += 1
                return entry(number)
            }
            let after = all.filter { !removed.contains($0.id) } + inserted
            for order in FileOrder.allCases {
                for showingHidden in [false, true] {
                    let updated = order.updating(
                        order.arranged(all, showingHidden: showingHidden), removing: removed, inserting: inserted,
                        showingHidden: showingHidden)
                    let expected = order.arranged(after, showingHidden: showingHidden)
                    #expect(updated.map(\.name) == expected.map(\.name), "round \(round), \(order.title)")
                    if updated != expected { return }
                }
            }
        }
    }
}
