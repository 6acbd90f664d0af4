import Foundation
import Testing

@testable import RowsCore

@Suite("Arrays made uninitialized")
struct UninitializedCapacityTests {
    @Test("an empty one runs its body on an empty buffer and is empty")
    func emptyCapacityRunsTheBody() {
        var ran = false
        let empty = [Int](threadSafeUninitializedCapacity: 0) { buffer, initialized in
            ran = buffer.isEmpty && initialized == 0
        }
        #expect(ran)
        #expect(empty.isEmpty)
    }

    @Test("a full one holds what its body wrote")
    func fullCapacityHoldsTheElements() {
        let squares = [Int](threadSafeUninitializedCapacity: 5) { buffer, initialized in
            for index in 0..<5 { (buffer.baseAddress! + index).initialize(to: index * index) }
            initialized = 5
        }
        #expect(squares == [0, 1, 4, 9, 16])
    }

    // Fails only under ThreadSanitizer (`./dev sanitize thread`, and CI): with the standard
    // library's initializer, making an empty array writes its count into the storage all empty arrays
    // share, which the main thread reads meanwhile.
    @Test("joining no rows off the main thread leaves alone what empty arrays share")
    func joiningNothingOffTheMainThreadWritesNothingShared() async {
        let made = Task.detached {
            (0..<2_000).reduce(0) { total, _ in
                total + FoldedTexts(joining: [FoldedTexts(reservingRows: 0)]).count
            }
        }
        var read = 0
        for _ in 0..<2_000 {
            // Read the way the race was seen: through code the compiler emits into this module.
            read += [UInt8]().withUnsafeBufferPointer { $0.count }
            await Task.yield()
        }
        #expect(await made.value == 0)
        #expect(read == 0)
    }
}
