import PropertyBased
import SeededRandom
import Testing

@testable import RowsCore

@Suite("Byte-budget LRU cache")
struct ByteBudgetCacheTests {
    @Test("the least recently used values go first when an insert exceeds the budget")
    func evictsLeastRecentlyUsed() {
        var cache = ByteBudgetCache<String, Int>(budget: 10)
        cache.insert(1, cost: 4, for: "a")
        cache.insert(2, cost: 4, for: "b")
        #expect(cache.value(for: "a") == 1)  // a is now newer than b
        let dropped = cache.insert(3, cost: 4, for: "c")
        #expect(dropped == [2])
        #expect(cache.keysByRecency == ["c", "a"])
        #expect(cache.totalCost == 8)
        #expect(cache.peek("b") == nil)
    }

    @Test("a value costing more than the whole budget is handed back and nothing else is dropped")
    func oversizedValueIsNotKept() {
        var cache = ByteBudgetCache<String, Int>(budget: 10)
        cache.insert(1, cost: 6, for: "a")
        #expect(cache.insert(2, cost: 11, for: "b") == [2])
        #expect(cache.keysByRecency == ["a"] && cache.totalCost == 6)
    }

    @Test("replacing a key hands back its old value; lowering the budget evicts at once")
    func replaceAndShrink() {
        var cache = ByteBudgetCache<String, Int>(budget: 10)
        cache.insert(1, cost: 3, for: "a")
        cache.insert(2, cost: 3, for: "b")
        #expect(cache.insert(3, cost: 3, for: "a") == [1])
        #expect(cache.setBudget(3) == [2])
        #expect(cache.keysByRecency == ["a"] && cache.totalCost == 3)
        #expect(cache.removeAll() == [3] && cache.count == 0 && cache.totalCost == 0)
    }

    @Test("random inserts, reads and removals match a list kept in order of use, within the budget")
    func matchesReferenceModel() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...100_000), Gen.int(in: 0...40)) { seed, budget in
            var random = SplitMix64(seed: UInt64(seed))
            var cache = ByteBudgetCache<Int, Int>(budget: budget)
            // The model: (key, value, cost), most recently used first.
            var model: [(key: Int, value: Int, cost: Int)] = []
            var handedBack: [Int] = []
            var modelHandedBack: [Int] = []
            for step in 0..<200 {
                let key = Int.random(in: 0..<12, using: &random)
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5:
                    let cost = Int.random(in: 0...12, using: &random)
                    handedBack += cache.insert(step, cost: cost, for: key)
                    if let index = model.firstIndex(where: { $0.key == key }) {
                        modelHandedBack.append(model.remove(at: index).value)
                    }
                    if cost > budget {
                        modelHandedBack.append(step)
                    } else {
                        model.insert((key, step, cost), at: 0)
                        while model.reduce(0, { $0 + $1.cost }) > budget { modelHandedBack.append(model.removeLast().value) }
                    }
                case 5..<8:
                    let value = cache.value(for: key)
                    let index = model.firstIndex(where: { $0.key == key })
                    #expect(value == index.map { model[$0].value })
                    if let index { model.insert(model.remove(at: index), at: 0) }
                default:
                    let value = cache.removeValue(for: key)
                    let index = model.firstIndex(where: { $0.key == key })
                    #expect(value == index.map { model.remove(at: $0).value })
                }
                #expect(cache.keysByRecency == model.map(\.key))
                #expect(cache.totalCost == model.reduce(0) { $0 + $1.cost })
                #expect(cache.totalCost <= budget)
            }
            #expect(handedBack == modelHandedBack)
        }
    }
}
