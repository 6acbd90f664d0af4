import PropertyBased
import SeededRandom
import Testing

@testable import RowsCore

@Suite("Image requests")
struct ImageRequestsTests {
    @Test("a decode that ends after its viewer asked for another key is not shown in it")
    func staleRequestIsDropped() {
        var requests = ImageRequests<String, Int>(maxRunning: 2)
        #expect(requests.request("a", for: 1) == ["a"])
        #expect(requests.request("b", for: 1) == ["b"])  // the cell was rebound to another row
        let finishedA = requests.finish("a")
        #expect(finishedA.show.isEmpty)
        #expect(requests.finish("b").show == [1])
    }

    @Test("viewers of the same key share one decode and all show it")
    func sharedDecode() {
        var requests = ImageRequests<String, Int>(maxRunning: 2)
        #expect(requests.request("a", for: 1) == ["a"])
        #expect(requests.request("a", for: 2).isEmpty)
        #expect(Set(requests.finish("a").show) == [1, 2])
    }

    @Test("at most maxRunning decodes run; a queued one nobody wants any more never starts")
    func limitAndSkipUnwanted() {
        var requests = ImageRequests<String, Int>(maxRunning: 1)
        #expect(requests.request("a", for: 1) == ["a"])
        #expect(requests.request("b", for: 2).isEmpty)
        #expect(requests.request("c", for: 3).isEmpty)
        requests.withdraw(2)  // b's row scrolled away before its decode started
        let (show, start) = requests.finish("a")
        #expect(show == [1] && start == ["c"])
        #expect(requests.finish("c") == (show: [3], start: []))
    }

    @Test("random requests, withdrawals and finishes: each viewer shows only the key it waits for, limits hold")
    func randomRequests() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...100_000), Gen.int(in: 1...3)) { seed, maxRunning in
            var random = SplitMix64(seed: UInt64(seed))
            var requests = ImageRequests<Int, Int>(maxRunning: maxRunning)
            var wants: [Int: Int] = [:]  // viewer → key, the model
            var running: Set<Int> = []
            func started(_ keys: [Int]) {
                for key in keys {
                    #expect(!running.contains(key), "a key decoded twice at once")
                    #expect(wants.values.contains(key), "a decode nobody wants started")
                    running.insert(key)
                }
                #expect(running.count <= maxRunning)
            }
            func finish(_ key: Int) {
                running.remove(key)
                let (show, start) = requests.finish(key)
                #expect(Set(show) == Set(wants.filter { $0.value == key }.keys))
                for viewer in show { wants[viewer] = nil }
                started(start)
            }
            for _ in 0..<300 {
                let viewer = Int.random(in: 0..<8, using: &random)
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5:
                    let key = Int.random(in: 0..<10, using: &random)
                    let wasNew = wants[viewer] != key
                    wants[viewer] = key
                    let start = requests.request(key, for: viewer)
                    if !wasNew { #expect(start.isEmpty) }
                    started(start)
                case 5..<7:
                    requests.withdraw(viewer)
                    wants[viewer] = nil
                default:
                    if let key = running.randomElement(using: &random) { finish(key) }
                }
                #expect(requests.runningCount == running.count)
            }
            // Draining: every viewer still waiting is served.
            while let key = running.first { finish(key) }
            #expect(wants.isEmpty, "viewers left waiting with nothing running: \(wants)")
        }
    }
}
